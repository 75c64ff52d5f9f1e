/**
 * Brand files: the ensō mark, the logo (mark + "Satori XR"), the favicon, the
 * app icons and the social-share card. The pipeline copies the SVGs into
 * public/ and rasterises the icons and the share card to PNG.
 */
import { ACCENT, markShapes } from './lib/enso.ts';
import { n, textOutline, writeGenerated } from './lib/svg-files.ts';

const SURFACE = '#050507';
const WHITE = '#ffffff';
const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" fill="none">\n<title>${title}</title>\n${body}\n</svg>\n`;

/** The mark beside the wordmark, laid out on a `height`-tall line; returns the SVG body and its width. */
function lockup(x: number, y: number, height: number, color = WHITE): { body: string; width: number } {
  const size = height * 0.56;
  const name = textOutline('Satori', { font: 'inter-700', size, tracking: -0.02 });
  const baseline = y + height / 2 + name.capHeight / 2;
  const textX = x + height + height * 0.2;
  const satori = textOutline('Satori', { font: 'inter-700', size, tracking: -0.02, x: textX, y: baseline });
  const xr = textOutline('XR', { font: 'inter-400', size, tracking: 0.02, x: textX + satori.width + size * 0.26, y: baseline });
  return {
    body: `${markShapes(x, y, height)}<path d="${satori.d}" fill="${color}"/><path d="${xr.d}" fill="${color}"/>`,
    width: textX - x + satori.width + size * 0.26 + xr.width,
  };
}

function icon(size: number, title: string, options: { radius: number; markScale: number }): string {
  const mark = size * options.markScale;
  const offset = (size - mark) / 2;
  const glow = `<radialGradient id="glow" cx="50%" cy="46%" r="55%"><stop offset="0" stop-color="#1c1a10"/><stop offset="1" stop-color="${SURFACE}"/></radialGradient>`;
  return svg(
    size,
    size,
    title,
    `<defs>${glow}</defs><rect width="${size}" height="${size}" rx="${n(options.radius)}" fill="url(#glow)"/>${markShapes(offset, offset, mark)}`,
  );
}

function shareCard(): string {
  const width = 1200;
  const height = 630;
  const logo = lockup(88, 84, 64);
  const lines = ['Understanding complexity,', 'delivered easily.'];
  const headline = lines.map((line, index) => textOutline(line, { font: 'inter-700', size: 58, tracking: -0.025, x: 88, y: 318 + index * 72 }).d);
  const sub = textOutline('Immersive 3D, AR, VR and digital twins for enterprise', { font: 'inter-400', size: 26, x: 88, y: 480 });
  const url = textOutline('satorixr.com', { font: 'inter-500', size: 22, tracking: 0.02, x: 88, y: 566 });
  return svg(
    width,
    height,
    'Satori XR: Understanding complexity, delivered easily.',
    [
      `<defs><radialGradient id="warm" cx="0.84" cy="0.47" r="0.5"><stop offset="0" stop-color="${ACCENT}" stop-opacity="0.2"/><stop offset="0.55" stop-color="${ACCENT}" stop-opacity="0.04"/><stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/></radialGradient></defs>`,
      `<rect width="${width}" height="${height}" fill="${SURFACE}"/>`,
      `<rect width="${width}" height="${height}" fill="url(#warm)"/>`,
      // The mark, large beside the headline, carries the colour.
      markShapes(842, 118, 340),
      logo.body,
      ...headline.map((d) => `<path d="${d}" fill="${WHITE}"/>`),
      `<rect x="88" y="426" width="72" height="5" rx="2.5" fill="${ACCENT}"/>`,
      `<path d="${sub.d}" fill="#b4b4bf"/>`,
      `<path d="${url.d}" fill="${ACCENT}"/>`,
    ].join('\n'),
  );
}

export default function generateBrand(root: string): string[] {
  const logo = lockup(0, 0, 40);
  const files: Record<string, string> = {
    'satori-xr-mark.svg': svg(40, 40, 'Satori XR', markShapes(0, 0, 40)),
    'satori-xr-logo.svg': svg(Math.ceil(logo.width), 40, 'Satori XR', logo.body),
    'favicon.svg': icon(64, 'Satori XR', { radius: 14, markScale: 0.78 }),
    // Full-bleed squares: platforms round the corners, and the mark stays inside the maskable safe zone.
    'icon-192.svg': icon(192, 'Satori XR', { radius: 0, markScale: 0.62 }),
    'icon-512.svg': icon(512, 'Satori XR', { radius: 0, markScale: 0.62 }),
    'apple-touch-icon.svg': icon(180, 'Satori XR', { radius: 0, markScale: 0.66 }),
    'og-default.svg': shareCard(),
  };
  return Object.entries(files).map(([name, content]) => writeGenerated(root, `media-src/brand/${name}`, content));
}
