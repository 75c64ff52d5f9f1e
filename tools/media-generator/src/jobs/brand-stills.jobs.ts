import type { MediaJob } from '../scene-api.ts';

/** Card (16:10) and banner (12:5) stills posed from the video scenes and two still-only scenes. */
const card = (path: string, scene: string, progress: number, options: Record<string, string> = {}): MediaJob => ({
  kind: 'image',
  path,
  scene,
  progress,
  width: 1600,
  height: 1000,
  options,
});

const jobs: MediaJob[] = [
  card('capabilities/augmented-reality', 'ar-tablet', 0.3, { view: 'card' }),
  card('capabilities/virtual-reality', 'vr-headset', 0.1),
  card('capabilities/web', 'web-3d', 0.12),
  card('capabilities/digital-twin', 'digital-twin', 0.3, { view: 'card' }),
  card('case-studies/automotive-configurator', 'sales-demo', 0.06, { view: 'card' }),
  card('case-studies/aerospace-jet-engine', 'aerospace-jet-engine', 0.5, { view: 'card' }),
  card('case-studies/factory-twin', 'digital-twin', 0.6, { view: 'overview' }),
  card('case-studies/warehouse-training', 'digital-twin', 0.2, { view: 'warehouse' }),
  card('case-studies/trade-fair-kiosk', 'sales-demo', 0.1, { view: 'kiosk' }),
  card('coe/facility', 'coe-research', 0.7, { view: 'card' }),
  { kind: 'image', path: 'about/banner', scene: 'enlightenment', progress: 0.1, width: 1920, height: 800 },
];

export default jobs;
