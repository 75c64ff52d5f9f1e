import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Marks that only the studio's code carries (studio/, scripts/studio/, @rjsf, @dnd-kit). The studio is a Vite
 * plugin with `apply: 'serve'` and src/ may not import studio/ (a lint zone), so a build should contain none.
 */
const STUDIO_MARKS = ['__studio', 'Satori XR Studio', 'studio-words', 'rjsf', 'DndDescribedBy', 'dnd-kit'];

/** Every file of `dist` that contains a studio mark, with the marks it contains. */
export function studioTracesIn(dist: string): { file: string; marks: string[] }[] {
  const files = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  const traces = [];
  for (const file of files) {
    // A built chunk or asset named after the studio; pages may have "studio" in their address (a post's slug).
    if (/^assets\/.*studio|(^|\/)_*studio(\/|$)/i.test(file.split('\\').join('/'))) {
      traces.push({ file, marks: ['(file name)'] });
      continue;
    }
    if (!/\.(html|js|css|json|xml|txt|map|rss|atom|webmanifest)$/.test(file)) continue;
    const text = readFileSync(join(dist, file), 'utf8');
    const marks = STUDIO_MARKS.filter((mark) => text.includes(mark));
    if (marks.length > 0) traces.push({ file, marks });
  }
  return traces;
}
