/**
 * The 3D view, loaded only when the visitor presses "Rotate in 3D" (model-mode.tsx, then live-view.ts): Google's
 * `<model-viewer>` web component, which brings three.js, orbit and zoom by pointer, touch and keyboard, and AR
 * through WebXR, Scene Viewer and Quick Look. Importing this module registers the element. The model is plain
 * quantised glTF (scripts/media/pipeline/optimise-model.ts), so no decoder, WebAssembly or worker is fetched.
 * The lighting is the studio room the site's stills are rendered in (the media generator's `environment` job), a
 * small Radiance file from this site, so a model turned here shows the reflections of its pictures.
 */
import '@google/model-viewer';
import { useLayoutEffect, useRef } from 'react';
import { ViewInRoomButton, ViewerLayer, type ModelBackdrop } from './live-view.styles.ts';

/**
 * How far the camera starts, as a share of the distance that fits the model's bounding sphere (which no turn can
 * leave): a wide panel (16:9) lets a model come closer than an opening's picture, which is nearer square, and 88%
 * keeps a tall model such as the jet engine whole at the opening angle while a long, low car still fills the panel.
 */
const CAMERA_DISTANCE = { panel: '88%', page: '92%' } as const;

/** The stills' studio lighting (public/media/environments/, from `npm run media`). */
const STUDIO_ENVIRONMENT = '/media/environments/studio.hdr';

/** Whether this browser can draw with WebGL, without which the viewer cannot run. The test's context is let go at once: browsers keep only a few. */
export function canDrawWebGL(document: Document): boolean {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2') ?? canvas.getContext('webgl');
  context?.getExtension('WEBGL_lose_context')?.loseContext();
  return context !== null;
}

export interface InteractiveModelProps {
  /** The model's path without extension, such as "/media/models/concept-car". */
  model: string;
  alt: string;
  /** The model's variant to show (its KHR_materials_variants name, such as a paint); undefined for the model as made. */
  variant?: string | undefined;
  /** Whether the model is drawn and faded in over the still (it loads invisibly first). */
  shown: boolean;
  backdrop: ModelBackdrop;
  /** Off when the visitor prefers reduced motion: no turning by itself, no animated hint to drag. */
  autoRotate: boolean;
  viewInRoomLabel: string;
  onLoaded: () => void;
  onFailed: () => void;
}

export default function InteractiveModel({ model, alt, variant, shown, backdrop, autoRotate, viewInRoomLabel, onLoaded, onFailed }: InteractiveModelProps) {
  const viewer = useRef<HTMLElement>(null);
  // Listening from the commit on (a layout effect), and asking whether the model already loaded: a passive effect
  // can run after model-viewer's load event on a busy machine, and the still would then wait forever.
  useLayoutEffect(() => {
    const element = viewer.current;
    if (!element) return undefined;
    element.addEventListener('load', onLoaded);
    element.addEventListener('error', onFailed);
    if ('loaded' in element && element.loaded === true) onLoaded();
    return () => {
      element.removeEventListener('load', onLoaded);
      element.removeEventListener('error', onFailed);
    };
  }, [onLoaded, onFailed]);
  return (
    <ViewerLayer $shown={shown} $backdrop={backdrop}>
      <model-viewer
        ref={viewer}
        src={`${model}.glb`}
        alt={alt}
        variant-name={variant}
        camera-controls=""
        auto-rotate={autoRotate ? '' : undefined}
        ar=""
        ar-modes="webxr scene-viewer quick-look"
        shadow-intensity="1"
        shadow-softness="0.8"
        environment-image={STUDIO_ENVIRONMENT}
        exposure="1.15"
        camera-orbit={`35deg 72deg ${CAMERA_DISTANCE[backdrop]}`}
        touch-action="pan-y"
        interaction-prompt={autoRotate ? 'auto' : 'none'}
      >
        <ViewInRoomButton slot="ar-button" type="button">
          {viewInRoomLabel}
        </ViewInRoomButton>
      </model-viewer>
    </ViewerLayer>
  );
}
