import type { MediaJob } from '../scene-api.ts';

const jobs: MediaJob[] = [
  { kind: 'image', path: 'industries/aerospace', scene: 'jet-engine-cutaway', progress: 0, width: 1920, height: 800 },
  // The aerospace case study's turbofan (the aerospace-jet-engine scene's, closed up) for the site's 3D viewer, optimised by `npm run media`.
  { kind: 'model', name: 'jet-engine', model: 'jet-engine' },
];

export default jobs;
