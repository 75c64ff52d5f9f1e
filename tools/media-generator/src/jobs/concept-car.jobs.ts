import type { MediaJob } from '../scene-api.ts';

const card = { width: 1600, height: 1000 } as const;
const banner = { width: 1920, height: 800 } as const;

const jobs: MediaJob[] = [
  { kind: 'sequence', key: 'car_frames', scene: 'concept-car', frames: 39, firstNumber: 10063, digits: 5, width: 1600, height: 900 },
  { kind: 'image', path: 'solutions/sales', scene: 'concept-car', progress: 1, ...card, options: { view: 'kiosk' } },
  { kind: 'image', path: 'industries/automotive', scene: 'concept-car', progress: 1, ...banner, options: { view: 'hero' } },
  { kind: 'image', path: 'personas/automotivesales', scene: 'concept-car', progress: 1, ...banner, options: { view: 'sales' } },
  { kind: 'image', path: 'personas/automotivetraining', scene: 'concept-car', progress: 1, ...banner, options: { view: 'training' } },
  // The car for the site's 3D viewer (optimised by `npm run media`); its paint is the home hero's silver.
  { kind: 'model', name: 'concept-car', model: 'concept-car' },
  { kind: 'image', path: 'personas/automotivetwin', scene: 'concept-car', progress: 1, ...banner, options: { view: 'twin' } },
];

export default jobs;
