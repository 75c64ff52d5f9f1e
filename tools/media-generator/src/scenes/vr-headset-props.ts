/**
 * The objects of the virtual-reality still (vr-headset.scene.ts): a standalone VR headset and its two tracked hand
 * controllers, modelled at real size in metres from physically based materials (matte and gloss plastics, a tinted
 * visor, a fabric face gasket and strap, rubber) so they read as a product under the studio light of render-kit.ts.
 * Each builder returns a group whose lowest point rests on y = 0, so the scene can bake its contact shadow.
 */
import {
  Box3,
  CapsuleGeometry,
  CylinderGeometry,
  Group,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  TorusGeometry,
  type BufferGeometry,
  type Material,
  type Object3D,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { BRAND } from './studio.ts';

export const VR_MATERIALS = {
  /** The shell: an off-white, lightly textured matte plastic. */
  shell: new MeshPhysicalMaterial({ color: 0xe4e4e1, metalness: 0, roughness: 0.5, clearcoat: 0.15, clearcoatRoughness: 0.5 }),
  /** Trim and rings: the same white a touch glossier. */
  gloss: new MeshPhysicalMaterial({ color: 0xefefec, metalness: 0, roughness: 0.28, clearcoat: 0.6, clearcoatRoughness: 0.15 }),
  /** The tinted front visor: smoked polycarbonate. */
  visor: new MeshPhysicalMaterial({ color: 0x0a0b0e, metalness: 0.3, roughness: 0.06, clearcoat: 1, clearcoatRoughness: 0.03 }),
  /** Camera lenses. */
  lens: new MeshPhysicalMaterial({ color: 0x020203, metalness: 0.5, roughness: 0.05, clearcoat: 1, clearcoatRoughness: 0.02 }),
  bezel: new MeshStandardMaterial({ color: 0x2a2b30, metalness: 0.3, roughness: 0.45 }),
  /** Face gasket and strap: knit fabric, with a soft sheen. */
  fabric: new MeshPhysicalMaterial({ color: 0x2b2c31, metalness: 0, roughness: 0.95, sheen: 0.6, sheenColor: 0x6a6c74, sheenRoughness: 0.8 }),
  darkPlastic: new MeshStandardMaterial({ color: 0x1b1c20, metalness: 0, roughness: 0.55 }),
  rubber: new MeshStandardMaterial({ color: 0x141417, metalness: 0, roughness: 0.85 }),
  /** The one brand-coloured part: the strap's side adjuster clips. */
  accent: new MeshPhysicalMaterial({ color: BRAND.accent, metalness: 0.1, roughness: 0.4, clearcoat: 0.6, clearcoatRoughness: 0.2 }),
};

function mesh(geometry: BufferGeometry, material: Material, x = 0, y = 0, z = 0): Mesh {
  const part = new Mesh(geometry, material);
  part.position.set(x, y, z);
  return part;
}

/** A rounded box, the moulded shape of most parts. */
const shellBox = (width: number, height: number, depth: number, radius: number) => new RoundedBoxGeometry(width, height, depth, 5, radius);

/** A cylinder whose axis is z (a lens, a button seen from the front). */
const disc = (radius: number, depth: number, material: Material, segments = 32) => {
  const part = mesh(new CylinderGeometry(radius, radius, depth, segments), material);
  part.rotation.x = Math.PI / 2;
  return part;
};

/** Moves `object` so that its lowest point rests on y = 0. */
export function restOnFloor(object: Object3D): Object3D {
  object.updateMatrixWorld(true);
  const box = new Box3().setFromObject(object);
  object.position.y -= box.min.y;
  return object;
}

/**
 * A standalone headset, about 19 cm wide, facing +z: moulded front body with a tinted visor and four tracking
 * cameras, a fabric face gasket, rigid side arms and a fabric rear strap with a cradle and adjuster dial, and a top
 * strap. The strap slopes down behind so the cradle rests on the surface beside the body.
 */
export function vrHeadset(): Group {
  const headset = new Group();
  const body = new Group();
  headset.add(body);
  // Front body and visor, with a dark panel gap between them.
  body.add(mesh(shellBox(0.19, 0.106, 0.062, 0.026), VR_MATERIALS.shell));
  body.add(mesh(shellBox(0.174, 0.088, 0.01, 0.004), VR_MATERIALS.darkPlastic, 0, -0.002, 0.028));
  const visor = mesh(shellBox(0.17, 0.084, 0.012, 0.0055), VR_MATERIALS.visor, 0, -0.002, 0.031);
  // Raked back a little, as a moulded visor is, so it catches the overhead softbox.
  visor.rotation.x = -0.09;
  body.add(visor);
  // Tracking cameras at the visor's corners and a depth sensor pair in the middle, each in a dark bezel.
  const front = 0.0065;
  for (const [x, y, radius] of [
    [-0.068, 0.026, 0.0058],
    [0.068, 0.026, 0.0058],
    [-0.07, -0.03, 0.0058],
    [0.07, -0.03, 0.0058],
    [-0.012, -0.026, 0.004],
    [0.012, -0.026, 0.004],
  ] as const) {
    const z = front;
    const bezel = disc(radius + 0.0022, 0.002, VR_MATERIALS.bezel);
    bezel.position.set(x, y + 0.002, z);
    const lens = disc(radius, 0.0024, VR_MATERIALS.lens);
    lens.position.set(x, y + 0.002, z + 0.0004);
    visor.add(bezel, lens);
  }
  // Underside: the lens-spacing slider; on the right side the power button and a USB-C port.
  body.add(mesh(shellBox(0.028, 0.004, 0.008, 0.0018), VR_MATERIALS.darkPlastic, -0.03, -0.0515, 0.004));
  const power = mesh(shellBox(0.004, 0.014, 0.006, 0.0018), VR_MATERIALS.gloss, 0.095, 0.012, 0.0);
  const port = mesh(shellBox(0.003, 0.0035, 0.009, 0.0015), VR_MATERIALS.darkPlastic, -0.0948, -0.018, 0.002);
  body.add(power, port);
  // Volume rocker under the left side.
  body.add(mesh(shellBox(0.018, 0.003, 0.006, 0.0014), VR_MATERIALS.gloss, -0.06, -0.052, -0.01));

  // Face gasket: knit fabric round a dark inner frame, with the nose bridge cut-out.
  const gasket = mesh(shellBox(0.176, 0.094, 0.03, 0.024), VR_MATERIALS.fabric, 0, -0.002, -0.042);
  const nose = mesh(shellBox(0.034, 0.03, 0.034, 0.012), VR_MATERIALS.darkPlastic, 0, -0.046, -0.044);
  body.add(gasket, nose);

  // The strap: rigid side arms from hinges at the body, the fabric band round the back, a padded rear cradle with
  // the adjuster dial, and the top strap over the head.
  const strap = new Group();
  strap.position.set(0, 0.008, -0.03);
  body.add(strap);
  for (const side of [-1, 1]) {
    const hinge = mesh(new CylinderGeometry(0.008, 0.008, 0.02, 24), VR_MATERIALS.darkPlastic, side * 0.092, 0, 0);
    const arm = mesh(shellBox(0.011, 0.026, 0.12, 0.005), VR_MATERIALS.shell, side * 0.098, 0, -0.065);
    arm.rotation.y = side * -0.12;
    // The side adjuster clip where arm meets band: the brand-coloured part.
    const clip = mesh(shellBox(0.006, 0.018, 0.022, 0.0028), VR_MATERIALS.accent, side * 0.1095, 0, -0.1);
    clip.rotation.y = arm.rotation.y;
    strap.add(hinge, arm, clip);
  }
  const band = mesh(new TorusGeometry(0.1, 0.011, 12, 80, Math.PI), VR_MATERIALS.fabric, 0, 0, -0.12);
  band.rotation.x = -Math.PI / 2;
  band.scale.set(1.02, 0.9, 2.2);
  strap.add(band);
  const cradle = mesh(shellBox(0.085, 0.05, 0.026, 0.012), VR_MATERIALS.shell, 0, -0.004, -0.212);
  const cradlePad = mesh(shellBox(0.078, 0.043, 0.012, 0.006), VR_MATERIALS.fabric, 0, -0.004, -0.199);
  const dial = disc(0.0135, 0.01, VR_MATERIALS.darkPlastic, 40);
  dial.position.set(0, -0.004, -0.229);
  const dialCap = disc(0.008, 0.004, VR_MATERIALS.gloss, 32);
  dialCap.position.set(0, -0.004, -0.235);
  strap.add(cradle, cradlePad, dial, dialCap);
  // Grip ridges on the dial's rim.
  for (let index = 0; index < 18; index += 1) {
    const angle = (index / 18) * Math.PI * 2;
    const ridge = mesh(shellBox(0.0022, 0.0022, 0.009, 0.0008), VR_MATERIALS.darkPlastic, Math.cos(angle) * 0.0137, -0.004 + Math.sin(angle) * 0.0137, -0.229);
    ridge.rotation.z = angle;
    strap.add(ridge);
  }
  const top = mesh(new TorusGeometry(0.105, 0.007, 10, 60, Math.PI), VR_MATERIALS.fabric, 0, 0.03, -0.105);
  top.rotation.y = Math.PI / 2;
  top.scale.set(1, 0.6, 2.4);
  strap.add(top);
  // The strap drops behind so its cradle rests on the surface.
  strap.rotation.x = -0.05;

  body.position.y = 0.053;
  restOnFloor(headset);
  return headset;
}

/**
 * A right-hand tracked controller (mirror it with scale.x = -1 for the left): a head with thumbstick, two face
 * buttons and a menu button, a grip with trigger and grip button, and the tracking ring arching over the thumb.
 * The head's face points +y, the grip runs down and back (-y, -z).
 */
export function vrController(): Group {
  const controller = new Group();
  const head = mesh(shellBox(0.05, 0.026, 0.056, 0.012), VR_MATERIALS.shell);
  const face = mesh(shellBox(0.042, 0.003, 0.048, 0.0014), VR_MATERIALS.darkPlastic, 0, 0.0125, 0);
  controller.add(head, face);
  // Thumbstick: a well, a stem and a rubber cap with a raised rim.
  const well = mesh(new CylinderGeometry(0.0095, 0.0095, 0.002, 32), VR_MATERIALS.rubber, -0.007, 0.0142, 0.008);
  const stem = mesh(new CylinderGeometry(0.0032, 0.0032, 0.008, 16), VR_MATERIALS.rubber, -0.007, 0.018, 0.008);
  const cap = mesh(new CylinderGeometry(0.0085, 0.0078, 0.0035, 32), VR_MATERIALS.rubber, -0.007, 0.0225, 0.008);
  const rim = mesh(new TorusGeometry(0.0078, 0.0011, 8, 32), VR_MATERIALS.rubber, -0.007, 0.0243, 0.008);
  rim.rotation.x = Math.PI / 2;
  controller.add(well, stem, cap, rim);
  for (const [x, z, radius] of [
    [0.012, 0.0, 0.0048],
    [0.0125, 0.015, 0.0048],
    [-0.009, -0.014, 0.0026],
  ] as const) {
    controller.add(mesh(new CylinderGeometry(radius, radius, 0.003, 24), VR_MATERIALS.gloss, x, 0.0145, z));
  }
  // Grip, angled down and back, with trigger and the side grip button.
  const grip = new Group();
  grip.position.set(0, -0.006, -0.012);
  grip.rotation.x = 0.55;
  controller.add(grip);
  grip.add(mesh(new CapsuleGeometry(0.0175, 0.072, 8, 24), VR_MATERIALS.shell, 0, -0.045, 0));
  // The flat battery-cover foot the controller stands on.
  grip.add(mesh(new CylinderGeometry(0.0165, 0.0165, 0.004, 32), VR_MATERIALS.darkPlastic, 0, -0.0995, 0));
  const trigger = mesh(shellBox(0.016, 0.028, 0.012, 0.005), VR_MATERIALS.darkPlastic, 0, -0.022, 0.017);
  trigger.rotation.x = -0.25;
  const gripButton = mesh(shellBox(0.006, 0.03, 0.018, 0.0025), VR_MATERIALS.darkPlastic, -0.016, -0.048, 0.002);
  grip.add(trigger, gripButton);
  // Tracking ring: a gloss loop over the thumb, joined to the head at its inner edge.
  const ring = mesh(new TorusGeometry(0.044, 0.0066, 16, 96), VR_MATERIALS.gloss, 0.016, 0.02, 0.02);
  ring.rotation.set(-0.95, 0.55, 0);
  controller.add(ring);
  return controller;
}
