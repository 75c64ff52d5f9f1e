/**
 * The sparse digital-twin and AR props left from the holographic look: wireframe edge lines, grid floors, hotspot
 * markers and glowing route lines (the floating UI panels are gone: every scene now marks what matters with a ring, a
 * thin leader and one short tag). Everything is drawn from inputs and the scene's seeded random, so renders repeat
 * exactly.
 */
import {
  AdditiveBlending,
  BufferGeometry,
  CanvasTexture,
  CatmullRomCurve3,
  CylinderGeometry,
  DoubleSide,
  EdgesGeometry,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RingGeometry,
  SRGBColorSpace,
  TubeGeometry,
  Vector3,
  type Material,
  type Object3D,
} from 'three';
import type { Color } from 'three';
import { BRAND } from './studio.ts';

/** Crisp feature lines of a geometry, e.g. to show a part as a wireframe hologram. */
export function edgeLines(geometry: BufferGeometry, color: Color = BRAND.accent, opacity = 0.7, thresholdDegrees = 20): LineSegments {
  return new LineSegments(new EdgesGeometry(geometry, thresholdDegrees), new LineBasicMaterial({ color, transparent: true, opacity, depthWrite: false }));
}

/** A square grid of faint lines on the floor, fading out with the scene fog. */
export function gridFloor(size = 40, divisions = 40, color: Color = BRAND.accent, opacity = 0.12, y = 0.004): LineSegments {
  const points: number[] = [];
  const half = size / 2;
  for (let index = 0; index <= divisions; index += 1) {
    const at = -half + (index / divisions) * size;
    points.push(-half, 0, at, half, 0, at, at, 0, -half, at, 0, half);
  }
  const geometry = new BufferGeometry();
  geometry.setFromPoints(pointsToVectors(points));
  const lines = new LineSegments(geometry, new LineBasicMaterial({ color, transparent: true, opacity, depthWrite: false }));
  lines.position.y = y;
  return lines;
}

function pointsToVectors(values: number[]): Vector3[] {
  const vectors: Vector3[] = [];
  for (let index = 0; index < values.length; index += 3) vectors.push(new Vector3(values[index], values[index + 1], values[index + 2]));
  return vectors;
}

function canvasTexture(width: number, height: number, draw: (context: CanvasRenderingContext2D, width: number, height: number) => void): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  draw(context, width, height);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  return texture;
}

/** A glowing marker ring with a dot and a thin leader line, used for training hotspots. */
export function hotspot(position: Vector3, leader = 0.8, scale = 1): Group {
  const group = new Group();
  const glow = new MeshBasicMaterial({
    color: BRAND.accent.clone().multiplyScalar(2.2),
    transparent: true,
    opacity: 0.95,
    side: DoubleSide,
    depthWrite: false,
    toneMapped: false,
  });
  const ring = new Mesh(new RingGeometry(0.12 * scale, 0.16 * scale, 48), glow);
  const dot = new Mesh(new RingGeometry(0, 0.06 * scale, 32), glow);
  const halo = new Mesh(
    new RingGeometry(0.2 * scale, 0.22 * scale, 48),
    new MeshBasicMaterial({ color: BRAND.accent, transparent: true, opacity: 0.45, side: DoubleSide, depthWrite: false, toneMapped: false }),
  );
  const head = new Group();
  head.add(ring, dot, halo);
  head.position.y = leader;
  const line = new Mesh(
    new CylinderGeometry(0.006 * scale, 0.006 * scale, leader, 6),
    new MeshBasicMaterial({ color: BRAND.accent, transparent: true, opacity: 0.6, depthWrite: false }),
  );
  line.position.y = leader / 2;
  group.add(head, line);
  group.position.copy(position);
  group.userData.head = head;
  return group;
}

/** Turns hotspot heads to face the camera (call after positioning the camera). */
export function faceCamera(objects: Object3D[], camera: Object3D): void {
  for (const object of objects) {
    const head = (object.userData.head as Object3D | undefined) ?? object;
    head.quaternion.copy(camera.quaternion);
    if (object.parent) head.quaternion.premultiply(object.parent.getWorldQuaternion(object.quaternion.clone()).invert());
  }
}

/** A glowing tube along a smooth curve, e.g. a drone route or a data link. */
export function routeLine(points: Vector3[], radius = 0.02, color: Color = BRAND.accent, intensity = 2): Mesh {
  const curve = new CatmullRomCurve3(points, false, 'catmullrom', 0.3);
  const material: Material = new MeshBasicMaterial({ color: color.clone().multiplyScalar(intensity), toneMapped: false, transparent: true, opacity: 0.9 });
  return new Mesh(new TubeGeometry(curve, Math.max(32, points.length * 24), radius, 8, false), material);
}

/** A flat, additive light sheet (e.g. a scanner plane or a light beam). */
export function lightSheet(width: number, height: number, opacity = 0.25, color: Color = BRAND.accent): Mesh {
  const texture = canvasTexture(64, 256, (context, w, h) => {
    const gradient = context.createLinearGradient(0, 0, 0, h);
    gradient.addColorStop(0, 'rgba(255,255,255,0)');
    gradient.addColorStop(0.5, 'rgba(255,255,255,1)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, w, h);
  });
  return new Mesh(
    new PlaneGeometry(width, height),
    new MeshBasicMaterial({
      map: texture,
      color,
      transparent: true,
      opacity,
      blending: AdditiveBlending,
      depthWrite: false,
      side: DoubleSide,
      toneMapped: false,
    }),
  );
}
