/**
 * The objects of the training loop (training.scene.ts): a floor-standing two-door control cabinet of powder-coated
 * steel with its left door open on the switchgear (galvanised mounting plate, DIN rails of grey breakers, contactors
 * and terminal rows, slotted cable ducts, copper earth bar and coloured wiring), a door-mounted main isolator with a
 * yellow handle and a padlock lug, and the lockout padlock and danger tag applied to it. Modelled in metres, standing
 * on y = 0, front towards +z, from the same kinds of physically based materials as the other product renders.
 */
import {
  BoxGeometry,
  Color,
  CylinderGeometry,
  DoubleSide,
  Group,
  InstancedMesh,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Object3D,
  PlaneGeometry,
  PointLight,
  RepeatWrapping,
  TorusGeometry,
  Vector3,
  type BufferGeometry,
  type Material,
} from 'three';
import { box, cylinder, hose, materials } from './factory-machines.ts';
import { canvasTexture } from './render-kit.ts';

/** RAL 7035 light-grey powder coat: a satin dielectric with a faint, rough clear layer (the orange-peel sheen). */
const powder = new MeshPhysicalMaterial({ color: 0xc3c7c5, metalness: 0, roughness: 0.5, clearcoat: 0.4, clearcoatRoughness: 0.3 });
/** The same coat inside the cabinet, where little of the room's light reaches. */
const powderInside = new MeshPhysicalMaterial({ color: 0xb9bdbb, metalness: 0, roughness: 0.6, envMapIntensity: 0.3 });

export const CABINET = {
  /** Inside the cabinet: dimmed reflections stand in for the occlusion of the enclosure. */
  zinc: new MeshStandardMaterial({ color: 0xb4b9bf, metalness: 1, roughness: 0.42, envMapIntensity: 0.35 }),
  duct: new MeshStandardMaterial({ color: 0x9a9ea2, metalness: 0, roughness: 0.62, envMapIntensity: 0.4 }),
  device: new MeshPhysicalMaterial({ color: 0xe2e3e4, metalness: 0, roughness: 0.45, clearcoat: 0.1, envMapIntensity: 0.55 }),
  deviceDark: new MeshStandardMaterial({ color: 0x3d4046, metalness: 0, roughness: 0.5, envMapIntensity: 0.55 }),
  toggle: new MeshStandardMaterial({ color: 0x222428, metalness: 0, roughness: 0.45, envMapIntensity: 0.55 }),
  copper: new MeshStandardMaterial({ color: 0xd98a5c, metalness: 1, roughness: 0.32, envMapIntensity: 0.7 }),
  gasket: new MeshStandardMaterial({ color: 0x2b2c2f, metalness: 0, roughness: 0.85 }),
  plinth: new MeshStandardMaterial({ color: 0x1d1e21, metalness: 0, roughness: 0.6 }),
  padlock: new MeshPhysicalMaterial({ color: 0xb8231b, metalness: 0, roughness: 0.38, clearcoat: 0.5, clearcoatRoughness: 0.3 }),
  shackle: new MeshStandardMaterial({ color: 0xd6d9dd, metalness: 1, roughness: 0.22 }),
} as const;

/** IEC wire colours: L1 brown, L2 black, L3 grey, neutral blue, control dark blue and red. */
const WIRE = { brown: 0x6a3b1f, black: 0x18181a, grey: 0x8d9094, blue: 0x2a63c4, control: 0x1c2f80, red: 0xb02a22 } as const;

const W = 1.2;
const D = 0.5;
const PLINTH = 0.1;
const H = 2.0;
const TOP = PLINTH + H;
/** The front of the frame; the doors sit on it. */
const FRONT = D / 2;
const DOOR = 0.022;
/** The mounting plate's face. */
const PLATE = -D / 2 + 0.07;

/** Many small boxes of one shape in one draw: terminals, wire ends. */
function instances(geometry: BufferGeometry, material: Material, items: { at: Vector3; scale?: Vector3; color: number }[]): InstancedMesh {
  const mesh = new InstancedMesh(geometry, material, items.length);
  const dummy = new Object3D();
  items.forEach((item, index) => {
    dummy.position.copy(item.at);
    dummy.scale.copy(item.scale ?? new Vector3(1, 1, 1));
    dummy.updateMatrix();
    mesh.setMatrixAt(index, dummy.matrix);
    mesh.setColorAt(index, new Color(item.color));
  });
  return mesh;
}

/** A label printed on a thin plate or sticker: `draw` paints it on a canvas `pixels` wide. */
function label(width: number, height: number, pixels: number, draw: (context: CanvasRenderingContext2D, w: number, h: number) => void): Mesh {
  const h = Math.round((pixels * height) / width);
  const texture = canvasTexture(pixels, h, (context) => draw(context, pixels, h));
  texture.anisotropy = 8;
  return new Mesh(new PlaneGeometry(width, height), new MeshStandardMaterial({ map: texture, roughness: 0.5, metalness: 0 }));
}

/** The finger slots of a wiring duct's walls, faint: grey PVC with darker gaps, tiling along u. */
const slotTexture = canvasTexture(64, 16, (context) => {
  context.fillStyle = '#9a9ea2';
  context.fillRect(0, 0, 64, 16);
  context.fillStyle = '#6d7074';
  for (let x = 0; x < 64; x += 16) context.fillRect(x + 10, 0, 5, 12);
});
slotTexture.wrapS = RepeatWrapping;

/** A slotted wiring duct along x with its cover facing +z: `length` long, 60 × 60 mm, centred. */
function duct(length: number): Group {
  const group = new Group();
  const map = slotTexture.clone();
  map.repeat.set(length / 0.048, 1);
  map.needsUpdate = true;
  group.add(new Mesh(new BoxGeometry(length, 0.058, 0.058), new MeshStandardMaterial({ color: 0xffffff, map, roughness: 0.62, envMapIntensity: 0.5 })));
  group.add(box(length, 0.064, 0.006, CABINET.duct, 0, 0, 0.031));
  return group;
}

/** One DIN-rail device, `w` wide: a modular breaker by default, its toggle up (on). Front face towards +z. */
function modular(w: number, material: Material = CABINET.device, tall = 0.09): Group {
  const group = new Group();
  group.add(box(w - 0.0015, tall, 0.058, material, 0, 0, 0.029, 0.002));
  group.add(box(w - 0.0015, tall * 0.5, 0.018, material, 0, 0, 0.066, 0.002));
  const poles = Math.max(1, Math.round(w / 0.018));
  for (let pole = 0; pole < poles; pole += 1) {
    const x = -w / 2 + (pole + 0.5) * (w / poles);
    group.add(box(0.009, 0.016, 0.012, CABINET.toggle, x, 0.006, 0.079, 0.002));
    // Terminal screws top and bottom, and the rating window.
    for (const y of [tall / 2 - 0.012, -tall / 2 + 0.012]) group.add(cylinder(0.0028, 0.004, materials.machined, x, y, 0.058, 8).rotateX(Math.PI / 2));
  }
  group.add(box(w * 0.7, 0.007, 0.002, CABINET.deviceDark, 0, -tall * 0.17, 0.076));
  return group;
}

/** A door-mounted rotary isolator: escutcheon, yellow handle on its hub (turned by the scene) and a padlock lug. */
function isolator(): { group: Group; handle: Group } {
  const group = new Group();
  const plate = new Group();
  plate.add(box(0.13, 0.13, 0.008, materials.plastic, 0, 0, 0.004, 0.006));
  const face = label(0.118, 0.118, 256, (context, w, h) => {
    context.fillStyle = '#26282c';
    context.fillRect(0, 0, w, h);
    context.fillStyle = '#e8e8e6';
    context.font = `700 ${String(Math.round(h * 0.14))}px sans-serif`;
    context.textAlign = 'center';
    // OFF at nine o'clock (handle across), ON at twelve (handle up).
    context.fillText('0', w * 0.12, h * 0.55);
    context.fillText('I', w * 0.5, h * 0.16);
    context.font = `600 ${String(Math.round(h * 0.07))}px sans-serif`;
    context.fillText('OFF', w * 0.14, h * 0.72);
    context.fillText('ON', w * 0.72, h * 0.16);
    context.fillText('MAIN SWITCH', w * 0.5, h * 0.93);
  });
  face.position.z = 0.0085;
  plate.add(face);
  group.add(plate);
  const handle = new Group();
  handle.position.z = 0.009;
  handle.add(cylinder(0.03, 0.022, materials.paintYellow, 0, 0, 0.011, 40).rotateX(Math.PI / 2));
  handle.add(box(0.032, 0.15, 0.026, materials.paintYellow, 0, 0.012, 0.028, 0.011));
  handle.add(box(0.006, 0.05, 0.002, CABINET.toggle, 0, 0.05, 0.0415));
  group.add(handle);
  // The lug below the escutcheon that takes the lockout padlock's shackle.
  group.add(box(0.024, 0.004, 0.034, materials.stainless, 0, -0.073, 0.017, 0.0015));
  group.add(box(0.024, 0.012, 0.004, materials.stainless, 0, -0.068, 0.002));
  return { group, handle };
}

export interface ControlCabinet {
  group: Group;
  /** The isolator handle: up is ON; turned +π/2 about z (to nine o'clock) is OFF. */
  handle: Group;
  /** The supply lamp's lens, lit while the isolator is on. */
  lamp: MeshPhysicalMaterial;
  /** In the cabinet group's space: the isolator's centre and the hole in its padlock lug, both on the door's face. */
  isolatorAt: Vector3;
  lugAt: Vector3;
}

/** The switchgear on the mounting plate of the left (open) bay, in x −0.56 … 0. */
function switchgear(group: Group) {
  const z0 = PLATE;
  group.add(box(W - 0.06, H - 0.14, 0.004, CABINET.zinc, 0, PLINTH + 0.07 + (H - 0.14) / 2, z0 - 0.002));
  const left = -0.545;
  const right = -0.01;
  const span = right - left;
  const mid = (left + right) / 2;
  // Cable ducts: three across, one up the left side.
  const rows = { top: 1.95, a: 1.55, b: 1.15, c: 0.72 };
  for (const y of [rows.top, rows.a, rows.b, rows.c]) {
    const run = duct(span - 0.07);
    run.position.set(mid + 0.035, y, z0 + 0.029);
    group.add(run);
  }
  const upright = duct(rows.top - 0.3);
  upright.rotation.z = Math.PI / 2;
  upright.position.set(left + 0.03, (rows.top + 0.3) / 2 + 0.03, z0 + 0.029);
  group.add(upright);
  const wires: { at: Vector3; scale?: Vector3; color: number }[] = [];
  const wire = (x: number, from: number, to: number, color: number, z = z0 + 0.03) =>
    wires.push({ at: new Vector3(x, (from + to) / 2, z), scale: new Vector3(1, Math.abs(to - from), 1), color });
  const rail = (y: number) => group.add(box(span - 0.07, 0.035, 0.0075, CABINET.zinc, mid + 0.035, y, z0 + 0.004));
  const x0 = left + 0.075;

  // Row A: the incoming moulded-case breaker, then the distribution breakers and a four-pole RCD.
  const yA = 1.75;
  rail(yA);
  const mccb = new Group();
  mccb.add(box(0.105, 0.17, 0.07, CABINET.deviceDark, 0, 0, 0.035, 0.004));
  mccb.add(box(0.085, 0.09, 0.022, CABINET.deviceDark, 0, 0, 0.08, 0.004));
  mccb.add(box(0.022, 0.03, 0.02, CABINET.toggle, 0, 0.01, 0.1, 0.003));
  mccb.add(box(0.05, 0.016, 0.002, CABINET.device, 0, -0.032, 0.092));
  mccb.position.set(x0 + 0.0525, yA, z0 + 0.008);
  group.add(mccb);
  // The incoming supply: three copper links from the breaker up into the top duct.
  [0.0175, 0.0525, 0.0875].forEach((dx, index) => group.add(box(0.008, 0.19, 0.004, CABINET.copper, x0 + dx, yA + 0.18, z0 + 0.045 + index * 0.006)));
  let x = x0 + 0.11;
  const mains = [WIRE.brown, WIRE.black, WIRE.grey];
  const devices: [number, number[]][] = [
    [0.054, mains],
    [0.054, mains],
    [0.072, [...mains, WIRE.blue]],
    [0.018, [WIRE.brown]],
    [0.018, [WIRE.brown]],
    [0.036, [WIRE.red, WIRE.control]],
  ];
  for (const [w, colors] of devices) {
    const device = modular(w);
    device.position.set(x + w / 2, yA, z0 + 0.008);
    group.add(device);
    colors.forEach((color, pole) => {
      const px = x + (pole + 0.5) * (w / colors.length);
      wire(px, yA + 0.045, rows.top - 0.03, color);
      wire(px, yA - 0.045, rows.a + 0.03, color);
    });
    x += w + 0.001;
  }
  for (const [index, color] of mains.entries()) wire(x0 + 0.025 + index * 0.028, yA - 0.085, rows.a + 0.03, color);

  // Row B: three motor starters (protective breaker over contactor), a 24 V supply and a small controller.
  const yB = 1.35;
  rail(yB);
  x = x0;
  for (let starter = 0; starter < 3; starter += 1) {
    const breaker = modular(0.045, CABINET.device, 0.085);
    breaker.position.set(x + 0.0225, yB + 0.05, z0 + 0.008);
    group.add(breaker);
    group.add(cylinder(0.011, 0.012, CABINET.toggle, x + 0.0225, yB + 0.05, z0 + 0.094, 24).rotateX(Math.PI / 2));
    const contactor = new Group();
    contactor.add(box(0.044, 0.08, 0.08, CABINET.device, 0, 0, 0.04, 0.003));
    contactor.add(box(0.03, 0.026, 0.012, CABINET.deviceDark, 0, 0.004, 0.084, 0.002));
    contactor.position.set(x + 0.0225, yB - 0.04, z0 + 0.008);
    group.add(contactor);
    for (const [pole, color] of mains.entries()) {
      const px = x + 0.009 + pole * 0.0135;
      wire(px, yB + 0.092, rows.a - 0.03, color);
      wire(px, yB - 0.08, rows.b + 0.03, color);
    }
    x += 0.05;
  }
  const supply = new Group();
  supply.add(box(0.065, 0.125, 0.1, materials.aluminium, 0, 0, 0.05, 0.004));
  for (let slot = 0; slot < 6; slot += 1) supply.add(box(0.045, 0.004, 0.002, CABINET.deviceDark, 0, 0.04 - slot * 0.01, 0.1));
  supply.add(box(0.05, 0.02, 0.002, CABINET.device, 0, -0.035, 0.1));
  supply.position.set(x + 0.04, yB, z0 + 0.008);
  group.add(supply);
  wire(x + 0.02, yB + 0.063, rows.a - 0.03, WIRE.brown);
  wire(x + 0.03, yB + 0.063, rows.a - 0.03, WIRE.blue);
  wire(x + 0.05, yB - 0.063, rows.b + 0.03, WIRE.control);
  wire(x + 0.06, yB - 0.063, rows.b + 0.03, WIRE.red);
  x += 0.085;
  const controller = new Group();
  controller.add(box(0.11, 0.1, 0.075, CABINET.deviceDark, 0, 0, 0.0375, 0.004));
  controller.add(box(0.09, 0.04, 0.004, CABINET.toggle, 0, 0.012, 0.076));
  for (let led = 0; led < 4; led += 1)
    controller.add(box(0.004, 0.004, 0.002, new MeshBasicMaterial({ color: 0x3fd466 }), -0.035 + led * 0.008, -0.028, 0.076));
  controller.position.set(x + 0.06, yB, z0 + 0.008);
  group.add(controller);
  for (let io = 0; io < 8; io += 1) wire(x + 0.015 + io * 0.011, yB - 0.05, rows.b + 0.03, io % 2 ? WIRE.control : WIRE.red);

  // Row C: the terminal strip, grey live, blue neutral, green-and-yellow earth, with its marker strip.
  const yC = 0.93;
  rail(yC);
  const terminals: { at: Vector3; color: number }[] = [];
  const pitch = 0.0062;
  const count = Math.floor((span - 0.1) / pitch);
  for (let index = 0; index < count; index += 1) {
    const kind = index % 8;
    const color = kind === 6 ? 0x2c74c9 : kind === 7 ? 0x2f8a3c : 0x8f9397;
    const tx = x0 + index * pitch;
    terminals.push({ at: new Vector3(tx, yC, z0 + 0.03), color });
    wire(tx, yC + 0.032, rows.b - 0.03, kind === 6 ? WIRE.blue : kind === 7 ? 0x3a8f45 : index % 3 ? WIRE.control : WIRE.red);
    if (index % 2 === 0) wire(tx, yC - 0.032, rows.c + 0.03, kind === 6 ? WIRE.blue : WIRE.black);
  }
  const terminalMaterial = new MeshStandardMaterial({ color: 0xffffff, roughness: 0.5, envMapIntensity: 0.55 });
  group.add(instances(new BoxGeometry(pitch - 0.0008, 0.064, 0.05), terminalMaterial, terminals));
  for (const end of [x0 - 0.006, x0 + count * pitch - 0.002]) group.add(box(0.008, 0.05, 0.04, CABINET.deviceDark, end, yC, z0 + 0.024, 0.002));
  const markers = label(count * pitch, 0.01, 512, (context, w, h) => {
    context.fillStyle = '#f1f1ee';
    context.fillRect(0, 0, w, h);
    context.fillStyle = '#30323a';
    context.font = `600 ${String(Math.round(h * 0.8))}px sans-serif`;
    for (let index = 0; index < count; index += 4) context.fillText(String(index + 1), (index / count) * w + 1, h * 0.85);
  });
  markers.position.set(x0 + (count * pitch) / 2 - pitch / 2, yC + 0.012, z0 + 0.0555);
  group.add(markers);

  // Below: the copper earth bar with its screws, and the incoming cables rising from the gland plate.
  const bar = box(0.3, 0.015, 0.006, CABINET.copper, mid, 0.5, z0 + 0.03);
  group.add(bar);
  for (let index = 0; index < 9; index += 1)
    group.add(cylinder(0.004, 0.006, materials.machined, mid - 0.13 + index * 0.0325, 0.5, z0 + 0.036, 10).rotateX(Math.PI / 2));
  for (const support of [-0.16, 0.16]) group.add(box(0.02, 0.03, 0.024, CABINET.toggle, mid + support, 0.5, z0 + 0.012));
  for (let index = 0; index < 7; index += 1) wire(mid - 0.1 + index * 0.0325, 0.508, rows.c - 0.03, 0x3a8f45, z0 + 0.034);
  const cableColors = [0x1a1b1e, 0x1a1b1e, 0x5d6166, 0x1a1b1e];
  cableColors.forEach((color, index) => {
    const cx = left + 0.08 + index * 0.055;
    group.add(
      hose(
        [
          [cx + 0.02, PLINTH + 0.02, z0 + 0.16],
          [cx + 0.01, 0.32, z0 + 0.1],
          [cx, rows.c - 0.05, z0 + 0.035],
        ],
        0.011 - index * 0.0012,
        new MeshStandardMaterial({ color, roughness: 0.7, envMapIntensity: 0.5 }),
      ),
    );
  });
  const wireMaterial = new MeshStandardMaterial({ color: 0xffffff, roughness: 0.42, envMapIntensity: 0.6 });
  group.add(instances(new CylinderGeometry(0.0022, 0.0022, 1, 6), wireMaterial, wires));
}

/** The left door, hinged at the frame's front-left corner and swung open by `angle`: its inside faces the room. */
function openDoor(angle: number): Group {
  const door = new Group();
  const w = W / 2 - 0.004;
  const h = H - 0.012;
  const panel = new Group();
  panel.position.set(w / 2 + 0.002, PLINTH + H / 2, 0);
  panel.add(box(w, h, 0.003, powder, 0, 0, DOOR - 0.0015));
  // The folded edges, the foamed-in gasket, a stiffening profile and the lock rods on the inside.
  for (const side of [-1, 1]) {
    panel.add(box(0.018, h, DOOR, powderInside, side * (w / 2 - 0.009), 0, DOOR / 2));
    panel.add(box(w, 0.018, DOOR, powderInside, 0, side * (h / 2 - 0.009), DOOR / 2));
    panel.add(box(0.008, h - 0.06, 0.01, CABINET.gasket, side * (w / 2 - 0.03), 0, -0.004));
    panel.add(box(w - 0.06, 0.008, 0.01, CABINET.gasket, 0, side * (h / 2 - 0.03), -0.004));
  }
  panel.add(box(0.05, h - 0.16, 0.018, powderInside, -w * 0.08, 0, 0.01));
  panel.add(cylinder(0.004, h - 0.12, CABINET.zinc, w / 2 - 0.05, 0, 0.004, 10));
  for (const y of [-h * 0.35, 0, h * 0.35]) panel.add(box(0.016, 0.03, 0.01, CABINET.zinc, w / 2 - 0.05, y, 0.004));
  // The wiring-diagram pocket and the folded drawings in it.
  const pocket = new Group();
  pocket.position.set(-w * 0.08, h * 0.12, -0.012);
  pocket.add(box(0.3, 0.36, 0.02, materials.plastic, 0, 0, 0, 0.004));
  const drawing = label(0.26, 0.12, 256, (context, cw, ch) => {
    context.fillStyle = '#ecebe6';
    context.fillRect(0, 0, cw, ch);
    context.strokeStyle = 'rgba(40,44,52,0.45)';
    context.lineWidth = 1.5;
    context.strokeRect(6, 6, cw - 12, ch - 12);
    for (let line = 0; line < 5; line += 1) {
      context.beginPath();
      context.moveTo(20, 20 + line * 18);
      context.lineTo(cw * (0.5 + 0.08 * line), 20 + line * 18);
      context.stroke();
    }
  });
  drawing.rotation.y = Math.PI;
  drawing.position.set(0, 0.19, -0.004);
  pocket.add(drawing);
  panel.add(pocket);
  door.add(panel);
  // The inside faces -z; the hinge turns the door out towards +z.
  door.position.set(-W / 2, 0, FRONT);
  door.rotation.y = -angle;
  return door;
}

/** The cabinet: frame, walls and roof, plinth, the open left bay and the closed right door with the isolator. */
export function controlCabinet(openAngle = 1.85): ControlCabinet {
  const group = new Group();
  // Plinth: black corner pieces and recessed steel trims.
  group.add(box(W, PLINTH - 0.004, D, CABINET.plinth, 0, PLINTH / 2, 0, 0.006));
  group.add(box(W - 0.2, 0.06, 0.004, materials.seam, 0, PLINTH / 2, D / 2 + 0.001));
  // Walls and roof; the roof overhangs a little, as the TS-type frame's top cover does.
  group.add(box(0.02, H, D, powder, -W / 2 + 0.01, PLINTH + H / 2, 0, 0.004));
  group.add(box(0.02, H, D, powder, W / 2 - 0.01, PLINTH + H / 2, 0, 0.004));
  group.add(box(W, H, 0.02, powderInside, 0, PLINTH + H / 2, -D / 2 + 0.01));
  group.add(box(W + 0.012, 0.03, D + 0.012, powder, 0, TOP + 0.015, 0, 0.008));
  group.add(box(0.016, H - 0.002, 0.003, powderInside, -W / 2 + 0.021, PLINTH + H / 2, 0));
  // The front frame round the open bay, and the bottom gland plate.
  group.add(box(0.04, H, 0.04, powderInside, -W / 2 + 0.02, PLINTH + H / 2, FRONT - 0.02));
  group.add(box(W, 0.05, 0.04, powderInside, 0, TOP - 0.025, FRONT - 0.02));
  group.add(box(W, 0.05, 0.04, powderInside, 0, PLINTH + 0.025, FRONT - 0.02));
  group.add(
    box(W - 0.04, 0.006, D - 0.04, new MeshStandardMaterial({ color: 0x7d8288, metalness: 1, roughness: 0.55, envMapIntensity: 0.2 }), 0, PLINTH + 0.05, 0),
  );
  switchgear(group);
  // The cabinet light under the roof, on with the door open.
  group.add(box(0.4, 0.025, 0.03, CABINET.deviceDark, -W / 4, TOP - 0.07, FRONT - 0.07));
  group.add(box(0.38, 0.008, 0.02, new MeshBasicMaterial({ color: 0xeef3f8 }), -W / 4, TOP - 0.083, FRONT - 0.07));
  const light = new PointLight(0xf2f6ff, 0.12, 2.2, 2);
  light.position.set(-W / 4, TOP - 0.16, -0.02);
  group.add(light);
  group.add(openDoor(openAngle));

  // The right door, closed: gasket line, swing handle, plates, the supply lamp and the main isolator.
  const door = new Group();
  const dw = W / 2 - 0.004;
  door.position.set(W / 4 + 0.002, PLINTH + H / 2, FRONT);
  door.add(box(dw, H - 0.012, DOOR, powder, 0, 0, DOOR / 2, 0.004));
  door.add(box(0.004, H - 0.02, 0.012, CABINET.gasket, -dw / 2 - 0.001, 0, 0.006));
  const handle = new Group();
  handle.add(box(0.04, 0.2, 0.012, materials.plastic, 0, 0, 0.006, 0.006));
  handle.add(box(0.026, 0.16, 0.03, materials.plastic, 0, -0.005, 0.026, 0.01));
  handle.add(cylinder(0.006, 0.004, materials.machined, 0, 0.08, 0.014, 16).rotateX(Math.PI / 2));
  handle.position.set(-dw / 2 + 0.06, -0.22, DOOR);
  door.add(handle);
  const nameplate = label(0.16, 0.05, 256, (context, w, h) => {
    context.fillStyle = '#f2f2ef';
    context.fillRect(0, 0, w, h);
    context.fillStyle = '#1f2126';
    context.font = `700 ${String(Math.round(h * 0.34))}px sans-serif`;
    context.fillText('=PLANT2+CP04', w * 0.06, h * 0.45);
    context.font = `500 ${String(Math.round(h * 0.22))}px sans-serif`;
    context.fillText('Main panel  400 V 3~ 50 Hz', w * 0.06, h * 0.82);
  });
  nameplate.position.set(-0.06, 0.72, DOOR + 0.001);
  door.add(nameplate);
  const warning = label(0.1, 0.09, 128, (context, w, h) => {
    context.fillStyle = '#c3c7c5';
    context.fillRect(0, 0, w, h);
    context.beginPath();
    context.moveTo(w / 2, h * 0.04);
    context.lineTo(w * 0.97, h * 0.96);
    context.lineTo(w * 0.03, h * 0.96);
    context.closePath();
    context.fillStyle = '#111';
    context.fill();
    context.beginPath();
    context.moveTo(w / 2, h * 0.16);
    context.lineTo(w * 0.88, h * 0.9);
    context.lineTo(w * 0.12, h * 0.9);
    context.closePath();
    context.fillStyle = '#f5c400';
    context.fill();
    context.beginPath();
    context.moveTo(w * 0.54, h * 0.36);
    context.lineTo(w * 0.42, h * 0.62);
    context.lineTo(w * 0.52, h * 0.6);
    context.lineTo(w * 0.46, h * 0.84);
    context.lineTo(w * 0.6, h * 0.54);
    context.lineTo(w * 0.5, h * 0.56);
    context.closePath();
    context.fillStyle = '#111';
    context.fill();
  });
  warning.position.set(-0.08, 0.55, DOOR + 0.001);
  door.add(warning);
  // The supply lamp over the isolator: white, lit while the panel is live.
  const lamp = new MeshPhysicalMaterial({ color: 0xf4f1e6, emissive: 0xfff3d6, emissiveIntensity: 2, roughness: 0.25, clearcoat: 1 });
  door.add(cylinder(0.018, 0.006, materials.stainless, -0.08, 0.34, DOOR + 0.003, 32).rotateX(Math.PI / 2));
  door.add(cylinder(0.013, 0.014, lamp, -0.08, 0.34, DOOR + 0.009, 32).rotateX(Math.PI / 2));
  const lampLabel = label(0.06, 0.014, 128, (context, w, h) => {
    context.fillStyle = '#2a2c30';
    context.fillRect(0, 0, w, h);
    context.fillStyle = '#eee';
    context.font = `600 ${String(Math.round(h * 0.72))}px sans-serif`;
    context.textAlign = 'center';
    context.fillText('SUPPLY ON', w / 2, h * 0.8);
  });
  lampLabel.position.set(-0.08, 0.305, DOOR + 0.001);
  door.add(lampLabel);
  const main = isolator();
  main.group.position.set(-0.08, 0.12, DOOR);
  door.add(main.group);
  group.add(door);
  const isolatorAt = new Vector3(door.position.x - 0.08, door.position.y + 0.12, FRONT + DOOR);
  const lugAt = isolatorAt.clone().add(new Vector3(0, -0.073, 0.026));
  return { group, handle: main.handle, lamp, isolatorAt, lugAt };
}

/** A closed neighbour in the line-up: one door, a fan-filter grille and a handle, `w` wide. */
export function sideCabinet(w: number): Group {
  const group = new Group();
  group.add(box(w, PLINTH - 0.004, D, CABINET.plinth, 0, PLINTH / 2, 0, 0.006));
  group.add(box(w - 0.2, 0.06, 0.004, materials.seam, 0, PLINTH / 2, D / 2 + 0.001));
  group.add(box(w, H, D, powder, 0, PLINTH + H / 2, -DOOR / 2, 0.004));
  group.add(box(w + 0.012, 0.03, D + 0.012, powder, 0, TOP + 0.015, 0, 0.008));
  group.add(box(w - 0.008, H - 0.012, DOOR, powder, 0, PLINTH + H / 2, FRONT - DOOR / 2 + 0.002, 0.004));
  const grille = new Group();
  grille.add(box(0.2, 0.2, 0.012, materials.plastic, 0, 0, 0, 0.006));
  for (let slat = 0; slat < 6; slat += 1) grille.add(box(0.16, 0.012, 0.006, CABINET.deviceDark, 0, -0.065 + slat * 0.026, 0.008));
  grille.position.set(0, PLINTH + 0.3, FRONT + 0.008);
  group.add(grille);
  const handle = box(0.026, 0.16, 0.03, materials.plastic, -w / 2 + 0.07, PLINTH + 1.0, FRONT + 0.016, 0.01);
  group.add(handle);
  return group;
}

/** A galvanised cable ladder along x at `y`, with a cable bundle dropping into a roof gland at `dropX`. */
export function cableTray(length: number, y: number, dropX: number, roof: number): Group {
  const group = new Group();
  for (const z of [-0.15, 0.15]) group.add(box(length, 0.06, 0.004, CABINET.zinc, 0, y, z));
  for (let rung = -length / 2 + 0.15; rung < length / 2; rung += 0.3) group.add(box(0.03, 0.008, 0.3, CABINET.zinc, rung, y - 0.026, 0));
  for (let index = 0; index < 5; index += 1) {
    const z = -0.08 + index * 0.035;
    group.add(
      hose(
        [
          [-length / 2, y - 0.01, z],
          [dropX - 0.35, y - 0.01, z],
          [dropX - 0.05 + index * 0.01, y - 0.2, z * 0.5],
          [dropX + index * 0.018, roof + 0.02, z * 0.4],
        ],
        0.012,
        index === 2 ? materials.plastic : new MeshStandardMaterial({ color: 0x2c2e33, roughness: 0.7 }),
      ),
    );
  }
  group.add(box(0.14, 0.03, 0.1, materials.plastic, dropX + 0.036, roof + 0.015, 0, 0.006));
  return group;
}

/** The lockout padlock: red body, steel shackle (a group the scene lifts to open it), keyway; hangs from y = 0. */
export function padlock(): { group: Group; shackle: Group } {
  const group = new Group();
  group.add(box(0.042, 0.048, 0.022, CABINET.padlock, 0, -0.05, 0, 0.006));
  group.add(cylinder(0.006, 0.003, materials.machined, 0, -0.062, 0.0115, 20).rotateX(Math.PI / 2));
  group.add(box(0.0015, 0.006, 0.001, materials.seam, 0, -0.062, 0.0131));
  const tagLine = label(0.03, 0.008, 64, (context, w, h) => {
    context.fillStyle = '#f4f4f0';
    context.fillRect(0, 0, w, h);
    context.fillStyle = '#b8231b';
    context.font = `700 ${String(Math.round(h * 0.8))}px sans-serif`;
    context.textAlign = 'center';
    context.fillText('LOTO 07', w / 2, h * 0.85);
  });
  tagLine.position.set(0, -0.038, 0.0112);
  group.add(tagLine);
  const shackle = new Group();
  const bow = new Mesh(new TorusGeometry(0.012, 0.0032, 10, 24, Math.PI), CABINET.shackle);
  bow.position.y = 0.006;
  shackle.add(bow);
  for (const x of [-0.012, 0.012]) shackle.add(cylinder(0.0032, 0.032, CABINET.shackle, x, -0.01, 0, 12));
  group.add(shackle);
  return { group, shackle };
}

/** The danger tag on its zip tie: hangs from its grommet at the origin, face towards +z. */
export function lockoutTag(): Group {
  const group = new Group();
  const card = label(0.075, 0.145, 192, (context, w, h) => {
    context.fillStyle = '#f7f6f2';
    context.fillRect(0, 0, w, h);
    context.fillStyle = '#b8231b';
    context.fillRect(0, h * 0.12, w, h * 0.22);
    context.fillStyle = '#ffffff';
    context.font = `800 ${String(Math.round(w * 0.2))}px sans-serif`;
    context.textAlign = 'center';
    context.fillText('DANGER', w / 2, h * 0.265);
    context.fillStyle = '#17181b';
    context.font = `800 ${String(Math.round(w * 0.15))}px sans-serif`;
    context.fillText('DO NOT', w / 2, h * 0.46);
    context.fillText('OPERATE', w / 2, h * 0.55);
    context.font = `500 ${String(Math.round(w * 0.08))}px sans-serif`;
    context.textAlign = 'left';
    context.fillText('Locked out by', w * 0.1, h * 0.7);
    context.fillRect(w * 0.1, h * 0.78, w * 0.8, 1.5);
    context.fillText('Date', w * 0.1, h * 0.86);
    context.fillRect(w * 0.1, h * 0.92, w * 0.8, 1.5);
    context.beginPath();
    context.arc(w / 2, h * 0.055, w * 0.055, 0, Math.PI * 2);
    context.fillStyle = '#9ea2a6';
    context.fill();
  });
  (card.material as MeshStandardMaterial).side = DoubleSide;
  card.position.y = -0.0725 + 0.008;
  group.add(card);
  group.add(new Mesh(new TorusGeometry(0.006, 0.0015, 8, 20), materials.plastic).translateY(0.002));
  return group;
}
