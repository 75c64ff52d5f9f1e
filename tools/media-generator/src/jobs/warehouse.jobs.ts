import type { MediaJob } from '../scene-api.ts';

const banner = { width: 1920, height: 800 } as const;

const jobs: MediaJob[] = [
  { kind: 'image', path: 'industries/logistics', scene: 'warehouse', progress: 0, ...banner, options: { view: 'industry' } },
  { kind: 'image', path: 'personas/logisticssales', scene: 'warehouse', progress: 0, ...banner, options: { view: 'sales' } },
  { kind: 'image', path: 'personas/logisticstraining', scene: 'warehouse', progress: 0, ...banner, options: { view: 'training' } },
  { kind: 'image', path: 'personas/logisticstwin', scene: 'warehouse', progress: 0, ...banner, options: { view: 'twin' } },
];

export default jobs;
