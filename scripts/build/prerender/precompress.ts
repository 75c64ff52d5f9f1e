/**
 * Brotli 11 and gzip 9 beside every text file of the build (`page.html.br`, `page.html.gz`), every 3D model (a
 * quantised glTF binary shrinks to about a quarter with brotli) and its lighting environment (a Radiance file, whose
 * runs shrink further), which `npm run serve` and nginx send by what the browser accepts. Asynchronous, so that
 * zlib's thread pool uses every core.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip as gzipCompress } from 'node:zlib';

const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.xml', '.txt', '.json', '.glb', '.hdr']);
const brotli = promisify(brotliCompress);
const gzip = promisify(gzipCompress);

function compressibleFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return compressibleFiles(file);
    return COMPRESSIBLE.has(extname(name)) && statSync(file).size > 512 ? [file] : [];
  });
}

/** Writes `file.gz` and `file.br` beside `file`, replacing any there. */
export async function precompressFile(file: string): Promise<void> {
  const content = readFileSync(file);
  const [gzipped, brotlied] = await Promise.all([gzip(content, { level: 9 }), brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })]);
  writeFileSync(`${file}.gz`, gzipped);
  writeFileSync(`${file}.br`, brotlied);
}

/** Pre-compresses every text file and model under `dir` larger than 512 bytes; returns how many. */
export async function precompress(dir: string): Promise<number> {
  const files = compressibleFiles(dir);
  await Promise.all(files.map(precompressFile));
  return files.length;
}
