/**
 * `npx tsx scripts/studio/bench-check.ts [file] [runs]`: times the studio's check of one page as the
 * editor sends it on each (debounced) keystroke: POST /__studio/api/check over HTTP with a one-field
 * change, against a warm loader. Prints the median and the slowest run. Reads content only; writes nothing.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { parse } from 'jsonc-parser';
import { createStudioApi } from './studio-api.ts';

const [file = 'content-json/pages/home.json', runsArgument = '20'] = process.argv.slice(2);
const runs = Number(runsArgument);
const root = process.cwd();
const api = createStudioApi({ root });
const server = createServer((req, res) => api(req, res, () => res.end()));
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const address = server.address();
if (address === null || typeof address === 'string') throw new Error('No port.');
const value: unknown = parse(readFileSync(join(root, file), 'utf8'));
const isRecord = (candidate: unknown): candidate is Record<string, unknown> => typeof candidate === 'object' && candidate !== null && !Array.isArray(candidate);
if (!isRecord(value) || !isRecord(value['meta'])) throw new Error(`${file} has no meta.`);
const page = value;
const meta = value['meta'];

const check = async (run: number) => {
  const json = { ...page, meta: { ...meta, title: `Home page draft ${run} | Satori XR` } };
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${address.port}/__studio/api/check`, { method: 'POST', body: JSON.stringify({ file, json }) });
  await response.json();
  return performance.now() - started;
};

const first = await check(-1);
const times: number[] = [];
for (let run = 0; run < runs; run += 1) times.push(await check(run));
times.sort((a, b) => a - b);
const median = times.length % 2 ? (times[(times.length - 1) / 2] ?? 0) : ((times[times.length / 2 - 1] ?? 0) + (times[times.length / 2] ?? 0)) / 2;
console.log(
  `${file}: first check (cold loader) ${first.toFixed(0)} ms; median of ${runs} checks ${median.toFixed(1)} ms, slowest ${(times.at(-1) ?? 0).toFixed(1)} ms.`,
);
server.close();
