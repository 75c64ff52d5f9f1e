import type { MediaJob } from '../scene-api.ts';

/**
 * The stills the site shows in a 3D viewer's place until the visitor asks for the model (a model-viewer section's
 * `poster`): each model as the viewer's first frame draws it (scene model-stage), so the 3D view fades in over its
 * own picture. 16:9 at 1600 px, the size of the car's frame sequence. Their paths start with `models/`, like the
 * model jobs' names, so `npm run media:generate -- model-stage` renders only these.
 */
const poster = (model: string): MediaJob => ({
  kind: 'image',
  path: `models/${model}`,
  scene: 'model-stage',
  progress: 0,
  width: 1600,
  height: 900,
  options: { model },
});

const jobs: MediaJob[] = [poster('concept-car'), poster('jet-engine')];

export default jobs;
