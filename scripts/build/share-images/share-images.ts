/**
 * The pre-renderer's share cards (docs/media.md, "Share images"): each page's card is named by a hash of what it
 * shows and written to dist/media/share/<hash>.jpg. Drawn cards are kept in a cache outside dist, so a rebuild only
 * draws the cards whose words or picture changed.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ShareCardSource, ShareImage } from '../../../src/app/server/share-card.ts';
import { shareImageName } from './card-layout.ts';
import { CARD_HEIGHT, CARD_WIDTH, createCardDrawer, interCanDraw, preparePicture, templateIdentity } from './draw-share-card.ts';
import { localPicture, remotePicture } from './share-pictures.ts';

export const SHARE_IMAGE_FOLDER = '/media/share';
export const SHARE_IMAGE_CACHE = 'node_modules/.cache/share-images';
/** Cards drawn at once: a card spends most of its time in single-threaded steps (decoding, encoding), so two or three keep two cores busy. */
const CONCURRENT_DRAWINGS = 3;
/** The full logo (mark and wordmark) the cards carry; site.json's brand.logo is the mark alone. */
const LOGO_FILE = '/brand/satori-xr-logo.svg';

export interface ShareImageSettings {
  root: string;
  dist: string;
  siteUrl: string;
  brand: { logoMark: string; slogan: string };
  fetchImpl?: typeof fetch;
}

export interface ShareImageReport {
  drawn: number;
  reused: number;
  files: number;
  warnings: string[];
}

/** The words a card can draw: Inter has no Devanagari or CJK, so a part it cannot draw is left to og:title. */
function drawableWords({ headline, kicker }: ShareCardSource['words'], slogan: string): { headline: string; kicker?: string } {
  const drawableKicker = kicker !== undefined && interCanDraw(kicker) ? kicker : undefined;
  if (interCanDraw(headline)) return drawableKicker ? { headline, kicker: drawableKicker } : { headline };
  return { headline: drawableKicker ?? slogan };
}

export function createShareImages({ root, dist, siteUrl, brand, fetchImpl }: ShareImageSettings) {
  const publicDir = join(root, 'public');
  const cacheDir = join(root, SHARE_IMAGE_CACHE);
  const outDir = join(dist, SHARE_IMAGE_FOLDER);
  mkdirSync(cacheDir, { recursive: true });
  mkdirSync(outDir, { recursive: true });
  const design = {
    domain: new URL(siteUrl).host.replace(/^www\./u, ''),
    logoSvg: readFileSync(join(publicDir, LOGO_FILE), 'utf8'),
    markSvg: readFileSync(join(publicDir, brand.logoMark), 'utf8'),
  };
  const template = templateIdentity(design);
  const drawShareCard = createCardDrawer(design);
  const report: ShareImageReport = { drawn: 0, reused: 0, files: 0, warnings: [] };
  const placed = new Set<string>();
  const drawings: Promise<void>[] = [];
  const queue: Array<() => Promise<void>> = [];
  let running = 0;

  const pump = () => {
    while (running < CONCURRENT_DRAWINGS && queue.length > 0) {
      const job = queue.shift();
      if (!job) break;
      running += 1;
      void job().finally(() => {
        running -= 1;
        pump();
      });
    }
  };
  const enqueue = (job: () => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      queue.push(() => job().then(resolve, reject));
      pump();
    });

  const wordsOfCard = (card: ShareCardSource) => {
    const words = drawableWords(card.words, brand.slogan);
    return [words.headline, words.kicker ?? ''];
  };

  /** The picture's bytes and what names it: its bytes for the site's own files, its address for remote ones. */
  async function pictureOf(card: ShareCardSource): Promise<{ identity: Uint8Array | string; load: () => Promise<Uint8Array> } | undefined> {
    const picture = card.picture;
    if (picture === undefined) return undefined;
    if (picture.startsWith('/')) {
      const bytes = localPicture(publicDir, picture);
      if (!bytes) report.warnings.push(`share image: ${picture} is not a file under public/; the card has no picture.`);
      return bytes ? { identity: bytes, load: () => Promise.resolve(bytes) } : undefined;
    }
    // A remote picture is named by its address, and only fetched when no card for that address is cached.
    const cachedName = shareImageName({ template, words: wordsOfCard(card), picture });
    if (existsSync(join(cacheDir, cachedName)))
      return { identity: picture, load: () => Promise.reject(new Error(`${picture} was not fetched: its card is cached`)) };
    const fetched = await remotePicture(picture, fetchImpl);
    if ('problem' in fetched) {
      report.warnings.push(`share image: ${picture} was not used (${fetched.problem}); the card has no picture.`);
      return undefined;
    }
    return { identity: picture, load: () => Promise.resolve(fetched.bytes) };
  }

  async function make(card: ShareCardSource): Promise<ShareImage> {
    const words = drawableWords(card.words, brand.slogan);
    const picture = await pictureOf(card);
    const name = shareImageName({ template, words: wordsOfCard(card), ...(picture ? { picture: picture.identity } : {}) });
    const alt = words.kicker ? `${words.headline} (${words.kicker})` : words.headline;
    const image: ShareImage = { path: `${SHARE_IMAGE_FOLDER}/${name}`, width: CARD_WIDTH, height: CARD_HEIGHT, alt };
    if (placed.has(name)) return image;
    placed.add(name);
    report.files += 1;
    const cached = join(cacheDir, name);
    if (existsSync(cached)) {
      report.reused += 1;
      copyFileSync(cached, join(outDir, name));
      return image;
    }
    drawings.push(
      enqueue(async () => {
        let prepared: Buffer | undefined;
        try {
          prepared = picture ? await preparePicture(await picture.load()) : undefined;
        } catch (error) {
          // A file of the site's own that sharp cannot read: the card is drawn without it, and not kept for the next build.
          report.warnings.push(
            `share image: ${card.picture ?? ''} could not be read (${error instanceof Error ? error.message : String(error)}); the card has no picture.`,
          );
          writeFileSync(join(outDir, name), await drawShareCard(words, undefined));
          return;
        }
        const jpeg = await drawShareCard(words, prepared);
        // Written aside and renamed, so an interrupted build never leaves a half card in the cache.
        writeFileSync(`${cached}.partial`, jpeg);
        renameSync(`${cached}.partial`, cached);
        copyFileSync(cached, join(outDir, name));
        report.drawn += 1;
      }),
    );
    return image;
  }

  /** Waits for every card still being drawn. */
  async function finish(): Promise<ShareImageReport> {
    await Promise.all(drawings);
    return report;
  }

  return { make, finish };
}
