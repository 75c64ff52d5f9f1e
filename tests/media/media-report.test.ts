// @vitest-environment node
/** Issue 28 (11): `npm run media` prints a summary, not a line per output; `--verbose` keeps the full table. */
import { describe, expect, it } from 'vitest';
import { formatMediaReport, type MediaReport } from '../../scripts/media/pipeline/report.ts';

const KB = 1024;
const banner = ['640', '1280'].flatMap((width) => ['avif', 'webp'].map((format) => `public/media/images/about/banner-${width}.${format}`));
/** One new image beside an unchanged image, logo and frame sequence, as after adding media-src/images/about/banner.jpg. */
const report: MediaReport = {
  sources: [
    { source: 'media-src/images/about/banner.jpg', kind: 'image', processed: true, outputs: banner },
    { source: 'media-src/images/home/hero.jpg', kind: 'image', processed: false, outputs: ['public/media/images/home/hero-640.avif'] },
    { source: 'media-src/logos/partners/kestrel.svg', kind: 'vector file', processed: false, outputs: ['public/media/logos/partners/kestrel.svg'] },
    { source: 'media-src/frames/robohand', kind: 'frame sequence', processed: false, outputs: ['public/media/frames/robohand/desktop/001.avif'] },
  ],
  rows: [
    ...banner.map((file) => ({ file, bytes: 100 * KB, ...(file.includes('1280') ? { budget: 250 * KB } : {}) })),
    { file: 'public/media/images/home/hero-640.avif', bytes: 50 * KB, budget: 250 * KB },
    { file: 'public/media/logos/partners/kestrel.svg', bytes: 2 * KB },
    { file: 'public/media/frames/robohand/desktop/001.avif', bytes: 20 * KB, budget: 60 * KB },
  ],
  removed: [],
  manifestFile: 'public/media/media-manifest.json',
  publicTotalBytes: 30 * KB * KB,
  publicBudgetBytes: 40 * KB * KB,
  sequences: { robohand: 1 },
};

describe('the media report', () => {
  it('summarises what was processed, what was unchanged and where the outputs went', () => {
    expect(formatMediaReport(report, { verbose: false })).toBe(
      [
        'Processed 1 source:',
        '  media-src/images/about/banner.jpg → 4 outputs',
        'Unchanged, kept as they were: 1 image, 1 vector file, 1 frame sequence.',
        'Outputs: 7 files, 472.0 KB, in:',
        '  public/media/frames/ (1 file)',
        '  public/media/images/ (5 files)',
        '  public/media/logos/ (1 file)',
        'Manifest: public/media/media-manifest.json.',
        'public/ in all: 30.00 MB of the 40.00 MB budget.',
        'Run `npm run media -- --verbose` to list every output with its size and budget.',
        '',
      ].join('\n'),
    );
  });

  it('lists every output over budget in full, and removed outputs', () => {
    const over: MediaReport = {
      ...report,
      rows: report.rows.map((row) => (row.file.endsWith('banner-1280.avif') ? { ...row, bytes: 300 * KB } : row)),
      removed: ['public/media/images/about/old-640.avif'],
    };
    const text = formatMediaReport(over, { verbose: false });
    expect(text).toContain('Removed 1 output whose source is gone:\n  public/media/images/about/old-640.avif\n');
    expect(text).toContain('\n1 output over budget:\n  public/media/images/about/banner-1280.avif: 300.0 KB > 250.0 KB\n');
  });

  it('with --verbose, also prints every output with its size and budget, as before', () => {
    const text = formatMediaReport(report, { verbose: true });
    // The file column is as wide as the longest output path.
    const width = 'public/media/frames/robohand/desktop/001.avif'.length;
    expect(text.split('\n').slice(0, 2)).toEqual([
      `${'output'.padEnd(width)}  ${'size'.padStart(10)}  ${'budget'.padStart(10)}`,
      `${'public/media/images/about/banner-640.avif'.padEnd(width)}  ${'100.0 KB'.padStart(10)}  ${''.padStart(10)}`,
    ]);
    expect(text).toContain('sequence robohand: 1 frames, 20.0 KB in all formats and sizes\n');
    expect(text).not.toContain('--verbose');
  });
});
