/**
 * Plant equipment for the pipeline renders (fuel-pipeline.scene.ts), modelled in metres with physically based
 * materials: painted carbon-steel pipe with weld-neck flanges and studs, an aluminium-clad insulated line, pipe shoes
 * on steel sleepers, a flanged gate valve with a rising stem, pressure transmitters with their manifolds and cable
 * glands, a fixed-roof storage tank, and end-suction centrifugal pumps with their motors on a skid. Brand yellow is
 * kept to what real plant paints yellow: handwheels, coupling guards, a valve lever.
 */
import type { Quaternion } from 'three';
import {
  CylinderGeometry,
  Group,
  LatheGeometry,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
  type Curve,
  type Material,
} from 'three';
import { box, cylinder, hose, materials as shop } from './factory-machines.ts';
import { canvasTexture } from './render-kit.ts';

export const plant = {
  /** Light grey two-pack paint on the product line. */
  pipeGrey: new MeshPhysicalMaterial({ color: 0x9ea4aa, metalness: 0.05, roughness: 0.42, clearcoat: 0.35, clearcoatRoughness: 0.3 }),
  /** Blue-grey paint on the utility line and the pump casings. */
  pipeBlue: new MeshPhysicalMaterial({ color: 0x3f5670, metalness: 0.1, roughness: 0.45, clearcoat: 0.4, clearcoatRoughness: 0.25 }),
  /** Dark oxide primer on structural steel and the third line. */
  structural: new MeshPhysicalMaterial({ color: 0x2e3238, metalness: 0.2, roughness: 0.55, clearcoat: 0.2, clearcoatRoughness: 0.4 }),
  /** Stucco-embossed aluminium jacketing: bright but not a mirror. */
  cladding: new MeshStandardMaterial({ color: 0xc9cdd2, metalness: 1, roughness: 0.38 }),
  band: new MeshStandardMaterial({ color: 0xe4e7ea, metalness: 1, roughness: 0.22 }),
  /** Hot-dip galvanised handrails and ladder cages. */
  galvanised: new MeshStandardMaterial({ color: 0x9ea3a8, metalness: 0.9, roughness: 0.45 }),
  /** Zinc-plated studs and nuts. */
  zinc: new MeshStandardMaterial({ color: 0xb9bdc2, metalness: 1, roughness: 0.3 }),
  castSteel: new MeshPhysicalMaterial({ color: 0x383c42, metalness: 0.35, roughness: 0.5, clearcoat: 0.3, clearcoatRoughness: 0.3 }),
  tankWhite: new MeshPhysicalMaterial({ color: 0xd6d7d3, metalness: 0, roughness: 0.5, clearcoat: 0.15, clearcoatRoughness: 0.5 }),
  concrete: new MeshStandardMaterial({ color: 0x6f6d69, metalness: 0, roughness: 0.92 }),
  motorGrey: new MeshPhysicalMaterial({ color: 0x6c737b, metalness: 0.2, roughness: 0.45, clearcoat: 0.5, clearcoatRoughness: 0.25 }),
  gasket: new MeshStandardMaterial({ color: 0x15161a, metalness: 0, roughness: 0.8 }),
  transmitter: new MeshPhysicalMaterial({ color: 0x4f6f92, metalness: 0.1, roughness: 0.4, clearcoat: 0.6, clearcoatRoughness: 0.2 }),
  yellow: shop.paintYellow,
  machined: shop.machined,
  stainless: shop.stainless,
  rubber: shop.rubber,
  seam: shop.seam,
  darkGlass: shop.darkGlass,
} as const;

const UP = new Vector3(0, 1, 0);

/** Turns `object` (built along +y) so that +y points along `direction`. */
export function alignTo<T extends { quaternion: Quaternion }>(object: T, direction: Vector3): T {
  object.quaternion.setFromUnitVectors(UP, direction.clone().normalize());
  return object;
}

/** A hexagonal nut (or bolt head) along y. */
function nut(r: number, h: number, y = 0): Mesh {
  const mesh = new Mesh(new CylinderGeometry(r, r, h, 6), plant.zinc);
  mesh.position.y = y;
  return mesh;
}

/** A flanged joint's outer diameter for a pipe of radius r (close to ASME B16.5 class 150 for 4–12 inch). */
export const flangeRadius = (r: number) => r * 1.62 + 0.03;

/**
 * A bolted joint between two weld-neck flanges, centred on the gasket, along y: both hubs tapering into the pipe,
 * the gasket line, and studs with a nut on each side.
 */
export function flangedJoint(r: number, material: Material = plant.pipeGrey, bolts = 0): Group {
  const group = new Group();
  const R = flangeRadius(r);
  const t = Math.max(0.028, r * 0.26);
  const hub = r * 1.22;
  const profile = [
    new Vector2(r + 0.002, -t - r * 0.9),
    new Vector2(hub, -t - 0.012),
    new Vector2(R - 0.004, -t),
    new Vector2(R, -t + 0.004),
    new Vector2(R, -0.003),
    new Vector2(0, -0.003),
  ];
  const half = new LatheGeometry(profile, 48);
  const lower = new Mesh(half, material);
  const upper = new Mesh(half, material);
  upper.rotation.x = Math.PI;
  const gasket = new Mesh(new CylinderGeometry(R - 0.01, R - 0.01, 0.006, 48), plant.gasket);
  group.add(lower, upper, gasket);
  const count = bolts || (r < 0.08 ? 8 : r < 0.15 ? 12 : 16);
  const pcd = (hub + R) / 2 + 0.004;
  const stud = Math.max(0.008, r * 0.075);
  for (let index = 0; index < count; index += 1) {
    const angle = ((index + 0.5) / count) * Math.PI * 2;
    const bolt = new Group();
    bolt.position.set(Math.cos(angle) * pcd, 0, Math.sin(angle) * pcd);
    bolt.add(new Mesh(new CylinderGeometry(stud, stud, 2 * t + stud * 5, 8), plant.zinc));
    bolt.add(nut(stud * 1.75, stud * 1.6, t + stud * 0.8), nut(stud * 1.75, stud * 1.6, -t - stud * 0.8));
    group.add(bolt);
  }
  return group;
}

/** A straight pipe between two points. */
export function pipe(from: Vector3, to: Vector3, r: number, material: Material, segments = 40): Mesh {
  const direction = to.clone().sub(from);
  const mesh = new Mesh(new CylinderGeometry(r, r, direction.length(), segments, 1, true), material);
  mesh.position.copy(from).add(to).multiplyScalar(0.5);
  return alignTo(mesh, direction);
}

/** A pipe along a curve (straights and long-radius elbows), and its joints at the given arc-length fractions. */
export function pipeRun(path: Curve<Vector3>, r: number, material: Material, joints: number[] = []): Group {
  const group = new Group();
  group.add(new Mesh(new TubeGeometry(path, Math.ceil(path.getLength() * 14), r, 40, false), material));
  for (const at of joints) {
    const joint = alignTo(flangedJoint(r, material), path.getTangentAt(at));
    joint.position.copy(path.getPointAt(at));
    group.add(joint);
  }
  return group;
}

/**
 * An aluminium-clad insulated line along a curve: the jacket, its stainless bands every metre and the overlapping
 * sheet seams, ending in a bevelled cap at each end.
 */
export function insulatedRun(path: Curve<Vector3>, r: number): Group {
  const group = new Group();
  const length = path.getLength();
  group.add(new Mesh(new TubeGeometry(path, Math.ceil(length * 12), r, 48, false), plant.cladding));
  const band = new TorusGeometry(r + 0.003, 0.004, 6, 48).rotateX(Math.PI / 2);
  const lap = new TorusGeometry(r + 0.002, 0.0025, 6, 48).rotateX(Math.PI / 2);
  for (let s = 0.5; s < length - 0.2; s += 1) {
    for (const [offset, geometry, material] of [
      [0, lap, plant.seam],
      [0.05, band, plant.band],
    ] as const) {
      const ring = alignTo(new Mesh(geometry, material), path.getTangentAt((s + offset) / length));
      ring.position.copy(path.getPointAt((s + offset) / length));
      group.add(ring);
    }
  }
  return group;
}

/** A pipe shoe welded under a pipe of radius r, its base plate sitting at y = 0 (local), centred on x, z. */
export function pipeShoe(r: number): Group {
  const group = new Group();
  const h = 0.1;
  group.add(box(0.3, 0.014, Math.max(0.16, r * 1.4), plant.structural, 0, 0.007, 0));
  group.add(box(0.28, h, 0.014, plant.structural, 0, h / 2 + 0.014, 0));
  // A stop either side on the sleeper: guides keep the line from walking.
  for (const side of [-1, 1]) group.add(box(0.05, 0.05, 0.012, plant.structural, 0.18 * side, 0.025, Math.max(0.08, r * 0.7) + 0.01));
  return group;
}

/**
 * A sleeper: a cast concrete plinth at each end carrying a painted steel H-beam, across z, top of steel at `top`.
 */
export function sleeper(length: number, top: number): Group {
  const group = new Group();
  const beam = 0.2;
  const base = top - beam;
  for (const side of [-1, 1]) {
    group.add(box(0.5, base, 0.5, plant.concrete, 0, base / 2, side * (length / 2 - 0.3), 0.015));
    group.add(box(0.34, 0.016, 0.34, plant.structural, 0, base + 0.008, side * (length / 2 - 0.3)));
    for (const sx of [-1, 1])
      for (const sz of [-1, 1])
        group.add(
          nut(0.016, 0.03, 0)
            .translateX(sx * 0.12)
            .translateY(base + 0.03)
            .translateZ(side * (length / 2 - 0.3) + sz * 0.12),
        );
  }
  group.add(box(0.2, 0.014, length, plant.structural, 0, top - 0.007, 0));
  group.add(box(0.2, 0.014, length, plant.structural, 0, base + 0.023, 0));
  group.add(box(0.012, beam - 0.044, length, plant.structural, 0, base + 0.016 + beam / 2, 0));
  return group;
}

/**
 * A flanged gate valve for a line of radius r along x, centred on the line: cast body with its end flanges and the
 * mating joints, bolted bonnet, yoke, a rising stem and a yellow handwheel. `open` 0…1 raises the stem.
 */
export function gateValve(r: number): { group: Group; wheel: Group; stem: Mesh; setOpen: (open: number) => void } {
  const group = new Group();
  const body = plant.castSteel;
  const half = r * 1.5 + 0.04;
  // The wedge chamber: a rounded cast barrel across the line, and the two necks to the end flanges.
  const chamber = new Mesh(new SphereGeometry(r * 1.4, 40, 24), body);
  chamber.scale.set(0.95, 1.25, 0.78);
  chamber.position.y = r * 0.3;
  group.add(chamber, cylinder(r * 0.95, r * 1.2, body, 0, r * 1.2, 0, 32));
  for (const side of [-1, 1]) {
    const neck = pipe(new Vector3(side * r * 0.6, 0, 0), new Vector3(side * (half - 0.02), 0, 0), r * 1.08, body, 40);
    const joint = alignTo(flangedJoint(r, body), new Vector3(1, 0, 0));
    joint.position.x = side * half;
    group.add(neck, joint);
  }
  // Bonnet flange, studs, the bonnet and the gland follower.
  const top = r * 1.8;
  const bonnet = flangedJoint(r * 0.82, body, 8);
  bonnet.position.y = top;
  bonnet.scale.z = 0.8;
  group.add(bonnet);
  group.add(cylinder(r * 0.62, r * 1.9, body, 0, top + r * 0.95, 0, 32));
  group.add(cylinder(r * 0.38, 0.05, body, 0, top + r * 1.9 + 0.025, 0, 24));
  // Yoke: two arms up to the yoke head carrying the stem nut.
  const yokeBase = top + r * 1.9 + 0.05;
  const yokeTop = yokeBase + r * 2.6;
  for (const side of [-1, 1]) {
    const arm = box(0.045, yokeTop - yokeBase, 0.05, body, side * r * 0.5, (yokeBase + yokeTop) / 2, 0, 0.01);
    group.add(arm);
  }
  group.add(box(r * 1.3, 0.06, 0.09, body, 0, yokeTop, 0, 0.015));
  group.add(cylinder(0.045, 0.08, plant.machined, 0, yokeTop + 0.06, 0, 24));
  // Rising stem, polished, threaded above the yoke.
  const stemLength = r * 3.4;
  const stem = cylinder(0.018, stemLength, plant.machined, 0, yokeTop - stemLength / 2 + 0.2, 0, 16);
  group.add(stem);
  const stemRest = stem.position.y;
  // Handwheel: dished rim, five spokes, hub; painted yellow.
  const wheel = new Group();
  const wheelRadius = r * 1.7 + 0.06;
  const rim = new Mesh(new TorusGeometry(wheelRadius, 0.017, 16, 72).rotateX(Math.PI / 2), plant.yellow);
  wheel.add(rim);
  for (let spoke = 0; spoke < 5; spoke += 1) {
    const angle = (spoke / 5) * Math.PI * 2;
    const arm = pipe(
      new Vector3(Math.cos(angle) * 0.05, 0.03, Math.sin(angle) * 0.05),
      new Vector3(Math.cos(angle) * wheelRadius, 0, Math.sin(angle) * wheelRadius),
      0.011,
      plant.yellow,
      10,
    );
    wheel.add(arm);
  }
  wheel.add(cylinder(0.055, 0.06, plant.yellow, 0, 0.03, 0, 24));
  wheel.add(nut(0.03, 0.03, 0.075));
  wheel.position.y = yokeTop + 0.13;
  group.add(wheel);
  const setOpen = (open: number) => {
    stem.position.y = stemRest + open * r * 1.8;
  };
  return { group, wheel, stem, setOpen };
}

/**
 * A pressure transmitter on a tapping at the top of a line of radius r (local origin on the pipe axis, tapping up):
 * weldolet, root valve, two-valve manifold, sensor module, dual-compartment housing with its display cover towards
 * +z, and a cable gland on the side with its cable running down. Returns the group and the point above the housing.
 */
export function pressureTransmitter(r: number, cableTo: Vector3): { group: Group; top: Vector3 } {
  const group = new Group();
  const base = r;
  group.add(cylinder(0.03, 0.04, plant.pipeGrey, 0, base + 0.005, 0, 20));
  group.add(cylinder(0.012, 0.12, plant.stainless, 0, base + 0.08, 0, 12));
  // Root valve with its lever.
  group.add(box(0.05, 0.055, 0.05, plant.stainless, 0, base + 0.12, 0, 0.006));
  group.add(box(0.012, 0.012, 0.11, plant.yellow, 0, base + 0.155, 0.05, 0.004));
  group.add(cylinder(0.012, 0.06, plant.stainless, 0, base + 0.18, 0, 12));
  // Manifold block and its two T-handles.
  const m = base + 0.24;
  group.add(box(0.08, 0.07, 0.06, plant.stainless, 0, m, 0, 0.006));
  for (const side of [-1, 1]) {
    group.add(cylinder(0.006, 0.05, plant.stainless, side * 0.06, m, 0, 8).rotateZ(Math.PI / 2));
    group.add(box(0.01, 0.05, 0.01, plant.machined, side * 0.085, m, 0));
  }
  // Coplanar flange, sensor module, neck, housing.
  group.add(box(0.075, 0.025, 0.06, plant.stainless, 0, m + 0.048, 0, 0.004));
  group.add(cylinder(0.04, 0.085, plant.stainless, 0, m + 0.1, 0, 28));
  group.add(cylinder(0.022, 0.035, plant.transmitter, 0, m + 0.16, 0, 20));
  const hy = m + 0.215;
  const housing = cylinder(0.052, 0.13, plant.transmitter, 0, hy, 0, 32);
  housing.rotation.x = Math.PI / 2;
  group.add(housing);
  for (const side of [-1, 1]) {
    const cap = cylinder(0.056, 0.03, plant.transmitter, 0, hy, side * 0.075, 32);
    cap.rotation.x = Math.PI / 2;
    group.add(cap);
  }
  const window = cylinder(0.036, 0.004, plant.darkGlass, 0, hy, 0.091, 28);
  window.rotation.x = Math.PI / 2;
  group.add(window);
  // Nameplate and the cable gland on the right conduit entry.
  group.add(box(0.04, 0.022, 0.002, plant.zinc, 0, hy + 0.056, 0.02));
  const gland = cylinder(0.014, 0.03, plant.stainless, 0.066, hy, 0, 6);
  gland.rotation.z = Math.PI / 2;
  const glandNut = cylinder(0.011, 0.02, plant.machined, 0.09, hy, 0, 12);
  glandNut.rotation.z = Math.PI / 2;
  group.add(gland, glandNut);
  group.add(
    hose(
      [
        [0.1, hy, 0],
        [0.2, hy - 0.03, 0],
        [0.26, hy - 0.14, 0.02],
        [cableTo.x, cableTo.y + 0.2, cableTo.z],
        [cableTo.x, cableTo.y, cableTo.z],
      ],
      0.008,
      plant.rubber,
    ),
  );
  return { group, top: new Vector3(0, hy + 0.07, 0) };
}

/**
 * Plant text painted on: tag numbers, line markers. Dark text on an optional band colour, facing +z and bent to lie on
 * a curved surface of radius `bend` (around a vertical axis for a tank shell, a horizontal one for a pipe), with its
 * centre touching the surface at the origin.
 */
export function stencil(
  text: string,
  width: number,
  height: number,
  options: { color?: string; background?: string; bend?: number; axis?: 'x' | 'y' } = {},
): Mesh {
  const { color = '#1b1c1f', background = 'rgba(0,0,0,0)', bend = 0, axis = 'y' } = options;
  const texture = canvasTexture(512, Math.round((512 * height) / width), (context) => {
    const h = context.canvas.height;
    context.fillStyle = background;
    context.fillRect(0, 0, 512, h);
    context.fillStyle = color;
    context.font = `700 ${Math.round(h * 0.62)}px sans-serif`;
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(text, 256, h / 2 + h * 0.04);
  });
  const geometry = new PlaneGeometry(width, height, axis === 'y' ? 24 : 1, axis === 'x' ? 12 : 1);
  if (bend > 0) {
    const position = geometry.attributes.position;
    if (!position) throw new Error('plane without positions');
    for (let index = 0; index < position.count; index += 1) {
      const along = axis === 'y' ? position.getX(index) : position.getY(index);
      const angle = along / bend;
      const lateral = bend * Math.sin(angle);
      const depth = bend * Math.cos(angle) - bend;
      if (axis === 'y') position.setX(index, lateral);
      else position.setY(index, lateral);
      position.setZ(index, depth);
    }
    geometry.computeVertexNormals();
  }
  const material = new MeshStandardMaterial({
    map: texture,
    transparent: true,
    roughness: 0.6,
    depthWrite: false,
    polygonOffset: true,
    polygonOffsetFactor: -2,
  });
  return new Mesh(geometry, material);
}

/**
 * A vertical fixed-roof storage tank standing on a ring foundation at the local origin: shell courses with weld seams,
 * a shallow cone roof with a handrail, a caged ladder, a manway, and an inlet nozzle facing -x at `inletHeight` whose
 * flange face is returned for the incoming line.
 */
export function storageTank(
  radius: number,
  height: number,
  inletHeight: number,
  tag: string,
  /** Where the stencil, the ladder and the manway sit round the shell (radians from +x towards +z, in the tank's frame). */
  angles: { label: number; ladder: number; manway: number },
): { group: Group; inlet: Vector3 } {
  const group = new Group();
  group.add(cylinder(radius + 0.25, 0.2, plant.concrete, 0, 0.1, 0, 96));
  const shell = cylinder(radius, height, plant.tankWhite, 0, 0.2 + height / 2, 0, 128);
  group.add(shell);
  const courses = Math.round(height / 1.8);
  for (let index = 1; index < courses; index += 1) {
    const seam = new Mesh(new TorusGeometry(radius + 0.002, 0.006, 6, 128).rotateX(Math.PI / 2), plant.tankWhite);
    seam.position.y = 0.2 + (height * index) / courses;
    group.add(seam);
  }
  // Bottom angle and the roof: a shallow cone with a curb angle and a handrail round the edge.
  const roofTop = 0.2 + height;
  group.add(new Mesh(new TorusGeometry(radius + 0.02, 0.03, 8, 128).rotateX(Math.PI / 2), plant.tankWhite).translateY(0.24));
  group.add(new Mesh(new TorusGeometry(radius + 0.02, 0.035, 8, 128).rotateX(Math.PI / 2), plant.tankWhite).translateY(roofTop));
  const roof = new Mesh(new CylinderGeometry(0.3, radius + 0.04, radius * 0.16, 128, 1, false), plant.tankWhite);
  roof.position.y = roofTop + radius * 0.08;
  group.add(roof);
  group.add(cylinder(0.18, 0.3, plant.tankWhite, 0, roofTop + radius * 0.16 + 0.1, 0, 32));
  group.add(cylinder(0.24, 0.04, plant.tankWhite, 0, roofTop + radius * 0.16 + 0.27, 0, 32));
  const rail = radius - 0.08;
  group.add(new Mesh(new TorusGeometry(rail, 0.02, 8, 128).rotateX(Math.PI / 2), plant.galvanised).translateY(roofTop + 1.05));
  group.add(new Mesh(new TorusGeometry(rail, 0.015, 8, 128).rotateX(Math.PI / 2), plant.galvanised).translateY(roofTop + 0.55));
  for (let index = 0; index < 28; index += 1) {
    const angle = (index / 28) * Math.PI * 2;
    group.add(cylinder(0.02, 1.05, plant.galvanised, Math.cos(angle) * rail, roofTop + 0.52, Math.sin(angle) * rail, 8));
  }
  // Caged ladder.
  const ladder = new Group();
  const ladderHeight = height + 1.1;
  for (const side of [-1, 1]) ladder.add(box(0.05, ladderHeight, 0.012, plant.structural, side * 0.22, 0.2 + ladderHeight / 2, 0.2));
  for (let y = 0.5; y < ladderHeight; y += 0.3) ladder.add(cylinder(0.012, 0.44, plant.zinc, 0, y, 0.2, 8).rotateZ(Math.PI / 2));
  for (let y = 2.4; y < ladderHeight + 0.1; y += 0.9) {
    const hoop = new Mesh(new TorusGeometry(0.36, 0.012, 6, 32, Math.PI).rotateX(Math.PI / 2), plant.galvanised);
    hoop.position.set(0, y, 0.2 + 0.02);
    ladder.add(hoop);
  }
  // The cage's vertical straps.
  for (const angle of [0.35, 1.2, 1.95, 2.8])
    ladder.add(box(0.02, ladderHeight - 2.4, 0.006, plant.galvanised, Math.cos(angle) * 0.36, 2.4 + (ladderHeight - 2.4) / 2, 0.22 + Math.sin(angle) * 0.36));
  const ladderAngle = angles.ladder;
  ladder.position.set(Math.cos(ladderAngle) * radius, 0, Math.sin(ladderAngle) * radius);
  ladder.rotation.y = -ladderAngle + Math.PI / 2;
  group.add(ladder);
  // Manway low on the shell.
  const manwayAngle = angles.manway;
  const manway = alignTo(flangedJoint(0.26, plant.tankWhite, 20), new Vector3(Math.cos(manwayAngle), 0, Math.sin(manwayAngle)));
  manway.position.set(Math.cos(manwayAngle) * (radius + 0.12), 1.1, Math.sin(manwayAngle) * (radius + 0.12));
  group.add(manway);
  const cover = alignTo(cylinder(flangeRadius(0.26) - 0.01, 0.04, plant.tankWhite, 0, 0, 0, 48), new Vector3(Math.cos(manwayAngle), 0, Math.sin(manwayAngle)));
  cover.position.set(Math.cos(manwayAngle) * (radius + 0.145), 1.1, Math.sin(manwayAngle) * (radius + 0.145));
  group.add(cover);
  // Tag stencil on the shell.
  const label = stencil(tag, tag.length * 0.2, 0.36, { bend: radius + 0.008 });
  const labelAngle = angles.label;
  label.position.set(Math.cos(labelAngle) * (radius + 0.008), 0.2 + height * 0.62, Math.sin(labelAngle) * (radius + 0.01));
  label.rotation.y = Math.PI / 2 - labelAngle;
  group.add(label);
  // Inlet nozzle facing -x.
  const nozzle = pipe(new Vector3(-radius + 0.2, inletHeight, 0), new Vector3(-radius - 0.22, inletHeight, 0), 0.14, plant.tankWhite);
  group.add(nozzle);
  group.add(new Mesh(new TorusGeometry(0.16, 0.03, 8, 48).rotateY(Math.PI / 2), plant.tankWhite).translateX(-radius + 0.03).translateY(inletHeight));
  return { group, inlet: new Vector3(-radius - 0.22, inletHeight, 0) };
}

/**
 * An end-suction centrifugal pump and its motor on a common baseplate, shaft along x, suction towards -x, discharge
 * up. Local origin at the baseplate's centre on the floor. Returns the group, the suction flange face and the top of
 * the discharge flange.
 */
export function pumpSet(): { group: Group; suction: Vector3; discharge: Vector3 } {
  const group = new Group();
  const shaft = 0.62;
  // Fabricated baseplate on a grout plinth: channel rails with a drip lip and anchor nuts.
  group.add(box(2.3, 0.16, 0.95, plant.concrete, 0, 0.08, 0, 0.015));
  group.add(box(2.16, 0.12, 0.74, plant.structural, 0, 0.22, 0, 0.008));
  group.add(box(2.2, 0.02, 0.78, plant.structural, 0, 0.29, 0, 0.004));
  for (const sx of [-1, 1])
    for (const sz of [-1, 1])
      group.add(
        nut(0.022, 0.04, 0)
          .translateX(sx * 0.98)
          .translateY(0.31)
          .translateZ(sz * 0.32),
      );
  // Volute casing (axis along x) with its cover, the suction neck and the discharge nozzle.
  const casingX = -0.55;
  const volute = new Mesh(new CylinderGeometry(0.3, 0.3, 0.2, 48), plant.pipeBlue);
  volute.rotation.z = Math.PI / 2;
  volute.position.set(casingX, shaft, 0);
  const scroll = new Mesh(new TorusGeometry(0.27, 0.1, 16, 48, Math.PI * 1.3), plant.pipeBlue);
  scroll.rotation.y = Math.PI / 2;
  scroll.rotation.x = -0.2;
  scroll.position.set(casingX, shaft, 0);
  group.add(volute, scroll);
  group.add(cylinder(0.23, 0.05, plant.pipeBlue, casingX - 0.12, shaft, 0, 40).rotateZ(Math.PI / 2));
  const suctionNeck = pipe(new Vector3(casingX - 0.12, shaft, 0), new Vector3(casingX - 0.34, shaft, 0), 0.1, plant.pipeBlue);
  const suctionFlange = alignTo(flangedJoint(0.1, plant.pipeBlue), new Vector3(1, 0, 0));
  suctionFlange.position.set(casingX - 0.34, shaft, 0);
  group.add(suctionNeck, suctionFlange);
  const dischargeTop = shaft + 0.55;
  group.add(pipe(new Vector3(casingX, shaft + 0.2, -0.18), new Vector3(casingX, dischargeTop, -0.18), 0.08, plant.pipeBlue));
  const dischargeFlange = flangedJoint(0.08, plant.pipeBlue);
  dischargeFlange.position.set(casingX, dischargeTop, -0.18);
  group.add(dischargeFlange);
  // Casing feet.
  for (const side of [-1, 1]) group.add(box(0.12, shaft - 0.3, 0.1, plant.pipeBlue, casingX, (shaft + 0.3) / 2 - 0.1, side * 0.2));
  // Bearing frame to the coupling, on its own foot.
  group.add(cylinder(0.11, 0.42, plant.pipeBlue, casingX + 0.32, shaft, 0, 32).rotateZ(Math.PI / 2));
  group.add(box(0.16, shaft - 0.4, 0.3, plant.pipeBlue, casingX + 0.4, 0.3 + (shaft - 0.4) / 2, 0, 0.01));
  // Coupling guard, safety yellow, over the coupling between pump and motor.
  const guard = new Mesh(new CylinderGeometry(0.17, 0.17, 0.36, 32, 1, false, 0, Math.PI), plant.yellow);
  guard.rotation.z = Math.PI / 2;
  guard.position.set(0.01, shaft, 0);
  group.add(guard);
  group.add(box(0.36, 0.02, 0.36, plant.yellow, 0.01, shaft - 0.005, 0));
  for (const side of [-1, 1]) group.add(box(0.03, shaft - 0.3, 0.03, plant.yellow, 0.01, 0.3 + (shaft - 0.3) / 2, side * 0.16));
  // TEFC motor: finned frame, end shield, fan cowl with its grille ring, feet, terminal box with gland and cable.
  const motorX = 0.55;
  const frame = cylinder(0.25, 0.62, plant.motorGrey, motorX, shaft, 0, 48);
  frame.rotation.z = Math.PI / 2;
  group.add(frame);
  for (let index = 0; index < 20; index += 1) {
    const angle = (index / 20) * Math.PI * 2;
    if (Math.sin(angle) < -0.55) continue;
    const fin = box(0.58, 0.045, 0.012, plant.motorGrey, motorX, shaft + Math.sin(angle) * 0.27, Math.cos(angle) * 0.27);
    fin.rotation.x = -angle;
    group.add(fin);
  }
  group.add(cylinder(0.24, 0.06, plant.motorGrey, motorX - 0.33, shaft, 0, 48).rotateZ(Math.PI / 2));
  group.add(cylinder(0.27, 0.22, plant.motorGrey, motorX + 0.42, shaft, 0, 48).rotateZ(Math.PI / 2));
  group.add(cylinder(0.2, 0.01, plant.seam, motorX + 0.535, shaft, 0, 48).rotateZ(Math.PI / 2));
  for (const r of [0.08, 0.14])
    group.add(new Mesh(new TorusGeometry(r, 0.008, 6, 40).rotateY(Math.PI / 2), plant.motorGrey).translateX(motorX + 0.54).translateY(shaft));
  for (const side of [-1, 1]) group.add(box(0.5, shaft - 0.3 - 0.15, 0.08, plant.motorGrey, motorX, 0.3 + (shaft - 0.45) / 2, side * 0.2));
  group.add(box(0.2, 0.14, 0.2, plant.motorGrey, motorX - 0.05, shaft + 0.3, 0, 0.01));
  group.add(box(0.2, 0.02, 0.2, plant.motorGrey, motorX - 0.05, shaft + 0.38, 0, 0.006));
  group.add(box(0.07, 0.04, 0.002, plant.zinc, motorX + 0.1, shaft + 0.12, 0.255));
  const gland = cylinder(0.02, 0.04, plant.stainless, motorX - 0.05, shaft + 0.3, 0.12, 6);
  gland.rotation.x = Math.PI / 2;
  group.add(gland);
  group.add(
    hose(
      [
        [motorX - 0.05, shaft + 0.3, 0.14],
        [motorX - 0.05, shaft + 0.26, 0.3],
        [motorX - 0.05, 0.5, 0.42],
        [motorX - 0.05, 0.05, 0.6],
        [motorX - 0.05, 0.02, 1.2],
      ],
      0.016,
      plant.rubber,
    ),
  );
  return { group, suction: new Vector3(casingX - 0.34, shaft, 0), discharge: new Vector3(casingX, dischargeTop, -0.18) };
}
