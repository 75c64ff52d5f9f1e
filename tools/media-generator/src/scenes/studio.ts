/**
 * The shared look of every render: a near-black studio with soft environment
 * light, a glossy floor, a warm key light, a yellow brand rim light, gentle fog
 * and bloom on bright and emissive parts. Scenes start from createStudio().
 */
import {
  Color,
  DirectionalLight,
  FogExp2,
  HemisphereLight,
  Mesh,
  MeshStandardMaterial,
  PMREMGenerator,
  PerspectiveCamera,
  PointLight,
  Scene,
  CircleGeometry,
  Vector2,
  type WebGLRenderer,
} from 'three';
import { RoomEnvironment } from 'three/examples/jsm/environments/RoomEnvironment.js';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { UnrealBloomPass } from 'three/examples/jsm/postprocessing/UnrealBloomPass.js';

export const BRAND = {
  background: new Color('#050507'),
  accent: new Color('#ffd60a'),
  accentSoft: new Color('#ffb800'),
  white: new Color('#ffffff'),
  steel: new Color('#8a8f99'),
  graphite: new Color('#1b1d22'),
};

export interface Studio {
  scene: Scene;
  camera: PerspectiveCamera;
  /** Draws with bloom; use as SceneInstance.render. */
  render: (renderer: WebGLRenderer) => void;
}

export interface StudioOptions {
  width: number;
  height: number;
  renderer: WebGLRenderer;
  fov?: number;
  /** 0 disables the floor. */
  floorRadius?: number;
  bloomStrength?: number;
  fogDensity?: number;
}

export function createStudio({ width, height, renderer, fov = 35, floorRadius = 40, bloomStrength = 0.55, fogDensity = 0.035 }: StudioOptions): Studio {
  const scene = new Scene();
  scene.background = BRAND.background.clone();
  scene.fog = new FogExp2(BRAND.background.getHex(), fogDensity);

  const pmrem = new PMREMGenerator(renderer);
  scene.environment = pmrem.fromScene(new RoomEnvironment(), 0.04).texture;
  scene.environmentIntensity = 0.35;

  scene.add(new HemisphereLight(0xffffff, 0x101014, 0.35));
  const key = new DirectionalLight(0xfff4e0, 2.2);
  key.position.set(4, 8, 6);
  scene.add(key);
  const rim = new PointLight(BRAND.accent.getHex(), 28, 30, 2);
  rim.position.set(-6, 5, -6);
  scene.add(rim);

  if (floorRadius > 0) {
    const floor = new Mesh(new CircleGeometry(floorRadius, 96), new MeshStandardMaterial({ color: 0x060608, roughness: 0.5, metalness: 0.35 }));
    floor.rotation.x = -Math.PI / 2;
    scene.add(floor);
  }

  const camera = new PerspectiveCamera(fov, width / height, 0.1, 200);
  const composer = new EffectComposer(renderer);
  composer.setPixelRatio(1);
  composer.setSize(width, height);
  composer.addPass(new RenderPass(scene, camera));
  composer.addPass(new UnrealBloomPass(new Vector2(width, height), bloomStrength, 0.6, 0.82));
  composer.addPass(new OutputPass());

  return { scene, camera, render: () => composer.render() };
}

/** A glowing emissive material in the brand yellow (or another colour). */
export function glowMaterial(color: Color = BRAND.accent, intensity = 2.5): MeshStandardMaterial {
  return new MeshStandardMaterial({ color: 0x000000, emissive: color, emissiveIntensity: intensity });
}

/** Smooth 0→1→0 easing that makes periodic motion loop seamlessly. */
export const loopWave = (progress: number, phase = 0) => 0.5 - 0.5 * Math.cos(2 * Math.PI * (progress + phase));

export const easeInOut = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - Math.pow(-2 * t + 2, 3) / 2);
