/**
 * Desk props of the device stills (xr-montage.scene.ts, blueprint-studio.scene.ts): a laptop, a tablet on a folding
 * stand and a phone, in anodised aluminium, glass and rubber, with screens that show a live render of a product (the
 * product is drawn into a texture from its own small studio scene, so every screen shows the same 3D object from its
 * own angle), and the product itself, an active studio loudspeaker. Units are 10 cm; every builder stands on y = 0.
 */
import {
  BoxGeometry,
  Color,
  DoubleSide,
  CylinderGeometry,
  Group,
  HalfFloatType,
  LatheGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Scene,
  TorusGeometry,
  Vector2,
  type Vector3,
  WebGLRenderTarget,
  type Material,
  type Object3D,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { canvasTexture, grounded, lightingEnvironment } from './render-kit.ts';
import { BRAND } from './studio.ts';

export const DESK = {
  spaceGrey: new MeshStandardMaterial({ color: 0x6b6e74, metalness: 0.9, roughness: 0.38 }),
  silver: new MeshStandardMaterial({ color: 0xc9ccd1, metalness: 0.9, roughness: 0.32 }),
  darkAnodised: new MeshStandardMaterial({ color: 0x2b2d31, metalness: 0.85, roughness: 0.42, side: DoubleSide }),
  bezel: new MeshPhysicalMaterial({ color: 0x060607, metalness: 0.2, roughness: 0.15, clearcoat: 1, clearcoatRoughness: 0.05 }),
  keys: new MeshStandardMaterial({ color: 0x141518, metalness: 0.1, roughness: 0.7 }),
  rubber: new MeshStandardMaterial({ color: 0x111113, metalness: 0, roughness: 0.9 }),
  cabinet: new MeshPhysicalMaterial({ color: 0x1d1e21, metalness: 0, roughness: 0.55, clearcoat: 0.3, clearcoatRoughness: 0.5 }),
  baffle: new MeshStandardMaterial({ color: 0x141416, metalness: 0, roughness: 0.75, side: DoubleSide }),
  cone: new MeshPhysicalMaterial({ color: BRAND.accent, metalness: 0.1, roughness: 0.5, clearcoat: 0.4, clearcoatRoughness: 0.4, side: DoubleSide }),
  dome: new MeshPhysicalMaterial({ color: 0x8a8d93, metalness: 0.9, roughness: 0.25 }),
};

export function box(width: number, height: number, depth: number, material: Material, x = 0, y = 0, z = 0, radius = 0): Mesh {
  const geometry = radius > 0 ? new RoundedBoxGeometry(width, height, depth, 3, radius) : new BoxGeometry(width, height, depth);
  const mesh = new Mesh(geometry, material);
  mesh.position.set(x, y, z);
  return mesh;
}

/**
 * An active two-way studio monitor, front facing +z, standing on y = 0, about 3.4 units tall: a satin black cabinet
 * with rounded edges, a yellow woofer cone in a rubber surround, a dome tweeter in a shallow waveguide, a bass port
 * slot, a small power light and the rubber feet it stands on.
 */
export function loudspeaker(): Group {
  const group = new Group();
  const width = 2.1;
  const height = 3.3;
  const depth = 2.4;
  group.add(box(width, height, depth, DESK.cabinet, 0, height / 2 + 0.06, 0, 0.18));
  group.add(box(width - 0.16, height - 0.16, 0.04, DESK.baffle, 0, height / 2 + 0.06, depth / 2 - 0.005, 0.015));
  const front = depth / 2 + 0.02;
  // Woofer: basket ring, rubber surround, cone (a lathe profile), dust cap.
  const woofer = new Group();
  woofer.add(new Mesh(new TorusGeometry(0.78, 0.05, 16, 64), DESK.darkAnodised));
  woofer.add(new Mesh(new TorusGeometry(0.7, 0.06, 16, 64), DESK.rubber));
  const profile = [new Vector2(0.22, -0.1), new Vector2(0.4, -0.06), new Vector2(0.68, 0.0)];
  const cone = new Mesh(new LatheGeometry(profile, 64), DESK.cone);
  cone.rotation.x = Math.PI / 2;
  woofer.add(cone);
  const cap = new Mesh(new LatheGeometry([new Vector2(0.0, -0.03), new Vector2(0.14, -0.06), new Vector2(0.23, -0.1)], 48), DESK.baffle);
  cap.rotation.x = Math.PI / 2;
  woofer.add(cap);
  woofer.position.set(0, 1.25, front + 0.1);
  group.add(woofer);
  // Tweeter in its waveguide.
  const guide = new Mesh(new LatheGeometry([new Vector2(0.12, -0.1), new Vector2(0.3, -0.05), new Vector2(0.46, 0)], 48), DESK.darkAnodised);
  guide.rotation.x = Math.PI / 2;
  guide.position.set(0, 2.72, front + 0.1);
  const dome = new Mesh(new CylinderGeometry(0.1, 0.13, 0.05, 32), DESK.dome);
  dome.rotation.x = Math.PI / 2;
  dome.position.set(0, 2.72, front + 0.03);
  group.add(guide, dome);
  // Bass port slot and the power light.
  group.add(box(1.1, 0.1, 0.05, new MeshBasicMaterial({ color: 0x020202 }), 0, 0.32, front - 0.005, 0.03));
  group.add(box(0.05, 0.05, 0.02, new MeshBasicMaterial({ color: 0xfff3c4 }), 0.72, 0.32, front));
  for (const x of [-0.75, 0.75]) for (const z of [-0.9, 0.9]) group.add(box(0.3, 0.06, 0.3, DESK.rubber, x, 0.03, z, 0.02));
  return group;
}

/**
 * Renders `subject` from `eye` looking at `target` into a texture of `width` × `height`, on a soft light-grey viewer
 * backdrop (bake the subject's contact shadow first): the picture a 3D viewer would show on that device.
 */
export function screenRender(
  renderer: WebGLRenderer,
  subject: Object3D,
  eye: Vector3,
  target: Vector3,
  width: number,
  height: number,
  { fov = 30, backdrop = 0xd4d5d8 }: { fov?: number; backdrop?: number } = {},
): Texture {
  const scene = new Scene();
  scene.background = new Color(backdrop);
  scene.environment = lightingEnvironment(renderer, 'studio');
  const floor = new Mesh(new PlaneGeometry(200, 200).rotateX(-Math.PI / 2), new MeshStandardMaterial({ color: backdrop, roughness: 0.9 }));
  scene.add(floor, subject);
  const camera = new PerspectiveCamera(fov, width / height, 0.1, 500);
  camera.position.copy(eye);
  camera.lookAt(target);
  const render = new WebGLRenderTarget(width * 2, height * 2, { type: HalfFloatType, samples: 4 });
  const previous = renderer.getRenderTarget();
  renderer.setRenderTarget(render);
  renderer.clear();
  renderer.render(scene, camera);
  renderer.setRenderTarget(previous);
  return render.texture;
}

/** A screen: the picture as emission under a glossy cover glass that still catches the studio's reflections. */
function screen(width: number, height: number, picture: Texture, brightness = 1): Mesh {
  const material = new MeshPhysicalMaterial({
    color: 0x000000,
    roughness: 0.2,
    metalness: 0,
    clearcoat: 0.5,
    clearcoatRoughness: 0.06,
    emissive: new Color(brightness, brightness, brightness),
    emissiveMap: picture,
  });
  return new Mesh(new PlaneGeometry(width, height), material);
}

/** A thin browser bar across the top of the laptop's screen, so the picture reads as a web page, not a video. */
function browserBar(): Texture {
  return canvasTexture(1024, 40, (context) => {
    context.fillStyle = '#2a2b2f';
    context.fillRect(0, 0, 1024, 40);
    ['#6b6d72', '#6b6d72', '#6b6d72'].forEach((colour, index) => {
      context.fillStyle = colour;
      context.beginPath();
      context.arc(22 + index * 20, 20, 6, 0, Math.PI * 2);
      context.fill();
    });
    context.fillStyle = '#3d3f44';
    context.beginPath();
    context.roundRect(300, 9, 424, 22, 11);
    context.fill();
  });
}

/**
 * A 14-inch laptop, hinge along x at the back edge of the base, screen opened `open` radians past vertical towards
 * the back; the screen shows `picture` (16:10) under a browser bar.
 */
export function laptop(picture: Texture, open = 0.28, material: Material = DESK.spaceGrey): Group {
  const group = new Group();
  const width = 3.12;
  const depth = 2.2;
  group.add(box(width, 0.14, depth, material, 0, 0.09, 0, 0.05));
  // Keyboard well, keys in rows, trackpad.
  group.add(box(2.7, 0.01, 1.05, DESK.keys, 0, 0.162, -0.36, 0.004));
  for (let row = 0; row < 5; row += 1)
    for (let key = 0; key < 13; key += 1) group.add(box(0.18, 0.012, 0.17, DESK.keys, -1.22 + key * 0.203, 0.168, -0.77 + row * 0.205, 0.02));
  group.add(box(1.3, 0.004, 0.8, new MeshStandardMaterial({ color: 0x7a7d83, metalness: 0.8, roughness: 0.3 }), 0, 0.161, 0.6, 0.003));
  for (const x of [-1.3, 1.3]) for (const z of [-0.9, 0.9]) group.add(box(0.22, 0.03, 0.12, DESK.rubber, x, 0.015, z, 0.01));
  // The lid hinges at the back edge; its face looks along +z when upright.
  const lid = new Group();
  lid.position.set(0, 0.17, -depth / 2 + 0.04);
  lid.rotation.x = -open;
  const shell = box(width, depth - 0.05, 0.07, material, 0, (depth - 0.05) / 2, -0.035, 0.03);
  const glass = box(width - 0.04, depth - 0.09, 0.012, DESK.bezel, 0, (depth - 0.05) / 2, 0.006, 0.01);
  const picture16x10 = screen(2.86, 1.79, picture);
  picture16x10.position.set(0, (depth - 0.05) / 2 - 0.06, 0.0135);
  const bar = new Mesh(new PlaneGeometry(2.86, 0.1), new MeshBasicMaterial({ map: browserBar() }));
  bar.position.set(0, (depth - 0.05) / 2 - 0.06 + 1.79 / 2 - 0.05, 0.014);
  lid.add(shell, glass, picture16x10, bar);
  group.add(lid);
  return group;
}

/** A tablet in landscape (4:3 picture) leaning back `lean` radians on a folding aluminium stand, facing +z. */
export function tabletOnStand(picture: Texture, lean = 0.3): Group {
  const group = new Group();
  const width = 2.5;
  const height = 1.85;
  const device = new Group();
  device.add(box(width, height, 0.065, DESK.silver, 0, 0, 0, 0.12));
  device.add(box(width - 0.04, height - 0.04, 0.01, DESK.bezel, 0, 0, 0.033, 0.1));
  const face = screen(2.28, 1.68, picture);
  face.position.z = 0.039;
  device.add(face);
  const lens = new Mesh(new CylinderGeometry(0.025, 0.025, 0.01, 16), new MeshBasicMaterial({ color: 0x0b0c10 }));
  lens.rotation.x = Math.PI / 2;
  lens.position.set(0, height / 2 - 0.06, 0.04);
  device.add(lens);
  device.rotation.x = -lean;
  device.position.set(0, 0.28 + (height / 2) * Math.cos(lean), -(height / 2) * Math.sin(lean));
  // The stand: a foot plate, a back arm and a lip the tablet rests on.
  group.add(box(1.2, 0.04, 1.3, DESK.darkAnodised, 0, 0.02, -0.35, 0.015));
  const arm = box(0.9, 1.3, 0.05, DESK.darkAnodised, 0, 0, 0, 0.02);
  arm.rotation.x = -lean - 0.02;
  arm.position.set(0, 0.66, -0.42);
  group.add(arm, box(1.0, 0.22, 0.12, DESK.darkAnodised, 0, 0.14, 0.08, 0.02));
  group.add(device);
  return group;
}

/** A phone lying on its back, screen up (picture 9:19.5, long side along z), with its camera bump underneath. */
export function phone(picture: Texture): Group {
  const group = new Group();
  const width = 0.72;
  const length = 1.48;
  group.add(box(width, 0.08, length, DESK.darkAnodised, 0, 0.04, 0, 0.07));
  group.add(box(width - 0.02, 0.01, length - 0.02, DESK.bezel, 0, 0.081, 0, 0.06));
  const face = screen(0.66, 1.42, picture);
  face.rotation.x = -Math.PI / 2;
  face.position.y = 0.087;
  // Dynamic island.
  const island = box(0.16, 0.004, 0.045, new MeshBasicMaterial({ color: 0x000000 }), 0, 0.089, -0.62, 0.02);
  group.add(face, island);
  return group;
}

/** A device or object on the desk with its soft contact shadow baked beneath it. */
export function onDesk<T extends Object3D>(renderer: WebGLRenderer, object: T, width: number, depth: number, height = 1.2): T {
  return grounded(renderer, object, width, depth, { height, opacity: 0.8, blur: 3, resolution: 256 });
}
