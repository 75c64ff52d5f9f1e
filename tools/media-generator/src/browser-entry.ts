/** Runs in headless Chromium: builds the requested scene once and renders frames of it, or exports a model or an environment. */
import { ACESFilmicToneMapping, SRGBColorSpace, WebGLRenderer } from 'three';
import { GLTFExporter } from 'three/examples/jsm/exporters/GLTFExporter.js';
import { seedFor, seededRandom, type ModelFactory, type SceneFactory, type SceneInstance } from './scene-api.ts';
import { environmentEquirect, type EnvironmentStyle } from './scenes/render-kit.ts';

const factories = import.meta.glob<{ default: SceneFactory }>('./scenes/*.scene.ts', { eager: true });
const modelFactories = import.meta.glob<{ default: ModelFactory }>('./models/*.model.ts', { eager: true });

function factoryFor(name: string): SceneFactory {
  const module = factories[`./scenes/${name}.scene.ts`];
  if (!module) throw new Error(`No scene "${name}". Known: ${Object.keys(factories).join(', ')}`);
  return module.default;
}

let current: { key: string; renderer: WebGLRenderer; instance: SceneInstance } | undefined;

function renderFrame(name: string, width: number, height: number, progress: number, options: Record<string, string | number | boolean>): string {
  const key = JSON.stringify([name, width, height, options]);
  if (!current || current.key !== key) {
    current?.renderer.dispose();
    document.body.replaceChildren();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    document.body.append(canvas);
    const renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true, powerPreference: 'high-performance' });
    renderer.setPixelRatio(1);
    renderer.setSize(width, height, false);
    renderer.outputColorSpace = SRGBColorSpace;
    renderer.toneMapping = ACESFilmicToneMapping;
    renderer.toneMappingExposure = 1;
    current = { key, renderer, instance: factoryFor(name)({ renderer, width, height, options, random: seededRandom(seedFor(name)) }) };
  }
  const { renderer, instance } = current;
  instance.update(progress);
  if (instance.render) instance.render(renderer);
  else renderer.render(instance.scene, instance.camera);
  return renderer.domElement.toDataURL('image/png');
}

/** The model as a glTF binary, base64-encoded for the trip back to Node. */
async function exportModel(name: string, options: Record<string, string | number | boolean>): Promise<string> {
  const module = modelFactories[`./models/${name}.model.ts`];
  if (!module) throw new Error(`No model "${name}". Known: ${Object.keys(modelFactories).join(', ')}`);
  const object = module.default({ options, random: seededRandom(seedFor(name)) });
  const glb = await new GLTFExporter().parseAsync(object, { binary: true });
  if (!(glb instanceof ArrayBuffer)) throw new Error(`GLTFExporter wrote JSON for "${name}" instead of a binary.`);
  const bytes = new Uint8Array(glb);
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}

const ENVIRONMENT_STYLES: readonly EnvironmentStyle[] = ['studio', 'workshop', 'showroom', 'dusk', 'hall'];

/**
 * A lighting environment's room (render-kit's environmentEquirect) as an equirectangular image of linear RGB floats,
 * rows from the top, base64-encoded for the trip back to Node (which writes it as a Radiance file).
 */
function exportEnvironment(style: string, width: number, height: number): string {
  if (!ENVIRONMENT_STYLES.some((known) => known === style)) throw new Error(`No environment style "${style}". Known: ${ENVIRONMENT_STYLES.join(', ')}`);
  const renderer = new WebGLRenderer({ powerPreference: 'high-performance' });
  try {
    const target = environmentEquirect(renderer, style as EnvironmentStyle, width, height);
    const rgba = new Float32Array(width * height * 4);
    renderer.readRenderTargetPixels(target, 0, 0, width, height, rgba);
    // WebGL reads rows from the bottom; the file lists them from the top.
    const rgb = new Float32Array(width * height * 3);
    for (let row = 0; row < height; row += 1)
      for (let column = 0; column < width; column += 1)
        for (let channel = 0; channel < 3; channel += 1)
          rgb[(row * width + column) * 3 + channel] = rgba[((height - 1 - row) * width + column) * 4 + channel] ?? 0;
    target.dispose();
    const bytes = new Uint8Array(rgb.buffer);
    let text = '';
    for (let index = 0; index < bytes.length; index += 0x8000) text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    return btoa(text);
  } finally {
    renderer.dispose();
  }
}

Object.assign(window, { renderFrame, exportModel, exportEnvironment });
