/** Where the generator lives and where it writes: media-src/ at the repository root, whatever the working directory. */
import { fileURLToPath } from 'node:url';

/** tools/media-generator/src/ */
export const GENERATOR_SOURCE_DIR = fileURLToPath(new URL('.', import.meta.url));
/** The repository root (media-src/ is written below it). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
