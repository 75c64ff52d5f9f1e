import type { MediaJob } from '../scene-api.ts';

const jobs: MediaJob[] = [
  { kind: 'sequence', key: 'robohand', scene: 'robot-hand', frames: 25, firstNumber: 1, digits: 4, width: 1600, height: 900 },
  { kind: 'image', path: 'solutions/engage', scene: 'robot-hand', progress: 0.5, width: 1600, height: 1000, options: { view: 'training' } },
];

export default jobs;
