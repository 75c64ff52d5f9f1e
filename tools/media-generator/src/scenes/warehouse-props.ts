/**
 * The physical props of the logistics stills (warehouse.scene.ts), built from the same physically based materials as
 * the product renders (painted steel with a clearcoat, bare steel, rubber, glass, corrugated board, timber) so they
 * sit in the studio light of render-kit.ts like the site's 3D models. Each builder returns a group standing on y = 0,
 * facing +x, so the scene can bake its contact shadow before placing it.
 */
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshPhysicalMaterial, MeshStandardMaterial, TorusGeometry, type Material } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';

/** Paint is a coloured dielectric under a clearcoat, as on the car renders; the yellow is the brand's #ffd60a. */
const paint = (color: number, roughness = 0.42, clearcoat = 0.8) =>
  new MeshPhysicalMaterial({ color, metalness: 0.15, roughness, clearcoat, clearcoatRoughness: 0.18 });

export const MATERIALS = {
  graphite: paint(0x2a2d33),
  yellow: paint(0xffd60a, 0.45, 0.7),
  pearl: paint(0xd9dbde, 0.35, 1),
  rackBlue: paint(0x27364a, 0.5, 0.3),
  /** Sectional dock doors: mid-grey painted steel, lighter than the wall so the closed doors still read. */
  shutter: paint(0x5a5e66, 0.5, 0.3),
  steel: new MeshStandardMaterial({ color: 0x9a9ea4, metalness: 1, roughness: 0.35 }),
  darkSteel: new MeshStandardMaterial({ color: 0x3a3d42, metalness: 0.9, roughness: 0.45 }),
  rubber: new MeshStandardMaterial({ color: 0x131315, metalness: 0, roughness: 0.9 }),
  plastic: new MeshStandardMaterial({ color: 0x1a1b1e, metalness: 0, roughness: 0.55 }),
  glass: new MeshPhysicalMaterial({ color: 0x0c0f13, metalness: 0.1, roughness: 0.04, clearcoat: 1, clearcoatRoughness: 0.02 }),
  timber: new MeshStandardMaterial({ color: 0x8a6c48, metalness: 0, roughness: 0.85 }),
  aluminium: new MeshStandardMaterial({ color: 0xc4c7cc, metalness: 0.85, roughness: 0.4 }),
};

/** Corrugated board in a few tones, so a load of cartons does not read as one block. */
export const CARTONS = [0xa08060, 0x8f7252, 0xb08f68, 0x7e6548].map((color) => new MeshStandardMaterial({ color, metalness: 0, roughness: 0.88 }));

export function block(width: number, height: number, depth: number, material: Material, x = 0, y = 0, z = 0, radius = 0): Mesh {
  const geometry = radius > 0 ? new RoundedBoxGeometry(width, height, depth, 2, radius) : new BoxGeometry(width, height, depth);
  const mesh = new Mesh(geometry, material);
  mesh.position.set(x, y, z);
  return mesh;
}

/** A wheel turning about z: rubber tyre and a steel hub. */
export function wheel(radius: number, width: number): Group {
  const group = new Group();
  const tyre = new Mesh(new CylinderGeometry(radius, radius, width, 40), MATERIALS.rubber);
  const hub = new Mesh(new CylinderGeometry(radius * 0.55, radius * 0.55, width + 0.01, 32), MATERIALS.darkSteel);
  tyre.rotation.x = Math.PI / 2;
  hub.rotation.x = Math.PI / 2;
  group.add(tyre, hub);
  return group;
}

/** A Euro pallet (1.2 × 0.8 m) of cartons stacked in `layers`, the unit every scene below moves. */
export function palletLoad(random: () => number, layers = 3): Group {
  const group = new Group();
  group.add(block(1.2, 0.03, 0.8, MATERIALS.timber, 0, 0.129));
  for (const z of [-0.35, 0, 0.35]) group.add(block(1.2, 0.1, 0.1, MATERIALS.timber, 0, 0.063, z));
  group.add(block(1.2, 0.02, 0.8, MATERIALS.timber, 0, 0.01));
  // Two cartons across, two along, per layer: large enough faces that the image stays calm.
  for (let layer = 0; layer < layers; layer += 1)
    for (const x of [-0.3, 0.3])
      for (const z of [-0.2, 0.2]) {
        const carton = CARTONS[Math.floor(random() * CARTONS.length)] ?? MATERIALS.timber;
        group.add(block(0.58, 0.3, 0.38, carton, x, 0.16 + layer * 0.3 + 0.15, z, 0.012));
      }
  return group;
}

/**
 * A counterbalance forklift, about 3.3 m long with its forks: graphite body and counterweight, a yellow overhead
 * guard (the one brand-coloured part), a steel mast and forks carrying a pallet at `forkHeight`.
 */
export function forklift(random: () => number, forkHeight = 0.25): Group {
  const group = new Group();
  group.add(block(1.7, 0.75, 1.1, MATERIALS.graphite, -0.05, 0.62, 0, 0.08));
  group.add(block(0.55, 0.95, 1.14, MATERIALS.graphite, -0.95, 0.74, 0, 0.14));
  group.add(block(0.5, 0.3, 0.5, MATERIALS.plastic, -0.35, 1.12, 0, 0.06));
  group.add(block(0.12, 0.5, 0.5, MATERIALS.plastic, -0.62, 1.32, 0, 0.04));
  const steering = new Mesh(new TorusGeometry(0.16, 0.022, 10, 36), MATERIALS.plastic);
  steering.position.set(0.28, 1.3, 0);
  steering.rotation.y = Math.PI / 2;
  steering.rotation.x = 0.5;
  group.add(steering, block(0.06, 0.36, 0.06, MATERIALS.darkSteel, 0.36, 1.1, 0));
  // Overhead guard: four posts and a slatted roof.
  for (const [x, z] of [
    [0.45, 0.5],
    [0.45, -0.5],
    [-0.75, 0.5],
    [-0.75, -0.5],
  ] as const)
    group.add(block(0.07, 1.2, 0.07, MATERIALS.yellow, x, 1.6, z, 0.02));
  group.add(block(1.3, 0.06, 1.08, MATERIALS.yellow, -0.15, 2.22, 0, 0.02));
  // Larger drive wheels under the mast, smaller steer wheels under the counterweight.
  for (const [x, radius] of [
    [0.5, 0.34],
    [-0.85, 0.27],
  ] as const)
    for (const z of [-0.56, 0.56]) {
      const tyre = wheel(radius, 0.24);
      tyre.position.set(x, radius, z);
      group.add(tyre);
    }
  // Mast, carriage and forks.
  for (const z of [-0.34, 0.34]) group.add(block(0.1, 2.3, 0.12, MATERIALS.darkSteel, 0.88, 1.2, z));
  group.add(block(0.1, 0.08, 0.8, MATERIALS.darkSteel, 0.88, 2.32, 0));
  group.add(block(0.08, 0.55, 0.95, MATERIALS.darkSteel, 0.98, forkHeight + 0.3, 0));
  for (const z of [-0.26, 0.26]) {
    group.add(block(1.15, 0.05, 0.12, MATERIALS.steel, 1.58, forkHeight, z));
    group.add(block(0.05, 0.5, 0.12, MATERIALS.steel, 1.03, forkHeight + 0.25, z));
  }
  const load = palletLoad(random, 2);
  load.rotation.y = Math.PI / 2;
  load.position.set(1.55, forkHeight - 0.07, 0);
  group.add(load);
  return group;
}

/**
 * A latent autonomous mobile robot (AMR) that drives under a pallet and lifts it: a low pearl body with a graphite
 * bumper, a lidar behind a glass slot at the front, a thin yellow status light (its only glow) and a lift deck.
 */
export function mobileRobot(random: () => number, withLoad = true): Group {
  const group = new Group();
  group.add(block(1.25, 0.26, 0.86, MATERIALS.pearl, 0, 0.2, 0, 0.09));
  group.add(block(1.29, 0.1, 0.9, MATERIALS.graphite, 0, 0.07, 0, 0.045));
  group.add(block(0.02, 0.03, 0.6, new MeshStandardMaterial({ color: 0x000000, emissive: 0xffd60a, emissiveIntensity: 1.4 }), 0.64, 0.2, 0));
  // The safety lidar looks out through a glass slot in the front bumper, below the load.
  group.add(block(0.03, 0.05, 0.5, MATERIALS.glass, 0.64, 0.1, 0, 0.01));
  const deck = new Mesh(new CylinderGeometry(0.33, 0.33, 0.04, 48), MATERIALS.darkSteel);
  deck.position.set(-0.08, 0.35, 0);
  group.add(deck);
  for (const x of [-0.42, 0.42])
    for (const z of [-0.46, 0.46]) {
      const tyre = wheel(0.075, 0.06);
      // Tucked under the bumper, as on the real machines: the body reads as one clean shell.
      tyre.position.set(x, 0.075, z * 0.7);
      group.add(tyre);
    }
  if (withLoad) {
    const load = palletLoad(random, 3);
    load.position.set(-0.08, 0.37, 0);
    group.add(load);
  }
  return group;
}

/**
 * The rear half of a curtain-sided semi-trailer (the cab is out of frame), open at its back (+x end) so the loaded
 * pallets inside show: aluminium sides, a steel underframe, twin rear axles and a yellow-and-white rear marker bar.
 */
export function trailer(random: () => number, length = 9): Group {
  const group = new Group();
  const floorY = 1.2;
  const half = length / 2;
  group.add(block(length, 0.08, 2.48, MATERIALS.darkSteel, 0, floorY, 0));
  for (const z of [-1.22, 1.22]) group.add(block(length, 2.7, 0.04, MATERIALS.aluminium, 0, floorY + 1.39, z));
  group.add(block(length, 0.05, 2.48, MATERIALS.aluminium, 0, floorY + 2.74, 0));
  group.add(block(0.08, 2.8, 0.12, MATERIALS.darkSteel, half, floorY + 1.4, 1.2));
  group.add(block(0.08, 2.8, 0.12, MATERIALS.darkSteel, half, floorY + 1.4, -1.2));
  group.add(block(length, 0.35, 0.3, MATERIALS.darkSteel, 0, floorY - 0.22, 0.6));
  group.add(block(length, 0.35, 0.3, MATERIALS.darkSteel, 0, floorY - 0.22, -0.6));
  group.add(block(0.1, 0.12, 2.3, MATERIALS.yellow, half - 0.1, 0.55, 0));
  for (const x of [half - 1.6, half - 2.9])
    for (const z of [-0.95, 0.95]) {
      const tyre = wheel(0.48, 0.5);
      tyre.position.set(x, 0.48, z);
      group.add(tyre);
    }
  for (let index = 0; index < 3; index += 1) {
    const load = palletLoad(random, 4);
    load.rotation.y = Math.PI / 2;
    load.position.set(half - 0.9 - index * 1.3, floorY + 0.04, 0.5);
    group.add(load);
    if (index > 0) {
      const twin = palletLoad(random, 4);
      twin.rotation.y = Math.PI / 2;
      twin.position.set(half - 0.9 - index * 1.3, floorY + 0.04, -0.5);
      group.add(twin);
    }
  }
  return group;
}

/** A tractor unit (cab-over) facing +x, to couple at the trailer's front end. */
export function tractor(color: Material = MATERIALS.graphite): Group {
  const group = new Group();
  group.add(block(2.3, 2.5, 2.45, color, 0.4, 2.2, 0, 0.2));
  group.add(block(0.04, 0.9, 2.1, MATERIALS.glass, 1.56, 2.7, 0));
  group.add(block(3.6, 0.35, 0.9, MATERIALS.darkSteel, -0.2, 0.85, 0));
  for (const x of [1.0, -1.2])
    for (const z of [-1.0, 1.0]) {
      const tyre = wheel(0.5, 0.38);
      tyre.position.set(x, 0.5, z);
      group.add(tyre);
    }
  return group;
}

/** A 40 ft shipping container (12.2 × 2.6 × 2.4 m) in a muted livery. */
export function container(color: number): Mesh {
  return block(12.2, 2.6, 2.44, new MeshPhysicalMaterial({ color, metalness: 0.3, roughness: 0.55, clearcoat: 0.2, clearcoatRoughness: 0.5 }), 0, 1.3, 0, 0.05);
}
