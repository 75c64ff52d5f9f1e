import { useCallback, useId, useReducer, useState, type ComponentType } from 'react';
import type { ModelView } from '@/content/generated/content-types.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import type { ColourChoicesProps } from './colour-choices.tsx';
import type { InteractiveModelProps } from './interactive-model.tsx';
import { Controls, RotateButton } from './model-layers.styles.ts';
import { nextViewerStatus } from './viewer-status.ts';

interface LiveView {
  Viewer: ComponentType<InteractiveModelProps>;
  ColourChoices: ComponentType<ColourChoicesProps>;
}

/**
 * The viewer's code (about 280 KB gzipped) and the colour choices: fetched when the visitor asks, and only where WebGL
 * can draw; nothing of them is in a page's first render.
 */
async function loadLiveView(): Promise<LiveView> {
  const [viewer, choices] = await Promise.all([import('./interactive-model.tsx'), import('./colour-choices.tsx')]);
  if (!viewer.canDrawWebGL(document)) throw new Error('This browser cannot draw WebGL.');
  return { Viewer: viewer.default, ColourChoices: choices.default };
}

export interface ModelLayersProps {
  view: ModelView;
  /** What the 3D view stands on: a studio glow in a panel, or the black page (an opening's picture fades into it). */
  backdrop: 'panel' | 'page';
}

/**
 * A 3D mode laid over a picture, inside the picture's positioned box: a "Rotate in 3D" button over its lower edge
 * until pressed (the viewer and the model are never fetched before: the press is the one sure sign they are wanted,
 * and they weigh more than the rest of a page); then the 3D view fades in over the picture, in the same box, so
 * nothing on the page moves. Where it cannot run, the picture stays and a short message says so. Colour choices, when
 * the content offers them, show with the 3D view and switch the model's variant (such as a car's paint). Used by the
 * model-viewer section and by an opening's picture in its 3D mode.
 */
export default function ModelLayers({ view, backdrop }: ModelLayersProps) {
  const { model, alt, variants, labels } = view;
  const [status, dispatch] = useReducer(nextViewerStatus, 'still');
  const [live, setLive] = useState<LiveView>();
  const reducedMotion = useMediaQuery(mediaQueries.reducedMotion);
  const loaded = useCallback(() => dispatch({ type: 'loaded' }), []);
  const failed = useCallback(() => dispatch({ type: 'failed' }), []);
  const [variant, setVariant] = useState(variants?.options[0]?.variant);
  const choiceName = useId();
  const ask = () => {
    dispatch({ type: 'ask' });
    loadLiveView().then(setLive, failed);
  };
  const shown = status === 'shown';
  return (
    <>
      {live && status !== 'unavailable' ? (
        <live.Viewer
          model={model}
          alt={alt}
          variant={variant}
          shown={shown}
          backdrop={backdrop}
          autoRotate={!reducedMotion}
          viewInRoomLabel={labels.viewInRoom}
          onLoaded={loaded}
          onFailed={failed}
        />
      ) : null}
      <Controls>
        {shown ? null : (
          <RotateButton type="button" onClick={ask} disabled={status === 'loading'} aria-live="polite">
            {status === 'loading' ? labels.loading : labels.rotate}
          </RotateButton>
        )}
        {shown && live && variants ? <live.ColourChoices choices={variants} name={choiceName} value={variant} onChange={setVariant} /> : null}
        <InlineAlert role="alert">{status === 'unavailable' ? labels.unavailable : ''}</InlineAlert>
      </Controls>
    </>
  );
}
