import { useState } from 'react';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import type { CatalogueCopyJsonWords } from '@/content/page-manifest.ts';
import { CopyButton, CopyRow, CopyStatus, JsonCode, JsonDetails } from './section-catalogue.styles.ts';

type CopyState = 'idle' | 'copied' | 'refused';

/**
 * One schema example's JSON as a marketer pastes it into a page's `sections`, folded away under a summary, with a
 * button that puts it on the clipboard. The clipboard is touched only when the button is pressed, never while
 * rendering, so the pre-rendered HTML and the hydrated page agree.
 */
export function CatalogueExampleJson({ json, describedBy, words }: { json: string; describedBy: string; words: CatalogueCopyJsonWords }) {
  const [state, setState] = useState<CopyState>('idle');

  const copy = async () => {
    // Cleared first, so pressing the button again is announced again.
    setState('idle');
    try {
      await navigator.clipboard.writeText(json);
      setState('copied');
    } catch {
      // Refused permission, an insecure context or no clipboard API at all: the visitor can still select the text.
      setState('refused');
    }
  };

  return (
    <JsonDetails>
      <summary>{words.summary}</summary>
      <JsonCode>
        <code>{json}</code>
      </JsonCode>
      <CopyRow>
        <CopyButton type="button" aria-describedby={describedBy} onClick={() => void copy()}>
          {words.copyLabel}
        </CopyButton>
        {/* Always rendered, so screen readers know the live region before its message arrives. */}
        <CopyStatus role="status">{state === 'copied' ? words.copiedMessage : ''}</CopyStatus>
      </CopyRow>
      <InlineAlert role="alert">{state === 'refused' ? words.refusedMessage : ''}</InlineAlert>
    </JsonDetails>
  );
}
