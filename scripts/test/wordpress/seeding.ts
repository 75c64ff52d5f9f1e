/**
 * Seeds the database once per seed version. The version is a hash of the PHP seed files, the corpus (the mock
 * posts, seed-corpus.ts, and their pictures) and the port (post and media GUIDs carry the address), so editing the
 * seed or the mock posts, or changing WP_PORT, reseeds from scratch: the database is dropped and the uploads
 * deleted, never patched. An unchanged seed is left alone.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { htmlToPlainText } from '../../../src/lib/text/html-to-text.ts';
import { prepareWordPressDatabase, readWordPressOption } from './database.ts';
import { seedCorpus } from './seed-corpus.ts';
import type { WpLocalSettings } from './settings.ts';

const corpusFile = (settings: WpLocalSettings) => join(settings.paths.stateDir, 'seed-corpus.json');

export function seedVersion(settings: WpLocalSettings): string {
  const hash = createHash('sha256');
  const phpFiles = readdirSync(settings.paths.templateDir)
    .filter((name) => name.endsWith('.php'))
    .sort();
  for (const name of phpFiles) hash.update(name).update(readFileSync(join(settings.paths.templateDir, name)));
  const corpus = seedCorpus(settings.root);
  hash.update(JSON.stringify(corpus));
  const pictures = new Set(corpus.posts.flatMap((post) => (post.image ? [post.image.file] : [])));
  for (const file of [...pictures].sort()) hash.update(readFileSync(file));
  hash.update(`port=${settings.port}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * seed.json: the manifest from the seed script, plus the addresses of this run, and each post's title as the site
 * shows it (the plain text of the title WordPress renders).
 */
function writeSeedFile(settings: WpLocalSettings, manifestJson: string): void {
  const manifest: unknown = JSON.parse(manifestJson);
  if (typeof manifest !== 'object' || manifest === null || !('posts' in manifest) || !Array.isArray(manifest.posts))
    throw new Error('The seed manifest is not a JSON object with a list of posts.');
  const posts = (manifest.posts as { titleRendered: string }[]).map((post) => ({ ...post, title: htmlToPlainText(post.titleRendered) }));
  const seed = { baseUrl: settings.baseUrl, restBase: `${settings.baseUrl}/wp-json/wp/v2`, ...manifest, posts };
  writeFileSync(settings.paths.seedFile, `${JSON.stringify(seed, null, 2)}\n`);
}

function runSeedScript(settings: WpLocalSettings, version: string, logFile: string): string {
  writeFileSync(corpusFile(settings), JSON.stringify(seedCorpus(settings.root), null, 2));
  const result = spawnSync(
    'php',
    [
      '-d',
      'display_errors=stderr',
      '-d',
      'error_reporting=E_ALL & ~E_DEPRECATED',
      '-d',
      'memory_limit=512M',
      join(settings.paths.templateDir, 'seed.php'),
      `--port=${settings.port}`,
      `--seed-version=${version}`,
      `--corpus=${corpusFile(settings)}`,
    ],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  writeFileSync(logFile, result.stderr);
  if (result.status !== 0)
    throw new Error(`The seed script failed (exit ${String(result.status)}):\n${result.stderr.trim().split('\n').slice(-20).join('\n')}\nLog: ${logFile}`);
  return result.stdout;
}

/** Returns 'seeded' when it (re)seeded, 'kept' when the database already held this seed version. */
export function seedWhenNeeded(settings: WpLocalSettings, report: (line: string) => void): 'seeded' | 'kept' {
  const version = seedVersion(settings);
  const seededVersion = readWordPressOption(settings, 'satori_seed_version');
  const manifest = seededVersion === version ? readWordPressOption(settings, 'satori_seed_manifest') : undefined;
  if (manifest !== undefined) {
    writeSeedFile(settings, manifest);
    return 'kept';
  }
  report(
    seededVersion === undefined
      ? 'Seeding a fresh database ...'
      : `The seed changed (${seededVersion} → ${version}): dropping the database and seeding again ...`,
  );
  prepareWordPressDatabase(settings, true);
  const uploads = join(settings.paths.contentDir, 'uploads');
  rmSync(uploads, { recursive: true, force: true });
  mkdirSync(uploads, { recursive: true });
  writeSeedFile(settings, runSeedScript(settings, version, join(settings.paths.logDir, 'seed.log')));
  return 'seeded';
}
