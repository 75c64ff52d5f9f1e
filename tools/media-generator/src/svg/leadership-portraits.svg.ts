/**
 * Leadership portraits: five illustrated, invented people (not photographs,
 * not real likenesses) in a flat geometric style on the site's near-black,
 * each framed by a yellow ensō arc. 800×800; the pipeline makes AVIF/WebP.
 */
import { seededRandom } from '../scene-api.ts';
import { n, writeGenerated } from './lib/svg-files.ts';

const SIZE = 800;
const ACCENT = '#ffd60a';
const HEAD = { cx: 400, cy: 352 };

type HairStyle = 'side-part' | 'long' | 'swept-grey' | 'close-crop' | 'curls';
type Outfit = 'blazer-open-collar' | 'turtleneck' | 'blazer-tie' | 'blouse' | 'blazer-knit';

interface Person {
  slug: string;
  name: string;
  role: string;
  skin: string;
  skinShade: string;
  lips: string;
  hair: string;
  hairShade: string;
  brows: string;
  style: HairStyle;
  outfit: Outfit;
  clothing: string;
  clothingShade: string;
  inner: string;
  glasses?: 'round' | 'rectangular';
  beard?: boolean;
  earrings?: boolean;
  /** Where the accent arc opens, in degrees. */
  arcGap: number;
  /** Head width relative to the base face shape. */
  headWidth: number;
}

export const LEADERSHIP: Person[] = [
  {
    slug: 'jonathan-mercer',
    name: 'Jonathan Mercer',
    role: 'Chief Executive Officer',
    skin: '#e2b191',
    skinShade: '#c8906f',
    lips: '#b06a5a',
    hair: '#4a3a31',
    hairShade: '#33271f',
    brows: '#3a2d25',
    style: 'side-part',
    outfit: 'blazer-open-collar',
    clothing: '#1f2a3d',
    clothingShade: '#161f2e',
    inner: '#eef0f4',
    arcGap: 35,
    headWidth: 1.04,
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    role: 'Chief Technology Officer',
    skin: '#a86f4c',
    skinShade: '#8c5737',
    lips: '#7a3f33',
    hair: '#17110f',
    hairShade: '#0d0908',
    brows: '#17110f',
    style: 'long',
    outfit: 'turtleneck',
    clothing: '#2a2a31',
    clothingShade: '#1e1e24',
    inner: '#2a2a31',
    glasses: 'round',
    earrings: true,
    arcGap: 140,
    headWidth: 0.95,
  },
  {
    slug: 'henrik-albers',
    name: 'Henrik Albers',
    role: 'Strategic Executive Advisor, Germany',
    skin: '#efc6a8',
    skinShade: '#d7a482',
    lips: '#bd7f6c',
    hair: '#c9c6c1',
    hairShade: '#a9a5a0',
    brows: '#8f8a84',
    style: 'swept-grey',
    outfit: 'blazer-knit',
    clothing: '#3a3d42',
    clothingShade: '#2c2e33',
    inner: '#6b7a8f',
    glasses: 'rectangular',
    arcGap: 215,
    headWidth: 1.0,
  },
  {
    slug: 'marcus-bennett',
    name: 'Marcus Bennett',
    role: 'Fractional CFO, USA',
    skin: '#6b4330',
    skinShade: '#553223',
    lips: '#4a2a20',
    hair: '#141010',
    hairShade: '#0b0808',
    brows: '#141010',
    style: 'close-crop',
    outfit: 'blazer-tie',
    clothing: '#23252b',
    clothingShade: '#191a1f',
    inner: '#e9ebef',
    beard: true,
    arcGap: 300,
    headWidth: 1.07,
  },
  {
    slug: 'sofia-delgado',
    name: 'Sofia Delgado',
    role: 'Advisor, USA',
    skin: '#c98e66',
    skinShade: '#ac724c',
    lips: '#94493d',
    hair: '#3b2418',
    hairShade: '#2f1d13',
    brows: '#2e1c13',
    style: 'curls',
    outfit: 'blouse',
    clothing: '#6d2433',
    clothingShade: '#561a27',
    inner: '#6d2433',
    earrings: true,
    arcGap: 95,
    headWidth: 0.97,
  },
];

const FACE = 'M298 340C298 240 344 196 400 196C456 196 502 240 502 340C502 420 462 486 400 486C338 486 298 420 298 340Z';

function background(person: Person, random: () => number): string {
  const radius = 262;
  const start = ((person.arcGap + 24) * Math.PI) / 180;
  const end = ((person.arcGap + 336) * Math.PI) / 180;
  const point = (angle: number) => `${n(HEAD.cx + radius * Math.cos(angle))} ${n(HEAD.cy + radius * Math.sin(angle))}`;
  const sparks = Array.from({ length: 14 }, () => {
    const angle = random() * Math.PI * 2;
    const distance = 300 + random() * 80;
    return `<circle cx="${n(HEAD.cx + distance * Math.cos(angle))}" cy="${n(HEAD.cy + distance * Math.sin(angle))}" r="${n(1.2 + random() * 2.2)}" fill="${ACCENT}" opacity="${n(0.18 + random() * 0.35)}"/>`;
  });
  const gapAngle = (person.arcGap * Math.PI) / 180;
  return [
    '<defs>',
    `<radialGradient id="glow" cx="50%" cy="44%" r="60%"><stop offset="0" stop-color="#1b1b22"/><stop offset="0.6" stop-color="#0c0c11"/><stop offset="1" stop-color="#050507"/></radialGradient>`,
    `<radialGradient id="warm" cx="50%" cy="50%" r="50%"><stop offset="0" stop-color="${ACCENT}" stop-opacity="0.16"/><stop offset="1" stop-color="${ACCENT}" stop-opacity="0"/></radialGradient>`,
    '</defs>',
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#glow)"/>`,
    `<circle cx="${HEAD.cx}" cy="${HEAD.cy}" r="330" fill="url(#warm)"/>`,
    `<path d="M${point(start)}A${radius} ${radius} 0 1 1 ${point(end)}" fill="none" stroke="${ACCENT}" stroke-width="9" stroke-linecap="round"/>`,
    // The spark in the arc's opening: the brand's moment of understanding.
    `<circle cx="${n(HEAD.cx + radius * Math.cos(gapAngle))}" cy="${n(HEAD.cy + radius * Math.sin(gapAngle))}" r="9" fill="${ACCENT}"/>`,
    ...sparks,
  ].join('');
}

function hairBehind(person: Person, random: () => number): string {
  if (person.style === 'long') {
    return `<path d="M282 330C270 220 330 170 400 170C470 170 530 220 518 330C514 420 540 520 560 600L240 600C260 520 286 420 282 330Z" fill="${person.hair}"/>`;
  }
  if (person.style === 'curls') {
    const curls: string[] = [];
    for (let index = 0; index < 46; index += 1) {
      // Curls packed on an oval crown around the face, densest at the top.
      const angle = Math.PI * (0.92 + random() * 1.16);
      const reach = 0.82 + random() * 0.3;
      const x = HEAD.cx + Math.cos(angle) * 150 * reach;
      const y = HEAD.cy - 30 + Math.sin(angle) * 170 * reach;
      curls.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(34 + random() * 22)}" fill="${index % 4 === 0 ? person.hairShade : person.hair}"/>`);
    }
    for (const side of [-1, 1]) {
      for (let index = 0; index < 7; index += 1) {
        curls.push(
          `<circle cx="${n(HEAD.cx + side * (118 + random() * 40))}" cy="${n(HEAD.cy + 10 + index * 24)}" r="${n(30 + random() * 14)}" fill="${person.hair}"/>`,
        );
      }
    }
    return `<path d="M250 330C240 220 320 160 400 160C480 160 560 220 550 330C548 400 560 470 540 520L260 520C240 470 252 400 250 330Z" fill="${person.hair}"/>${curls.join('')}`;
  }
  return '';
}

function body(person: Person): string {
  const torso = 'M104 840C110 672 206 604 330 590L470 590C594 604 690 672 696 840Z';
  const neck = `<path d="M352 450H448V560C448 590 424 612 400 612C376 612 352 590 352 560Z" fill="${person.skinShade}"/>`;
  const parts: string[] = [neck];
  switch (person.outfit) {
    case 'turtleneck':
      parts.push(
        `<path d="${torso}" fill="${person.clothing}"/>`,
        `<path d="M340 540C340 528 366 522 400 522C434 522 460 528 460 540V604C460 622 434 634 400 634C366 634 340 622 340 604Z" fill="${person.clothingShade}"/>`,
        `<path d="M342 566C362 576 438 576 458 566" fill="none" stroke="${person.clothing}" stroke-width="5" stroke-linecap="round"/>`,
      );
      break;
    case 'blouse':
      parts.push(
        `<path d="${torso}" fill="${person.clothing}"/>`,
        `<path d="M344 588L400 668L456 588L448 586L400 640L352 586Z" fill="${person.clothingShade}"/>`,
        `<path d="M352 586L400 640L448 586C430 592 416 596 400 596C384 596 370 592 352 586Z" fill="${person.skinShade}"/>`,
      );
      break;
    default: {
      const tie = person.outfit === 'blazer-tie';
      const knit = person.outfit === 'blazer-knit';
      parts.push(
        `<path d="M300 600L400 840L500 600C470 594 436 590 400 590C364 590 330 594 300 600Z" fill="${person.inner}"/>`,
        knit
          ? `<path d="M346 580C360 600 380 610 400 610C420 610 440 600 454 580L456 600C440 622 420 630 400 630C380 630 360 622 344 600Z" fill="${person.clothingShade}" opacity="0.5"/>`
          : '',
        tie
          ? `<path d="M372 600L400 590L428 600L414 622H386Z" fill="${ACCENT}"/><path d="M386 622H414L426 740L400 770L374 740Z" fill="${ACCENT}"/>`
          : person.outfit === 'blazer-open-collar'
            ? `<path d="M360 586L400 650L440 586L432 584L400 628L368 584Z" fill="#d5d9e0"/><path d="M368 584L400 628L432 584C420 588 410 590 400 590C390 590 380 588 368 584Z" fill="${person.skinShade}"/>`
            : '',
        `<path d="M104 840C110 672 206 604 330 590L400 840Z" fill="${person.clothing}"/>`,
        `<path d="M696 840C690 672 594 604 470 590L400 840Z" fill="${person.clothing}"/>`,
        `<path d="M330 590L310 640L350 660L322 700L400 840Z" fill="${person.clothingShade}"/>`,
        `<path d="M470 590L490 640L450 660L478 700L400 840Z" fill="${person.clothingShade}"/>`,
        // A yellow pin on the lapel: the one accent every leader wears.
        tie ? '' : `<circle cx="512" cy="668" r="7" fill="${ACCENT}"/>`,
      );
    }
  }
  // Drawn a little higher than its coordinates: a shorter neck and squarer shoulders.
  return `<g transform="translate(0 -44)">${parts.join('')}</g>`;
}

function face(person: Person): string {
  const parts = [
    `<ellipse cx="298" cy="350" rx="20" ry="32" fill="${person.skinShade}"/>`,
    `<ellipse cx="502" cy="350" rx="20" ry="32" fill="${person.skinShade}"/>`,
    `<path d="${FACE}" fill="${person.skin}"/>`,
    // A soft plane of shadow down one side gives the flat face some volume.
    `<path d="M440 204C482 222 502 270 502 340C502 420 462 486 400 486C452 456 476 400 476 332C476 270 464 228 440 204Z" fill="${person.skinShade}" opacity="0.55"/>`,
    `<path d="M400 336L388 396C392 402 404 404 414 398" fill="none" stroke="${person.skinShade}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<ellipse cx="356" cy="350" rx="9" ry="10" fill="#1b1416"/>`,
    `<ellipse cx="444" cy="350" rx="9" ry="10" fill="#1b1416"/>`,
    `<circle cx="359" cy="347" r="2.6" fill="#ffffff" opacity="0.8"/>`,
    `<circle cx="447" cy="347" r="2.6" fill="#ffffff" opacity="0.8"/>`,
    `<path d="M330 318Q354 304 378 314M422 314Q446 304 470 318" fill="none" stroke="${person.brows}" stroke-width="8" stroke-linecap="round"/>`,
    `<path d="M370 430Q400 448 430 430" fill="none" stroke="${person.lips}" stroke-width="7" stroke-linecap="round"/>`,
    `<circle cx="340" cy="396" r="16" fill="#e0736a" opacity="0.12"/>`,
    `<circle cx="460" cy="396" r="16" fill="#e0736a" opacity="0.12"/>`,
  ];
  if (person.beard) {
    parts.push(
      `<path d="M300 350C304 420 330 470 362 490C380 500 420 500 438 490C470 470 496 420 500 350C490 392 476 420 462 432C446 420 420 414 400 414C380 414 354 420 338 432C324 420 310 392 300 350Z" fill="${person.hair}"/>`,
      `<path d="M372 432Q400 424 428 432Q400 446 372 432Z" fill="${person.lips}"/>`,
    );
  }
  if (person.earrings) {
    parts.push(`<circle cx="298" cy="392" r="6" fill="${ACCENT}"/>`, `<circle cx="502" cy="392" r="6" fill="${ACCENT}"/>`);
  }
  if (person.glasses === 'round') {
    parts.push(
      `<g fill="none" stroke="#2b2220" stroke-width="6"><circle cx="356" cy="352" r="32"/><circle cx="444" cy="352" r="32"/><path d="M388 348Q400 340 412 348M324 346L300 338M476 346L500 338"/></g>`,
    );
  } else if (person.glasses === 'rectangular') {
    parts.push(
      `<g fill="none" stroke="#1d1f26" stroke-width="6" stroke-linejoin="round"><rect x="318" y="328" width="76" height="50" rx="12"/><rect x="406" y="328" width="76" height="50" rx="12"/><path d="M394 346Q400 342 406 346M318 342L300 336M482 342L500 336"/></g>`,
    );
  }
  return parts.join('');
}

function hairFront(person: Person): string {
  switch (person.style) {
    case 'side-part':
      return [
        `<path d="M292 336C282 236 330 182 404 180C470 178 522 222 510 330C504 300 494 276 480 262C440 270 386 262 352 236C340 262 318 286 300 300Z" fill="${person.hair}"/>`,
        `<path d="M352 236C378 270 430 282 480 262C460 270 420 270 390 256Z" fill="${person.hairShade}"/>`,
        // Grey at the temples.
        `<path d="M298 330C296 312 298 300 302 296L306 334Z" fill="#9a928b"/><path d="M504 330C506 310 504 298 500 292L496 334Z" fill="#9a928b"/>`,
      ].join('');
    case 'long':
      return [
        `<path d="M400 196C350 196 300 236 298 330C300 300 322 250 384 224Z" fill="${person.hair}"/>`,
        `<path d="M400 196C450 196 500 236 502 330C500 300 478 250 416 224Z" fill="${person.hair}"/>`,
        `<path d="M296 300C290 230 340 180 400 180C460 180 510 230 504 300C486 250 446 214 400 212C354 214 314 250 296 300Z" fill="${person.hair}"/>`,
      ].join('');
    case 'swept-grey':
      return [
        `<path d="M296 318C288 236 334 188 400 186C468 186 514 232 504 318C498 292 490 272 478 258C456 240 424 236 398 244C372 236 346 246 330 262C316 276 304 294 296 318Z" fill="${person.hair}"/>`,
        `<path d="M330 250C360 226 420 220 478 258C440 236 396 232 360 246Z" fill="${person.hairShade}"/>`,
      ].join('');
    case 'close-crop':
      return `<path d="M300 316C296 238 338 192 400 190C462 192 504 238 500 316C494 280 478 250 456 238C430 226 370 226 344 238C322 250 306 280 300 316Z" fill="${person.hair}"/>`;
    case 'curls': {
      // A fringe of small curls along the hairline.
      const fringe = Array.from({ length: 9 }, (_, index) => {
        const angle = Math.PI * (1.08 + (0.84 * index) / 8);
        const x = HEAD.cx + Math.cos(angle) * 112;
        const y = 300 + Math.sin(angle) * 96;
        return `<circle cx="${n(x)}" cy="${n(y)}" r="${index % 2 === 0 ? 30 : 26}" fill="${index % 3 === 1 ? person.hairShade : person.hair}"/>`;
      });
      return fringe.join('');
    }
  }
}

function portrait(person: Person, seed: number): string {
  const random = seededRandom(seed);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">`,
    `<title>Illustrated portrait: ${person.name}, ${person.role}</title>`,
    background(person, random),
    hairBehind(person, random),
    body(person),
    `<g transform="translate(${HEAD.cx} 0) scale(${person.headWidth} 1) translate(${-HEAD.cx} 0)">`,
    face(person),
    hairFront(person),
    '</g>',
    '</svg>',
    '',
  ].join('\n');
}

export default function generateLeadershipPortraits(root: string): string[] {
  return LEADERSHIP.map((person, index) => writeGenerated(root, `media-src/images/leadership/${person.slug}.svg`, portrait(person, 0x5a70 + index * 7919)));
}
