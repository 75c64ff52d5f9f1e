import type { MediaJob } from '../scene-api.ts';

const jobs: MediaJob[] = [{ kind: 'image', path: 'solutions/professional-services', scene: 'blueprint-studio', progress: 0, width: 1600, height: 1000 }];

export default jobs;
