/**
 * Objects of the robot-hand scene (robot-hand.scene.ts), modelled in decimetres with physically based materials:
 *  - a tendon-driven dexterous hand (anodised aluminium and dark-grey phalanges, pinned joints with screw heads,
 *    black rubber pads, a servo pack and Bowden cables in the forearm) bolted by its wrist flange to a bench stand,
 *    whose fingers close on a part by "curl until contact", as an underactuated gripper does;
 *  - the turned steel part it grasps;
 *  - for the Engage still: the training mock-up of a machine control desk, its rubber floor mat and a hand-held
 *    XR controller.
 */
import {
  BoxGeometry,
  CapsuleGeometry,
  Color,
  CylinderGeometry,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  Matrix4,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Quaternion,
  Shape,
  SphereGeometry,
  TorusGeometry,
  Vector2,
  Vector3,
  type Material,
} from 'three';
import { box, cylinder, hose, materials as shop, screen } from './factory-machines.ts';
import { canvasTexture } from './render-kit.ts';

export const M = {
  /** Clear-anodised aluminium: the phalanx shells and palm covers. */
  anodised: new MeshPhysicalMaterial({ color: 0xc3c8cf, metalness: 1, roughness: 0.36, clearcoat: 0.3, clearcoatRoughness: 0.4 }),
  /** Dark-grey hard-anodised aluminium: knuckle housings, palm frame, forearm. */
  graphite: new MeshPhysicalMaterial({ color: 0x34373d, metalness: 0.75, roughness: 0.4, clearcoat: 0.4, clearcoatRoughness: 0.3 }),
  /** Black anodised: the stand, the servo cases. */
  black: new MeshPhysicalMaterial({ color: 0x16171a, metalness: 0.6, roughness: 0.45, clearcoat: 0.3 }),
  screw: new MeshStandardMaterial({ color: 0xd6d9de, metalness: 1, roughness: 0.22 }),
  socket: new MeshStandardMaterial({ color: 0x0a0a0b, metalness: 0.2, roughness: 0.7 }),
  rubber: new MeshStandardMaterial({ color: 0x111214, metalness: 0, roughness: 0.82 }),
  cable: new MeshStandardMaterial({ color: 0x1d1e22, metalness: 0.1, roughness: 0.55 }),
  /** Turned steel: bright, finely machined. */
  steel: new MeshStandardMaterial({ color: 0xe9ecef, metalness: 1, roughness: 0.2, envMapIntensity: 1.6 }),
  /** Yellow anodised collar: the only brand colour on the hand. */
  yellow: new MeshPhysicalMaterial({ color: 0xffd60a, metalness: 0.35, roughness: 0.35, clearcoat: 0.8, clearcoatRoughness: 0.2 }),
  paintLight: new MeshPhysicalMaterial({ color: 0xc4c7cb, metalness: 0, roughness: 0.45, clearcoat: 0.5, clearcoatRoughness: 0.3 }),
  paintDark: new MeshPhysicalMaterial({ color: 0x2a2d32, metalness: 0.1, roughness: 0.5, clearcoat: 0.5, clearcoatRoughness: 0.3 }),
  plastic: new MeshPhysicalMaterial({ color: 0x1c1d21, metalness: 0, roughness: 0.45, clearcoat: 0.25 }),
} as const;

/** A socket-head cap screw seen from its head, facing +z, centred at the origin. */
export function screwHead(radius: number): Group {
  const group = new Group();
  const head = new Mesh(new CylinderGeometry(radius, radius, radius * 0.9, 16), M.screw);
  head.rotation.x = Math.PI / 2;
  const hex = new Mesh(new CylinderGeometry(radius * 0.45, radius * 0.45, radius * 0.3, 6), M.socket);
  hex.rotation.x = Math.PI / 2;
  hex.position.z = radius * 0.35;
  group.add(head, hex);
  return group;
}

function placeScrew(parent: Group, radius: number, position: [number, number, number], normal: Vector3) {
  const screw = screwHead(radius);
  screw.position.set(...position);
  screw.quaternion.setFromUnitVectors(new Vector3(0, 0, 1), normal);
  parent.add(screw);
}

/** One pinned joint of a finger: a dark knuckle drum across x with a screw-headed pin at each end. */
function knuckle(width: number, radius: number): Group {
  const group = new Group();
  const drum = new Mesh(new CylinderGeometry(radius, radius, width, 28), M.graphite);
  drum.rotation.z = Math.PI / 2;
  group.add(drum);
  for (const side of [-1, 1]) placeScrew(group, radius * 0.42, [side * (width / 2 + 0.01), 0, 0], new Vector3(side, 0, 0));
  return group;
}

/** A phalanx: its joint at the origin, the link along +y, its pad on +z (the side it curls towards). */
function phalanx(length: number, width: number, depth: number, tip: boolean): Group {
  const group = new Group();
  group.add(knuckle(width * 0.9, depth * 0.36));
  const shellLength = length - depth * 0.42;
  const start = depth * 0.2;
  group.add(box(width, shellLength, depth * 0.9, M.anodised, 0, start + shellLength / 2, -depth * 0.03, Math.min(width, depth) * 0.36));
  // The graphite fork that carries the joint pin.
  group.add(box(width * 1.06, depth * 0.5, depth * 0.62, M.graphite, 0, start + depth * 0.05, -depth * 0.05, 0.02));
  // The rubber pad on the gripping side.
  const padLength = tip ? shellLength * 0.72 : shellLength * 0.5;
  group.add(box(width * 0.76, padLength, 0.04, M.rubber, 0, start + shellLength * (tip ? 0.56 : 0.55), depth * 0.42, 0.018));
  // Two screws on the back.
  for (const y of [0.42, 0.78]) placeScrew(group, 0.018, [0, start + shellLength * y, -depth * 0.48], new Vector3(0, 0, -1));
  if (tip) {
    const cap = new Mesh(new SphereGeometry(width * 0.5, 24, 12, 0, Math.PI * 2, 0, Math.PI / 2), M.rubber);
    cap.scale.set(1, 0.5, (depth * 0.9) / width);
    cap.position.set(0, start + shellLength - 0.01, -depth * 0.03);
    group.add(cap);
  }
  return group;
}

/** A chain of phalanges; joints[i] bends about its local x axis (positive: towards +z). */
function chain(lengths: number[], width: number, depth: number): Group[] {
  const joints: Group[] = [];
  let parent: Group | undefined;
  lengths.forEach((length, index) => {
    const pivot = new Group();
    pivot.add(phalanx(length, width, depth, index === lengths.length - 1));
    if (parent) {
      pivot.position.y = lengths[index - 1] ?? 0;
      parent.add(pivot);
    }
    joints.push(pivot);
    parent = pivot;
  });
  return joints;
}

/** A cylinder along the hand's x axis at (y, z) in the hand's frame: what the fingers close on. */
export interface GraspTarget {
  y: number;
  z: number;
  radius: number;
}

interface Digit {
  joints: Group[];
  lengths: number[];
  /** Half thickness of the links on the pad side. */
  pad: number;
  /** The root's position and heading in the hand's (y, z) plane, and the side the links curl to. */
  origin: Vector2;
  heading: Vector2;
  /** Relative joint speeds (tendon pulley ratios) and the most each joint may bend. */
  speeds: number[];
  limits: number[];
  /** When this digit starts to close, as a share of the move. */
  delay: number;
}

/**
 * Closes a digit's joints together, at their relative speeds, until `time`; a link that meets the target stops its
 * joint and every joint before it, while the joints after it keep curling: an underactuated tendon finger.
 */
function curl(digit: Digit, target: GraspTarget, time: number): { angles: number[]; settled: number } {
  const angles = digit.lengths.map(() => 0);
  const frozen = digit.lengths.map(() => false);
  const steps = Math.ceil(time / 0.01);
  const centre = new Vector2(target.y, target.z);
  const touches = (candidate: number[]) => {
    const point = digit.origin.clone();
    let angle = Math.atan2(digit.heading.y, digit.heading.x);
    for (let index = 0; index < candidate.length; index += 1) {
      angle += candidate[index] ?? 0;
      const direction = new Vector2(Math.cos(angle), Math.sin(angle));
      const next = point.clone().addScaledVector(direction, digit.lengths[index] ?? 0);
      const along = Math.min(1, Math.max(0, centre.clone().sub(point).dot(direction) / (digit.lengths[index] ?? 1)));
      const closest = point.clone().lerp(next, along);
      if (closest.distanceTo(centre) < target.radius + digit.pad) return index;
      point.copy(next);
    }
    return -1;
  };
  let settled = 0;
  for (let step = 0; step < steps; step += 1) {
    const dt = Math.min(0.01, time - step * 0.01);
    const candidate = angles.map((angle, index) => (frozen[index] ? angle : Math.min(digit.limits[index] ?? 1.5, angle + dt * (digit.speeds[index] ?? 1))));
    const hit = touches(candidate);
    if (hit >= 0) {
      for (let index = 0; index <= hit; index += 1) frozen[index] = true;
      continue;
    }
    if (candidate.some((angle, index) => angle !== angles[index])) settled = step * 0.01 + dt;
    candidate.forEach((angle, index) => (angles[index] = angle));
    if (frozen.every(Boolean)) break;
  }
  return { angles, settled };
}

export interface RobotHand {
  /** The hand and its forearm; the wrist flange's face is at the origin, the fingers point along +y. */
  group: Group;
  /** Poses the grip: 0 open, 1 closed on the target. */
  pose(grip: number): void;
}

/** Length from the wrist flange's face to the base of the palm. */
export const WRIST = 2.0;

const smooth = (t: number) => t * t * (3 - 2 * t);

/**
 * The hand, in its own frame: wrist at y = 0, fingers along +y, palm facing +z, thumb on the +x side. `target` is
 * the part in that frame, which the grip closes on.
 */
export function robotHand(target: GraspTarget): RobotHand {
  const group = new Group();
  const hand = new Group();
  hand.position.y = WRIST;
  group.add(hand);

  // Palm: a graphite frame, an anodised back cover with screws, a rubber palm pad.
  const palmWidth = 0.94;
  const palmLength = 1.02;
  hand.add(box(palmWidth, palmLength, 0.3, M.graphite, 0, palmLength / 2, 0, 0.06));
  hand.add(box(palmWidth - 0.1, palmLength - 0.14, 0.05, M.anodised, 0, palmLength / 2 + 0.02, -0.16, 0.03));
  for (const [x, y] of [
    [-0.36, 0.16],
    [0.36, 0.16],
    [-0.36, 0.86],
    [0.36, 0.86],
  ] as const)
    placeScrew(hand, 0.026, [x, y, -0.19], new Vector3(0, 0, -1));
  // A small engraved label on the back cover.
  const label = new Mesh(
    new BoxGeometry(0.34, 0.1, 0.004),
    new MeshStandardMaterial({
      map: canvasTexture(256, 76, (context) => {
        context.fillStyle = '#1a1b1e';
        context.fillRect(0, 0, 256, 76);
        context.fillStyle = '#c9ccd1';
        context.font = '600 30px sans-serif';
        context.fillText('SX-H5  R', 22, 48);
      }),
      metalness: 0.4,
      roughness: 0.5,
    }),
  );
  label.rotation.set(0, Math.PI, Math.PI / 2);
  label.position.set(0, 0.5, -0.188);
  hand.add(label);
  hand.add(box(palmWidth - 0.16, palmLength - 0.28, 0.05, M.rubber, 0, palmLength / 2 - 0.04, 0.16, 0.04));
  // The knuckle bar across the top of the palm.
  const bar = new Mesh(new CylinderGeometry(0.12, 0.12, palmWidth - 0.04, 32), M.graphite);
  bar.rotation.z = Math.PI / 2;
  bar.position.set(0, palmLength - 0.02, 0);
  hand.add(bar);

  const digits: { digit: Digit; root: Group; open: Quaternion; closed: Quaternion; splay: number }[] = [];
  const fingerSpecs = [
    { x: 0.33, lengths: [0.5, 0.3, 0.24], lift: 0.02, splay: 0.1, delay: 0 },
    { x: 0.11, lengths: [0.54, 0.33, 0.25], lift: 0.05, splay: 0.03, delay: 0.04 },
    { x: -0.11, lengths: [0.51, 0.31, 0.24], lift: 0.03, splay: -0.04, delay: 0.08 },
    { x: -0.33, lengths: [0.42, 0.26, 0.22], lift: 0, splay: -0.11, delay: 0.12 },
  ];
  for (const spec of fingerSpecs) {
    const joints = chain(spec.lengths, 0.17, 0.18);
    const root = new Group();
    root.position.set(spec.x, palmLength + spec.lift, 0);
    root.add(joints[0] as Group);
    hand.add(root);
    const open = new Quaternion();
    digits.push({
      digit: {
        joints,
        lengths: spec.lengths,
        pad: 0.1,
        origin: new Vector2(palmLength + spec.lift + WRIST, 0),
        heading: new Vector2(1, 0),
        speeds: [1, 1.25, 1.1],
        limits: [1.6, 1.75, 1.4],
        delay: spec.delay,
      },
      root,
      open: open.setFromAxisAngle(new Vector3(0, 0, 1), -spec.splay),
      closed: new Quaternion(),
      splay: spec.splay,
    });
  }

  // Thumb: its root swings from beside the palm (open) to across the part (opposed), then its links curl.
  const thumbLengths = [0.38, 0.3, 0.24];
  const thumbJoints = chain(thumbLengths, 0.18, 0.19);
  const thumbRoot = new Group();
  const thumbOrigin = new Vector3(0.56, 0.3, 0.12);
  thumbRoot.position.copy(thumbOrigin);
  thumbRoot.add(thumbJoints[0] as Group);
  hand.add(thumbRoot);
  const thumbBase = box(0.22, 0.32, 0.26, M.graphite, 0.46, 0.26, 0.02, 0.05);
  hand.add(thumbBase);
  const basis = (x: Vector3, y: Vector3, z: Vector3) => new Quaternion().setFromRotationMatrix(new Matrix4().makeBasis(x, y, z));
  const openDirection = new Vector3(0.75, 0.66, 0).normalize();
  const openThumb = basis(new Vector3(0, 0, 1).cross(openDirection).negate(), openDirection, new Vector3(0, 0, 1));
  const heading = new Vector2(0.3, 1).normalize();
  const closedThumb = basis(new Vector3(-1, 0, 0), new Vector3(0, heading.x, heading.y), new Vector3(0, heading.y, -heading.x));
  digits.push({
    digit: {
      joints: thumbJoints,
      lengths: thumbLengths,
      pad: 0.12,
      origin: new Vector2(thumbOrigin.y + WRIST, thumbOrigin.z),
      heading,
      speeds: [0.7, 1.1, 1.1],
      limits: [1.2, 1.5, 1.3],
      delay: 0.1,
    },
    root: thumbRoot,
    open: openThumb,
    closed: closedThumb,
    splay: 0,
  });

  // How long each digit takes to close on the part, so that each one arrives as the move ends.
  const settle = new Map(digits.map(({ digit }) => [digit, curl(digit, target, 6).settled]));
  const pose = (grip: number) => {
    for (const { digit, root, open, closed } of digits) {
      const local = smooth(Math.min(1, Math.max(0, (grip - digit.delay) / (1 - digit.delay))));
      root.quaternion.copy(open).slerp(closed, digit === digits[4]?.digit ? smooth(Math.min(1, local * 1.6)) : local);
      const { angles } = curl(digit, target, local * (settle.get(digit) ?? 3));
      digit.joints.forEach((joint, index) => (joint.rotation.x = angles[index] ?? 0));
    }
  };

  // Wrist: a two-axis yoke between the palm and the forearm.
  const yoke = new Group();
  yoke.position.y = WRIST - 0.14;
  yoke.add(box(0.6, 0.2, 0.34, M.graphite, 0, 0, 0, 0.05));
  const pin = new Mesh(new CylinderGeometry(0.09, 0.09, 0.7, 28), M.anodised);
  pin.rotation.z = Math.PI / 2;
  pin.position.y = 0.08;
  yoke.add(pin);
  for (const side of [-1, 1]) placeScrew(yoke, 0.04, [side * 0.36, 0.08, 0], new Vector3(side, 0, 0));
  group.add(yoke);

  // Forearm: a graphite chassis carrying the servo pack, its Bowden cables running up into the palm.
  const top = WRIST - 0.26;
  group.add(box(0.76, top - 0.16, 0.46, M.graphite, 0, (top + 0.16) / 2, 0, 0.12));
  group.add(box(0.6, top - 0.5, 0.03, M.anodised, 0, (top + 0.16) / 2, 0.235, 0.015));
  for (const [x, y] of [
    [-0.26, 0.42],
    [0.26, 0.42],
    [-0.26, top - 0.26],
    [0.26, top - 0.26],
  ] as const)
    placeScrew(group, 0.024, [x, y, 0.255], new Vector3(0, 0, 1));
  [0.48, 0.8, 1.12].forEach((y) => {
    for (const x of [-0.16, 0.16]) {
      const servo = new Group();
      servo.add(box(0.26, 0.24, 0.12, M.black, 0, 0, 0, 0.02));
      const horn = new Mesh(new CylinderGeometry(0.055, 0.055, 0.025, 20), M.anodised);
      horn.rotation.x = Math.PI / 2;
      horn.position.set(x > 0 ? 0.05 : -0.05, 0.04, -0.07);
      servo.add(horn);
      placeScrew(servo, 0.015, [x > 0 ? 0.05 : -0.05, 0.04, -0.085], new Vector3(0, 0, -1));
      servo.position.set(x, y, -0.28);
      group.add(servo);
      // The Bowden cable from the horn to the palm.
      const start: [number, number, number] = [x + (x > 0 ? 0.05 : -0.05), y + 0.04, -0.36];
      group.add(hose([start, [x * 0.9, y + 0.22, -0.39], [x * 0.55, top, -0.3], [x * 0.6, WRIST + 0.02, -0.1]], 0.02, M.cable));
    }
  });
  // Cable entry block at the base of the palm.
  group.add(box(0.6, 0.1, 0.1, M.black, 0, WRIST + 0.04, -0.12, 0.03));

  // Wrist flange: a round plate with a bolt circle and a thin yellow anodised band round its rim.
  const flange = new Mesh(new CylinderGeometry(0.55, 0.55, 0.1, 64), M.graphite);
  flange.position.y = 0.05;
  group.add(flange);
  const collar = new Mesh(new CylinderGeometry(0.556, 0.556, 0.03, 64, 1, true), M.yellow);
  collar.position.y = 0.07;
  group.add(collar);
  for (let index = 0; index < 8; index += 1) {
    const angle = (index / 8) * Math.PI * 2 + Math.PI / 8;
    placeScrew(group, 0.032, [Math.cos(angle) * 0.49, 0.1, Math.sin(angle) * 0.49], new Vector3(0, 1, 0));
  }
  pose(0);
  return { group, pose };
}

/** The turned steel part: a flanged shaft housing standing on its flange, bottom at y = 0. */
export function turnedPart(radius: number, height: number): Group {
  const group = new Group();
  const profile = [
    [0, 0],
    [radius * 1.55, 0],
    [radius * 1.6, 0.02],
    [radius * 1.6, 0.12],
    [radius * 1.55, 0.14],
    [radius * 1.05, 0.15],
    [radius, 0.2],
    [radius, height * 0.22],
    [radius * 0.96, height * 0.23],
    [radius * 0.96, height * 0.25],
    [radius, height * 0.26],
    [radius, height - 0.22],
    [radius * 0.94, height - 0.21],
    [radius * 0.94, height - 0.18],
    [radius, height - 0.17],
    [radius, height - 0.04],
    [radius - 0.04, height],
    [radius * 0.5, height],
    [radius * 0.46, height - 0.03],
    [radius * 0.46, height - 0.3],
    [0, height - 0.3],
  ].map(([r, y]) => new Vector2(r, y));
  group.add(new Mesh(new LatheGeometry(profile, 96), M.steel));
  // Six counterbored bolt holes in the flange.
  for (let index = 0; index < 6; index += 1) {
    const angle = (index / 6) * Math.PI * 2;
    group.add(cylinder(0.05, 0.02, M.socket, Math.cos(angle) * radius * 1.3, 0.135, Math.sin(angle) * radius * 1.3, 16));
  }
  return group;
}

/** Bead-blasted aluminium: the base plate's machined top face. */
const plateTop = new MeshStandardMaterial({ color: 0x6a6d72, metalness: 0.85, roughness: 0.55 });

/** A bench stand: a black base plate with a square column whose top plate faces +x at `height`. */
export function benchStand(height: number, reach: number): Group {
  const group = new Group();
  group.add(box(reach, 0.1, 2.2, M.black, reach / 2 - 0.5, 0.05, 0, 0.02));
  // Machined top face and its chamfered edge.
  group.add(box(reach - 0.04, 0.004, 2.16, plateTop, reach / 2 - 0.5, 0.1, 0, 0));
  for (const x of [-0.3, reach - 0.7]) for (const z of [-0.95, 0.95]) placeScrew(group, 0.04, [x, 0.11, z], new Vector3(0, 1, 0));
  // The column, a square extrusion with its slots.
  const column = height + 0.3;
  group.add(box(0.5, column, 0.5, M.anodised, 0, column / 2 + 0.1, 0, 0.03));
  for (const [x, z, ry] of [
    [0.251, 0, Math.PI / 2],
    [-0.251, 0, Math.PI / 2],
    [0, 0.251, 0],
    [0, -0.251, 0],
  ] as const) {
    const slot = box(0.06, column - 0.04, 0.004, M.socket, x, column / 2 + 0.1, z);
    slot.rotation.y = ry;
    group.add(slot);
  }
  // Top cap and the adapter plate facing +x.
  group.add(box(0.52, 0.04, 0.52, M.black, 0, column + 0.12, 0, 0.01));
  group.add(box(0.12, 1.3, 1.3, M.black, 0.31, height + 0.1, 0, 0.02));
  for (const y of [-0.5, 0.5]) for (const z of [-0.5, 0.5]) placeScrew(group, 0.04, [0.375, height + 0.1 + y, z], new Vector3(1, 0, 0));
  // Gusset.
  group.add(box(0.3, 0.5, 0.06, M.black, 0.4, height - 0.72, 0, 0.01));
  return group;
}

/* ---- The Engage still: an XR training bay (metres). ---- */

function lamp(color: number, lit: boolean): Material {
  return new MeshPhysicalMaterial({
    color: lit ? color : new Color(color).multiplyScalar(0.35).getHex(),
    emissive: color,
    emissiveIntensity: lit ? 1.6 : 0,
    roughness: 0.2,
    clearcoat: 1,
  });
}

/** A small engraved legend plate (white on black) facing +y. */
function legend(text: string, width: number): Mesh {
  const texture = canvasTexture(256, 64, (context) => {
    context.fillStyle = '#15161a';
    context.fillRect(0, 0, 256, 64);
    context.fillStyle = '#e4e6ea';
    context.font = '600 34px sans-serif';
    context.textAlign = 'center';
    context.fillText(text, 128, 45);
  });
  const plate = new Mesh(new BoxGeometry(width, 0.002, width / 4), new MeshStandardMaterial({ map: texture, roughness: 0.5 }));
  return plate;
}

/** A control on the console face (local +y out of the face): a push button, selector, joystick or e-stop. */
function pushButton(color: number, lit: boolean, text: string): Group {
  const group = new Group();
  group.add(cylinder(0.026, 0.012, M.screw, 0, 0.006, 0, 28));
  group.add(cylinder(0.02, 0.018, lamp(color, lit), 0, 0.014, 0, 28));
  const plate = legend(text, 0.07);
  plate.position.set(0, 0.001, 0.05);
  group.add(plate);
  return group;
}

function selector(text: string, turn: number): Group {
  const group = new Group();
  group.add(cylinder(0.028, 0.01, M.screw, 0, 0.005, 0, 28));
  const knob = new Group();
  knob.add(cylinder(0.022, 0.03, M.plastic, 0, 0.02, 0, 24));
  knob.add(box(0.008, 0.02, 0.05, M.plastic, 0, 0.035, 0));
  knob.add(box(0.004, 0.002, 0.03, M.paintLight, 0, 0.046, 0.008));
  knob.rotation.y = turn;
  group.add(knob);
  const plate = legend(text, 0.07);
  plate.position.set(0, 0.001, 0.05);
  group.add(plate);
  return group;
}

function joystick(tilt: number): Group {
  const group = new Group();
  group.add(cylinder(0.055, 0.012, M.paintDark, 0, 0.006, 0, 32));
  const boot = new Mesh(new CylinderGeometry(0.012, 0.045, 0.05, 24), M.rubber);
  boot.position.y = 0.035;
  group.add(boot);
  const stick = new Group();
  stick.rotation.x = tilt;
  stick.add(cylinder(0.008, 0.09, M.screw, 0, 0.05, 0, 12));
  const grip = new Mesh(new CapsuleGeometry(0.02, 0.06, 6, 16), M.plastic);
  grip.position.y = 0.12;
  stick.add(grip);
  stick.add(cylinder(0.008, 0.01, lamp(0xd8261a, false), 0, 0.165, 0, 16));
  group.add(stick);
  return group;
}

function emergencyStop(): Group {
  const group = new Group();
  group.add(cylinder(0.06, 0.004, shop.paintYellow, 0, 0.002, 0, 40));
  group.add(cylinder(0.03, 0.03, M.screw, 0, 0.015, 0, 28));
  const head = new Mesh(new SphereGeometry(0.04, 32, 12, 0, Math.PI * 2, 0, Math.PI / 2), lamp(0xc8221a, false));
  head.scale.y = 0.55;
  head.position.y = 0.03;
  group.add(head);
  return group;
}

export interface ControlDesk {
  group: Group;
  /** The sloped console face (local +y out of the face) and the button on it that the lesson points at. */
  face: Group;
  cue: Vector3;
}

/**
 * The training mock-up of a machine control desk, standing on the floor with its operator side towards +z: a
 * painted steel pedestal with doors, a sloped console with an HMI screen, two joysticks, push buttons and selectors
 * with legend plates, a key switch and an e-stop on its yellow plate, and a padded front armrest.
 */
export function controlDesk(): ControlDesk {
  const group = new Group();
  const width = 1.5;
  // Pedestal: dark plinth, light-grey body, two doors with handles and a lock.
  group.add(box(width - 0.04, 0.08, 0.58, M.paintDark, 0, 0.04, -0.02, 0.01));
  group.add(box(width, 0.68, 0.62, M.paintLight, 0, 0.42, 0, 0.015));
  for (const x of [-width / 4, width / 4]) {
    group.add(box(width / 2 - 0.05, 0.6, 0.004, M.socket, x, 0.42, 0.311));
    group.add(box(width / 2 - 0.07, 0.58, 0.01, M.paintLight, x, 0.42, 0.316, 0.004));
  }
  for (const x of [-0.06, 0.06]) group.add(box(0.02, 0.14, 0.025, M.screw, x, 0.5, 0.33, 0.006));
  group.add(cylinder(0.012, 0.01, M.screw, 0.1, 0.6, 0.32, 16).rotateX(Math.PI / 2));
  // Ventilation slots on the right side.
  for (let index = 0; index < 6; index += 1) group.add(box(0.004, 0.012, 0.22, M.socket, width / 2 + 0.001, 0.3 + index * 0.03, -0.05));
  // The console: a wedge rising towards the back.
  const profile = new Shape();
  profile.moveTo(-0.33, 0.76);
  profile.lineTo(0.33, 0.76);
  profile.lineTo(0.33, 0.84);
  profile.lineTo(-0.33, 1.06);
  profile.closePath();
  const wedgeGeometry = new ExtrudeGeometry(profile, { depth: width + 0.04, bevelEnabled: true, bevelThickness: 0.01, bevelSize: 0.01, bevelSegments: 2 });
  wedgeGeometry.translate(0, 0, -(width + 0.04) / 2);
  const wedge = new Mesh(wedgeGeometry, M.paintDark);
  wedge.rotation.y = -Math.PI / 2;
  group.add(wedge);
  // Armrest along the front edge.
  group.add(box(width + 0.06, 0.05, 0.12, M.rubber, 0, 0.8, 0.38, 0.02));

  const slope = Math.atan2(0.22, 0.66);
  const face = new Group();
  face.position.set(0, 0.95 + 0.012, 0);
  face.rotation.x = slope;
  group.add(face);
  // The face's brushed panel, screwed at its corners.
  face.add(box(width - 0.06, 0.006, 0.6, M.anodised, 0, 0, 0, 0.004));
  for (const x of [-width / 2 + 0.06, width / 2 - 0.06]) for (const z of [-0.26, 0.26]) placeScrew(face, 0.008, [x, 0.005, z], new Vector3(0, 1, 0));
  const display = screen(0.36, 0.22, ['FEED PUMP 2', 'Pressure 4.2 bar', 'Valve V3 open', 'Ready to start'], 2);
  display.rotation.x = -Math.PI / 2;
  display.position.set(0, 0.012, -0.12);
  face.add(display);
  face.add(box(0.4, 0.012, 0.26, M.plastic, 0, 0.005, -0.12, 0.008));
  const left = joystick(0.15);
  left.position.set(-0.55, 0.003, 0.02);
  const right = joystick(-0.1);
  right.position.set(0.55, 0.003, 0.02);
  face.add(left, right);
  const buttons: [number, boolean, string][] = [
    [0x2fbf4a, true, 'START'],
    [0xe6e6e6, false, 'RESET'],
    [0xffb000, false, 'HOLD'],
  ];
  buttons.forEach(([color, lit, text], index) => {
    const button = pushButton(color, lit, text);
    button.position.set(-0.12 + index * 0.12, 0.003, 0.12);
    face.add(button);
  });
  const pumpSelector = selector('PUMP', 0.6);
  pumpSelector.position.set(-0.33, 0.003, -0.14);
  const modeSelector = selector('MODE', -0.5);
  modeSelector.position.set(0.33, 0.003, -0.14);
  face.add(pumpSelector, modeSelector);
  const key = new Group();
  key.add(cylinder(0.02, 0.012, M.screw, 0, 0.006, 0, 24));
  key.add(box(0.012, 0.03, 0.004, M.screw, 0, 0.025, 0));
  key.position.set(-0.33, 0.003, 0.14);
  face.add(key);
  const stop = emergencyStop();
  stop.position.set(0.33, 0.003, 0.14);
  face.add(stop);

  return { group, face, cue: new Vector3(-0.12, 0.003, 0.12) };
}

/**
 * A hand-held XR controller lying flat, its bottom at y = 0: the grip along x, the head with its thumbstick and two
 * buttons at +x, and the tracking ring lying round the head.
 */
export function xrController(): Group {
  const group = new Group();
  const shell = new MeshPhysicalMaterial({ color: 0xe4e5e7, roughness: 0.5, clearcoat: 0.2 });
  const grip = new Mesh(new CapsuleGeometry(0.021, 0.085, 6, 16), shell);
  grip.rotation.z = Math.PI / 2;
  grip.position.set(-0.02, 0.021, 0);
  group.add(grip);
  group.add(cylinder(0.032, 0.03, shell, 0.055, 0.022, 0, 32));
  group.add(cylinder(0.009, 0.014, M.plastic, 0.048, 0.043, -0.008, 16));
  for (const [x, z] of [
    [0.066, 0.008],
    [0.054, 0.016],
  ] as const)
    group.add(cylinder(0.005, 0.008, M.plastic, x, 0.039, z, 12));
  const ring = new Mesh(new TorusGeometry(0.052, 0.0075, 10, 48), shell);
  ring.rotation.x = Math.PI / 2;
  ring.position.set(0.072, 0.009, 0);
  group.add(ring);
  // The trigger under the head.
  group.add(box(0.03, 0.012, 0.014, M.plastic, 0.02, 0.006, 0.016, 0.004));
  return group;
}

/** An anti-fatigue rubber floor mat with bevelled edges, on the floor, centred. */
export function floorMat(width: number, depth: number): Mesh {
  return box(width, 0.018, depth, new MeshStandardMaterial({ color: 0x2b2c30, roughness: 0.92 }), 0, 0.009, 0, 0.008);
}
