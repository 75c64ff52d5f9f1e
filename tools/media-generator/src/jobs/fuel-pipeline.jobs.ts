import type { MediaJob } from '../scene-api.ts';

const jobs: MediaJob[] = [
  { kind: 'sequence', key: 'fueloil', scene: 'fuel-pipeline', frames: 110, firstNumber: 401, digits: 4, width: 1600, height: 900 },
  { kind: 'image', path: 'solutions/twin', scene: 'fuel-pipeline', progress: 1, width: 1600, height: 1000, options: { view: 'plant' } },
];

export default jobs;
