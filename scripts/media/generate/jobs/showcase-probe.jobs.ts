import type { MediaJob } from '../scene-api.ts';

const jobs: MediaJob[] = [{ kind: 'image', path: 'probe/showcase-probe', scene: 'showcase-probe', progress: 0.1, width: 1280, height: 720 }];

export default jobs;
