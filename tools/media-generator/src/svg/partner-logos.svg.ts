/**
 * Trusted-partner logos: 18 invented companies (no real trademarks), each a
 * geometric mark beside a wordmark set in outlined type, one light colour for
 * the dark site. Every file shares a 200×60 viewBox so the logo grid stays tidy.
 */
import { n, textOutline, writeGenerated, type FontName } from './lib/svg-files.ts';

const INK = '#e8e8ee';
const BOX = { width: 200, height: 60, maxWidth: 176, maxHeight: 38 };

interface Mark {
  width: number;
  height: number;
  /** SVG drawn in a box from (0, 0) to (width, height). */
  body: (id: string) => string;
}

interface Line {
  text: string;
  font: FontName;
  size: number;
  tracking?: number;
  /** Spread the letters so the line is exactly as wide as the first line. */
  justify?: boolean;
}

interface Partner {
  slug: string;
  name: string;
  mark: Mark;
  lines: Line[];
  /** Space between mark and wordmark, in wordmark units. */
  gap?: number;
}

const fill = (d: string, rule = '') => `<path d="${d}"${rule ? ` fill-rule="${rule}"` : ''}/>`;
const stroke = (d: string, width: number, extra = '') =>
  `<path d="${d}" fill="none" stroke="${INK}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra}/>`;
const polar = (cx: number, cy: number, radius: number, angle: number) => [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)] as const;
const polygon = (points: readonly (readonly [number, number])[]) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}Z`;

function gear(cx: number, cy: number, outer: number, inner: number, teeth: number, hole: number): string {
  const points: [number, number][] = [];
  const step = (Math.PI * 2) / teeth;
  for (let tooth = 0; tooth < teeth; tooth += 1) {
    const start = tooth * step - Math.PI / 2;
    // Tapered teeth: narrower at the tip than at the root, like a cut spur gear.
    points.push([...polar(cx, cy, inner, start - step * 0.3)] as [number, number]);
    points.push([...polar(cx, cy, outer, start - step * 0.18)] as [number, number]);
    points.push([...polar(cx, cy, outer, start + step * 0.18)] as [number, number]);
    points.push([...polar(cx, cy, inner, start + step * 0.3)] as [number, number]);
  }
  const circle = `M${n(cx + hole)} ${n(cy)}A${n(hole)} ${n(hole)} 0 1 0 ${n(cx - hole)} ${n(cy)}A${n(hole)} ${n(hole)} 0 1 0 ${n(cx + hole)} ${n(cy)}Z`;
  return polygon(points) + circle;
}

const MARKS = {
  wing: {
    width: 46,
    height: 36,
    body: () =>
      fill(
        [
          polygon([
            [0, 34],
            [30, 2],
            [46, 2],
            [16, 34],
          ]),
          polygon([
            [18, 34],
            [36, 15],
            [46, 15],
            [28, 34],
          ]),
          polygon([
            [32, 34],
            [40, 26],
            [46, 26],
            [38, 34],
          ]),
        ].join(''),
      ),
  },
  chevrons: {
    width: 40,
    height: 36,
    body: () =>
      fill(
        [0, 15]
          .map((x) =>
            polygon([
              [x, 0],
              [x + 10, 0],
              [x + 25, 18],
              [x + 10, 36],
              [x, 36],
              [x + 15, 18],
            ]),
          )
          .join(''),
      ),
  },
  waves: {
    width: 42,
    height: 32,
    body: () => [5, 16, 27].map((y, index) => stroke(`M${3 + index * 3} ${y}c5-6 9-6 12 0s7 6 12 0 9-6 12 0`, 3.4, '')).join(''),
  },
  orbit: {
    width: 46,
    height: 36,
    body: (id: string) => {
      // The ring passes behind the planet at the top and in front of it at the bottom, with a cut gap either way.
      const back = 'M2 18A21 7.4 0 0 1 44 18';
      const front = 'M2 18A21 7.4 0 0 0 44 18';
      return (
        `<mask id="${id}-planet"><rect x="-10" y="-10" width="66" height="56" fill="#fff"/><path d="${front}" fill="none" stroke="#000" stroke-width="6.2"/></mask>` +
        `<mask id="${id}-ring"><rect x="-10" y="-10" width="66" height="56" fill="#fff"/><circle cx="23" cy="18" r="13.2" fill="#000"/></mask>` +
        '<g transform="rotate(-20 23 18)">' +
        `<circle cx="23" cy="18" r="10.6" mask="url(#${id}-planet)"/>` +
        `<path d="${back}" fill="none" stroke="${INK}" stroke-width="2.4" mask="url(#${id}-ring)"/>` +
        `<path d="${front}" fill="none" stroke="${INK}" stroke-width="2.4"/>` +
        '</g>'
      );
    },
  },
  shield: {
    width: 34,
    height: 40,
    body: (id: string) => {
      const letter = textOutline('B', { font: 'serif-600', size: 24 });
      const x = 17 - letter.width / 2;
      const y = 19 + letter.capHeight / 2;
      return (
        `<mask id="${id}"><rect width="34" height="40" fill="#fff"/><path transform="translate(${n(x)} ${n(y)})" d="${letter.d}" fill="#000"/></mask>` +
        `<path mask="url(#${id})" d="M17 0L34 5V19C34 29 27 36 17 40C7 36 0 29 0 19V5Z"/>`
      );
    },
  },
  gear: {
    width: 38,
    height: 38,
    body: () => fill(gear(19, 19, 19, 14.5, 10, 6.5), 'evenodd'),
  },
  cube: {
    width: 36,
    height: 40,
    body: () => {
      const corners = Array.from({ length: 6 }, (_, index) => polar(18, 20, 17.5, -Math.PI / 2 + (index * Math.PI) / 3));
      return (
        stroke(polygon(corners), 3.2) +
        stroke(
          `M18 20L${n(corners[0]?.[0] ?? 18)} ${n(corners[0]?.[1] ?? 2.5)}M18 20L${n(corners[2]?.[0] ?? 0)} ${n(corners[2]?.[1] ?? 0)}M18 20L${n(corners[4]?.[0] ?? 0)} ${n(corners[4]?.[1] ?? 0)}`,
          3.2,
        )
      );
    },
  },
  vee: {
    width: 42,
    height: 34,
    body: () =>
      fill(
        polygon([
          [0, 0],
          [11, 0],
          [21, 23],
          [16, 34],
        ]) +
          polygon([
            [24, 27],
            [36, 0],
            [42, 0],
            [27, 34],
          ]),
      ),
  },
  seal: {
    width: 40,
    height: 40,
    body: () =>
      `<circle cx="20" cy="20" r="18.4" fill="none" stroke="${INK}" stroke-width="2.2"/>` +
      `<circle cx="20" cy="20" r="14.6" fill="none" stroke="${INK}" stroke-width="0.9"/>` +
      fill(
        polygon([
          [20, 8],
          [27, 17],
          [24, 17],
          [29, 24],
          [11, 24],
          [16, 17],
          [13, 17],
        ]) + 'M18.6 24H21.4V31H18.6Z',
      ),
  },
  vane: {
    width: 44,
    height: 26,
    body: () =>
      [22, 15.5, 9]
        .map((radius, index) => stroke(`M${n(22 - radius)} 24A${n(radius)} ${n(radius)} 0 0 1 ${n(22 + radius)} 24`, index === 0 ? 3.4 : 3))
        .join('') + '<circle cx="22" cy="22.5" r="3.2"/>',
  },
  containers: {
    width: 42,
    height: 34,
    body: () =>
      fill(
        [
          [5, 0, 15],
          [22, 0, 15],
          [0, 12, 15],
          [17, 12, 15],
          [34, 12, 8],
          [5, 24, 15],
          [22, 24, 15],
        ]
          .map(([x = 0, y = 0, width = 0]) => {
            // Corrugated container doors: three slits cut through each box.
            const slits = Array.from({ length: width > 10 ? 3 : 1 }, (_, index) => {
              const slitX = width > 10 ? x + 3.6 + index * 3.9 : x + 3.4;
              return `M${n(slitX)} ${y + 2.4}h1.2v5.2h-1.2Z`;
            });
            return `M${x} ${y}h${width}v10h-${width}Z${slits.join('')}`;
          })
          .join(''),
        'evenodd',
      ),
  },
  ridge: {
    width: 46,
    height: 32,
    body: (id: string) => {
      const back = polygon([
        [0, 32],
        [17, 4],
        [34, 32],
      ]);
      const front = polygon([
        [16, 32],
        [31, 12],
        [46, 32],
      ]);
      // The nearer peak is cut out of the farther one with a thin gap, so the two read as a ridge line.
      return `<mask id="${id}"><rect width="46" height="32" fill="#fff"/><path d="${front}" fill="#000" stroke="#000" stroke-width="5" stroke-linejoin="round"/></mask><path d="${back}" mask="url(#${id})"/><path d="${front}"/>`;
    },
  },
  ringT: {
    width: 38,
    height: 38,
    body: () => `<circle cx="19" cy="19" r="17" fill="none" stroke="${INK}" stroke-width="3"/>` + fill('M9 10.5H29V15H21.5V29H16.5V15H9Z'),
  },
  dots: {
    width: 36,
    height: 36,
    body: () => {
      const dots: string[] = [];
      for (let row = 0; row < 4; row += 1) {
        for (let column = 0; column < 4; column += 1) {
          // Dots swell towards the top-right corner, like light spreading from a source.
          const radius = 1.3 + (column + (3 - row)) * 0.55;
          dots.push(`<circle cx="${n(4.5 + column * 9)}" cy="${n(4.5 + row * 9)}" r="${n(radius)}"/>`);
        }
      }
      return dots.join('');
    },
  },
  rails: {
    width: 40,
    height: 36,
    body: () => {
      const sleepers = [34, 24.5, 16.5, 10, 5].map((y) => {
        const half = 6 + (y / 36) * 14;
        return `<rect x="${n(20 - half - 2)}" y="${n(y - 1.4)}" width="${n(half * 2 + 4)}" height="${n(2.2 + y * 0.04)}" rx="0.6"/>`;
      });
      return stroke('M6 35L16 1M34 35L24 1', 2.6) + sleepers.join('');
    },
  },
  bolt: {
    width: 36,
    height: 36,
    body: () =>
      fill(
        'M8 0H28A8 8 0 0 1 36 8V28A8 8 0 0 1 28 36H8A8 8 0 0 1 0 28V8A8 8 0 0 1 8 0Z' +
          polygon([
            [21, 5],
            [9, 20.5],
            [17, 20.5],
            [14.5, 31],
            [27, 15.5],
            [19, 15.5],
          ]),
        'evenodd',
      ),
  },
  bridge: {
    width: 48,
    height: 30,
    body: () =>
      stroke('M2 26Q24 -6 46 26', 3) +
      fill('M0 24H48V28H0Z') +
      [10, 17, 24, 31, 38]
        .map((x) => {
          const top = 26 - 32 * ((x - 2) / 44) * (1 - (x - 2) / 44);
          return `<rect x="${n(x - 0.9)}" y="${n(top)}" width="1.8" height="${n(25 - top)}"/>`;
        })
        .join(''),
  },
  swoosh: {
    width: 46,
    height: 30,
    body: () => stroke('M2 25Q20 5 44 4', 3.4) + stroke('M10 27Q25 14 44 13', 3) + stroke('M19 28Q30 21 44 21', 2.6),
  },
} satisfies Record<string, Mark>;

const PARTNERS: Partner[] = [
  {
    slug: 'kestrel-aerodynamics',
    name: 'Kestrel Aerodynamics',
    mark: MARKS.wing,
    lines: [
      { text: 'KESTREL', font: 'grotesk-700', size: 26, tracking: 0.04 },
      { text: 'AERODYNAMICS', font: 'inter-500', size: 8.4, justify: true },
    ],
  },
  {
    slug: 'halvorsen-motorworks',
    name: 'Halvorsen Motorworks',
    mark: MARKS.chevrons,
    lines: [
      { text: 'HALVORSEN', font: 'condensed-700', size: 30, tracking: 0.02 },
      { text: 'MOTORWORKS', font: 'inter-600', size: 8, justify: true },
    ],
  },
  {
    slug: 'northvale-logistics',
    name: 'Northvale Logistics',
    mark: MARKS.waves,
    lines: [
      { text: 'northvale', font: 'inter-700', size: 27, tracking: -0.03 },
      { text: 'logistics', font: 'inter-400', size: 12, tracking: 0.02 },
    ],
  },
  { slug: 'orbitra-systems', name: 'Orbitra Systems', mark: MARKS.orbit, lines: [{ text: 'Orbitra', font: 'inter-600', size: 30, tracking: -0.02 }] },
  {
    slug: 'brightmoor-university',
    name: 'Brightmoor University',
    mark: MARKS.shield,
    lines: [
      { text: 'Brightmoor', font: 'serif-600', size: 25 },
      { text: 'UNIVERSITY', font: 'inter-500', size: 8.2, justify: true },
    ],
  },
  {
    slug: 'ferrocast-industries',
    name: 'Ferrocast Industries',
    mark: MARKS.gear,
    lines: [
      { text: 'FERROCAST', font: 'condensed-700', size: 30, tracking: 0.06 },
      { text: 'INDUSTRIES', font: 'condensed-600', size: 11, justify: true },
    ],
  },
  { slug: 'hexaform-materials', name: 'Hexaform Materials', mark: MARKS.cube, lines: [{ text: 'hexaform', font: 'grotesk-500', size: 29, tracking: -0.01 }] },
  {
    slug: 'veltro-mobility',
    name: 'Veltro Mobility',
    mark: MARKS.vee,
    lines: [
      { text: 'VELTRO', font: 'inter-800', size: 26, tracking: 0.12 },
      { text: 'MOBILITY', font: 'inter-500', size: 8, justify: true },
    ],
  },
  {
    slug: 'aldercrest-polytechnic',
    name: 'Aldercrest Polytechnic',
    mark: MARKS.seal,
    lines: [
      { text: 'Aldercrest', font: 'serif-500', size: 24 },
      { text: 'POLYTECHNIC', font: 'serif-500', size: 8.6, justify: true },
    ],
  },
  {
    slug: 'stratovane-propulsion',
    name: 'Stratovane Propulsion',
    mark: MARKS.vane,
    lines: [
      { text: 'STRATOVANE', font: 'grotesk-700', size: 22, tracking: 0.03 },
      { text: 'PROPULSION', font: 'grotesk-500', size: 8, justify: true },
    ],
  },
  {
    slug: 'quaymark-freight',
    name: 'Quaymark Freight',
    mark: MARKS.containers,
    lines: [
      { text: 'Quaymark', font: 'inter-700', size: 26, tracking: -0.02 },
      { text: 'FREIGHT', font: 'inter-600', size: 8.4, tracking: 0.36 },
    ],
  },
  {
    slug: 'cobalt-ridge-robotics',
    name: 'Cobalt Ridge Robotics',
    mark: MARKS.ridge,
    lines: [
      { text: 'Cobalt Ridge', font: 'inter-600', size: 23, tracking: -0.02 },
      { text: 'ROBOTICS', font: 'inter-500', size: 8, tracking: 0.3 },
    ],
  },
  {
    slug: 'torvik-automotive',
    name: 'Torvik Automotive',
    mark: MARKS.ringT,
    lines: [
      { text: 'TORVIK', font: 'condensed-600', size: 30, tracking: 0.22 },
      { text: 'AUTOMOTIVE', font: 'condensed-600', size: 10, justify: true },
    ],
  },
  {
    slug: 'lumenfield-labs',
    name: 'Lumenfield Labs',
    mark: MARKS.dots,
    lines: [
      { text: 'lumenfield', font: 'grotesk-500', size: 27, tracking: -0.02 },
      { text: 'labs', font: 'grotesk-500', size: 12, tracking: 0.1 },
    ],
  },
  {
    slug: 'pelion-rail',
    name: 'Pelion Rail',
    mark: MARKS.rails,
    lines: [
      { text: 'PELION', font: 'inter-800', size: 26, tracking: 0.08 },
      { text: 'RAIL SYSTEMS', font: 'inter-500', size: 7.6, justify: true },
    ],
  },
  {
    slug: 'corvane-energy',
    name: 'Corvane Energy',
    mark: MARKS.bolt,
    lines: [
      { text: 'Corvane', font: 'inter-700', size: 28, tracking: -0.03 },
      { text: 'energy', font: 'inter-400', size: 12 },
    ],
  },
  {
    slug: 'ironbridge-dynamics',
    name: 'Ironbridge Dynamics',
    mark: MARKS.bridge,
    lines: [
      { text: 'IRONBRIDGE', font: 'serif-600', size: 21, tracking: 0.04 },
      { text: 'DYNAMICS', font: 'inter-500', size: 8, justify: true },
    ],
  },
  {
    slug: 'tallwind-aero',
    name: 'Tallwind Aero',
    mark: MARKS.swoosh,
    lines: [
      { text: 'Tallwind', font: 'grotesk-700', size: 28, tracking: -0.02 },
      { text: 'AERO', font: 'grotesk-500', size: 10, tracking: 0.5 },
    ],
  },
];

function renderLogo(partner: Partner): string {
  const first = partner.lines[0];
  if (!first) throw new Error(`${partner.slug}: a logo needs a name line`);
  const firstWidth = textOutline(first.text, first).width;
  const gap = partner.gap ?? 10;
  const textX = partner.mark.width + gap;
  // Lines are stacked baseline by baseline; the block is centred on the mark.
  let cursor = 0;
  const placed = partner.lines.map((line, index) => {
    const natural = textOutline(line.text, line);
    const tracking =
      line.justify && line.text.length > 1 ? (line.tracking ?? 0) + (firstWidth - natural.width) / (line.size * (line.text.length - 1)) : line.tracking;
    cursor += index === 0 ? natural.capHeight : natural.capHeight + Math.max(5, first.size * 0.24);
    return { line, baseline: cursor, tracking };
  });
  const blockHeight = cursor;
  const height = Math.max(partner.mark.height, blockHeight);
  const blockTop = (height - blockHeight) / 2;
  const paths = placed.map(({ line, baseline, tracking }) => {
    const outline = textOutline(line.text, { ...line, tracking, x: textX, y: blockTop + baseline });
    return { d: outline.d, width: outline.width };
  });
  const width = textX + Math.max(...paths.map((path) => path.width));
  const scale = Math.min(BOX.maxWidth / width, BOX.maxHeight / height);
  const offsetX = (BOX.width - width * scale) / 2;
  const offsetY = (BOX.height - height * scale) / 2;
  const markY = (height - partner.mark.height) / 2;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BOX.width}" height="${BOX.height}" viewBox="0 0 ${BOX.width} ${BOX.height}" role="img" aria-label="${partner.name}">`,
    `<title>${partner.name}</title>`,
    `<g fill="${INK}" transform="translate(${n(offsetX)} ${n(offsetY)}) scale(${scale.toFixed(4)})">`,
    `<g transform="translate(0 ${n(markY)})">${partner.mark.body(`${partner.slug}-cut`)}</g>`,
    ...paths.map((path) => `<path d="${path.d}"/>`),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

export default function generatePartnerLogos(root: string): string[] {
  const written = PARTNERS.map((partner) => writeGenerated(root, `media-src/logos/partners/${partner.slug}.svg`, renderLogo(partner)));
  const index = PARTNERS.map((partner) => ({ file: `${partner.slug}.svg`, name: partner.name }));
  written.push(writeGenerated(root, 'media-src/logos/partners/partners.json', `${JSON.stringify(index, null, 2)}\n`));
  return written;
}
