import type { MediaJob } from '../scene-api.ts';

const banner = { width: 1920, height: 800 } as const;

const jobs: MediaJob[] = [
  { kind: 'image', path: 'industries/manufacturing', scene: 'factory-line', progress: 0, ...banner, options: { view: 'industry' } },
  { kind: 'image', path: 'personas/manufacturingsales', scene: 'factory-line', progress: 0, ...banner, options: { view: 'sales' } },
  { kind: 'image', path: 'personas/manufacturingtraining', scene: 'factory-line', progress: 0, ...banner, options: { view: 'training' } },
  { kind: 'image', path: 'personas/manufacturingtwin', scene: 'factory-line', progress: 0, ...banner, options: { view: 'twin' } },
];

export default jobs;
