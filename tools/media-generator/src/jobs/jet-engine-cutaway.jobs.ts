import type { MediaJob } from '../scene-api.ts';

const jobs: MediaJob[] = [{ kind: 'image', path: 'industries/aerospace', scene: 'jet-engine-cutaway', progress: 0, width: 1920, height: 800 }];

export default jobs;
