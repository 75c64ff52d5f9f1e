/**
 * The Centre of Excellence 3D-capture bench (coe-research.scene.ts), modelled in metres with physically based
 * materials: an aluminium-profile lab bench, a motorised rotary table with coded targets, a 3D-printed prototype
 * bracket, a structured-light scanner on a tripod and the point cloud it captures. Brand yellow only on the
 * scanner's grip and on the point cloud.
 */
import {
  BufferAttribute,
  BufferGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  NearestFilter,
  Path,
  Points,
  PointsMaterial,
  Shape,
  Vector2,
  Vector3,
  type Material,
} from 'three';
import { MeshSurfaceSampler } from 'three/examples/jsm/math/MeshSurfaceSampler.js';
import { box, cylinder, hose, materials } from './factory-machines.ts';
import { canvasTexture } from './render-kit.ts';
import { BRAND } from './studio.ts';

export const LAB = {
  /** Bench top surface height. */
  benchTop: 0.9,
  anodised: new MeshPhysicalMaterial({ color: 0x2a2d33, metalness: 0.65, roughness: 0.38, clearcoat: 0.3, clearcoatRoughness: 0.3 }),
  profile: new MeshStandardMaterial({ color: 0xb9bec5, metalness: 1, roughness: 0.38 }),
  mat: new MeshStandardMaterial({ color: 0x3b4048, metalness: 0, roughness: 0.85 }),
  laminate: new MeshStandardMaterial({ color: 0xc9c8c2, metalness: 0, roughness: 0.55 }),
  /** Matte light-grey PLA of the printed prototype: light enough to carry the projected stripes. */
  pla: new MeshStandardMaterial({ color: 0xa9a69f, metalness: 0, roughness: 0.7, envMapIntensity: 0.6 }),
  plaBlue: new MeshStandardMaterial({ color: 0x5b7189, metalness: 0, roughness: 0.6 }),
  lensGlass: new MeshPhysicalMaterial({ color: 0x0d1016, metalness: 0.2, roughness: 0.05, clearcoat: 1, clearcoatRoughness: 0.02, envMapIntensity: 2 }),
} as const;

function rounded(width: number, depth: number, radius: number): Shape {
  const shape = new Shape();
  const x = -width / 2;
  const y = -depth / 2;
  shape.moveTo(x + radius, y);
  shape.lineTo(x + width - radius, y);
  shape.quadraticCurveTo(x + width, y, x + width, y + radius);
  shape.lineTo(x + width, y + depth - radius);
  shape.quadraticCurveTo(x + width, y + depth, x + width - radius, y + depth);
  shape.lineTo(x + radius, y + depth);
  shape.quadraticCurveTo(x, y + depth, x, y + depth - radius);
  shape.lineTo(x, y + radius);
  shape.quadraticCurveTo(x, y, x + radius, y);
  return shape;
}

/** A lab bench 1.8 × 0.8 m: anodised profile frame, levelling feet, ESD mat on a laminate top, a lower shelf. */
export function labBench(): Group {
  const bench = new Group();
  const top = LAB.benchTop;
  bench.add(box(1.8, 0.035, 0.8, LAB.laminate, 0, top - 0.0225, 0, 0.006));
  bench.add(box(1.7, 0.004, 0.72, LAB.mat, 0, top - 0.003, 0.0, 0.0015));
  for (const x of [-0.85, 0.85])
    for (const z of [-0.35, 0.35]) {
      bench.add(box(0.045, top - 0.09, 0.045, LAB.profile, x, (top - 0.09) / 2 + 0.05, z));
      bench.add(cylinder(0.022, 0.02, materials.rubber, x, 0.01, z, 24), cylinder(0.008, 0.04, materials.machined, x, 0.035, z, 12));
    }
  for (const z of [-0.35, 0.35]) bench.add(box(1.7, 0.045, 0.045, LAB.profile, 0, top - 0.06, z), box(1.7, 0.045, 0.045, LAB.profile, 0, 0.2, z));
  for (const x of [-0.85, 0.85]) bench.add(box(0.045, 0.045, 0.7, LAB.profile, x, top - 0.06, 0), box(0.045, 0.045, 0.7, LAB.profile, x, 0.2, 0));
  bench.add(box(1.66, 0.018, 0.66, LAB.anodised, 0, 0.232, 0));
  // A grey storage crate and a spool box on the shelf.
  bench.add(box(0.5, 0.2, 0.38, materials.plastic, -0.45, 0.341, 0, 0.012));
  bench.add(box(0.22, 0.22, 0.22, new MeshStandardMaterial({ color: 0x8c7a5e, roughness: 0.9 }), 0.35, 0.351, 0.05, 0.004));
  return bench;
}

/** A motorised rotary table: a black base with a cable, an aluminium plate carrying white coded targets. */
export function rotaryTable(): { group: Group; plate: Group; height: number } {
  const group = new Group();
  group.add(cylinder(0.19, 0.05, LAB.anodised, 0, 0.025, 0, 64), cylinder(0.16, 0.012, materials.seam, 0, 0.056, 0, 64));
  group.add(box(0.08, 0.03, 0.05, LAB.anodised, 0, 0.02, -0.2, 0.006));
  group.add(
    hose(
      [
        [0, 0.02, -0.22],
        [0, 0.007, -0.3],
        [-0.05, 0.007, -0.42],
        [-0.08, -0.03, -0.48],
        [-0.1, -0.3, -0.5],
      ],
      0.005,
      materials.rubber,
    ),
  );
  const plate = new Group();
  plate.position.y = 0.062;
  plate.add(cylinder(0.17, 0.014, materials.aluminium, 0, 0.007, 0, 96), cylinder(0.155, 0.002, materials.plastic, 0, 0.015, 0, 96));
  const dot = new MeshStandardMaterial({ color: 0xf2f2f0, roughness: 0.5 });
  for (let index = 0; index < 16; index += 1) {
    const angle = (index / 16) * Math.PI * 2;
    const radius = index % 2 ? 0.138 : 0.122;
    plate.add(cylinder(0.0055, 0.001, dot, Math.cos(angle) * radius, 0.0165, Math.sin(angle) * radius, 16));
  }
  group.add(plate);
  return { group, plate, height: 0.079 };
}

/** The 3D-printed prototype: a flanged bearing bracket with a bored boss, two gussets and a side port. */
export function prototypePart(material: Material = LAB.pla): Group {
  const part = new Group();
  const flange = rounded(0.2, 0.13, 0.018);
  for (const [x, y] of [
    [-0.075, -0.042],
    [0.075, -0.042],
    [-0.075, 0.042],
    [0.075, 0.042],
  ] as const) {
    const hole = new Path();
    hole.absarc(x, y, 0.009, 0, Math.PI * 2, true);
    flange.holes.push(hole);
  }
  const base = new Mesh(
    new ExtrudeGeometry(flange, { depth: 0.012, bevelEnabled: true, bevelThickness: 0.002, bevelSize: 0.002, bevelSegments: 2, curveSegments: 24 }),
    material,
  );
  base.rotation.x = -Math.PI / 2;
  base.position.y = 0.002;
  const boss = new Mesh(
    new LatheGeometry(
      [
        new Vector2(0.026, 0.014),
        new Vector2(0.046, 0.014),
        new Vector2(0.046, 0.104),
        new Vector2(0.041, 0.11),
        new Vector2(0.028, 0.11),
        new Vector2(0.026, 0.108),
        new Vector2(0.026, 0.014),
      ],
      64,
    ),
    material,
  );
  const gusset = new Shape();
  gusset.moveTo(0.044, 0);
  gusset.lineTo(0.094, 0);
  gusset.lineTo(0.044, 0.075);
  gusset.lineTo(0.044, 0);
  for (const side of [1, -1]) {
    const web = new Mesh(new ExtrudeGeometry(gusset, { depth: 0.01, bevelEnabled: false }), material);
    web.position.set(0, 0.015, -0.005);
    if (side < 0) web.rotation.y = Math.PI;
    if (side < 0) web.position.z = 0.005;
    part.add(web);
  }
  const port = new Mesh(new CylinderGeometry(0.017, 0.019, 0.045, 40).rotateX(Math.PI / 2), material);
  port.position.set(0, 0.068, 0.055);
  const portBore = new Mesh(new CylinderGeometry(0.009, 0.009, 0.002, 24).rotateX(Math.PI / 2), materials.seam);
  portBore.position.set(0, 0.068, 0.0785);
  part.add(base, boss, port, portBore);
  return part;
}

/** Vertical black-and-white fringes for the projector (a SpotLight map). */
export function stripeTexture(count = 30) {
  const texture = canvasTexture(512, 64, (context) => {
    context.fillStyle = '#000';
    context.fillRect(0, 0, 512, 64);
    context.fillStyle = '#fff';
    const pitch = 512 / count;
    for (let index = 0; index < count; index += 1) context.fillRect(index * pitch, 0, pitch * 0.5, 64);
  });
  texture.magFilter = NearestFilter;
  return texture;
}

/**
 * A structured-light scanner on a tripod: three telescopic legs, centre column, pan-tilt head and the scanner bar
 * (two cameras either side of a fringe projector, a yellow grip on top, a cable down the column). The bar's front
 * looks along +z of `head`; point `head` at the subject with lookAt. `projector` marks the projector lens.
 */
export function scannerTripod(headHeight: number): { group: Group; head: Group; projector: Group } {
  const group = new Group();
  const hub = headHeight - 0.42;
  const legUpper = LAB.anodised;
  for (let index = 0; index < 3; index += 1) {
    const angle = (index / 3) * Math.PI * 2 + Math.PI / 3;
    const foot = new Vector3(Math.cos(angle) * 0.42, 0, Math.sin(angle) * 0.42);
    const top = new Vector3(Math.cos(angle) * 0.04, hub, Math.sin(angle) * 0.04);
    const direction = foot.clone().sub(top);
    const length = direction.length();
    const leg = new Group();
    leg.position.copy(top);
    leg.quaternion.setFromUnitVectors(new Vector3(0, -1, 0), direction.normalize());
    leg.add(cylinder(0.014, length * 0.55, legUpper, 0, -length * 0.275, 0, 20), cylinder(0.01, length * 0.48, materials.aluminium, 0, -length * 0.74, 0, 20));
    leg.add(box(0.036, 0.05, 0.034, materials.plastic, 0, -length * 0.55, 0, 0.006), cylinder(0.016, 0.03, materials.rubber, 0, -length + 0.015, 0, 16));
    group.add(leg);
  }
  group.add(
    cylinder(0.05, 0.06, LAB.anodised, 0, hub, 0, 32),
    cylinder(0.017, headHeight - 0.08 - hub, materials.machined, 0, (hub + headHeight - 0.08) / 2, 0, 24),
  );
  group.add(cylinder(0.03, 0.04, LAB.anodised, 0, headHeight - 0.08, 0, 24), box(0.05, 0.05, 0.05, materials.plastic, 0, headHeight - 0.045, 0, 0.008));
  group.add(
    hose(
      [
        [0.0, headHeight - 0.06, -0.05],
        [0.03, headHeight - 0.2, -0.035],
        [0.02, hub + 0.05, -0.03],
        [0.1, hub - 0.3, -0.05],
        [0.28, 0.005, -0.12],
        [0.6, 0.004, -0.2],
      ],
      0.004,
      materials.rubber,
    ),
  );

  const head = new Group();
  head.position.set(0, headHeight, 0);
  const bar = new Group();
  bar.add(box(0.44, 0.08, 0.095, LAB.anodised, 0, 0, 0, 0.018), box(0.4, 0.06, 0.004, materials.plastic, 0, 0, 0.048, 0.002));
  for (const x of [-0.165, 0.165]) {
    bar.add(cylinder(0.024, 0.03, materials.plastic, x, 0, 0.055, 32).rotateX(Math.PI / 2));
    bar.add(cylinder(0.017, 0.004, LAB.lensGlass, x, 0, 0.071, 32).rotateX(Math.PI / 2));
  }
  const projectorLens = new Group();
  projectorLens.position.set(0, 0, 0.07);
  projectorLens.add(
    cylinder(0.03, 0.036, materials.plastic, 0, 0, -0.012, 36).rotateX(Math.PI / 2),
    cylinder(0.021, 0.004, LAB.lensGlass, 0, 0, 0.007, 36).rotateX(Math.PI / 2),
  );
  bar.add(projectorLens);
  // Cooling slots on top, the status lamp and a yellow carrying grip.
  for (let index = 0; index < 5; index += 1) bar.add(box(0.05, 0.003, 0.006, materials.seam, -0.12 + index * 0.06, 0.0405, -0.02));
  bar.add(box(0.012, 0.004, 0.004, new MeshStandardMaterial({ color: 0x000000, emissive: 0x3cff7a, emissiveIntensity: 1.6 }), 0.2, 0.026, 0.049));
  const grip = hose(
    [
      [-0.12, 0.04, 0],
      [-0.11, 0.085, 0],
      [0, 0.095, 0],
      [0.11, 0.085, 0],
      [0.12, 0.04, 0],
    ],
    0.011,
    materials.paintYellow,
  );
  bar.add(grip);
  bar.add(box(0.04, 0.03, 0.04, materials.plastic, 0, -0.052, 0, 0.006));
  head.add(bar);
  group.add(head);
  return { group, head, projector: projectorLens };
}

/**
 * A sparse point cloud sampled from the surfaces of `part` (its meshes at their local poses), in brand yellow. Points
 * are sorted by the moment the scan captures them (`times`, 0…1, from the turntable angle at which each surface faces
 * the scanner at world angle `scannerAngle`): reveal them with geometry.setDrawRange.
 */
const LIGHT = new Vector3(0.3, 0.8, 0.5).normalize();

export function pointCloud(
  part: Group,
  random: () => number,
  count: number,
  scannerAngle: number,
  pointSize: number,
): { points: Points<BufferGeometry, PointsMaterial>; times: number[] } {
  part.updateMatrixWorld(true);
  const samples: { position: Vector3; time: number; shade: number }[] = [];
  const meshes: { area: number; sampler: MeshSurfaceSampler }[] = [];
  part.traverse((child) => {
    if (!(child instanceof Mesh) || child.material === materials.seam) return;
    const geometry = (child.geometry as BufferGeometry).clone().applyMatrix4(child.matrix);
    const sampler = new MeshSurfaceSampler(new Mesh(geometry, child.material as Material));
    // Seeded sampling (the method is in three's source but not in its type declarations).
    (sampler as unknown as { setRandomGenerator: (next: () => number) => void }).setRandomGenerator(random);
    sampler.build();
    const distribution = sampler.distribution ?? new Float32Array(1);
    meshes.push({ area: distribution[distribution.length - 1] ?? 0, sampler });
  });
  const total = meshes.reduce((sum, { area }) => sum + area, 0);
  const point = new Vector3();
  const normal = new Vector3();
  for (const { area, sampler } of meshes) {
    const share = Math.round((count * area) / total);
    for (let index = 0; index < share; index += 1) {
      sampler.sample(point, normal);
      // The scanner never sees the underside.
      if (normal.y < -0.3) continue;
      // Nor the inside of the bore.
      if (Math.hypot(point.x, point.z) < 0.03 && point.x * normal.x + point.z * normal.z < 0) continue;
      const angle = Math.atan2(normal.z, normal.x);
      const facing = Math.abs(normal.y) > 0.8 ? random() : ((((angle - scannerAngle) / (Math.PI * 2)) % 1) + 1) % 1;
      // Shaded by a light from above and in front, so the sparse cloud still reads as a solid.
      const shade = 0.18 + 0.82 * Math.max(0, normal.dot(LIGHT));
      samples.push({ position: point.clone(), time: Math.min(0.999, facing * 0.9 + random() * 0.1), shade });
    }
  }
  samples.sort((a, b) => a.time - b.time);
  const positions = new Float32Array(samples.length * 3);
  const colors = new Float32Array(samples.length * 3);
  samples.forEach(({ position, shade }, index) => {
    position.toArray(positions, index * 3);
    BRAND.accent
      .clone()
      .multiplyScalar(shade)
      .toArray(colors, index * 3);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setAttribute('color', new BufferAttribute(colors, 3));
  const material = new PointsMaterial({ vertexColors: true, size: pointSize, sizeAttenuation: false, transparent: true, depthWrite: false, toneMapped: false });
  return { points: new Points(geometry, material), times: samples.map(({ time }) => time) };
}
