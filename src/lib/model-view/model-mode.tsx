import { useState, useSyncExternalStore } from 'react';
import type { ModelView } from '@/content/generated/content-types.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import type { ModelBackdrop } from './live-view.styles.ts';
import type * as ModelLayersModule from './model-layers.tsx';
import { Controls, RotateButton } from './model-layers.styles.ts';

const loadModelLayers = (): Promise<typeof ModelLayersModule> => import('./model-layers.tsx');

const noSubscription = () => () => undefined;

export interface ModelModeProps {
  view: ModelView;
  backdrop: ModelBackdrop;
  /**
   * Whether the button is in the pre-rendered page. An opening's picture leaves it to the browser (it appears once the
   * page has hydrated, over the picture, moving nothing), which keeps the opening's HTML as it was.
   */
  prerendered: boolean;
}

/**
 * A picture's 3D mode, inside the picture's positioned box: the "Rotate in 3D" button, and nothing else until the
 * visitor presses it. Only the press fetches the rest (model-layers.tsx, which then fetches the viewer and the model):
 * not one request for the 3D view is made before the visitor asks. Where the code cannot be fetched, the picture stays
 * and the message says so; pressing again tries again.
 */
export function ModelMode({ view, backdrop, prerendered }: ModelModeProps) {
  // False on the server and in the hydrating render, true after: the button never makes the page's HTML disagree.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [asked, setAsked] = useState(false);
  const [failed, setFailed] = useState(false);
  const [layers, setLayers] = useState<typeof ModelLayersModule>();
  if (layers) return <layers.default view={view} backdrop={backdrop} asked />;
  if (!prerendered && !hydrated) return null;
  const ask = () => {
    setAsked(true);
    setFailed(false);
    loadModelLayers().then(setLayers, () => {
      setAsked(false);
      setFailed(true);
    });
  };
  // The same controls as model-layers.tsx shows after the press, written out here rather than shared: a shared
  // component would join this chunk, every opening's first render, and cost 48 B gzipped that the home and
  // automotive-sales persona pages do not have under their JavaScript budgets (measured while reviewing issue 37).
  return (
    <Controls>
      <RotateButton type="button" onClick={ask} disabled={asked} aria-live="polite">
        {asked ? view.labels.loading : view.labels.rotate}
      </RotateButton>
      <InlineAlert role="alert">{failed ? view.labels.unavailable : ''}</InlineAlert>
    </Controls>
  );
}
