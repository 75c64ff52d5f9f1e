/**
 * The build without its JavaScript, for `npm run bench:lighthouse -- --stripped` (issue 36): every page as the
 * pre-renderer wrote it, less every `<script type="module">` and `<link rel="modulepreload">`, so a page's cost with
 * no script at all (HTML, CSS, fonts, images, animations) can be measured beside the real page in one sitting. The
 * stripped pages are pre-compressed again, as the build's are, so both copies travel alike.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { precompressFile } from '../build/prerender/precompress.ts';
import { DIST_DIR } from '../content/model/paths.ts';
import { htmlFiles } from './route-sizes.ts';

/** The page with no script: its module scripts and modulepreload links removed, nothing else changed. */
export function stripScripts(html: string): string {
  return html.replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
}

export interface StrippedBuild {
  /** A project root whose dist/ is the stripped copy (everything else links to the project), for startBuildServer. */
  root: string;
  remove: () => void;
}

/**
 * Writes the stripped copy of `root`'s dist/ in a temporary project root: the build's files are hard links (no copy
 * of the media), and each HTML file is replaced by its stripped text with its own .gz and .br.
 */
export async function writeStrippedBuild(root: string): Promise<StrippedBuild> {
  const stripped = mkdtempSync(join(tmpdir(), 'satori-stripped-'));
  for (const name of readdirSync(root)) if (name !== DIST_DIR) symlinkSync(join(root, name), join(stripped, name));
  execFileSync('cp', ['-al', join(root, DIST_DIR), join(stripped, DIST_DIR)]);
  await Promise.all(
    htmlFiles(join(stripped, DIST_DIR)).map(async (file) => {
      const html = stripScripts(readFileSync(file, 'utf8'));
      // Hard links share their content with the real build: unlink before writing.
      for (const linked of [file, `${file}.gz`, `${file}.br`]) rmSync(linked, { force: true });
      writeFileSync(file, html);
      await precompressFile(file);
    }),
  );
  return { root: stripped, remove: () => rmSync(stripped, { recursive: true, force: true }) };
}
