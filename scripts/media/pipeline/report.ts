/**
 * What `npm run media` prints. One image makes a dozen outputs and the frame sequences thousands, so by default
 * the report is a summary: what was processed, how much was kept as it was, where the outputs went, and every
 * problem in full. `--verbose` adds the old table of every output with its size and budget.
 */

export interface OutputRow {
  /** Project path, such as "public/media/images/about/banner-1280.avif". */
  file: string;
  bytes: number;
  budget?: number;
}

export interface SourceResult {
  /** Project path of the source, such as "media-src/images/about/banner.jpg". */
  source: string;
  /** What kind of media it is, for the summary: "image", "vector file", "frame sequence", "video", "brand image", "model" or "environment". */
  kind: string;
  /** True when its outputs were made again; false when it was unchanged and they were kept. */
  processed: boolean;
  /** Project paths of its outputs. */
  outputs: string[];
}

export interface MediaReport {
  sources: readonly SourceResult[];
  rows: readonly OutputRow[];
  /** Project paths of outputs removed because their source is gone. */
  removed: readonly string[];
  manifestFile: string;
  publicTotalBytes: number;
  publicBudgetBytes: number;
  /** Frame sequence name → its frame count, for the per-sequence size lines. */
  sequences: Readonly<Record<string, number>>;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** Outputs over their budget, the public/ total included; each fails the run. */
export function overBudget(report: MediaReport): OutputRow[] {
  const rows = report.rows.filter((row) => row.budget !== undefined && row.bytes > row.budget);
  if (report.publicTotalBytes > report.publicBudgetBytes)
    rows.push({ file: 'public/ (total)', bytes: report.publicTotalBytes, budget: report.publicBudgetBytes });
  return rows;
}

/** The folders the outputs went to, each with its number of files: a handful of lines however many files. */
function outputFolders(rows: readonly OutputRow[]): string[] {
  const folders = new Map<string, number>();
  for (const { file } of rows) {
    // One level below public/media (public/media/images), or the file's own folder outside it (public/brand).
    const parts = file.split('/');
    const depth = parts[1] === 'media' ? 3 : parts.length - 1;
    const folder = parts.slice(0, Math.min(depth, parts.length - 1)).join('/');
    folders.set(folder, (folders.get(folder) ?? 0) + 1);
  }
  return [...folders].sort(([a], [b]) => (a < b ? -1 : 1)).map(([folder, count]) => `  ${folder}/ (${plural(count, 'file')})`);
}

/** How many unchanged sources of each kind: "120 images, 3 frame sequences". */
function unchangedCounts(sources: readonly SourceResult[]): string {
  const counts = new Map<string, number>();
  for (const { kind } of sources) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return [...counts].map(([kind, count]) => plural(count, kind)).join(', ');
}

function verboseTable(report: MediaReport): string[] {
  const width = Math.max(...report.rows.map((row) => row.file.length), 10);
  const lines = [`${'output'.padEnd(width)}  ${'size'.padStart(10)}  ${'budget'.padStart(10)}`];
  for (const row of report.rows) {
    const over = row.budget !== undefined && row.bytes > row.budget;
    lines.push(`${row.file.padEnd(width)}  ${kb(row.bytes).padStart(10)}  ${(row.budget ? kb(row.budget) : '').padStart(10)}${over ? '  OVER BUDGET' : ''}`);
  }
  for (const [key, count] of Object.entries(report.sequences)) {
    const bytes = report.rows.filter((row) => row.file.startsWith(`public/media/frames/${key}/`)).reduce((sum, row) => sum + row.bytes, 0);
    lines.push(`sequence ${key}: ${count} frames, ${kb(bytes)} in all formats and sizes`);
  }
  return [...lines, ''];
}

/** The report as printed, lines joined; the problems (over budget) in full at the end. */
export function formatMediaReport(report: MediaReport, options: { verbose: boolean }): string {
  const processed = report.sources.filter((source) => source.processed);
  const unchanged = report.sources.filter((source) => !source.processed);
  const mediaBytes = report.rows.reduce((sum, row) => sum + row.bytes, 0);
  const lines = options.verbose ? verboseTable(report) : [];

  lines.push(
    processed.length === 0
      ? `Nothing to process: all ${plural(report.sources.length, 'source')} in media-src/ are unchanged.`
      : `Processed ${plural(processed.length, 'source')}:`,
  );
  for (const source of processed) lines.push(`  ${source.source} → ${plural(source.outputs.length, 'output')}`);
  if (processed.length > 0 && unchanged.length > 0) lines.push(`Unchanged, kept as they were: ${unchangedCounts(unchanged)}.`);
  if (report.removed.length > 0)
    lines.push(`Removed ${plural(report.removed.length, 'output')} whose source is gone:`, ...report.removed.map((file) => `  ${file}`));
  lines.push(
    `Outputs: ${plural(report.rows.length, 'file')}, ${kb(mediaBytes)}, in:`,
    ...outputFolders(report.rows),
    `Manifest: ${report.manifestFile}.`,
    `public/ in all: ${mb(report.publicTotalBytes)} of the ${mb(report.publicBudgetBytes)} budget.`,
  );

  const over = overBudget(report);
  if (over.length > 0) {
    lines.push('', `${plural(over.length, 'output')} over budget:`, ...over.map((row) => `  ${row.file}: ${kb(row.bytes)} > ${kb(row.budget ?? 0)}`));
  }
  if (!options.verbose) lines.push('Run `npm run media -- --verbose` to list every output with its size and budget.');
  return `${lines.join('\n')}\n`;
}
