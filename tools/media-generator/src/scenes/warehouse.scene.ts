/**
 * The logistics stills, each a different subject so no motif repeats across the site's logistics pages, all lit and
 * shaded like the product renders (render-kit.ts: image-based light from a softbox room, physically based materials,
 * baked contact shadows, a vignette) with brand yellow kept to a few painted parts and overlays.
 * Options: view
 *   'industry' (default): down one wide aisle of a distribution centre between pallet racking;
 *   'sales': an autonomous mobile robot lifting a pallet, staged as a product render beside a second unit on its
 *            charger, with its lidar safety field drawn on the studio floor;
 *   'training': a forklift approaching an open dock door with a trailer backed in, AR safety markings on the floor;
 *   'twin': a cross-dock yard from above (trailers at the doors, container stacks, a shunter on the move) with the
 *           twin's sparse overlays: footprints of tracked assets and the shunter's planned route to its door.
 */
import { Group, Mesh, MeshBasicMaterial, RingGeometry, Vector3, type Object3D, type WebGLRenderer } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { routeLine } from './hologram-kit.ts';
import { overlayFrame, overlayMaterial, overlayRing } from './overlay-kit.ts';
import { createGround, createStage, grounded, vignette, type EnvironmentStyle } from './render-kit.ts';
import { BRAND } from './studio.ts';
import { CARTONS, MATERIALS, block, container, forklift, mobileRobot, palletLoad, tractor, trailer } from './warehouse-props.ts';

/** A rectangle outline (and a faint fill) lying on the floor, e.g. a keep-clear zone or a tracked asset's footprint. */
function floorFrame(width: number, depth: number, line: number, opacity: number, fill = 0): Group {
  const frame = overlayFrame(width, depth, { line, opacity, fill });
  frame.rotation.x = -Math.PI / 2;
  frame.position.y = 0.012;
  return frame;
}

/**
 * Selective pallet racking along x, centred on its origin (so its contact shadow bakes under it): blue upright frames,
 * graphite beams, a pallet in each slot with a few left empty.
 */
function racking(random: () => number, bays: number, levels: number): Group {
  const outer = new Group();
  const group = new Group();
  outer.add(group);
  const bayWidth = 2.7;
  const levelHeight = 1.55;
  const depth = 1.1;
  const top = levels * levelHeight + 0.4;
  for (let bay = 0; bay <= bays; bay += 1) {
    for (const z of [-depth / 2, depth / 2]) group.add(block(0.09, top, 0.08, MATERIALS.rackBlue, bay * bayWidth, top / 2, z));
    // Yellow column guards at the foot of the aisle-side uprights: the forklift-strike protection every DC fits.
    group.add(block(0.16, 0.4, 0.14, MATERIALS.yellow, bay * bayWidth, 0.2, depth / 2 + 0.06, 0.02));
  }
  for (let level = 1; level < levels + 1; level += 1)
    for (const z of [-depth / 2, depth / 2])
      group.add(block(bays * bayWidth, 0.12, 0.06, MATERIALS.graphite, (bays * bayWidth) / 2, level * levelHeight - 0.1, z));
  for (let bay = 0; bay < bays; bay += 1)
    for (let level = 0; level < levels + 1; level += 1)
      for (const slot of [0, 1, 2]) {
        if (random() < 0.14) continue;
        const y = level === 0 ? 0 : level * levelHeight - 0.04;
        const x = bay * bayWidth + 0.47 + slot * 0.88;
        // One pallet base and one wrapped stack per slot: a calm face at this distance, and cheap to draw.
        group.add(block(0.8, 0.14, 1.2, MATERIALS.timber, x, y + 0.07, 0));
        const height = 0.7 + random() * 0.55;
        group.add(block(0.76, height, 1.14, CARTONS[Math.floor(random() * CARTONS.length)] ?? MATERIALS.timber, x, y + 0.14 + height / 2, 0, 0.02));
      }
  group.position.x = (-bays * bayWidth) / 2;
  return outer;
}

function industry(scene: Object3D, renderer: WebGLRenderer, random: () => number) {
  // The aisle runs along -z; racking both sides, 11 bays deep, disappearing into the haze.
  for (const side of [-1, 1]) {
    // Baked before it is placed: the shadow's bake restores the transform from the matrix, not position/rotation.
    const rack = grounded(renderer, racking(random, 11, 5), 32, 2.0, { height: 0.6, opacity: 0.7 });
    rack.rotation.y = Math.PI / 2;
    rack.position.set(side * 2.95, 0, -6.8);
    scene.add(rack);
  }
  // A reach of the aisle's working life: the forklift bringing a pallet out towards the camera.
  const truck = grounded(renderer, forklift(random, 0.9), 4.2, 2.0, { height: 0.8 });
  truck.rotation.y = -Math.PI / 2 - 0.04;
  truck.position.set(0.35, 0, -7.5);
  scene.add(truck);
  // Painted aisle edges and the high-bay luminaires overhead (the only light sources in frame).
  for (const x of [-2.2, 2.2]) scene.add(block(0.1, 0.004, 40, MATERIALS.yellow, x, 0.002, -12));
  for (let index = 0; index < 9; index += 1) {
    const lamp = block(0.35, 0.08, 2.2, new MeshBasicMaterial({ color: 0xfff4e0 }), 0, 11, 6 - index * 4.2);
    scene.add(lamp, block(0.45, 0.12, 2.3, MATERIALS.darkSteel, 0, 11.1, 6 - index * 4.2));
  }
}

function sales(scene: Object3D, renderer: WebGLRenderer, random: () => number) {
  const hero = grounded(renderer, mobileRobot(random, true), 2.4, 2.0, { height: 0.5 });
  hero.rotation.y = -0.55;
  hero.position.set(0.3, 0, 0);
  scene.add(hero);
  // The lidar's protective field, as the robot's configuration tool draws it: a soft fan ahead of the bumper.
  const field = new Mesh(new RingGeometry(0.7, 1.5, 64, 1, -0.55, 1.1).rotateX(-Math.PI / 2), overlayMaterial(0.025));
  field.position.set(0.07, 0.006, 0);
  const fieldEdge = new Mesh(new RingGeometry(1.48, 1.5, 64, 1, -0.55, 1.1).rotateX(-Math.PI / 2), overlayMaterial(0.35));
  fieldEdge.position.copy(field.position);
  hero.add(field, fieldEdge);
  // The same robot unloaded, docked on its charger: the lift deck and the product's proportions read clearly.
  const second = grounded(renderer, mobileRobot(random, false), 2.0, 1.6, { height: 0.4 });
  const charger = grounded(renderer, block(0.22, 0.42, 0.7, MATERIALS.graphite, 0, 0.21, 0, 0.05), 0.8, 1.2, { height: 0.4 });
  charger.add(block(0.01, 0.04, 0.3, MATERIALS.yellow, 0.115, 0.2, 0));
  const docked = new Group();
  second.position.set(0, 0, 0);
  charger.position.set(-0.78, 0, 0);
  docked.add(second, charger);
  // Turned away, so its charger faces the camera and its status light does not repeat the hero's.
  docked.rotation.y = 2.4;
  docked.position.set(-2.5, 0, -1.3);
  scene.add(docked);
}

function training(scene: Object3D, renderer: WebGLRenderer, random: () => number) {
  // The dock wall (insulated panels) with one open door; its neighbours stay shut.
  const wall = MATERIALS.graphite;
  scene.add(block(10.5, 7, 0.3, wall, -6.75, 3.5, -0.15), block(10.5, 7, 0.3, wall, 6.75, 3.5, -0.15), block(3, 3.6, 0.3, wall, 0, 5.2, -0.15));
  for (const x of [-5, 5]) {
    scene.add(block(2.9, 3.3, 0.06, MATERIALS.shutter, x, 1.65, 0.03));
    for (let rib = 1; rib < 5; rib += 1) scene.add(block(2.9, 0.025, 0.02, MATERIALS.darkSteel, x, rib * 0.66, 0.07));
  }
  // Dock seal, roller-door drum and bumpers around the opening; a steel leveller bridging to the trailer bed.
  scene.add(block(0.25, 3.4, 0.35, MATERIALS.rubber, -1.6, 1.7, 0.18), block(0.25, 3.4, 0.35, MATERIALS.rubber, 1.6, 1.7, 0.18));
  scene.add(block(3.45, 0.35, 0.35, MATERIALS.rubber, 0, 3.3, 0.18), block(3.3, 0.4, 0.45, MATERIALS.darkSteel, 0, 3.75, 0.1, 0.15));
  for (const x of [-1.25, 1.25]) scene.add(block(0.25, 0.35, 0.18, MATERIALS.rubber, x, 0.2, 0.09));
  scene.add(block(2.2, 0.04, 2.4, MATERIALS.steel, 0, 0.02, 1.2));
  for (const x of [-1.9, 1.9]) {
    const bollard = grounded(renderer, block(0.2, 1.1, 0.2, MATERIALS.yellow, 0, 0.55, 0, 0.09), 0.8, 0.8, { height: 0.6 });
    bollard.position.set(x, 0, 1.0);
    scene.add(bollard);
  }
  const box = trailer(random, 9);
  box.rotation.y = -Math.PI / 2;
  box.position.set(0, -1.2, -4.6);
  scene.add(box);
  // Outbound pallets staged beside the door, and the forklift coming in to load them.
  for (const [x, z] of [
    [3.2, 2.3],
    [3.2, 3.4],
  ] as const) {
    const load = grounded(renderer, palletLoad(random, 3), 1.8, 1.4, { height: 0.6 });
    load.position.set(x, 0, z);
    scene.add(load);
  }
  const truck = grounded(renderer, forklift(random, 0.25), 4.2, 2.0, { height: 0.8 });
  truck.position.set(-2.6, 0, 6.0);
  truck.rotation.y = Math.atan2(6.0 - 2.4, 2.6 - 0.2);
  scene.add(truck);

  // AR safety layer: the keep-clear zone in front of the door, the stop line, the truck's travel path and the
  // pedestrian exclusion ring around it.
  const zone = floorFrame(3.4, 3.0, 0.06, 0.85, 0.08);
  zone.position.set(0, 0.012, 1.6);
  const stop = block(3.4, 0.002, 0.16, overlayMaterial(0.9), 0, 0.014, 3.3);
  const path = routeLine([new Vector3(-1.3, 0.02, 4.6), new Vector3(-0.6, 0.02, 3.9), new Vector3(-0.1, 0.02, 3.3)], 0.02, BRAND.accent, 1.6);
  const ring = overlayRing(2.385, 0.07, { opacity: 0.7 });
  ring.rotation.x = -Math.PI / 2;
  ring.position.set(-2.6, 0.013, 6.0);
  scene.add(zone, stop, path, ring);
}

function twin(scene: Object3D, renderer: WebGLRenderer, random: () => number) {
  // The cross-dock building's yard face, doors every 4 m; roof seen from above.
  scene.add(block(44, 7.5, 10, MATERIALS.darkSteel, 0, 3.75, -11));
  scene.add(block(44.4, 0.3, 10.4, MATERIALS.shutter, 0, 7.6, -11));
  // Rooflights along the ridge, so the roof reads as a roof from above.
  for (let index = -4; index <= 4; index += 1) scene.add(block(2.4, 0.1, 1.2, MATERIALS.glass, index * 4.6, 7.8, -11));
  const doors = [-16, -12, -8, -4, 0, 4, 8, 12, 16];
  for (const x of doors) scene.add(block(3, 3.2, 0.05, MATERIALS.aluminium, x, 2.8, -5.98));
  // Trailers backed onto some of the doors, their open ends at the seals.
  for (const x of [-16, -8, -4, 8, 16]) {
    const unit = grounded(renderer, trailer(random, 13.6), 15, 3.4, { height: 1.2, opacity: 0.7 });
    unit.rotation.y = Math.PI / 2;
    unit.position.set(x, 0, -6 + 6.9);
    scene.add(unit);
  }
  // Container stacks on the far side of the yard lane, one and two high.
  const liveries = [0x5b2a22, 0x22344a, 0x4a4e55, 0x6e7075, 0x2c3a33];
  for (let row = 0; row < 2; row += 1)
    for (let column = 0; column < 3; column += 1) {
      const stack = new Group();
      const high = random() < 0.5 ? 2 : 1;
      for (let tier = 0; tier < high; tier += 1) {
        const unit = container(liveries[Math.floor(random() * liveries.length)] ?? 0x5d6168);
        unit.position.y += tier * 2.6;
        stack.add(unit);
      }
      grounded(renderer, stack, 13.5, 3.6, { height: 1, opacity: 0.7 });
      stack.position.set(-13 + column * 13, 0, 17 + row * 2.9);
      scene.add(stack);
    }
  // A shunter pulling a trailer along the yard lane.
  const shunter = new Group();
  const pulled = trailer(random, 13.6);
  pulled.position.x = -7.6;
  const cab = tractor(MATERIALS.pearl);
  shunter.add(pulled, cab);
  grounded(renderer, shunter, 20, 3.4, { height: 1.2, opacity: 0.7 });
  shunter.position.set(-2, 0, 11.4);
  scene.add(shunter);

  // Twin overlays, sparse: footprints of the tracked assets, the shunter's planned route and its target slot as a ghost.
  for (const x of [-8, 8]) {
    const footprint = floorFrame(2.9, 14, 0.08, 0.7);
    footprint.position.set(x, 0.012, 0.8);
    scene.add(footprint);
  }
  const move = floorFrame(18.4, 3.0, 0.08, 0.8);
  move.position.set(-2.3, 0.012, 11.4);
  scene.add(move);
  scene.add(
    routeLine(
      [new Vector3(2.4, 0.04, 11.4), new Vector3(5.6, 0.04, 11.0), new Vector3(4.4, 0.04, 8.2), new Vector3(4, 0.04, 4.5), new Vector3(4, 0.04, -5.2)],
      0.07,
      BRAND.accent,
      1.5,
    ),
  );
  // The ghost: a hairline outline over a faint fill, lighter than the footprints of the assets that are there.
  const ghost = floorFrame(2.5, 13.6, 0.03, 0.9, 0.1);
  ghost.position.set(4, 0.02, 0.8);
  scene.add(ghost);
  // White bay lines where trailers park.
  const lineMaterial = new MeshBasicMaterial({ color: 0x8a8c90 });
  for (const x of [-18, -14, -10, -6, -2, 2, 6, 10, 14, 18]) scene.add(block(0.12, 0.004, 13, lineMaterial, x, 0.003, 1));
}

const STAGING: Record<string, { ground: 'cyclorama' | 'workshop'; environment: EnvironmentStyle; exposure: number; fog: number; fov: number }> = {
  industry: { ground: 'workshop', environment: 'hall', exposure: 1.1, fog: 0.035, fov: 36 },
  sales: { ground: 'cyclorama', environment: 'studio', exposure: 1, fog: 0.05, fov: 28 },
  training: { ground: 'workshop', environment: 'workshop', exposure: 0.95, fog: 0.03, fov: 34 },
  twin: { ground: 'workshop', environment: 'studio', exposure: 1.05, fog: 0.008, fov: 30 },
};

const CAMERAS: Record<string, [Vector3, Vector3]> = {
  industry: [new Vector3(0.7, 1.7, 9.5), new Vector3(-0.2, 2.7, -12)],
  sales: [new Vector3(2.7, 1.3, 4.6), new Vector3(-0.55, 0.5, -0.35)],
  training: [new Vector3(6.5, 3.2, 12.5), new Vector3(-0.6, 1.3, 2.0)],
  twin: [new Vector3(8, 64, 35), new Vector3(0, 0, 3)],
};

const warehouse: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'industry');
  const staging = STAGING[view] ?? STAGING.industry;
  if (!staging) throw new Error(`unknown warehouse view ${view}`);
  const stage = createStage({
    renderer,
    width,
    height,
    environment: staging.environment,
    fov: staging.fov,
    bloom: 0.3,
    exposure: staging.exposure,
    fog: staging.fog,
  });
  const { scene, camera } = stage;
  const ground = createGround(staging.ground, random);
  // The workshop floor's painted bay lines run along x: in the aisle they turn to lie under the racking, at the dock
  // and in the yard they move behind the wall or under the building, so the only markings are the scene's own.
  if (view === 'industry') ground.group.rotation.y = Math.PI / 2;
  if (view === 'training') ground.group.position.z = -4;
  if (view === 'twin') {
    ground.group.position.z = -11;
    // The yard is seen whole from high up: widen the floor so its edge stays out of the wide frame.
    ground.group.scale.x = 1.6;
  }
  scene.add(ground.group);

  const builders: Record<string, typeof industry> = { industry, sales, training, twin };
  const build = builders[view] ?? industry;
  build(scene, renderer, random);
  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));

  const [eye, target] = CAMERAS[view] ?? CAMERAS.industry ?? [new Vector3(0, 2, 10), new Vector3(0, 2, 0)];
  camera.position.copy(eye);
  camera.lookAt(target);
  camera.updateMatrixWorld();
  return { scene, camera, update: () => undefined, render: stage.render };
};

export default warehouse;
