import { useCallback, useEffect, useId, useReducer, useRef, useState } from 'react';
import type { ModelView } from '@/content/generated/content-types.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import type { ModelBackdrop } from './live-view.styles.ts';
import { loadLiveView, type LiveView } from './live-view.ts';
import { Controls, RotateButton } from './model-layers.styles.ts';
import { nextViewerStatus } from './viewer-status.ts';

/**
 * Marks the picture's box as covered by the 3D view for good: all in it but the view's own elements goes inert (out of
 * the tab order and the accessibility tree, as it can no longer be seen), and its loop pauses. The players read the
 * box's `data-picture-covered` and never start again (loop-player.tsx, frame-player.ts): they load on their own, and
 * the attribute is all they share with this module, as a shared module would add its chunk's name to every
 * opening's first render (the lazy imports list what they preload).
 */
function coverPicture(box: Element, view: readonly Element[]): void {
  for (const child of box.children) if (!view.includes(child)) child.setAttribute('inert', '');
  box.setAttribute('data-picture-covered', '');
  for (const video of box.querySelectorAll('video')) video.pause();
}

export interface ModelLayersProps {
  view: ModelView;
  backdrop: ModelBackdrop;
  /** The visitor has already pressed "Rotate in 3D" (model-mode.tsx, which fetched this module on the press): load at once. */
  asked: boolean;
}

/**
 * A picture's 3D mode once the visitor has pressed "Rotate in 3D" (model-mode.tsx shows the button until then): the
 * viewer and the model load (they weigh more than the rest of a page, so only the press fetches them), then the 3D
 * view fades in over the picture, in the same box, so nothing on the page moves. Where it cannot run, the picture
 * stays and a short message says so, and the button tries again. Colour choices, when the content offers them, show
 * with the 3D view and switch the model's variant (such as a car's paint). Once shown, the 3D view covers the picture
 * for good: the picture's loop or frame animation stops, and what lies under the view leaves the tab order.
 */
export default function ModelLayers({ view, backdrop, asked }: ModelLayersProps) {
  const { model, alt, variants, labels } = view;
  const [status, dispatch] = useReducer(nextViewerStatus, asked ? 'loading' : 'still');
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
  // Once, on arrival: the press that fetched this module is the visitor's ask, so the viewer loads at once.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the press that came before, not a value to follow
  useEffect(() => (asked ? void loadLiveView().then(setLive, failed) : undefined), []);
  const shown = status === 'shown';
  const controlsRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const controls = controlsRef.current;
    // The viewer's layer is rendered just before the controls (below); both are the 3D view's, the rest is the picture's.
    const layer = controls?.previousElementSibling;
    if (shown && controls?.parentElement && layer) coverPicture(controls.parentElement, [layer, controls]);
  }, [shown]);
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
      <Controls ref={controlsRef}>
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
