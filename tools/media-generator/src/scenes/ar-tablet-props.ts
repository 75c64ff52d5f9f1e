/**
 * The objects of the AR-tablet scene (ar-tablet.scene.ts), modelled in metres with physically based materials:
 *  - a belt-driven workshop air compressor (50-litre receiver on wheels, V-twin pump, motor, yellow belt guard,
 *    pressure switch with gauges), the virtual product the tablet places on the table;
 *  - a 13-inch tablet (anodised aluminium frame, black glass, thin bezel, rounded corners) whose display shows a
 *    texture (the tablet camera's view), and the floor stand that holds it;
 *  - a lacquered oak meeting table and a few things on it (a notebook and pen, a coffee cup).
 * Each builder returns a group standing on y = 0 (the tablet centred on its origin, screen facing +z).
 */
import {
  CylinderGeometry,
  DoubleSide,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  RepeatWrapping,
  Shape,
  ShapeGeometry,
  TorusGeometry,
  Vector2,
  type BufferGeometry,
  type Material,
  type Texture,
} from 'three';
import { box, cylinder, hose, materials as machine } from './factory-machines.ts';
import { canvasTexture } from './render-kit.ts';

const paint = (color: number, roughness = 0.38, clearcoat = 0.8) =>
  new MeshPhysicalMaterial({ color, metalness: 0.1, roughness, clearcoat, clearcoatRoughness: 0.15 });

const M = {
  tank: paint(0xd6d8db, 0.34, 1),
  motor: paint(0x2b2f35, 0.45, 0.6),
  guard: paint(0xffd60a, 0.4, 0.8),
  head: paint(0x1d1f23, 0.5, 0.4),
  castAluminium: new MeshStandardMaterial({ color: 0xb9bec5, metalness: 0.9, roughness: 0.48 }),
  brass: new MeshStandardMaterial({ color: 0xc9a45a, metalness: 1, roughness: 0.3 }),
  copper: new MeshStandardMaterial({ color: 0xc07a4c, metalness: 1, roughness: 0.32 }),
  anodised: new MeshStandardMaterial({ color: 0xa7abb2, metalness: 1, roughness: 0.34 }),
  darkAnodised: new MeshStandardMaterial({ color: 0x34363b, metalness: 0.9, roughness: 0.4 }),
  blackGlass: new MeshBasicMaterial({ color: 0x060607 }),
  ceramic: new MeshPhysicalMaterial({ color: 0xeeeae2, metalness: 0, roughness: 0.28, clearcoat: 0.8, clearcoatRoughness: 0.1 }),
  coffee: new MeshStandardMaterial({ color: 0x2a160b, metalness: 0, roughness: 0.15 }),
  cover: new MeshStandardMaterial({ color: 0x2b3036, metalness: 0, roughness: 0.85 }),
  paper: new MeshStandardMaterial({ color: 0xe8e4da, metalness: 0, roughness: 0.9 }),
};

/** A convex outline around a set of circles (centre x, y, radius), as a flat shape. */
function hullShape(circles: [number, number, number][]): Shape {
  const points: Vector2[] = [];
  for (const [x, y, r] of circles)
    for (let index = 0; index < 48; index += 1) {
      const a = (index / 48) * Math.PI * 2;
      points.push(new Vector2(x + r * Math.cos(a), y + r * Math.sin(a)));
    }
  points.sort((a, b) => a.x - b.x || a.y - b.y);
  const cross = (o: Vector2, a: Vector2, b: Vector2) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);
  const half = (list: Vector2[]) => {
    const out: Vector2[] = [];
    for (const p of list) {
      while (out.length >= 2 && cross(out[out.length - 2] as Vector2, out[out.length - 1] as Vector2, p) <= 0) out.pop();
      out.push(p);
    }
    out.pop();
    return out;
  };
  return new Shape([...half(points), ...half([...points].reverse())]);
}

function roundedRect(width: number, height: number, radius: number): Shape {
  const shape = new Shape();
  const x = -width / 2;
  const y = -height / 2;
  shape.moveTo(x + radius, y);
  shape.lineTo(x + width - radius, y);
  shape.absarc(x + width - radius, y + radius, radius, -Math.PI / 2, 0, false);
  shape.lineTo(x + width, y + height - radius);
  shape.absarc(x + width - radius, y + height - radius, radius, 0, Math.PI / 2, false);
  shape.lineTo(x + radius, y + height);
  shape.absarc(x + radius, y + height - radius, radius, Math.PI / 2, Math.PI, false);
  shape.lineTo(x, y + radius);
  shape.absarc(x + radius, y + radius, radius, Math.PI, Math.PI * 1.5, false);
  return shape;
}

function extruded(shape: Shape, depth: number, bevel: number, material: Material): Mesh {
  const geometry = new ExtrudeGeometry(shape, { depth, bevelEnabled: bevel > 0, bevelThickness: bevel, bevelSize: bevel, bevelSegments: 3, curveSegments: 24 });
  geometry.translate(0, 0, -depth / 2);
  return new Mesh(geometry, material);
}

/** A round dial gauge facing +z: chrome bezel, white face with a scale and a needle. */
function gauge(radius: number, needle: number): Group {
  const group = new Group();
  const bezel = cylinder(radius, 0.016, machine.ground, 0, 0, 0, 32);
  bezel.rotation.x = Math.PI / 2;
  const face = canvasTexture(128, 128, (context) => {
    context.fillStyle = '#f2f1ec';
    context.fillRect(0, 0, 128, 128);
    context.strokeStyle = '#222';
    context.lineWidth = 3;
    for (let index = 0; index <= 10; index += 1) {
      const a = Math.PI * 0.75 + (index / 10) * Math.PI * 1.5;
      context.beginPath();
      context.moveTo(64 + Math.cos(a) * 44, 64 + Math.sin(a) * 44);
      context.lineTo(64 + Math.cos(a) * (index % 5 === 0 ? 32 : 38), 64 + Math.sin(a) * (index % 5 === 0 ? 32 : 38));
      context.stroke();
    }
    context.strokeStyle = '#c0392b';
    context.lineWidth = 4;
    const a = Math.PI * 0.75 + needle * Math.PI * 1.5;
    context.beginPath();
    context.moveTo(64, 64);
    context.lineTo(64 + Math.cos(a) * 40, 64 + Math.sin(a) * 40);
    context.stroke();
  });
  const dial = new Mesh(new CylinderGeometry(radius * 0.84, radius * 0.84, 0.002, 32), [
    M.head,
    new MeshStandardMaterial({ map: face, roughness: 0.3 }),
    M.head,
  ]);
  dial.rotation.x = Math.PI / 2;
  dial.rotation.y = Math.PI;
  dial.position.z = 0.008;
  group.add(bezel, dial);
  return group;
}

/**
 * A belt-driven workshop compressor, about 0.8 m long and 0.66 m tall, standing on y = 0 with its receiver along x
 * and the belt guard facing +z: wheels and the handle at -x, rubber feet at +x.
 */
export function airCompressor(): Group {
  const group = new Group();
  const R = 0.16;
  const L = 0.56;
  const D = 0.075;
  const axis = 0.22;
  // The receiver: a cylinder with dished ends, lathed about y then laid along x.
  const profile: Vector2[] = [];
  for (let index = 0; index <= 12; index += 1) {
    const a = (index / 12) * (Math.PI / 2);
    profile.push(new Vector2(Math.max(0.0001, R * Math.sin(a)), -L / 2 - D * Math.cos(a)));
  }
  for (let index = 12; index >= 0; index -= 1) {
    const a = (index / 12) * (Math.PI / 2);
    profile.push(new Vector2(Math.max(0.0001, R * Math.sin(a)), L / 2 + D * Math.cos(a)));
  }
  const tank = new Mesh(new LatheGeometry(profile, 64), M.tank);
  tank.rotation.z = Math.PI / 2;
  tank.position.y = axis;
  group.add(tank);
  for (const x of [-L / 2, L / 2]) {
    const seam = new Mesh(new TorusGeometry(R + 0.0005, 0.0028, 8, 64), M.tank);
    seam.rotation.y = Math.PI / 2;
    seam.position.set(x, axis, 0);
    group.add(seam);
  }
  // The product label on the receiver's front.
  const label = canvasTexture(512, 264, (context) => {
    context.fillStyle = '#1b1d21';
    context.fillRect(0, 0, 512, 264);
    context.fillStyle = '#ffd60a';
    context.fillRect(0, 0, 16, 264);
    context.fillStyle = '#f4f4f4';
    context.font = '700 92px "DejaVu Sans", sans-serif';
    context.fillText('AC 50', 48, 130);
    context.fillStyle = '#a9adb4';
    context.font = '500 34px "DejaVu Sans", sans-serif';
    context.fillText('Belt-drive air compressor', 48, 196);
  });
  label.center.set(0.5, 0.5);
  label.rotation = -Math.PI / 2;
  const labelMesh = new Mesh(
    new CylinderGeometry(R + 0.001, R + 0.001, 0.26, 24, 1, true, -0.42, 0.84),
    new MeshStandardMaterial({ map: label, roughness: 0.5, side: DoubleSide }),
  );
  labelMesh.rotation.z = Math.PI / 2;
  labelMesh.rotation.x = -0.35;
  labelMesh.position.set(0.02, axis, 0);
  group.add(labelMesh);

  // Running gear: two wheels on a bracket at -x, rubber feet on a saddle at +x.
  for (const side of [-1, 1]) {
    const tyre = new Mesh(new TorusGeometry(0.085, 0.026, 16, 48), machine.rubber);
    tyre.position.set(-0.25, 0.11, side * 0.19);
    const hub = cylinder(0.064, 0.03, M.darkAnodised, -0.25, 0.11, side * 0.19, 32);
    hub.rotation.x = Math.PI / 2;
    const cap = cylinder(0.02, 0.04, machine.machined, -0.25, 0.11, side * 0.19, 16);
    cap.rotation.x = Math.PI / 2;
    group.add(tyre, hub, cap);
    group.add(box(0.03, 0.08, 0.012, M.motor, -0.25, 0.1, side * 0.16));
    group.add(box(0.04, 0.09, 0.012, M.motor, 0.25, 0.07, side * 0.12));
    group.add(box(0.06, 0.02, 0.05, machine.rubber, 0.25, 0.01, side * 0.12, 0.006));
  }
  const axle = cylinder(0.01, 0.4, machine.machined, -0.25, 0.11, 0, 12);
  axle.rotation.x = Math.PI / 2;
  group.add(axle);
  // Handle: a bent tube at -x with a rubber grip.
  group.add(
    hose(
      [
        [-0.3, 0.3, -0.13],
        [-0.36, 0.45, -0.13],
        [-0.43, 0.6, -0.12],
        [-0.44, 0.62, 0],
        [-0.43, 0.6, 0.12],
        [-0.36, 0.45, 0.13],
        [-0.3, 0.3, 0.13],
      ],
      0.011,
      M.motor,
    ),
  );
  const grip = cylinder(0.016, 0.16, machine.rubber, -0.44, 0.618, 0, 20);
  grip.rotation.x = Math.PI / 2;
  group.add(grip);

  // The saddle plate on top of the receiver carries the motor and the pump.
  const deck = axis + R + 0.012;
  group.add(box(0.46, 0.012, 0.22, M.motor, 0.02, deck, 0.0, 0.004));
  for (const x of [-0.18, 0.2]) group.add(box(0.03, 0.03, 0.16, M.motor, x, deck - 0.018, 0));
  for (const x of [-0.19, 0.21]) for (const z of [-0.09, 0.09]) group.add(cylinder(0.007, 0.012, machine.machined, x, deck + 0.01, z, 6));

  // Motor: finned anthracite body along z, fan cover at the back, terminal box on top.
  const motorAxis = deck + 0.088;
  const motor = new Group();
  motor.position.set(-0.11, motorAxis, -0.005);
  const body = cylinder(0.072, 0.2, M.motor, 0, 0, 0, 40);
  body.rotation.x = Math.PI / 2;
  motor.add(body);
  for (let index = 0; index < 16; index += 1) {
    const a = (index / 16) * Math.PI * 2;
    if (Math.sin(a) < -0.6) continue;
    const fin = box(0.006, 0.012, 0.17, M.motor, Math.cos(a) * 0.076, Math.sin(a) * 0.076, 0);
    fin.rotation.z = a + Math.PI / 2;
    motor.add(fin);
  }
  const fanCover = cylinder(0.068, 0.05, M.head, 0, 0, -0.122, 40);
  fanCover.rotation.x = Math.PI / 2;
  motor.add(fanCover);
  motor.add(box(0.07, 0.045, 0.08, M.motor, 0, 0.09, 0.01, 0.008));
  motor.add(box(0.12, 0.06, 0.03, M.motor, 0, -0.06, 0.05));
  motor.add(box(0.12, 0.06, 0.03, M.motor, 0, -0.06, -0.05));
  group.add(motor);

  // Pump: cast crankcase with two finned cylinders in a V, black heads with air filters.
  const pumpAxis = deck + 0.085;
  const pump = new Group();
  pump.position.set(0.14, pumpAxis, -0.02);
  pump.add(box(0.15, 0.13, 0.14, M.castAluminium, 0, -0.015, 0, 0.02));
  for (const side of [-1, 1]) {
    const bank = new Group();
    bank.rotation.z = -side * 0.55;
    bank.add(cylinder(0.042, 0.14, M.castAluminium, 0, 0.115, 0, 28));
    for (let fin = 0; fin < 7; fin += 1) bank.add(cylinder(0.06, 0.005, M.castAluminium, 0, 0.075 + fin * 0.015, 0, 28));
    bank.add(box(0.1, 0.035, 0.1, M.head, 0, 0.2, 0, 0.01));
    for (const x of [-0.035, 0.035]) for (const z of [-0.035, 0.035]) bank.add(cylinder(0.006, 0.01, machine.machined, x, 0.22, z, 6));
    const filter = cylinder(0.034, 0.045, M.head, 0, 0.24, -0.01, 28);
    bank.add(filter);
    bank.add(cylinder(0.036, 0.008, machine.rubber, 0, 0.263, -0.01, 28));
    pump.add(bank);
  }
  group.add(pump);

  // Belt guard over the motor pulley and the pump flywheel, with vent slots.
  const guard = new Group();
  guard.position.z = 0.125;
  const guardShape = hullShape([
    [-0.11, motorAxis, 0.055],
    [0.14, pumpAxis, 0.1],
  ]);
  guard.add(extruded(guardShape, 0.036, 0.005, M.guard));
  for (let index = 0; index < 5; index += 1) {
    const slot = box(0.011, 0.09, 0.004, machine.seam, 0.1 + index * 0.02, pumpAxis, 0.0225, 0.004);
    guard.add(slot);
  }
  for (const [x, y] of [
    [-0.11, motorAxis],
    [0.14, pumpAxis],
  ] as const) {
    const bolt = cylinder(0.009, 0.006, machine.machined, x, y, 0.025, 12);
    bolt.rotation.x = Math.PI / 2;
    guard.add(bolt);
  }
  group.add(guard);

  // Delivery pipe from the pump head down to the receiver, with its check valve.
  group.add(
    hose(
      [
        [0.24, pumpAxis + 0.17, -0.05],
        [0.29, pumpAxis + 0.1, -0.07],
        [0.31, deck + 0.02, -0.07],
        [0.3, axis + R * 0.9, -0.06],
      ],
      0.007,
      M.copper,
    ),
  );
  group.add(box(0.03, 0.03, 0.03, M.brass, 0.3, axis + R + 0.01, -0.06, 0.004));

  // Controls at -x: pressure switch, two gauges, regulator, safety valve and quick coupling on a brass manifold.
  const controls = new Group();
  controls.position.set(-0.3, axis + R * 0.72, 0.04);
  controls.add(cylinder(0.012, 0.06, M.brass, 0, 0.02, 0, 12));
  controls.add(box(0.07, 0.09, 0.065, M.head, 0, 0.09, -0.01, 0.008));
  controls.add(cylinder(0.014, 0.022, M.guard, 0, 0.145, -0.01, 16));
  controls.add(box(0.09, 0.025, 0.03, M.brass, 0, 0.04, 0.045, 0.004));
  const high = gauge(0.03, 0.62);
  high.position.set(-0.03, 0.085, 0.072);
  const low = gauge(0.026, 0.4);
  low.position.set(0.04, 0.06, 0.072);
  controls.add(high, low);
  const knob = cylinder(0.018, 0.025, machine.rubber, 0.03, 0.04, 0.075, 20);
  knob.rotation.x = Math.PI / 2;
  controls.add(knob);
  const coupling = cylinder(0.009, 0.035, M.brass, -0.05, 0.035, 0.07, 16);
  coupling.rotation.z = Math.PI / 2;
  controls.add(coupling);
  controls.add(cylinder(0.008, 0.04, M.brass, 0.035, 0.15, -0.02, 12), cylinder(0.012, 0.004, machine.machined, 0.035, 0.17, -0.02, 12));
  group.add(controls);
  // The motor's cable to the pressure switch.
  group.add(
    hose(
      [
        [-0.11, motorAxis + 0.11, 0.0],
        [-0.2, motorAxis + 0.1, 0.02],
        [-0.27, axis + R + 0.06, 0.02],
      ],
      0.006,
      machine.rubber,
    ),
  );
  return group;
}

/** UVs of a flat shape mapped to its bounding box, so a texture fills it. */
function fitUvs(geometry: BufferGeometry, width: number, height: number): BufferGeometry {
  const position = geometry.getAttribute('position');
  const uv = geometry.getAttribute('uv');
  for (let index = 0; index < position.count; index += 1) uv.setXY(index, position.getX(index) / width + 0.5, position.getY(index) / height + 0.5);
  uv.needsUpdate = true;
  return geometry;
}

export const TABLET = { width: 0.281, height: 0.215, depth: 0.0064, bezel: 0.0085, radius: 0.017 };

/**
 * A 13-inch tablet in landscape, centred on its origin with the display facing +z: an anodised aluminium body with a
 * rounded-rect outline, black front glass, and the display (`display`: a texture, such as the camera's view) inset by
 * a thin bezel. Returns the group and the display mesh.
 */
export function tablet(display: Texture): { group: Group; screen: Mesh } {
  const { width, height, depth, bezel, radius } = TABLET;
  const group = new Group();
  group.add(extruded(roundedRect(width - 0.002, height - 0.002, radius), depth - 0.002, 0.001, M.anodised));
  // Black glass, kept unlit: a reflection on the bezel alone, with none on the display beside it, reads as a frame.
  const glass = new Mesh(new ShapeGeometry(roundedRect(width - 0.0016, height - 0.0016, radius - 0.0008), 16), M.blackGlass);
  glass.position.z = depth / 2 + 0.0003;
  const sw = width - 2 * bezel;
  const sh = height - 2 * bezel;
  const screen = new Mesh(
    fitUvs(new ShapeGeometry(roundedRect(sw, sh, radius - bezel + 0.002), 16), sw, sh),
    new MeshBasicMaterial({ map: display, toneMapped: true }),
  );
  screen.position.z = depth / 2 + 0.0006;
  // The front camera in the bezel, and the buttons on the top edge.
  const lens = cylinder(
    0.0018,
    0.0004,
    new MeshStandardMaterial({ color: 0x15181d, roughness: 0.2, metalness: 0.5 }),
    0,
    height / 2 - bezel / 2,
    depth / 2 + 0.0005,
    16,
  );
  lens.rotation.x = Math.PI / 2;
  group.add(glass, screen, lens);
  group.add(box(0.03, 0.0012, 0.0025, M.anodised, width / 2 - 0.05, height / 2 + 0.0002, 0));
  return { group, screen };
}

/**
 * A floor stand for the tablet, as in a showroom: a weighted round foot, a tall post and a tilting cradle (a
 * rubber-lined lip under the tablet, two hooks over its top edge and a back plate). Foot on y = 0; the cradle is
 * returned separately so the scene can pose it with the tablet (centred on its origin, facing +z).
 */
export function tabletStand(postHeight: number): { base: Group; cradle: Group } {
  const base = new Group();
  base.add(cylinder(0.17, 0.006, machine.rubber, 0, 0.003, 0, 64));
  const foot = new Mesh(new CylinderGeometry(0.15, 0.165, 0.02, 64), M.darkAnodised);
  foot.position.y = 0.016;
  base.add(foot);
  base.add(cylinder(0.018, postHeight, M.anodised, 0, 0.026 + postHeight / 2, 0, 24));
  base.add(cylinder(0.022, 0.03, M.darkAnodised, 0, 0.026 + postHeight, 0, 24));
  const cradle = new Group();
  const { width, height, depth } = TABLET;
  cradle.add(box(0.16, 0.11, 0.006, M.darkAnodised, 0, -0.02, -depth / 2 - 0.004, 0.0025));
  cradle.add(box(width * 0.62, 0.008, depth + 0.012, M.darkAnodised, 0, -height / 2 - 0.004, 0.0, 0.0025));
  cradle.add(box(width * 0.62, 0.007, 0.003, machine.rubber, 0, -height / 2 + 0.0015, depth / 2 + 0.0045));
  for (const x of [-0.06, 0.06]) {
    cradle.add(box(0.018, 0.008, depth + 0.012, M.darkAnodised, x, height / 2 + 0.004, 0, 0.0025));
    cradle.add(box(0.018, 0.008, 0.003, machine.rubber, x, height / 2 - 0.0015, depth / 2 + 0.0045));
  }
  const hinge = cylinder(0.014, 0.05, M.darkAnodised, 0, -0.05, -depth / 2 - 0.016, 20);
  hinge.rotation.z = Math.PI / 2;
  cradle.add(hinge);
  return { base, cradle };
}

/** Lacquered oak: a soft long grain in a few tones, drawn once. */
function oakTexture(random: () => number): Texture {
  const texture = canvasTexture(512, 512, (context) => {
    context.fillStyle = '#8a6242';
    context.fillRect(0, 0, 512, 512);
    for (let index = 0; index < 90; index += 1) {
      const y = random() * 512;
      const h = 2 + random() * 12;
      context.globalAlpha = 0.04 + random() * 0.08;
      context.fillStyle = random() > 0.5 ? '#6d4b2f' : '#b88c62';
      context.beginPath();
      context.moveTo(0, y);
      for (let x = 0; x <= 512; x += 64) context.lineTo(x, y + Math.sin(x / 90 + index) * 3);
      for (let x = 512; x >= 0; x -= 64) context.lineTo(x, y + h + Math.sin(x / 90 + index) * 3);
      context.fill();
    }
    context.globalAlpha = 1;
  });
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(1.5, 1);
  texture.anisotropy = 8;
  return texture;
}

/** A meeting table, top surface at `height`, with a solid oak top and black steel legs. */
export function meetingTable(random: () => number, width: number, depth: number, height: number): Group {
  const group = new Group();
  const oak = new MeshPhysicalMaterial({ map: oakTexture(random), roughness: 0.5, metalness: 0, clearcoat: 0.25, clearcoatRoughness: 0.3 });
  const top = box(width, 0.036, depth, oak, 0, height - 0.018, 0, 0.006);
  group.add(top);
  const leg = new MeshPhysicalMaterial({ color: 0x18191c, metalness: 0.3, roughness: 0.45, clearcoat: 0.4 });
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) group.add(box(0.05, height - 0.036, 0.05, leg, sx * (width / 2 - 0.12), (height - 0.036) / 2, sz * (depth / 2 - 0.12), 0.004));
  for (const sz of [-1, 1]) group.add(box(width - 0.24, 0.06, 0.03, leg, 0, height - 0.066, sz * (depth / 2 - 0.12)));
  return group;
}

/** A closed notebook with a pen on it, lying on y = 0. */
export function notebook(): Group {
  const group = new Group();
  group.add(box(0.15, 0.014, 0.21, M.paper, 0, 0.0075, 0));
  group.add(box(0.152, 0.0025, 0.212, M.cover, 0, 0.0015, 0));
  group.add(box(0.152, 0.0025, 0.212, M.cover, 0, 0.0145, 0));
  group.add(box(0.006, 0.0155, 0.212, M.cover, -0.075, 0.008, 0));
  group.add(box(0.004, 0.0004, 0.214, M.guard, 0.05, 0.0162, 0));
  const pen = new Group();
  const barrel = cylinder(0.0045, 0.13, M.head, 0, 0, 0, 16);
  const tip = cylinder(0.0045, 0.012, machine.machined, 0, 0.071, 0, 16);
  const clip = box(0.002, 0.04, 0.003, machine.machined, 0, -0.035, 0.005);
  pen.add(barrel, tip, clip);
  pen.rotation.set(Math.PI / 2, 0, 0.5);
  pen.position.set(0.105, 0.0045, 0.02);
  group.add(pen);
  return group;
}

/** A white coffee cup with its saucer, standing on y = 0. */
export function coffeeCup(): Group {
  const group = new Group();
  const saucer = new LatheGeometry(
    [new Vector2(0.0001, 0), new Vector2(0.05, 0), new Vector2(0.068, 0.008), new Vector2(0.07, 0.011), new Vector2(0.05, 0.006), new Vector2(0.0001, 0.006)],
    48,
  );
  group.add(new Mesh(saucer, M.ceramic));
  const cup = new LatheGeometry(
    [
      new Vector2(0.0001, 0.006),
      new Vector2(0.026, 0.006),
      new Vector2(0.036, 0.02),
      new Vector2(0.041, 0.058),
      new Vector2(0.042, 0.066),
      new Vector2(0.039, 0.066),
      new Vector2(0.038, 0.058),
      new Vector2(0.0001, 0.058),
    ],
    48,
  );
  group.add(new Mesh(cup, M.ceramic));
  group.add(cylinder(0.0375, 0.001, M.coffee, 0, 0.056, 0, 40));
  const handle = new Mesh(new TorusGeometry(0.016, 0.005, 10, 24, Math.PI * 1.2), M.ceramic);
  handle.rotation.z = -Math.PI * 0.6;
  handle.position.set(0.045, 0.036, 0);
  group.add(handle);
  return group;
}
