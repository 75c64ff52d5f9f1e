import type { MediaJob } from '../scene-api.ts';

/** The looping product and solution videos at 24 fps, 1280x720, seamless. */
const names = ['ar-tablet', 'web-3d', 'digital-twin', 'aerospace-jet-engine', 'training', 'sales-demo', 'coe-research'] as const;

// The rendering machine is slow (software WebGL), so the lighter loops run 5 s; all loop seamlessly.
const seconds: Partial<Record<(typeof names)[number], number>> = { 'ar-tablet': 6, 'aerospace-jet-engine': 6 };

const jobs: MediaJob[] = names.map((name) => ({ kind: 'video', name, scene: name, seconds: seconds[name] ?? 5, fps: 24, width: 1280, height: 720 }));

export default jobs;
