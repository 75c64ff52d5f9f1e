import type { ComponentType } from 'react';
import type { ColourChoicesProps } from './colour-choices.tsx';
import type { InteractiveModelProps } from './interactive-model.tsx';

/** What the press brings: the 3D viewer, and the colour choices that show with it. */
export interface LiveView {
  Viewer: ComponentType<InteractiveModelProps>;
  ColourChoices: ComponentType<ColourChoicesProps>;
}

/**
 * The viewer's code (about 280 KB gzipped) and the colour choices, fetched when the visitor asks, and only where WebGL
 * can draw: nothing of them is in a page's first render. Rejects where this browser cannot draw WebGL.
 */
export async function loadLiveView(): Promise<LiveView> {
  const [viewer, choices] = await Promise.all([import('./interactive-model.tsx'), import('./colour-choices.tsx')]);
  if (!viewer.canDrawWebGL(document)) throw new Error('This browser cannot draw WebGL.');
  return { Viewer: viewer.default, ColourChoices: choices.default };
}
