/**
 * The props left from the holographic look: wireframe edge lines, grid floors, glowing route lines and light sheets
 * (the markings themselves, a ring, a leader and a tag, are `overlay-kit.ts`'s). Everything is drawn from inputs, so
 * renders repeat exactly.
 */
import {
  AdditiveBlending,
  BufferGeometry,
  CatmullRomCurve3,
  DoubleSide,
  EdgesGeometry,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  TubeGeometry,
  Vector3,
  type Material,
} from 'three';
import type { Color } from 'three';
import { canvasTexture } from './render-kit.ts';
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

/** A glowing tube along a smooth curve, e.g. a drone route or a data link. */
export function routeLine(points: Vector3[], radius = 0.02, color: Color = BRAND.accent, intensity = 2): Mesh {
  const curve = new CatmullRomCurve3(points, false, 'catmullrom', 0.3);
  const material: Material = new MeshBasicMaterial({ color: color.clone().multiplyScalar(intensity), toneMapped: false, transparent: true, opacity: 0.9 });
  return new Mesh(new TubeGeometry(curve, Math.max(32, points.length * 24), radius, 8, false), material);
}

/** A flat, additive light sheet (e.g. a scanner plane or a light beam). */
export function lightSheet(width: number, height: number, opacity = 0.25, color: Color = BRAND.accent): Mesh {
  const texture = canvasTexture(64, 256, (context) => {
    const gradient = context.createLinearGradient(0, 0, 0, 256);
    gradient.addColorStop(0, 'rgba(255,255,255,0)');
    gradient.addColorStop(0.5, 'rgba(255,255,255,1)');
    gradient.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 64, 256);
  });
  texture.anisotropy = 4;
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
