/**
 * The contract between the render harness and the procedural 3D scenes.
 * A scene file `scenes/<name>.scene.ts` default-exports a SceneFactory; it runs
 * inside headless Chromium (WebGL via SwiftShader), bundled with three.js.
 */
import type { Camera, Object3D, Scene, WebGLRenderer } from 'three';

export interface SceneSetup {
  renderer: WebGLRenderer;
  width: number;
  height: number;
  /** Deterministic random numbers in [0, 1); never use Math.random, so renders repeat exactly. */
  random: () => number;
  /** Free-form options from the job, e.g. a camera preset for a still image. */
  options: Readonly<Record<string, string | number | boolean>>;
}

export interface SceneInstance {
  scene: Scene;
  camera: Camera;
  /**
   * Poses the scene at `progress` in [0, 1]. Sequences go from 0 to 1 inclusive (play once);
   * videos use [0, 1) and must look identical at 0 and 1 so they loop seamlessly.
   */
  update(progress: number): void;
  /** Custom drawing (e.g. post-processing); defaults to renderer.render(scene, camera). */
  render?(renderer: WebGLRenderer): void;
}

export type SceneFactory = (setup: SceneSetup) => SceneInstance;

/**
 * A model file `models/<name>.model.ts` default-exports a ModelFactory: the object the site's 3D viewer shows, written
 * as a glTF binary by three's GLTFExporter (in headless Chromium, like the scenes; no renderer needed).
 */
export type ModelFactory = (setup: Pick<SceneSetup, 'random' | 'options'>) => Object3D;

/** mulberry32: small, fast and deterministic. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * FNV-1a of the name: each scene or model gets its own fixed random sequence. Shared so that a scene showing a model
 * (model-stage) builds it from the same sequence as the model's export.
 */
export function seedFor(name: string): number {
  let seed = 2166136261;
  for (let index = 0; index < name.length; index += 1) seed = Math.imul(seed ^ name.charCodeAt(index), 16777619);
  return seed;
}

/** What `npm run media:generate` renders. Each jobs/<name>.jobs.ts default-exports a list of these. */
export type MediaJob =
  | {
      kind: 'sequence';
      /** Folder key, kept exactly: media-src/frames/<key>/<number>.jpg */
      key: string;
      scene: string;
      frames: number;
      firstNumber: number;
      digits: number;
      width: number;
      height: number;
      options?: Record<string, string | number | boolean>;
    }
  | {
      kind: 'video';
      /** media-src/videos/<name>.mp4, a high-quality master the pipeline transcodes. */
      name: string;
      scene: string;
      seconds: number;
      fps: number;
      width: number;
      height: number;
      options?: Record<string, string | number | boolean>;
    }
  | {
      kind: 'model';
      /** media-src/models/<name>.glb, which `npm run media` optimises into public/media/models/<name>.glb. */
      name: string;
      /** models/<model>.model.ts */
      model: string;
      options?: Record<string, string | number | boolean>;
    }
  | {
      kind: 'environment';
      /** media-src/environments/<name>.hdr, a Radiance file that `npm run media` copies to public/media/environments/. */
      name: string;
      /** The room of scenes/render-kit.ts's environmentScene: 'studio', 'workshop', 'showroom', 'dusk' or 'hall'. */
      style: string;
      /** Equirectangular: twice as wide as high. */
      width: number;
      height: number;
    }
  | {
      kind: 'image';
      /** media-src/images/<path>.jpg, e.g. "capabilities/augmented-reality". */
      path: string;
      scene: string;
      progress: number;
      width: number;
      height: number;
      options?: Record<string, string | number | boolean>;
    };
