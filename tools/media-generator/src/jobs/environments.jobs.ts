import type { MediaJob } from '../scene-api.ts';

/**
 * The lighting of the site's 3D viewer: the stills' studio room (softbox strips over a dark floor) as a Radiance
 * file, so a model turned in the browser shows the same reflections as its pictures. 512 × 256 is enough for
 * reflections the viewer blurs by roughness anyway, and its runs of dark wall keep the file small.
 */
const jobs: MediaJob[] = [{ kind: 'environment', name: 'studio', style: 'studio', width: 512, height: 256 }];

export default jobs;
