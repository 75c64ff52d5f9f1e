import { useCallback, useReducer, useState, type ComponentType } from 'react';
import type { ModelViewerSection } from '@/content/generated/content-types.ts';
import { InlineAlert } from '@/lib/components/inline-alert.ts';
import { SectionShell } from '@/lib/components/section-shell.tsx';
import { useMediaQuery } from '@/lib/hooks/use-media-query.ts';
import { mediaQueries } from '@/lib/theme/media.ts';
import type { InteractiveModelProps } from './interactive-model.tsx';
import { Actions, RotateButton, Stage, Still, ViewerLayer } from './model-viewer.styles.ts';
import { nextViewerStatus } from './viewer-status.ts';

/** The viewer's code (about 280 KB gzipped): fetched when the visitor asks, and only where WebGL can draw. */
async function loadInteractiveModel(): Promise<ComponentType<InteractiveModelProps>> {
  const module = await import('./interactive-model.tsx');
  if (!module.canDrawWebGL(document)) throw new Error('This browser cannot draw WebGL.');
  return module.default;
}

/**
 * A still of the model until the visitor presses "Rotate in 3D" (the viewer and the model are never fetched before:
 * the press is the one sure sign they are wanted, and they weigh more than the rest of the page). Then the 3D view
 * fades in over the still in the same box. Where it cannot run, the still stays and a short message says so.
 */
export default function ModelViewer({ header, model, poster, alt, labels }: ModelViewerSection) {
  const [status, dispatch] = useReducer(nextViewerStatus, 'still');
  const [Viewer, setViewer] = useState<ComponentType<InteractiveModelProps>>();
  const reducedMotion = useMediaQuery(mediaQueries.reducedMotion);
  const loaded = useCallback(() => dispatch({ type: 'loaded' }), []);
  const failed = useCallback(() => dispatch({ type: 'failed' }), []);
  const ask = () => {
    dispatch({ type: 'ask' });
    loadInteractiveModel().then((component) => setViewer(() => component), failed);
  };
  const shown = status === 'shown';
  return (
    <SectionShell header={header}>
      <Stage>
        <Still src={poster} alt={alt} sizes="(min-width: 1440px) 1344px, calc(100vw - 2rem)" />
        {Viewer && status !== 'unavailable' ? (
          <ViewerLayer $shown={shown}>
            <Viewer model={model} alt={alt} autoRotate={!reducedMotion} viewInRoomLabel={labels.viewInRoom} onLoaded={loaded} onFailed={failed} />
          </ViewerLayer>
        ) : null}
      </Stage>
      <Actions>
        {shown ? null : (
          <RotateButton type="button" onClick={ask} disabled={status === 'loading'} aria-live="polite">
            {status === 'loading' ? labels.loading : labels.rotate}
          </RotateButton>
        )}
        <InlineAlert role="alert">{status === 'unavailable' ? labels.unavailable : ''}</InlineAlert>
      </Actions>
    </SectionShell>
  );
}
