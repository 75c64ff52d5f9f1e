import type { LegalInlineText } from '@/content/generated/content-types.ts';
import { ContentLink } from '@/lib/components/content-link.tsx';

/**
 * Running text from the content: plain words, or words and links read one after another. Links go through
 * <ContentLink>, so internal paths use the router, other sites open in a new tab and mailto:/tel: open the
 * visitor's own program.
 */
export function InlineText({ text }: { text: LegalInlineText }) {
  if (typeof text === 'string') return text;
  return text.map((part, index) => (typeof part === 'string' ? part : <ContentLink key={index} link={part} />));
}
