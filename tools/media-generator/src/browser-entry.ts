/** Runs in headless Chromium: builds the requested scene once and renders frames of it. */
import { ACESFilmicToneMapping, SRGBColorSpace, WebGLRenderer } from 'three';
import { seededRandom, type SceneFactory, type SceneInstance } from './scene-api.ts';

const factories = import.meta.glob<{ default: SceneFactory }>('./scenes/*.scene.ts', { eager: true });

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
    let seed = 2166136261;
    for (let index = 0; index < name.length; index += 1) seed = Math.imul(seed ^ name.charCodeAt(index), 16777619);
    current = { key, renderer, instance: factoryFor(name)({ renderer, width, height, options, random: seededRandom(seed) }) };
  }
  const { renderer, instance } = current;
  instance.update(progress);
  if (instance.render) instance.render(renderer);
  else renderer.render(instance.scene, instance.camera);
  return renderer.domElement.toDataURL('image/png');
}

Object.assign(window, { renderFrame });
