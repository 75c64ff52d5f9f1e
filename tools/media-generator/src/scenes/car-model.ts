/**
 * A detailed procedural grand-tourer coupé (about 4.6 m long, 1.95 m wide, 1.3 m tall),
 * front at +x, standing on y = 0. The body and glasshouse are lofted surfaces (a
 * superellipse cross-section swept along side-profile and plan curves), with real wheel
 * arches, panel gaps, light clusters, mirrors, multi-spoke alloy wheels, brake discs and
 * callipers, and physically based materials: clear-coated metallic paint, tinted glass,
 * rubber, machined alloy. `wireframe()` returns the same body as a CAD-style mesh of lines
 * for the digital-twin overlay.
 */
import {
  BufferAttribute,
  BufferGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  DoubleSide,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Shape,
  TorusGeometry,
  TubeGeometry,
  Vector2,
  Vector3,
  type Color,
  type Material,
  type WebGLRenderer,
} from 'three';
import { bakeContactShadow } from './render-kit.ts';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';

export const WHEELBASE = 2.76;
export const WHEEL_RADIUS = 0.35;
const FRONT_AXLE = 1.36;
const REAR_AXLE = FRONT_AXLE - WHEELBASE;
const TRACK_HALF = 0.8;
const ARCH_RADIUS = 0.415;
const X_FRONT = 2.33;
const X_REAR = -2.3;

/** Piecewise cubic (Catmull-Rom on non-uniform knots) through [x, y] points sorted by x. */
function curve(points: readonly (readonly [number, number])[]): (x: number) => number {
  const at = (index: number): readonly [number, number] => points[Math.min(points.length - 1, Math.max(0, index))] ?? [0, 0];
  return (x: number) => {
    if (x <= at(0)[0]) return at(0)[1];
    const last = at(points.length - 1);
    if (x >= last[0]) return last[1];
    let index = 0;
    while (x > at(index + 1)[0]) index += 1;
    const p1 = at(index);
    const p2 = at(index + 1);
    const p0 = index > 0 ? at(index - 1) : p1;
    const p3 = index + 2 < points.length ? at(index + 2) : p2;
    const h = p2[0] - p1[0];
    const m1 = p0 === p1 ? p2[1] - p1[1] : ((p2[1] - p0[1]) / (p2[0] - p0[0])) * h;
    const m2 = p3 === p2 ? p2[1] - p1[1] : ((p3[1] - p1[1]) / (p3[0] - p1[0])) * h;
    const t = (x - p1[0]) / h;
    const t2 = t * t;
    const t3 = t2 * t;
    return (2 * t3 - 3 * t2 + 1) * p1[1] + (t3 - 2 * t2 + t) * m1 + (-2 * t3 + 3 * t2) * p2[1] + (t3 - t2) * m2;
  };
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const smooth = (a: number, b: number, value: number) => {
  const t = clamp01((value - a) / (b - a));
  return t * t * (3 - 2 * t);
};
const spow = (value: number, exponent: number) => Math.sign(value) * Math.pow(Math.abs(value), exponent);

// Side profile (y at x) of the body's top edge (bonnet, cowl, rear deck) and its sill line.
const bodyTop = curve([
  [X_REAR, 0.62],
  [-2.22, 0.84],
  [-2.05, 0.93],
  [-1.6, 0.95],
  [-1.0, 0.93],
  [0.2, 0.9],
  [0.95, 0.86],
  [1.6, 0.79],
  [2.15, 0.71],
  [X_FRONT, 0.52],
]);
const bodyBottom = curve([
  [X_REAR, 0.5],
  [-2.24, 0.3],
  [-2.1, 0.22],
  [-1.6, 0.17],
  [1.8, 0.15],
  [2.18, 0.18],
  [2.3, 0.26],
  [X_FRONT, 0.4],
]);
// Half width in plan, with wider rear haunches.
const bodyHalfWidth = curve([
  [X_REAR, 0.62],
  [-2.24, 0.84],
  [-2.05, 0.93],
  [-1.55, 0.975],
  [-0.9, 0.96],
  [0.2, 0.93],
  [1.1, 0.95],
  [1.7, 0.93],
  [2.12, 0.84],
  [2.27, 0.7],
  [X_FRONT, 0.5],
]);
// Glasshouse: roof line and its half width at the roof and at the waist.
const G_REAR = -1.68;
const G_FRONT = 0.98;
const roofLine = curve([
  [G_REAR, 0.92],
  [-1.35, 1.05],
  [-0.85, 1.22],
  [-0.35, 1.3],
  [0.05, 1.3],
  [0.4, 1.22],
  [0.75, 1.03],
  [G_FRONT, 0.87],
]);

function archLift(x: number, z: number): number {
  let lift = -Infinity;
  for (const axle of [FRONT_AXLE, REAR_AXLE]) {
    const dx = x - axle;
    if (Math.abs(dx) < ARCH_RADIUS) lift = Math.max(lift, WHEEL_RADIUS + Math.sqrt(ARCH_RADIUS * ARCH_RADIUS - dx * dx));
  }
  // Only the outer 0.42 m of each side is cut by the arch (the wheel wells); the centre tunnel stays.
  return Math.abs(z) > 0.0 ? lift : -Infinity;
}

/** A point of the lower body at station x (metres) and section angle v in [0, 1) (0 = bottom centre). */
function bodyPoint(x: number, v: number): [number, number, number] {
  const angle = v * Math.PI * 2 - Math.PI / 2;
  const top = bodyTop(x);
  const bottom = bodyBottom(x);
  const half = bodyHalfWidth(x);
  const mid = bottom + (top - bottom) * 0.46;
  const s = Math.sin(angle);
  const c = Math.cos(angle);
  const upper = s > 0;
  const ey = spow(s, upper ? 0.45 : 0.22);
  const ez = spow(c, upper ? 0.3 : 0.25);
  let y = upper ? mid + (top - mid) * ey : mid + (mid - bottom) * ey;
  // Tumblehome: the flanks lean in towards the shoulder; a crisp waist line at ~0.72 m.
  const lean = smooth(mid, top + 0.02, y);
  const shoulder = Math.exp(-Math.pow((y - (mid + 0.12)) / 0.05, 2)) * 0.012;
  const tuck = smooth(mid - 0.02, bottom - 0.02, y) * 0.05;
  let z = half * ez * (1 - 0.2 * lean * lean - tuck) + Math.sign(c) * shoulder;
  const lift = archLift(x, z);
  if (y < lift) y = lift;
  if (y < 0.02) y = 0.02;
  z = Number.isFinite(z) ? z : 0;
  return [x, y, z];
}

/** Glasshouse point: v in [0, 1) around, upper half is the glass, lower half closes it inside the body. */
function glassPoint(x: number, v: number): [number, number, number] {
  const angle = v * Math.PI * 2 - Math.PI / 2;
  const waist = bodyTop(x) - 0.03;
  const roof = Math.max(waist, roofLine(x));
  const halfWaist = bodyHalfWidth(x) * 0.8;
  const halfRoof = Math.min(halfWaist, 0.6);
  const s = Math.sin(angle);
  const c = Math.cos(angle);
  if (s <= 0) return [x, waist - 0.05, halfWaist * spow(c, 0.5)];
  const h = spow(s, 0.55);
  const y = waist + (roof - waist) * h;
  const w = halfWaist + (halfRoof - halfWaist) * Math.pow(h, 1.6);
  return [x, y, w * spow(c, 0.35)];
}

/** Lofted grid surface between x0 and x1: `columns` stations (cosine spaced), `rows` points per section. */
function loft(x0: number, x1: number, columns: number, rows: number, point: (x: number, v: number) => [number, number, number], closed = true) {
  const positions = new Float32Array((columns + 1) * (rows + 1) * 3);
  const indices: number[] = [];
  for (let i = 0; i <= columns; i += 1) {
    const t = 0.5 - 0.5 * Math.cos((i / columns) * Math.PI);
    const x = x0 + (x1 - x0) * t;
    for (let j = 0; j <= rows; j += 1) {
      const [px, py, pz] = point(x, closed ? (j % rows) / rows : j / rows);
      positions.set([px, py, pz], (i * (rows + 1) + j) * 3);
    }
  }
  for (let i = 0; i < columns; i += 1) {
    for (let j = 0; j < rows; j += 1) {
      const a = i * (rows + 1) + j;
      const b = a + rows + 1;
      indices.push(a, b, a + 1, b, b + 1, a + 1);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  if (!closed) return geometry;
  // Merge the seam normals (first and last row of each section coincide).
  const normal = geometry.getAttribute('normal');
  for (let i = 0; i <= columns; i += 1) {
    const a = i * (rows + 1);
    const b = a + rows;
    const n = new Vector3(normal.getX(a) + normal.getX(b), normal.getY(a) + normal.getY(b), normal.getZ(a) + normal.getZ(b)).normalize();
    normal.setXYZ(a, n.x, n.y, n.z);
    normal.setXYZ(b, n.x, n.y, n.z);
  }
  return geometry;
}

/** Lines along and across a lofted surface, the look of a CAD mesh. */
function loftLines(
  x0: number,
  x1: number,
  columns: number,
  rows: number,
  point: (x: number, v: number) => [number, number, number],
  rowFilter: (v: number) => boolean = () => true,
) {
  const positions: number[] = [];
  const steps = 60;
  for (let i = 0; i <= columns; i += 1) {
    const t = 0.5 - 0.5 * Math.cos((i / columns) * Math.PI);
    const x = x0 + (x1 - x0) * t;
    for (let j = 0; j < rows * 4; j += 1) {
      const v0 = j / (rows * 4);
      const v1 = (j + 1) / (rows * 4);
      if (!rowFilter(v0)) continue;
      positions.push(...point(x, v0), ...point(x, v1));
    }
  }
  for (let j = 0; j < rows; j += 1) {
    const v = j / rows;
    if (!rowFilter(v)) continue;
    for (let k = 0; k < steps; k += 1) {
      const ta = 0.5 - 0.5 * Math.cos((k / steps) * Math.PI);
      const tb = 0.5 - 0.5 * Math.cos(((k + 1) / steps) * Math.PI);
      positions.push(...point(x0 + (x1 - x0) * ta, v), ...point(x0 + (x1 - x0) * tb, v));
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  return geometry;
}

/** A polyline that follows the body surface (offset outward), for panel gaps and trim. */
function surfaceLine(samples: [number, number][], offset = 0.004): BufferGeometry {
  const positions: number[] = [];
  const points = samples.map(([x, v]) => {
    const [px, py, pz] = bodyPoint(x, v);
    return [px, py, pz + Math.sign(pz) * offset] as const;
  });
  points.forEach((point, index) => {
    const next = points[index + 1];
    if (next) positions.push(...point, ...next);
  });
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  return geometry;
}

/** The section angle v at which the body side reaches height y at station x (searching one side). */
function vAtHeight(x: number, y: number, side: 1 | -1): number {
  let best = 0.25;
  let error = Infinity;
  for (let k = 0; k <= 400; k += 1) {
    const v = side === 1 ? 0.02 + (k / 400) * 0.46 : 0.52 + (k / 400) * 0.46;
    const p = bodyPoint(x, v);
    if (Math.sign(p[2]) !== side) continue;
    const e = Math.abs(p[1] - y);
    if (e < error) {
      error = e;
      best = v;
    }
  }
  return best;
}

/** A surface point pushed out along the numerical surface normal by `offset`. */
function offsetPoint(point: (x: number, v: number) => [number, number, number], x: number, v: number, offset: number): [number, number, number] {
  const p = new Vector3(...point(x, v));
  const dx = new Vector3(...point(x + 0.002, v)).sub(p);
  const dv = new Vector3(...point(x, v + 0.002)).sub(p);
  const normal = dv.cross(dx).normalize();
  // Orient outwards (away from the car's centre line at mid height).
  const out = new Vector3(0, p.y - 0.55, p.z);
  if (normal.dot(out) < 0) normal.negate();
  const result = p.addScaledVector(normal, offset);
  return [result.x, result.y, result.z];
}

export interface CarMaterials {
  paint: MeshPhysicalMaterial;
  glass: MeshPhysicalMaterial;
  trim: MeshPhysicalMaterial;
  rubber: MeshStandardMaterial;
  alloy: MeshPhysicalMaterial;
  disc: MeshStandardMaterial;
  caliper: MeshPhysicalMaterial;
  plastic: MeshStandardMaterial;
  chrome: MeshStandardMaterial;
  lamp: MeshStandardMaterial;
  tail: MeshStandardMaterial;
  gap: LineBasicMaterial;
}

export function carMaterials(paintColor: Color | string | number = '#e8b400', caliperColor: Color | string | number = '#ffd60a'): CarMaterials {
  return {
    paint: new MeshPhysicalMaterial({ color: paintColor, metalness: 0.25, roughness: 0.4, clearcoat: 1, clearcoatRoughness: 0.03, side: DoubleSide }),
    glass: new MeshPhysicalMaterial({
      color: 0x0a0d10,
      metalness: 0.1,
      roughness: 0.04,
      clearcoat: 1,
      clearcoatRoughness: 0.01,
      reflectivity: 0.9,
      envMapIntensity: 3,
    }),
    trim: new MeshPhysicalMaterial({ color: 0x08080a, metalness: 0.2, roughness: 0.3, clearcoat: 0.8, clearcoatRoughness: 0.1 }),
    rubber: new MeshStandardMaterial({ color: 0x141416, metalness: 0, roughness: 0.88 }),
    alloy: new MeshPhysicalMaterial({ color: 0xb9bcc2, metalness: 1, roughness: 0.24, clearcoat: 0.6, clearcoatRoughness: 0.1 }),
    disc: new MeshStandardMaterial({ color: 0x6d6f73, metalness: 0.9, roughness: 0.45 }),
    caliper: new MeshPhysicalMaterial({ color: caliperColor, metalness: 0.1, roughness: 0.35, clearcoat: 1, clearcoatRoughness: 0.1 }),
    plastic: new MeshStandardMaterial({ color: 0x0c0c0e, metalness: 0.05, roughness: 0.7 }),
    chrome: new MeshStandardMaterial({ color: 0x2a2b2e, metalness: 1, roughness: 0.12 }),
    lamp: new MeshStandardMaterial({ color: 0xffffff, emissive: 0xf4f7ff, emissiveIntensity: 3.5, toneMapped: false }),
    tail: new MeshStandardMaterial({ color: 0x300000, emissive: 0xff1a12, emissiveIntensity: 2.8, toneMapped: false }),
    gap: new LineBasicMaterial({ color: 0x000000, transparent: true, opacity: 0.75 }),
  };
}

function tyreGeometry(width: number) {
  const r = WHEEL_RADIUS;
  const w = width / 2;
  const profile = [
    new Vector2(0.245, -w + 0.01),
    new Vector2(0.29, -w),
    new Vector2(r - 0.03, -w + 0.004),
    new Vector2(r - 0.006, -w + 0.03),
    new Vector2(r, -w + 0.06),
    new Vector2(r, w - 0.06),
    new Vector2(r - 0.006, w - 0.03),
    new Vector2(r - 0.03, w - 0.004),
    new Vector2(0.29, w),
    new Vector2(0.245, w - 0.01),
  ];
  const geometry = new LatheGeometry(profile, 72);
  geometry.rotateX(Math.PI / 2);
  return geometry;
}

function spokeShape(): Shape {
  // One twin spoke, from hub (r 0.06) to rim (r 0.235), tapering, in the wheel plane.
  const shape = new Shape();
  shape.moveTo(0.06, -0.022);
  shape.lineTo(0.236, -0.034);
  shape.lineTo(0.236, -0.006);
  shape.lineTo(0.12, -0.004);
  shape.lineTo(0.12, 0.004);
  shape.lineTo(0.236, 0.006);
  shape.lineTo(0.236, 0.034);
  shape.lineTo(0.06, 0.022);
  shape.closePath();
  return shape;
}

/** One wheel facing +z (outboard), centred at the origin. */
function buildWheel(materials: CarMaterials): Group {
  const wheel = new Group();
  const tyreWidth = 0.27;
  wheel.add(new Mesh(tyreGeometry(tyreWidth), materials.rubber));
  // Rim barrel and lip.
  const barrel = new Mesh(new CylinderGeometry(0.245, 0.245, tyreWidth - 0.02, 48, 1, true), materials.disc);
  barrel.rotation.x = Math.PI / 2;
  barrel.material = materials.plastic;
  const lip = new Mesh(new TorusGeometry(0.242, 0.011, 10, 72), materials.alloy);
  lip.position.z = tyreWidth / 2 - 0.02;
  wheel.add(barrel, lip);
  // Ten twin spokes, slightly dished.
  const spokeGeometry = new ExtrudeGeometry(spokeShape(), {
    depth: 0.028,
    bevelEnabled: true,
    bevelThickness: 0.006,
    bevelSize: 0.005,
    bevelSegments: 2,
    curveSegments: 1,
  });
  for (let index = 0; index < 10; index += 1) {
    const spoke = new Mesh(spokeGeometry, materials.alloy);
    spoke.rotation.z = (index / 10) * Math.PI * 2;
    spoke.rotation.y = -0.12;
    spoke.position.z = tyreWidth / 2 - 0.055;
    wheel.add(spoke);
  }
  const hub = new Mesh(new CylinderGeometry(0.068, 0.075, 0.05, 32), materials.alloy);
  hub.rotation.x = Math.PI / 2;
  hub.position.z = tyreWidth / 2 - 0.05;
  const cap = new Mesh(new CylinderGeometry(0.032, 0.032, 0.012, 32), materials.trim);
  cap.rotation.x = Math.PI / 2;
  cap.position.z = tyreWidth / 2 - 0.02;
  wheel.add(hub, cap);
  for (let index = 0; index < 5; index += 1) {
    const nut = new Mesh(new CylinderGeometry(0.009, 0.009, 0.02, 6), materials.chrome);
    const a = (index / 5) * Math.PI * 2;
    nut.rotation.x = Math.PI / 2;
    nut.position.set(Math.cos(a) * 0.048, Math.sin(a) * 0.048, tyreWidth / 2 - 0.03);
    wheel.add(nut);
  }
  // Brake disc and calliper behind the spokes (the calliper does not turn with the wheel).
  const disc = new Mesh(new CylinderGeometry(0.19, 0.19, 0.028, 48), materials.disc);
  disc.rotation.x = Math.PI / 2;
  disc.position.z = tyreWidth / 2 - 0.12;
  wheel.add(disc);
  return wheel;
}

export interface Car {
  group: Group;
  /** The painted, glazed and trimmed car (excluding the hologram overlay). */
  solid: Group;
  materials: CarMaterials;
  wheels: Group[];
  /** Digital-twin wire overlay of the body, glasshouse and wheels; hidden by default. */
  wire: Group;
}

export function buildCar(materials: CarMaterials = carMaterials(), options: { wireColor?: Color | string | number; wireOpacity?: number } = {}): Car {
  const group = new Group();
  const solid = new Group();
  group.add(solid);

  const body = new Mesh(loft(X_REAR, X_FRONT, 150, 96, bodyPoint), materials.paint);
  solid.add(body);
  const glass = new Mesh(loft(G_REAR, G_FRONT, 90, 64, glassPoint), materials.glass);
  solid.add(glass);
  // Painted roof panel, slightly proud of the glass, between windscreen and rear window.

  // Wheel wells: a black liner inside each arch, and the chassis tunnel between them.
  for (const axle of [FRONT_AXLE, REAR_AXLE]) {
    const liner = new Mesh(
      new CylinderGeometry(ARCH_RADIUS - 0.02, ARCH_RADIUS - 0.02, 1.75, 40, 1, true, Math.PI / 2, Math.PI),
      new MeshStandardMaterial({ color: 0x050506, roughness: 0.9, side: DoubleSide }),
    );
    liner.rotation.x = Math.PI / 2;
    liner.position.set(axle, WHEEL_RADIUS, 0);
    solid.add(liner);
  }
  const floorPan = new Mesh(new RoundedBoxGeometry(3.7, 0.16, 1.5, 2, 0.05), materials.plastic);
  floorPan.position.set(-0.05, 0.3, 0);
  solid.add(floorPan);

  // Panel gaps: bonnet, doors, boot lid, fuel flap.
  const gaps = new Group();
  const addGap = (geometry: BufferGeometry) => gaps.add(new LineSegments(geometry, materials.gap));
  for (const side of [1, -1] as const) {
    const line = (points: [number, number][]) => addGap(surfaceLine(points.map(([x, y]) => [x, vAtHeight(x, y, side)])));
    // Door: front edge, bottom, rear edge (follows the shoulder at the top).
    const doorFront = 0.86;
    const doorRear = -0.5;
    const steps = 14;
    const front: [number, number][] = [];
    const rear: [number, number][] = [];
    for (let k = 0; k <= steps; k += 1) {
      const y = 0.26 + (k / steps) * (bodyTop(doorFront) - 0.3);
      front.push([doorFront - 0.05 * (k / steps), y]);
      rear.push([doorRear + 0.06 * (k / steps) * (k / steps), 0.26 + (k / steps) * (bodyTop(doorRear) - 0.3)]);
    }
    line(front);
    line(rear);
    const sill: [number, number][] = [];
    for (let k = 0; k <= 20; k += 1) sill.push([doorRear + ((doorFront - doorRear) * k) / 20, 0.26]);
    line(sill);
    // Flush door handle.
    const handle = new Mesh(new RoundedBoxGeometry(0.24, 0.028, 0.02, 2, 0.008), materials.chrome);
    const hv = vAtHeight(-0.3, 0.74, side);
    const hp = bodyPoint(-0.3, hv);
    handle.position.set(hp[0], hp[1], hp[2] + side * 0.002);
    handle.rotation.x = side * 0.18;
    solid.add(handle);
    // Side mirror on a short stalk.
    const mirror = new Mesh(new RoundedBoxGeometry(0.17, 0.075, 0.11, 3, 0.03), materials.paint);
    mirror.position.set(0.8, 0.93, side * 0.96);
    mirror.rotation.y = side * -0.15;
    const mirrorGlass = new Mesh(new RoundedBoxGeometry(0.012, 0.08, 0.12, 2, 0.005), materials.chrome);
    mirrorGlass.position.set(0.715, 0.93, side * 0.96);
    const stalk = new Mesh(new RoundedBoxGeometry(0.1, 0.03, 0.14, 2, 0.01), materials.trim);
    stalk.position.set(0.84, 0.89, side * 0.88);
    solid.add(mirror, mirrorGlass, stalk);
    // Side skirt and a slim window trim along the waist.
    const skirt: [number, number][] = [];
    for (let k = 0; k <= 24; k += 1) skirt.push([REAR_AXLE + ARCH_RADIUS + 0.02 + ((WHEELBASE - 2 * ARCH_RADIUS - 0.04) * k) / 24, 0.2]);
    line(skirt);
  }
  // Bonnet shut line and boot lid.
  const shutLine = (x: number) => {
    const points: [number, number][] = [];
    for (let k = 0; k <= 30; k += 1) points.push([x, 0.5 + ((k / 30) * 0.5 - 0.25) * 0.5]);
    addGap(surfaceLine(points, 0.003));
  };
  shutLine(2.12);
  shutLine(-2.02);
  solid.add(gaps);

  // Lights: LED strips following the body surface; a full-width tail bar; dark intake and diffuser panels.
  const strip = (points: [number, number][], radius: number, material: Material, offset = 0.004) => {
    const curvePoints = points.map(([x, v]) => new Vector3(...offsetPoint(bodyPoint, x, v, offset)));
    return new Mesh(new TubeGeometry(new CatmullRomCurve3(curvePoints), 48, radius, 8, false), material);
  };
  for (const side of [1, -1] as const) {
    const head: [number, number][] = [];
    for (let k = 0; k <= 8; k += 1) {
      const x = 1.98 + (k / 8) * 0.3;
      head.push([x, vAtHeight(x, 0.7 - 0.1 * (k / 8) * (k / 8), side)]);
    }
    solid.add(strip(head, 0.011, materials.lamp));
    const housing: [number, number][] = head.map(([x, v]) => [x, v + side * 0.012]);
    solid.add(strip(housing, 0.022, materials.trim, 0.001));
  }
  const across = (x: number, v0: number, v1: number) => {
    const points: [number, number][] = [];
    for (let k = 0; k <= 24; k += 1) points.push([x, v0 + ((v1 - v0) * k) / 24]);
    return points;
  };
  solid.add(strip(across(-2.262, 0.34, 0.66), 0.012, materials.tail, 0.003));
  solid.add(strip(across(-2.258, 0.335, 0.665), 0.024, materials.trim, 0.0005));
  const patch = materials.trim.clone();
  patch.side = DoubleSide;
  solid.add(
    new Mesh(
      loft(2.23, 2.31, 6, 30, (x, v) => offsetPoint(bodyPoint, x, -0.085 + v * 0.17, 0.003), false),
      patch,
    ),
  );
  solid.add(
    new Mesh(
      loft(-2.285, -2.18, 6, 30, (x, v) => offsetPoint(bodyPoint, x, -0.17 + v * 0.34, 0.003), false),
      patch,
    ),
  );
  for (const side of [1, -1]) {
    const tip = new Mesh(new CylinderGeometry(0.045, 0.045, 0.12, 24, 1, true), materials.chrome);
    tip.rotation.z = Math.PI / 2;
    tip.position.set(-2.25, 0.24, side * 0.42);
    solid.add(tip);
  }

  // Wheels and callipers.
  const wheels: Group[] = [];
  for (const axle of [FRONT_AXLE, REAR_AXLE]) {
    for (const side of [1, -1]) {
      const hub = new Group();
      hub.position.set(axle, WHEEL_RADIUS, side * TRACK_HALF);
      const wheel = buildWheel(materials);
      if (side === -1) wheel.scale.z = -1;
      hub.add(wheel);
      const caliper = new Mesh(new RoundedBoxGeometry(0.11, 0.16, 0.07, 2, 0.025), materials.caliper);
      caliper.position.set(axle === FRONT_AXLE ? -0.13 : 0.13, 0.1, side * 0.03);
      caliper.rotation.z = axle === FRONT_AXLE ? 0.6 : -0.6;
      hub.add(caliper);
      solid.add(hub);
      wheels.push(wheel);
    }
  }

  // The digital-twin overlay: CAD-style mesh lines of the same surfaces.
  const wire = new Group();
  const wireMaterial = new LineBasicMaterial({
    color: options.wireColor ?? 0xffd60a,
    transparent: true,
    opacity: options.wireOpacity ?? 0.7,
    depthWrite: false,
    toneMapped: false,
  });
  wire.add(new LineSegments(loftLines(X_REAR, X_FRONT, 34, 28, bodyPoint), wireMaterial));
  wire.add(
    new LineSegments(
      loftLines(G_REAR, G_FRONT, 18, 20, glassPoint, (v) => v < 0.5 || v > 0.999 || v === 0 || true),
      wireMaterial,
    ),
  );
  for (const axle of [FRONT_AXLE, REAR_AXLE]) {
    for (const side of [1, -1]) {
      const ring = new LineSegments(loftLinesWheel(), wireMaterial);
      ring.position.set(axle, WHEEL_RADIUS, side * (TRACK_HALF + 0.12));
      wire.add(ring);
    }
  }
  const ghost = new Mesh(body.geometry, new MeshBasicMaterial({ color: 0x2a2204, transparent: true, opacity: 0.22, depthWrite: false, toneMapped: false }));
  wire.add(ghost);
  wire.visible = false;
  group.add(wire);

  return { group, solid, materials, wheels, wire };
}

function loftLinesWheel(): BufferGeometry {
  const positions: number[] = [];
  const segments = 48;
  for (const radius of [WHEEL_RADIUS, 0.245, 0.19, 0.07]) {
    for (let k = 0; k < segments; k += 1) {
      const a = (k / segments) * Math.PI * 2;
      const b = ((k + 1) / segments) * Math.PI * 2;
      positions.push(Math.cos(a) * radius, Math.sin(a) * radius, 0, Math.cos(b) * radius, Math.sin(b) * radius, 0);
    }
  }
  for (let k = 0; k < 10; k += 1) {
    const a = (k / 10) * Math.PI * 2;
    positions.push(Math.cos(a) * 0.07, Math.sin(a) * 0.07, 0, Math.cos(a) * 0.245, Math.sin(a) * 0.245, 0);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(new Float32Array(positions), 3));
  return geometry;
}

/** All materials of the solid car, e.g. to give them clipping planes. */
export function solidMaterials(car: Car): Material[] {
  const set = new Set<Material>();
  car.solid.traverse((child) => {
    if (child instanceof Mesh || child instanceof LineSegments) {
      const material = child.material as Material | Material[];
      for (const item of Array.isArray(material) ? material : [material]) set.add(item);
    }
  });
  return [...set];
}

/** All materials of the wire overlay. */
export function wireMaterials(car: Car): Material[] {
  const set = new Set<Material>();
  car.wire.traverse((child) => {
    if (child instanceof Mesh || child instanceof LineSegments) set.add(child.material as Material);
  });
  return [...set];
}

/**
 * Soft contact shadows for the car, baked once and parented to its group so they turn
 * with it: a tight, dark one where the tyres meet the floor and a broad ambient one.
 */
export function carShadows(renderer: WebGLRenderer, car: Car, strength = 1): Mesh[] {
  const shadows = [
    bakeContactShadow(renderer, car.solid, { width: 5.2, depth: 2.6, height: 0.3, blur: 1.6, opacity: 0.9 * strength, darkness: 2 }),
    bakeContactShadow(renderer, car.solid, { width: 5.6, depth: 2.8, height: 0.9, blur: 3.2, opacity: 0.85 * strength }),
    bakeContactShadow(renderer, car.solid, { width: 7.5, depth: 4.5, height: 2.2, blur: 9, opacity: 0.55 * strength, resolution: 256 }),
  ];
  car.group.add(...shadows);
  return shadows;
}
