/**
 * The product of the web-3D scene (web-3d.scene.ts): a compact cordless drill driver, modelled in metres from the
 * same kinds of physically based materials as the site's 3D models: a clearcoated graphite housing in two clamshell
 * halves, a soft-touch rubber overmould on the grip, a ribbed keyless chuck with a chrome nose and a twist bit, a
 * slide-on battery pack with its wordmark, and Torx screws, vents and a work light where a real tool has them. Brand
 * yellow is only on the trigger and the battery's release button. The drill stands on its battery at y = 0, its
 * chuck pointing along +x.
 */
import {
  CatmullRomCurve3,
  CylinderGeometry,
  DoubleSide,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  Shape,
  TubeGeometry,
  Vector2,
  Vector3,
  type BufferGeometry,
  type Material,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { mergeVertices } from 'three/examples/jsm/utils/BufferGeometryUtils.js';
import { canvasTexture } from './render-kit.ts';
import { BRAND } from './studio.ts';

export const DRILL_MATERIALS = {
  /** Glass-filled nylon housing: a graphite dielectric with a light clearcoat, like moulded tool plastic. */
  housing: new MeshPhysicalMaterial({ color: 0x42464e, metalness: 0, roughness: 0.36, clearcoat: 0.55, clearcoatRoughness: 0.22 }),
  /** Soft-touch overmould on the grip and the chuck sleeve. */
  rubber: new MeshStandardMaterial({ color: 0x141518, metalness: 0, roughness: 0.82 }),
  /** Dark glossy plastic: clutch collar, battery shell, switch. */
  plastic: new MeshPhysicalMaterial({ color: 0x1c1d21, metalness: 0, roughness: 0.3, clearcoat: 0.4, clearcoatRoughness: 0.2 }),
  /** The battery's lower shell: a matte, slightly warmer black than the upper one. */
  batteryBase: new MeshStandardMaterial({ color: 0x18181a, metalness: 0, roughness: 0.6 }),
  /** Brand yellow, moulded: the trigger and the release button only. */
  yellow: new MeshPhysicalMaterial({ color: BRAND.accent, metalness: 0, roughness: 0.38, clearcoat: 0.6, clearcoatRoughness: 0.2 }),
  chrome: new MeshStandardMaterial({ color: 0xe4e7eb, metalness: 1, roughness: 0.14 }),
  steel: new MeshStandardMaterial({ color: 0xb9bec6, metalness: 1, roughness: 0.3 }),
  hook: new MeshStandardMaterial({ color: 0x2a2c30, metalness: 0.9, roughness: 0.35 }),
  screw: new MeshStandardMaterial({ color: 0x4a4d53, metalness: 1, roughness: 0.38 }),
  seam: new MeshStandardMaterial({ color: 0x08090b, metalness: 0, roughness: 0.9 }),
  lens: new MeshPhysicalMaterial({ color: 0xf2efe6, metalness: 0, roughness: 0.06, clearcoat: 1, transmission: 0, emissive: 0x4a4536 }),
};

/** A closed outline through `points` with every corner rounded by up to `radius` (quadratic fillets). */
export function roundedOutline(points: [number, number][], radius: number): Shape {
  const shape = new Shape();
  const count = points.length;
  const at = (index: number) => {
    const point = points[((index % count) + count) % count];
    if (!point) throw new Error('roundedOutline needs points');
    return new Vector2(point[0], point[1]);
  };
  for (let index = 0; index < count; index += 1) {
    const previous = at(index - 1);
    const corner = at(index);
    const next = at(index + 1);
    const toPrevious = previous.clone().sub(corner);
    const toNext = next.clone().sub(corner);
    const r = Math.min(radius, toPrevious.length() / 2, toNext.length() / 2);
    const start = corner.clone().add(toPrevious.normalize().multiplyScalar(r));
    const end = corner.clone().add(toNext.normalize().multiplyScalar(r));
    if (index === 0) shape.moveTo(start.x, start.y);
    else shape.lineTo(start.x, start.y);
    shape.quadraticCurveTo(corner.x, corner.y, end.x, end.y);
  }
  shape.closePath();
  return shape;
}

/** An outline extruded along z and centred on z = 0, its edges rounded by `bevel` (total width = depth + 2·bevel). */
function shell(shape: Shape, depth: number, bevel: number, material: Material, segments = 4): Mesh {
  const geometry = new ExtrudeGeometry(shape, {
    depth,
    bevelEnabled: true,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: segments,
    curveSegments: 20,
  });
  geometry.translate(0, 0, -depth / 2);
  // Extrusions come unindexed (flat-shaded facets); welded, the rounded edges shade smoothly like a moulded part.
  geometry.deleteAttribute('normal');
  geometry.deleteAttribute('uv');
  const smooth = mergeVertices(geometry, 1e-6);
  smooth.computeVertexNormals();
  return new Mesh(smooth, material);
}

/** The clamshell parting line: a thin dark rim of `shape`, a hair outside the shell's rounded edge, at z = 0. */
function partingLine(shape: Shape, bevel: number): Mesh {
  const geometry = new ExtrudeGeometry(shape, {
    depth: 0.0007,
    bevelEnabled: true,
    bevelThickness: 0.0001,
    bevelSize: bevel + 0.0004,
    bevelSegments: 1,
    curveSegments: 20,
  });
  geometry.translate(0, 0, -0.00035);
  return new Mesh(geometry, DRILL_MATERIALS.seam);
}

/** A solid of revolution about the x axis through (0, y): `profile` is [x, radius] pairs from back to front. */
function turned(profile: [number, number][], y: number, material: Material, segments = 48): Mesh {
  const geometry: BufferGeometry = new LatheGeometry(
    profile.map(([x, r]) => new Vector2(r, x)),
    segments,
  ).rotateZ(-Math.PI / 2);
  const mesh = new Mesh(geometry, material);
  mesh.position.y = y;
  return mesh;
}

/** A ribbed ring about the x axis (clutch collar, chuck sleeve): `ribs` flutes cut into a cylinder. */
function ribbedRing(radius: number, length: number, ribs: number, material: Material): Mesh {
  const shape = new Shape();
  const steps = ribs * 4;
  for (let index = 0; index <= steps; index += 1) {
    const angle = (index / steps) * Math.PI * 2;
    const r = index % 4 === 2 ? radius * 0.955 : radius;
    const x = r * Math.cos(angle);
    const y = r * Math.sin(angle);
    if (index === 0) shape.moveTo(x, y);
    else shape.lineTo(x, y);
  }
  const geometry = new ExtrudeGeometry(shape, { depth: length, bevelEnabled: true, bevelThickness: 0.0008, bevelSize: 0.0006, bevelSegments: 1 });
  geometry.rotateY(Math.PI / 2);
  geometry.computeVertexNormals();
  return new Mesh(geometry, material);
}

/** A Torx pan-head screw seated in the housing, its head facing +z. */
function screw(x: number, y: number, z: number, side: 1 | -1): Group {
  const group = new Group();
  const counterbore = new Mesh(new CylinderGeometry(0.0036, 0.0036, 0.0006, 20), DRILL_MATERIALS.seam);
  const head = new Mesh(new CylinderGeometry(0.0026, 0.0028, 0.0012, 20), DRILL_MATERIALS.screw);
  head.position.y = 0.0006;
  const socket = new Mesh(new CylinderGeometry(0.0011, 0.0011, 0.0004, 6), DRILL_MATERIALS.seam);
  socket.position.y = 0.0012;
  group.add(counterbore, head, socket);
  group.rotation.x = (side * Math.PI) / 2;
  group.position.set(x, y, z);
  return group;
}

function block(w: number, h: number, d: number, material: Material, x: number, y: number, z: number, radius: number): Mesh {
  const mesh = new Mesh(new RoundedBoxGeometry(w, h, d, 2, radius), material);
  mesh.position.set(x, y, z);
  return mesh;
}

/** The maker's wordmark and a thin yellow rule, white on clear, for the housing and the battery. */
function label(width: number, height: number, text: string, rule: boolean): Mesh {
  const pixels = 512;
  const map = canvasTexture(pixels, Math.round((pixels * height) / width), (context) => {
    const h = context.canvas.height;
    context.clearRect(0, 0, pixels, h);
    context.fillStyle = '#e8e9eb';
    context.font = `800 ${Math.round(h * 0.62)}px "DejaVu Sans", sans-serif`;
    context.textBaseline = 'middle';
    context.fillText(text, pixels * 0.04, h * (rule ? 0.42 : 0.52));
    if (rule) {
      context.fillStyle = '#ffd60a';
      context.fillRect(pixels * 0.04, h * 0.84, pixels * 0.5, h * 0.09);
    }
  });
  map.anisotropy = 8;
  const material = new MeshBasicMaterial({ map, transparent: true, depthWrite: false, side: DoubleSide });
  material.color.setScalar(0.8);
  return new Mesh(new PlaneGeometry(width, height), material);
}

/** Both sides' copies of a part that faces +z: the second mirrored to -z. */
function mirrored(make: (side: 1 | -1) => Mesh | Group): Group {
  const group = new Group();
  group.add(make(1), make(-1));
  return group;
}

/** How far the motor head sits above the original grip top: a longer grip reads as a tool made for a hand. */
const LIFT = 0.014;

export function cordlessDrill(): Group {
  const m = DRILL_MATERIALS;
  const drill = new Group();
  const axis = 0.203;

  const head = new Group();
  head.position.y = LIFT;
  drill.add(head);
  // Motor housing (the head, lifted above the grip): the upper barrel of both clamshells, vents at the back, the maker's badge on each side.
  const barrel = roundedOutline(
    [
      [-0.078, 0.179],
      [0.04, 0.183],
      [0.041, 0.223],
      [-0.078, 0.227],
    ],
    0.016,
  );
  head.add(shell(barrel, 0.046, 0.01, m.housing, 5), partingLine(barrel, 0.01));
  // Rear cap: a rubber bumper over the brush end.
  const cap = turned(
    [
      [-0.092, 0],
      [-0.0915, 0.014],
      [-0.089, 0.02],
      [-0.083, 0.022],
    ],
    axis,
    m.rubber,
  );
  head.add(cap);
  head.add(
    mirrored((side) => {
      const group = new Group();
      const z = side * 0.033;
      for (let index = 0; index < 5; index += 1) group.add(block(0.0032, 0.026, 0.002, m.seam, -0.074 + index * 0.0062, axis, z, 0.0008));
      const badge = label(0.05, 0.014, 'HALDEN', true);
      badge.position.set(0.008, axis + 0.002, z + side * 0.0012);
      if (side < 0) badge.rotation.y = Math.PI;
      group.add(badge);
      for (const [x, y] of [
        [-0.036, 0.186],
        [0.03, 0.222],
        [0.03, 0.184],
      ] as const)
        group.add(screw(x, y, z + side * 0.0004, side));
      return group;
    }),
  );

  // The two-speed slide on top of the housing, in its recess.
  head.add(block(0.026, 0.002, 0.014, m.seam, 0.012, 0.2343, 0, 0.0008));
  head.add(block(0.011, 0.0045, 0.011, m.plastic, 0.006, 0.2358, 0, 0.0018));

  // Gearbox nose, clutch collar and a keyless chuck with its jaws on a twist bit.
  head.add(
    turned(
      [
        [0.046, 0.03],
        [0.058, 0.027],
        [0.061, 0.026],
        [0.061, 0],
      ],
      axis,
      m.housing,
    ),
  );
  const collar = ribbedRing(0.0285, 0.014, 28, m.plastic);
  collar.position.set(0.061, axis, 0);
  head.add(collar);
  head.add(
    turned(
      [
        [0.076, 0.0],
        [0.076, 0.019],
        [0.081, 0.019],
        [0.081, 0.0],
      ],
      axis,
      m.chrome,
    ),
  );
  const sleeve = ribbedRing(0.0225, 0.014, 20, m.plastic);
  sleeve.position.set(0.081, axis, 0);
  head.add(sleeve);
  head.add(
    turned(
      [
        [0.096, 0],
        [0.096, 0.0222],
        [0.104, 0.0215],
        [0.118, 0.0188],
        [0.125, 0.0172],
        [0.127, 0],
      ],
      axis,
      m.rubber,
    ),
  );
  for (let index = 0; index < 14; index += 1) {
    const angle = (index / 14) * Math.PI * 2;
    const rib = block(0.024, 0.0024, 0.0024, m.rubber, 0.111, 0, 0, 0.0008);
    const r = 0.0203;
    rib.position.set(0.111, axis + r * Math.cos(angle), r * Math.sin(angle));
    rib.rotation.set(angle, 0, 0);
    rib.rotateZ(-0.17);
    head.add(rib);
  }
  head.add(
    turned(
      [
        [0.1265, 0],
        [0.1265, 0.0172],
        [0.131, 0.0158],
        [0.1345, 0.0118],
        [0.1355, 0],
      ],
      axis,
      m.chrome,
    ),
  );
  for (let index = 0; index < 3; index += 1) {
    const angle = (index / 3) * Math.PI * 2 + 0.4;
    const jaw = block(0.007, 0.0028, 0.0024, m.steel, 0, 0, 0, 0.0006);
    jaw.position.set(0.1375, axis + 0.0052 * Math.cos(angle), 0.0052 * Math.sin(angle));
    jaw.rotation.set(angle, 0, 0);
    jaw.rotateZ(-0.35);
    head.add(jaw);
  }
  const bit = new Mesh(new CylinderGeometry(0.0032, 0.0032, 0.046, 20).rotateZ(-Math.PI / 2), m.steel);
  bit.position.set(0.158, axis, 0);
  const point = new Mesh(new CylinderGeometry(0.0002, 0.0032, 0.005, 20).rotateZ(-Math.PI / 2), m.steel);
  point.position.set(0.1835, axis, 0);
  head.add(bit, point);
  // Two flutes wound round the bit.
  for (const start of [0, Math.PI]) {
    const points: Vector3[] = [];
    for (let step = 0; step <= 48; step += 1) {
      const x = 0.147 + (step / 48) * 0.033;
      const angle = start + (step / 48) * Math.PI * 2 * 1.4;
      points.push(new Vector3(x, axis + 0.003 * Math.cos(angle), 0.003 * Math.sin(angle)));
    }
    head.add(new Mesh(new TubeGeometry(new CatmullRomCurve3(points), 64, 0.0011, 6, false), m.seam));
  }

  // Pistol grip with its rubber overmould (back strap and finger pad), the yellow trigger and the direction switch.
  const gripOutline: [number, number][] = [
    [0.024, 0.178 + LIFT],
    [0.017, 0.142],
    [0.015, 0.108],
    [0.02, 0.092],
    [-0.033, 0.092],
    [-0.037, 0.118],
    [-0.032, 0.152],
    [-0.03, 0.178 + LIFT],
  ];
  const grip = roundedOutline(gripOutline, 0.01);
  drill.add(shell(grip, 0.024, 0.006, m.housing), partingLine(grip, 0.006));
  const backStrap = roundedOutline(
    [
      [-0.006, 0.164 + LIFT],
      [-0.006, 0.1],
      [-0.0335, 0.0995],
      [-0.0375, 0.118],
      [-0.0325, 0.152],
      [-0.031, 0.166 + LIFT],
    ],
    0.006,
  );
  drill.add(shell(backStrap, 0.026, 0.006, m.rubber));
  const fingerPad = roundedOutline(
    [
      [0.0215, 0.132],
      [0.0195, 0.104],
      [0.008, 0.104],
      [0.008, 0.132],
    ],
    0.004,
  );
  drill.add(shell(fingerPad, 0.026, 0.006, m.rubber));
  const trigger = roundedOutline(
    [
      [0.024, 0.166],
      [0.037, 0.164],
      [0.038, 0.152],
      [0.033, 0.139],
      [0.022, 0.137],
    ],
    0.004,
  );
  const triggerMesh = shell(trigger, 0.008, 0.003, m.yellow, 3);
  triggerMesh.position.y = LIFT;
  drill.add(triggerMesh);
  const toggle = new Mesh(new CylinderGeometry(0.0042, 0.0042, 0.05, 20).rotateX(Math.PI / 2), m.plastic);
  toggle.position.set(0.016, 0.171 + LIFT, 0);
  drill.add(toggle);
  drill.add(mirrored((side) => screw(0.009, 0.152, side * 0.0185, side)));

  // Foot: the battery interface, with the LED work light in front and screws on each side.
  const foot = roundedOutline(
    [
      [-0.052, 0.07],
      [0.064, 0.07],
      [0.066, 0.088],
      [0.03, 0.094],
      [-0.05, 0.093],
    ],
    0.008,
  );
  drill.add(shell(foot, 0.048, 0.006, m.housing), partingLine(foot, 0.006));
  const bezel = new Mesh(new CylinderGeometry(0.0062, 0.0062, 0.002, 24).rotateZ(Math.PI / 2), m.chrome);
  bezel.position.set(0.0715, 0.08, 0);
  const led = new Mesh(new CylinderGeometry(0.0046, 0.0046, 0.002, 24).rotateZ(Math.PI / 2), m.lens);
  led.position.set(0.0725, 0.08, 0);
  drill.add(bezel, led);
  drill.add(mirrored((side) => new Group().add(screw(-0.038, 0.08, side * 0.0302, side), screw(0.048, 0.08, side * 0.0302, side))));

  // Belt hook on the left side: a bent black-oxide steel strip screwed to the foot, standing clear of the grip.
  drill.add(block(0.014, 0.018, 0.003, m.hook, -0.012, 0.081, -0.0315, 0.0012));
  drill.add(block(0.011, 0.058, 0.0024, m.hook, -0.012, 0.113, -0.0345, 0.0011));
  drill.add(block(0.014, 0.004, 0.0035, m.hook, -0.012, 0.0905, -0.033, 0.0012));
  drill.add(screw(-0.012, 0.081, -0.033, -1));

  // Battery pack: shell, rubber base, ribbed front, the yellow release button and a wordmark on each side.
  drill.add(block(0.13, 0.034, 0.08, m.plastic, 0.004, 0.05, 0, 0.008));
  drill.add(block(0.132, 0.032, 0.082, m.batteryBase, 0.004, 0.024, 0, 0.007));
  drill.add(block(0.126, 0.01, 0.077, m.rubber, 0.004, 0.005, 0, 0.004));
  for (let index = 0; index < 3; index += 1) drill.add(block(0.0016, 0.003, 0.06, m.seam, 0.0705, 0.016 + index * 0.007, 0, 0.0006));
  drill.add(block(0.008, 0.01, 0.034, m.yellow, 0.069, 0.058, 0, 0.003));
  drill.add(block(0.0016, 0.0016, 0.086, m.seam, 0.004, 0.0665, 0, 0.0006));
  drill.add(
    mirrored((side) => {
      const tag = label(0.06, 0.014, 'HALDEN', false);
      tag.position.set(-0.008, 0.024, side * 0.0414);
      if (side < 0) tag.rotation.y = Math.PI;
      return tag;
    }),
  );
  return drill;
}
