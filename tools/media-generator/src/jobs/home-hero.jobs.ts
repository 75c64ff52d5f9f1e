import type { MediaJob } from '../scene-api.ts';

/** The home hero: a 4:3 still and a seamless 5 s loop whose first frame is the still. */
const jobs: MediaJob[] = [
  { kind: 'image', path: 'home/hero', scene: 'home-hero', progress: 0, width: 1920, height: 1440 },
  { kind: 'video', name: 'home-hero', scene: 'home-hero', seconds: 5, fps: 24, width: 1280, height: 960 },
];

export default jobs;
