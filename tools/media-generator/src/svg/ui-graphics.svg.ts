/**
 * Small interface graphics: the five-star rating, our own app download badge
 * (not a store's artwork) and the AR / VR / web / digital-twin line icons.
 * Copied to public/media/images/ui/ as vector files.
 */
import { ACCENT, markShapes } from './lib/enso.ts';
import { n, textOutline, writeGenerated } from './lib/svg-files.ts';

const svg = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" fill="none">\n<title>${title}</title>\n${body}\n</svg>\n`;

function starPath(cx: number, cy: number, outer: number): string {
  const inner = outer * 0.45;
  const points = Array.from({ length: 10 }, (_, index) => {
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    const radius = index % 2 === 0 ? outer : inner;
    return `${n(cx + radius * Math.cos(angle))} ${n(cy + radius * Math.sin(angle))}`;
  });
  return `M${points.join('L')}Z`;
}

function stars(): string {
  const size = 24;
  const gap = 4;
  const shapes = Array.from({ length: 5 }, (_, index) => starPath(size / 2 + index * (size + gap), size / 2 + 0.8, size / 2 - 1.4)).join('');
  // A same-colour round-joined stroke softens the points.
  return svg(
    5 * size + 4 * gap,
    size,
    'Rated 5 out of 5',
    `<path d="${shapes}" fill="${ACCENT}" stroke="${ACCENT}" stroke-width="1.6" stroke-linejoin="round"/>`,
  );
}

function badge(): string {
  const width = 200;
  const height = 60;
  const small = textOutline('GET THE', { font: 'inter-600', size: 9.5, tracking: 0.16, x: 66, y: 25 });
  const large = textOutline('Satori XR app', { font: 'inter-700', size: 19, tracking: -0.01, x: 66, y: 45 });
  const body = [
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="${(height - 2) / 2}" fill="#000000" stroke="${ACCENT}" stroke-width="2"/>`,
    // A phone with the mark on its screen and a download arrow: a generic glyph, no store's artwork.
    `<rect x="26" y="13" width="22" height="34" rx="5" stroke="#ffffff" stroke-width="2"/>`,
    `<path d="M33 16.5H41" stroke="#ffffff" stroke-width="1.6" stroke-linecap="round"/>`,
    markShapes(29.5, 21, 15),
    `<path d="M37 38.5V43M34.6 41L37 43.4L39.4 41" stroke="${ACCENT}" stroke-width="1.6" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${small.d}" fill="#c9c9d2"/>`,
    `<path d="${large.d}" fill="#ffffff"/>`,
  ].join('\n');
  return svg(width, height, 'Get the Satori XR app', body);
}

const lineIcon = (title: string, paths: string) =>
  svg(48, 48, title, `<g stroke="${ACCENT}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${paths}</g>`);

const ICONS: Record<string, string> = {
  'icon-ar.svg': lineIcon(
    'Augmented reality',
    // A tablet with a cube projected above its screen.
    '<rect x="6" y="24" width="36" height="18" rx="3.5"/><path d="M37.5 33H37.6"/>' +
      '<path d="M24 3L31 7V15L24 19L17 15V7Z"/><path d="M17 7L24 11L31 7M24 11V19"/><path d="M12 24L17 17M36 24L31 17" stroke-dasharray="2 2.5"/>',
  ),
  'icon-vr.svg': lineIcon(
    'Virtual reality',
    '<path d="M10 16H38C40.2 16 42 17.8 42 20V30C42 32.2 40.2 34 38 34H31L27.5 29.5C26 27.5 22 27.5 20.5 29.5L17 34H10C7.8 34 6 32.2 6 30V20C6 17.8 7.8 16 10 16Z"/>' +
      '<circle cx="16" cy="24.5" r="3.5"/><circle cx="32" cy="24.5" r="3.5"/><path d="M6 22H3M42 22H45M16 16L19 11H29L32 16"/>',
  ),
  'icon-web.svg': lineIcon(
    'Web 3D',
    '<rect x="5" y="8" width="38" height="32" rx="4"/><path d="M5 15H43"/><path d="M9.5 11.5H9.6M13 11.5H13.1M16.5 11.5H16.6"/>' +
      '<path d="M24 20L31 24V32L24 36L17 32V24Z"/><path d="M17 24L24 28L31 24M24 28V36"/>',
  ),
  'icon-digital-twin.svg': lineIcon(
    'Digital twin',
    '<path d="M13 14L21 18.5V27.5L13 32L5 27.5V18.5Z"/><path d="M5 18.5L13 23L21 18.5M13 23V32"/>' +
      '<g stroke-dasharray="2.5 3"><path d="M35 14L43 18.5V27.5L35 32L27 27.5V18.5Z"/><path d="M27 18.5L35 23L43 18.5M35 23V32"/></g>' +
      '<path d="M17 38C21 41 27 41 31 38M29 35.5L31 38L28 39.5"/><path d="M31 8C27 5 21 5 17 8M19 10.5L17 8L20 6.5"/>',
  ),
};

export default function generateUiGraphics(root: string): string[] {
  const files: Record<string, string> = { 'rating-five-stars.svg': stars(), 'app-store-badge.svg': badge(), ...ICONS };
  return Object.entries(files).map(([name, content]) => writeGenerated(root, `media-src/images/ui/${name}`, content));
}
