/**
 * The digital-twin family, staged like the site's 3D models (render-kit.ts: image-based light from a softbox room,
 * physically based materials, baked contact shadows, a vignette), with the twin shown by one or two sparse overlays.
 * Options: view
 *   'card': close on a robot cell at a belt conveyor: one arm picking a carton off the belt, a second stacking a
 *           pallet, mesh fencing behind; the twin rings the carton being picked and tags the robot's cycle;
 *   'overview': the same packing line wide from above, three cells along the belt, one robot's reach drawn on the floor;
 *   'warehouse': a pick face of pallet racking with pick-to-light modules and a trainee's pick trolley, the pick slot of
 *                the current task framed by the twin;
 *   'video' (default): a bottle filler-capper monoblock as a live twin: bottles flow in on a slat-chain conveyor, are
 *                filled and capped on the turrets and flow out, with a ring on the capper and one live fill-level tag.
 */
import { Vector3, type Group, type Mesh, type Object3D, type WebGLRenderer } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import {
  BOTTLING,
  beltConveyor,
  bottle,
  carton,
  cellCabinet,
  fence,
  gateSwitch,
  monoblockFrame,
  pickFace,
  pickTrolley,
  robotArm,
  rollerConveyor,
  slatConveyor,
  starWheel,
  turret,
} from './digital-twin-props.ts';
import { leaderLine, overlayFrame, overlayRing, overlayTag, type OverlayTag } from './overlay-kit.ts';
import { createGround, createStage, grounded, vignette, type EnvironmentStyle } from './render-kit.ts';
import { palletLoad } from './warehouse-props.ts';

/** A ring lying flat on the floor (or the belt, or the table). */
function floorRing(radius: number, line: number, opacity: number): Mesh {
  const ring = overlayRing(radius, line, { opacity });
  ring.rotation.x = -Math.PI / 2;
  return ring;
}

const BELT_TOP = 0.82;

/** The packing line of the card and the overview: belt, cells of robots, pallets, fencing and a cabinet per cell. */
function packingLine(scene: Object3D, renderer: WebGLRenderer, random: () => number, cells: number[]) {
  const length = Math.max(...cells) - Math.min(...cells) + 5.5;
  const centre = (Math.max(...cells) + Math.min(...cells)) / 2;
  const belt = grounded(renderer, beltConveyor(length), length + 1, 1.4, { height: 1.0, blur: 4 });
  belt.position.x = centre;
  scene.add(belt);
  const discharge = grounded(renderer, rollerConveyor(1.6), 2.2, 1.3, { height: 1.0, blur: 4 });
  discharge.position.x = centre - length / 2 - 0.85;
  scene.add(discharge);
  // Cartons at a steady pitch along the belt, a few on the discharge rollers.
  const cartons: Group[] = [];
  for (let x = centre + length / 2 - 0.5; x > centre - length / 2 - 1.4; x -= 1.15 + random() * 0.3) {
    const unit = carton(random, 0.46, 0.3, 0.36);
    unit.rotation.y = (random() - 0.5) * 0.08;
    unit.position.set(x, x < centre - length / 2 ? 0.8 : BELT_TOP, (random() - 0.5) * 0.06);
    unit.traverse((child) => {
      child.castShadow = true;
    });
    cartons.push(unit);
    scene.add(unit);
  }
  return { cartons, length, centre };
}

function cell(scene: Object3D, renderer: WebGLRenderer, random: () => number, x: number, label: string, pick: Vector3 | null, layers: number) {
  // The robot stands behind the belt; its pallet sits to its left, behind the line.
  const arm = robotArm(undefined, label);
  arm.group.position.set(x, 0, -1.25);
  scene.add(arm.group);
  const pallet = grounded(renderer, palletLoad(random, layers), 1.8, 1.4, { height: 0.8, blur: 4 });
  pallet.position.set(x - 1.35, 0, -1.45);
  scene.add(pallet);
  if (pick) arm.reach(pick);
  else {
    // Carrying the next carton down onto the pallet's top layer.
    const over = new Vector3(x - 1.3, 0.16 + layers * 0.3 + 0.42, -1.45);
    arm.reach(over);
    const load = carton(random, 0.46, 0.3, 0.36);
    load.position.set(over.x, over.y - 0.305, over.z);
    load.rotation.y = arm.yaw();
    load.traverse((child) => {
      child.castShadow = true;
    });
    scene.add(load);
  }
  grounded(renderer, arm.group, 1.6, 1.6, { height: 1.4, blur: 4 });
  return arm;
}

function cellFence(scene: Object3D, renderer: WebGLRenderer, from: number, to: number) {
  const back = grounded(renderer, fence(to - from, 2.0, 1.5), to - from + 1, 0.8, { height: 1.0, opacity: 0.6, blur: 4 });
  back.position.set(from, 0, -2.6);
  scene.add(back);
  for (const x of [from, to]) {
    const side = grounded(renderer, fence(1.9, 2.0, 0.95, x === to ? 1 : -1), 2.6, 0.8, { height: 1.0, opacity: 0.6, blur: 4 });
    side.rotation.y = -Math.PI / 2;
    side.position.set(x, 0, -2.6);
    scene.add(side);
  }
  const gate = gateSwitch();
  gate.rotation.y = Math.PI / 2;
  gate.position.set(to + 0.03, 0, -1.65);
  scene.add(gate);
}

function card(scene: Object3D, renderer: WebGLRenderer, random: () => number, overlays: Object3D[], tags: OverlayTag[]) {
  const { cartons } = packingLine(scene, renderer, random, [-2.2, 0.6]);
  // The carton under the near robot's gripper.
  const target = cartons.reduce((best, unit) => (Math.abs(unit.position.x - 0.85) < Math.abs(best.position.x - 0.85) ? unit : best));
  target.position.set(0.85, BELT_TOP, 0.02);
  cell(scene, renderer, random, 0.6, 'R-02', new Vector3(0.85, BELT_TOP + 0.305, 0.02), 2);
  cell(scene, renderer, random, -2.2, 'R-01', null, 3);
  cellFence(scene, renderer, -4.3, 2.0);
  const cabinet = grounded(renderer, cellCabinet(), 1.4, 1.0, { height: 1.0, blur: 4 });
  cabinet.position.set(2.8, 0, -2.3);
  scene.add(cabinet);
  // The twin: a ring on the belt around the carton being picked, and the robot's cycle on one tag.
  const ring = floorRing(0.36, 0.018, 0.9);
  ring.position.set(0.85, BELT_TOP + 0.004, 0.02);
  overlays.push(ring);
  const label = overlayTag('R-02  PICK CYCLE', '4.2 s  on plan', 0.26, { width: 0.86 });
  label.mesh.position.set(-0.65, 2.4, -0.4);
  tags.push(label);
  overlays.push(label.mesh, leaderLine([new Vector3(0.49, BELT_TOP + 0.004, 0.02), new Vector3(-0.35, 2.27, -0.4)]));
}

function overview(scene: Object3D, renderer: WebGLRenderer, random: () => number, overlays: Object3D[], tags: OverlayTag[]) {
  const { cartons } = packingLine(scene, renderer, random, [-4.2, -0.8, 2.6]);
  const pickX = -0.55;
  const target = cartons.reduce((best, unit) => (Math.abs(unit.position.x - pickX) < Math.abs(best.position.x - pickX) ? unit : best));
  target.position.set(pickX, BELT_TOP, 0.02);
  cell(scene, renderer, random, 2.6, 'R-03', null, 1);
  cell(scene, renderer, random, -0.8, 'R-02', new Vector3(pickX, BELT_TOP + 0.305, 0.02), 2);
  cell(scene, renderer, random, -4.2, 'R-01', null, 3);
  cellFence(scene, renderer, -6.3, 4.0);
  for (const x of [-2.5, 0.9]) {
    const post = grounded(renderer, fence(1.9, 2.0, 0.95), 2.6, 0.8, { height: 1.0, opacity: 0.6, blur: 4 });
    post.rotation.y = -Math.PI / 2;
    post.position.set(x, 0, -2.6);
    scene.add(post);
  }
  const cabinet = grounded(renderer, cellCabinet(), 1.4, 1.0, { height: 1.0, blur: 4 });
  cabinet.position.set(4.8, 0, -2.3);
  scene.add(cabinet);
  // The twin: R-02's reach envelope on the floor and the cell's state on one tag.
  const reach = floorRing(1.8, 0.035, 0.75);
  reach.position.set(-0.8, 0.012, -1.25);
  overlays.push(reach);
  const label = overlayTag('CELL 2  ROBOT R-02', 'Running  ·  on plan', 0.44, { width: 1.5 });
  label.mesh.position.set(-0.8, 3.2, -1.25);
  tags.push(label);
  overlays.push(label.mesh, leaderLine([new Vector3(-0.8, 2.05, -1.25), new Vector3(-0.8, 2.98, -1.25)]));
}

function warehouse(scene: Object3D, renderer: WebGLRenderer, random: () => number, overlays: Object3D[], tags: OverlayTag[]) {
  const { group: rack, slot } = pickFace(random, 3, 3, 4, 3);
  grounded(renderer, rack, 9, 2.2, { height: 1.2, opacity: 0.8, blur: 4 });
  scene.add(rack);
  // The trainee's trolley, parked in the aisle at the lit slot.
  const trolley = grounded(renderer, pickTrolley(), 1.6, 1.1, { height: 1.0, blur: 4 });
  trolley.position.set(slot.x - 1.3, 0, slot.z + 0.85);
  trolley.rotation.y = 0.1;
  scene.add(trolley);
  // The twin frames the pick slot of the current task and names it on one tag.
  const frame = overlayFrame(0.92, 1.3, { line: 0.025, opacity: 0, corners: { arm: 0.22, opacity: 0.95 } });
  frame.position.set(slot.x, 0.04 + 1.3 / 2, slot.z + 0.12);
  overlays.push(frame);
  const label = overlayTag('TRAINING  ·  TASK 3 OF 8', 'Pick 3 from B-14', 0.27, { width: 0.9 });
  label.mesh.position.set(slot.x - 0.05, 1.95, slot.z + 0.35);
  tags.push(label);
  overlays.push(label.mesh);
}

const smooth = (edge0: number, edge1: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};
const wrap = (angle: number) => ((angle % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2);

/** Pitches the line advances in one loop of the video: whole pitches, so the last frame flows into the first. */
const PITCHES_PER_LOOP = 12;

/**
 * The video: a filler-capper monoblock as a live twin. Bottles run at one pitch apart along one path: in on the
 * infeed conveyor, a quarter turn on the infeed star, half a turn on the filler (filled), half a turn on the transfer
 * star, half a turn on the capper (capped), a quarter turn on the outfeed star and out. Every wheel turns with the
 * bottles, so all of it repeats after whole pitches.
 */
function bottling(scene: Object3D, renderer: WebGLRenderer, random: () => number, overlays: Object3D[], tags: OverlayTag[]): (progress: number) => void {
  const { top, pitch, star, filler, capper, infeedStar, transferStar, capperAt, outfeedStar } = BOTTLING;
  const lineIn = 30 * pitch;
  const lineOut = 30 * pitch;
  const segments = {
    star1: lineIn,
    filler: lineIn + 2 * pitch,
    transfer: lineIn + 14 * pitch,
    capper: lineIn + 18 * pitch,
    star2: lineIn + 24 * pitch,
    out: lineIn + 26 * pitch,
  };
  const total = segments.out + lineOut;
  const count = Math.round(total / pitch);

  const frame = grounded(renderer, monoblockFrame(), 3.4, 1.8, { height: 1.2, opacity: 0.8, blur: 4 });
  scene.add(frame);
  const infeed = slatConveyor(infeedStar - lineIn, infeedStar + 0.05, -star);
  const outfeed = slatConveyor(outfeedStar - 0.05, outfeedStar + lineOut, -star);
  for (const conveyor of [infeed, outfeed]) scene.add(grounded(renderer, conveyor.group, 8, 0.6, { height: 1.0, opacity: 0.7, blur: 4 }));
  const fillerTurret = turret('filler', filler, BOTTLING.fillerValves);
  const capperTurret = turret('capper', capper, BOTTLING.capperHeads);
  fillerTurret.group.position.set(0, top, 0);
  capperTurret.group.position.set(capperAt, top, 0);
  scene.add(fillerTurret.group, capperTurret.group);
  const stars = [infeedStar, transferStar, outfeedStar].map((x) => {
    const wheel = starWheel(star, BOTTLING.starPockets);
    wheel.position.set(x, top, 0);
    scene.add(wheel);
    return wheel;
  });
  const bottles = Array.from({ length: count }, () => {
    const unit = bottle();
    scene.add(unit.group);
    return unit;
  });

  // The twin: a ring on the table round the filler, and the fill level of the last bottle off it on one tag.
  const ring = floorRing(filler + 0.17, 0.012, 0.85);
  ring.position.set(0, top + 0.025, 0);
  overlays.push(ring);
  const label = overlayTag('FILLER  ·  FILL LEVEL', '', 0.22, { width: 0.74 });
  label.mesh.position.set(-0.95, top + 1.2, 0.45);
  tags.push(label);
  overlays.push(leaderLine([new Vector3(-0.33, top + 0.03, filler + 0.06), new Vector3(-0.75, top + 1.09, 0.45)]), label.mesh);
  const readings = Array.from({ length: PITCHES_PER_LOOP }, () => (330 + (random() - 0.5) * 1.4).toFixed(1));
  let shown = '';

  /** Position (x, z) and, on a wheel, its name and the angle there, of a point `s` metres along the path. */
  const place = (s: number): { x: number; z: number; fill: number; cap: number | null } => {
    if (s < segments.star1) return { x: infeedStar - lineIn + s, z: -star, fill: 0, cap: null };
    if (s < segments.filler) {
      const theta = Math.PI / 2 - (s - segments.star1) / star;
      return { x: infeedStar + star * Math.cos(theta), z: -star * Math.sin(theta), fill: 0, cap: null };
    }
    if (s < segments.transfer) {
      const a = (s - segments.filler) / (12 * pitch);
      const theta = Math.PI + a * Math.PI;
      return { x: filler * Math.cos(theta), z: -filler * Math.sin(theta), fill: smooth(0.12, 0.88, a), cap: null };
    }
    if (s < segments.capper) {
      const theta = Math.PI - (s - segments.transfer) / star;
      return { x: transferStar + star * Math.cos(theta), z: -star * Math.sin(theta), fill: 1, cap: null };
    }
    if (s < segments.star2) {
      const a = (s - segments.capper) / (6 * pitch);
      const theta = Math.PI + a * Math.PI;
      return { x: capperAt + capper * Math.cos(theta), z: -capper * Math.sin(theta), fill: 1, cap: 0.04 * (1 - smooth(0.1, 0.55, a)) };
    }
    if (s < segments.out) {
      const theta = Math.PI - (s - segments.star2) / star;
      return { x: outfeedStar + star * Math.cos(theta), z: -star * Math.sin(theta), fill: 1, cap: 0 };
    }
    return { x: outfeedStar + (s - segments.out), z: -star, fill: 1, cap: 0 };
  };

  return (progress) => {
    const travel = progress * PITCHES_PER_LOOP * pitch;
    bottles.forEach((unit, index) => {
      const s = (((index * pitch + travel) % total) + total) % total;
      const at = place(s);
      unit.group.position.set(at.x, top, at.z);
      unit.setFill(at.fill);
      unit.setCap(at.cap);
    });
    // Wheels turn with the bottles: the angle of the path at a bottle on each wheel, less that bottle's pocket.
    fillerTurret.group.rotation.y = Math.PI + (travel - segments.filler) / filler;
    capperTurret.group.rotation.y = Math.PI + (travel - segments.capper) / capper;
    const starAngles = [
      Math.PI / 2 - (travel - segments.star1) / star,
      Math.PI - (travel - segments.transfer) / star,
      Math.PI - (travel - segments.star2) / star,
    ];
    stars.forEach((wheel, index) => {
      // Pockets sit at whole pocket pitches from the shape's first notch (one pitch round from angle 0).
      wheel.rotation.y = (starAngles[index] ?? 0) - (Math.PI * 2) / BOTTLING.starPockets;
    });
    fillerTurret.heads.forEach((head, index) => {
      const act = (wrap(fillerTurret.group.rotation.y + (index / BOTTLING.fillerValves) * Math.PI * 2) - Math.PI) / Math.PI;
      head.position.y = act > 0 ? -0.03 * smooth(0, 0.1, act) * (1 - smooth(0.9, 1, act)) : 0;
    });
    capperTurret.heads.forEach((head, index) => {
      const act = (wrap(capperTurret.group.rotation.y + (index / BOTTLING.capperHeads) * Math.PI * 2) - Math.PI) / Math.PI;
      const lift = 0.04 * (1 - smooth(0.1, 0.55, act));
      head.position.y = act > 0 ? (lift - 0.042) * smooth(0, 0.08, act) * (1 - smooth(0.85, 1, act)) : 0;
    });
    for (const conveyor of [infeed, outfeed]) conveyor.map.offset.x = -travel / 0.05;
    const reading = readings[Math.floor(progress * PITCHES_PER_LOOP) % PITCHES_PER_LOOP] ?? '330.0';
    if (reading !== shown) {
      label.draw('FILLER  ·  FILL LEVEL', `${reading} ml`);
      shown = reading;
    }
  };
}

interface Staging {
  ground: 'workshop' | 'hall' | 'cyclorama' | 'showroom';
  environment: EnvironmentStyle;
  exposure: number;
  fov: number;
  eye: Vector3;
  target: Vector3;
}

const STAGING = {
  card: { ground: 'workshop', environment: 'workshop', exposure: 1.0, fov: 30, eye: new Vector3(3.1, 2.1, 4.6), target: new Vector3(-0.3, 1.05, -0.8) },
  warehouse: { ground: 'workshop', environment: 'workshop', exposure: 1.0, fov: 32, eye: new Vector3(4.4, 2.3, 6.4), target: new Vector3(-0.7, 1.15, 0.2) },
  video: { ground: 'workshop', environment: 'hall', exposure: 1.0, fov: 32, eye: new Vector3(1.75, 2.7, 4.55), target: new Vector3(0.3, 1.32, 0) },
  overview: { ground: 'workshop', environment: 'hall', exposure: 1.05, fov: 30, eye: new Vector3(6.9, 8.6, 9.4), target: new Vector3(-0.5, 0.5, -1.1) },
} satisfies Record<string, Staging>;

const digitalTwin: SceneFactory = ({ renderer, width, height, random, options }) => {
  const view = String(options.view ?? 'video');
  const staging: Staging = (STAGING as Record<string, Staging | undefined>)[view] ?? STAGING.video;
  const stage = createStage({
    renderer,
    width,
    height,
    environment: staging.environment,
    fov: staging.fov,
    bloom: 0.25,
    exposure: staging.exposure,
    fog: 0.04,
  });
  const { scene, camera } = stage;
  const ground = createGround(staging.ground, random);
  // The workshop floor's painted bay lines run along x: beside the packing line they mark the walkway in front; the
  // bottling and picking scenes keep them out of frame.
  ground.group.position.set(view === 'card' || view === 'overview' ? 0 : 24, 0, 1.4 - 3.4);
  scene.add(ground.group);

  const overlays: Object3D[] = [];
  const tags: OverlayTag[] = [];
  let animate: (progress: number) => void = () => undefined;
  if (view === 'card') card(scene, renderer, random, overlays, tags);
  else if (view === 'overview') overview(scene, renderer, random, overlays, tags);
  else if (view === 'warehouse') warehouse(scene, renderer, random, overlays, tags);
  else animate = bottling(scene, renderer, random, overlays, tags);
  for (const object of overlays) scene.add(object);

  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));
  camera.position.copy(staging.eye);
  camera.lookAt(staging.target);
  camera.updateMatrixWorld();
  for (const { mesh } of tags) mesh.quaternion.copy(camera.quaternion);

  return {
    scene,
    camera,
    update: animate,
    render: stage.render,
  };
};

export default digitalTwin;
