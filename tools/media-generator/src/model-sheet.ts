/**
 * `npm run media:models-sheet [output.jpg]`: a contact sheet of the site's 3D models for review by eye, one row per
 * model in src/models/, each seen from three sides as the site's viewer shows it (scene model-stage: the viewer's
 * studio lighting, tone mapping, contact shadow, backdrop and framing; the yaw 35° tile is the model's
 * poster). Rendered in headless Chromium like `npm run media:generate`, labelled like `npm run media:sheet`.
 * Default output: docs/model-contact-sheet.jpg.
 */
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { BACKGROUND, GAP, HEADING, LABEL, SHEET_WIDTH, textSvg } from './contact-sheet.ts';
import { GENERATOR_SOURCE_DIR, REPO_ROOT } from './paths.ts';
import { openRenderPage, renderFrame } from './render-jobs.ts';

/**
 * Yaw: camera-orbit's theta, from +z (model-viewer's front, glTF's convention) towards +x. 35° is the site's default
 * orbit, so that tile is the poster; 215° looks from the opposite side. The labels say where the camera is rather
 * than "front" or "side": the models face +x (the car's nose, the engine's exhaust), so 90° is head-on to them.
 */
const ANGLES = [
  { name: 'site default, the poster', yaw: 35 },
  { name: 'from +x', yaw: 90 },
  { name: 'opposite the default', yaw: 215 },
] as const;
/** The site's default camera-orbit phi, degrees from straight above. */
const PITCH = 72;
/** Rendered at the posters' size (models/*.jpg) and scaled down, which smooths the edges more than rendering at tile size. */
const RENDER = { width: 1600, height: 900 } as const;
const TILE_WIDTH = Math.floor((SHEET_WIDTH - GAP * (ANGLES.length + 1)) / ANGLES.length);
const TILE_HEIGHT = Math.round((TILE_WIDTH * RENDER.height) / RENDER.width);

/** Every models/<name>.model.ts, by name, as browser-entry and the model-stage scene find them. */
function modelNames(): string[] {
  return readdirSync(join(GENERATOR_SOURCE_DIR, 'models'))
    .filter((file) => file.endsWith('.model.ts'))
    .map((file) => file.slice(0, -'.model.ts'.length))
    .sort();
}

export async function writeModelSheet(output: string, log: (line: string) => void = console.log): Promise<{ output: string; tiles: number; bytes: number }> {
  const models = modelNames();
  const layers: OverlayOptions[] = [
    {
      input: textSvg(
        SHEET_WIDTH - 2 * GAP,
        HEADING - 10,
        `Models: src/models as the site's 3D viewer shows them (scene model-stage, pitch ${String(PITCH)}°)`,
        28,
        700,
        '#ffd60a',
      ),
      left: GAP,
      top: GAP,
    },
  ];
  let y = GAP + HEADING;
  const { page, close } = await openRenderPage(log);
  try {
    for (const model of models) {
      for (const [column, angle] of ANGLES.entries()) {
        const started = Date.now();
        const png = await renderFrame(
          page,
          { kind: 'image', path: `models/${model}`, scene: 'model-stage', progress: 0, ...RENDER, options: { model, yaw: angle.yaw, pitch: PITCH } },
          0,
        );
        const left = GAP + column * (TILE_WIDTH + GAP);
        layers.push({ input: await sharp(png).resize(TILE_WIDTH, TILE_HEIGHT).toBuffer(), left, top: y });
        const label = `${model}: yaw ${String(angle.yaw)}° (${angle.name})`;
        layers.push({ input: textSvg(TILE_WIDTH, LABEL, label, 17), left, top: y + TILE_HEIGHT + 2 });
        log(`${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      }
      y += TILE_HEIGHT + LABEL + GAP;
    }
  } finally {
    await close();
  }
  const info = await sharp({ create: { width: SHEET_WIDTH, height: y + GAP, channels: 3, background: BACKGROUND } })
    .composite(layers)
    .jpeg({ quality: 78, mozjpeg: true })
    .toFile(output);
  return { output, tiles: models.length * ANGLES.length, bytes: info.size };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const output = resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2] ?? join(REPO_ROOT, 'docs', 'model-contact-sheet.jpg'));
  const result = await writeModelSheet(output);
  console.log(`model contact sheet: ${String(result.tiles)} views -> ${relative(REPO_ROOT, result.output)} (${(result.bytes / 1024).toFixed(0)} KB)`);
}
