/**
 * Builds the 'Tell your Boss' mailto: link. Every part is percent-encoded per
 * RFC 6068, so no input can break out of its field or add headers.
 */
import { fillTemplate } from '@/lib/text/fill-template.ts';

export interface ShareMail {
  to: string;
  subject: string;
  body: string;
}

/** Percent-encodes text for a mailto: URI; lone surrogates become U+FFFD instead of throwing. */
const encode = (text: string) => encodeURIComponent(text.toWellFormed());

/** The address keeps its last "@" as the separator; each side is encoded on its own. */
function encodeAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at === -1) return encode(address);
  return `${encode(address.slice(0, at))}@${encode(address.slice(at + 1))}`;
}

export function buildMailto({ to, subject, body }: ShareMail): string {
  // RFC 6068 section 5: line breaks in the body are CRLF.
  const crlfBody = body.replace(/\r\n|\r|\n/g, '\r\n');
  return `mailto:${encodeAddress(to)}?subject=${encode(subject)}&body=${encode(crlfBody)}`;
}

export interface ShareMailCopy {
  /** E.g. "Check out {product}". */
  subject: string;
  /** The greeting line, e.g. "Hi,". */
  greeting: string;
  /** The line naming the sender when a name is given, e.g. "{name} thought you would like this:". */
  fromLine: string;
  /** The line without a name, e.g. "I thought you would like this:". */
  anonymousLine: string;
}

/** The share e-mail from the visitor's input, the page address and the copy in content. */
export function composeShareMail(input: { email: string; name: string; pageUrl: string; product: string }, copy: ShareMailCopy): ShareMail {
  const name = input.name.trim();
  return {
    to: input.email.trim(),
    subject: fillTemplate(copy.subject, { product: input.product }),
    body: [copy.greeting, '', name ? fillTemplate(copy.fromLine, { name }) : copy.anonymousLine, input.pageUrl].join('\n'),
  };
}

/** The share form's rule: the e-mail is valid only when it is not empty and contains "@". */
export const isShareEmailValid = (email: string) => email.trim() !== '' && email.includes('@');
