/**
 * Holographic props shared by the product and industry scenes: wireframe
 * overlays, grid floors, soft contact shadows, UI panels drawn on canvases,
 * hotspot markers and glowing route lines. Everything is drawn from inputs and
 * the scene's seeded random, so renders repeat exactly.
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

const css = (color: Color, alpha = 1) => `rgba(${Math.round(color.r * 255)},${Math.round(color.g * 255)},${Math.round(color.b * 255)},${alpha})`;
export const ACCENT_CSS = css(BRAND.accent.clone().convertLinearToSRGB());

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

/** A soft dark ellipse that grounds an object on the floor without real-time shadows. */
export function contactShadow(width: number, depth: number, opacity = 0.75): Mesh {
  const texture = canvasTexture(256, 256, (context, w, h) => {
    const gradient = context.createRadialGradient(w / 2, h / 2, 0, w / 2, h / 2, w / 2);
    gradient.addColorStop(0, 'rgba(0,0,0,1)');
    gradient.addColorStop(0.55, 'rgba(0,0,0,0.55)');
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, w, h);
  });
  const mesh = new Mesh(new PlaneGeometry(width, depth), new MeshBasicMaterial({ map: texture, transparent: true, opacity, depthWrite: false }));
  mesh.rotation.x = -Math.PI / 2;
  mesh.position.y = 0.008;
  mesh.renderOrder = 1;
  return mesh;
}

export type PanelStyle = 'chart' | 'swatches' | 'steps' | 'gauge' | 'list' | 'blueprint';

export interface PanelOptions {
  width: number;
  height: number;
  style: PanelStyle;
  random: () => number;
  /** Canvas pixels per world unit. */
  resolution?: number;
  opacity?: number;
  /** 0..1, e.g. how far a chart or progress bar has advanced. */
  fill?: number;
}

function roundedRect(context: CanvasRenderingContext2D, x: number, y: number, w: number, h: number, r: number) {
  context.beginPath();
  context.moveTo(x + r, y);
  context.arcTo(x + w, y, x + w, y + h, r);
  context.arcTo(x + w, y + h, x, y + h, r);
  context.arcTo(x, y + h, x, y, r);
  context.arcTo(x, y, x + w, y, r);
  context.closePath();
}

const SWATCHES = ['#ffd60a', '#e8e8ea', '#2a2d33', '#8a1c1c', '#1d3b5c', '#6b6f78'];

/** Abstract interface content (no words): bars, charts, swatches, step lists. */
function drawPanel(context: CanvasRenderingContext2D, w: number, h: number, { style, random, fill = 0.7 }: PanelOptions) {
  const accent = ACCENT_CSS;
  const pad = Math.round(Math.min(w, h) * 0.08);
  context.clearRect(0, 0, w, h);
  roundedRect(context, 2, 2, w - 4, h - 4, pad * 0.6);
  context.fillStyle = 'rgba(18,20,26,0.78)';
  context.fill();
  context.lineWidth = Math.max(2, w / 220);
  context.strokeStyle = 'rgba(255,214,10,0.55)';
  context.stroke();
  // Title bar: a bright accent tick and two muted "text" lines.
  const unit = h / 12;
  context.fillStyle = accent;
  context.fillRect(pad, pad, unit * 0.28, unit * 0.9);
  context.fillStyle = 'rgba(255,255,255,0.82)';
  context.fillRect(pad + unit * 0.6, pad + unit * 0.05, w * 0.34, unit * 0.34);
  context.fillStyle = 'rgba(255,255,255,0.32)';
  context.fillRect(pad + unit * 0.6, pad + unit * 0.58, w * 0.22, unit * 0.22);
  const top = pad + unit * 1.7;
  const bottom = h - pad;
  const innerW = w - pad * 2;
  if (style === 'chart') {
    const count = 14;
    const barW = innerW / count;
    for (let index = 0; index < count; index += 1) {
      const value = 0.25 + 0.7 * random();
      const barH = (bottom - top) * 0.6 * value;
      const lit = index / count < fill;
      context.fillStyle = lit ? 'rgba(255,214,10,0.85)' : 'rgba(255,255,255,0.18)';
      context.fillRect(pad + index * barW + barW * 0.2, bottom - barH, barW * 0.6, barH);
    }
    context.beginPath();
    for (let index = 0; index <= 24; index += 1) {
      const x = pad + (index / 24) * innerW;
      const y = top + (bottom - top) * (0.3 - 0.18 * Math.sin(index * 0.55) + 0.06 * random());
      if (index === 0) context.moveTo(x, y);
      else context.lineTo(x, y);
    }
    context.strokeStyle = 'rgba(255,255,255,0.85)';
    context.lineWidth = Math.max(2, w / 260);
    context.stroke();
  } else if (style === 'swatches') {
    const size = Math.min(innerW / 6.5, (bottom - top) * 0.3);
    SWATCHES.forEach((color, index) => {
      const cx = pad + size * 0.55 + index * size * 1.1;
      const cy = top + size * 0.6;
      context.beginPath();
      context.arc(cx, cy, size * 0.42, 0, Math.PI * 2);
      context.fillStyle = color;
      context.fill();
      if (index === 0) {
        context.lineWidth = Math.max(2, size * 0.08);
        context.strokeStyle = '#ffffff';
        context.beginPath();
        context.arc(cx, cy, size * 0.52, 0, Math.PI * 2);
        context.stroke();
      }
    });
    for (let row = 0; row < 3; row += 1) {
      const y = top + size * 1.5 + row * (bottom - top - size * 1.5) * 0.3;
      context.fillStyle = 'rgba(255,255,255,0.25)';
      context.fillRect(pad, y, innerW, unit * 0.14);
      context.fillStyle = accent;
      const knob = pad + innerW * (0.3 + 0.5 * random());
      context.fillRect(pad, y, knob - pad, unit * 0.14);
      context.beginPath();
      context.arc(knob, y + unit * 0.07, unit * 0.26, 0, Math.PI * 2);
      context.fill();
    }
  } else if (style === 'steps' || style === 'list') {
    const rows = style === 'steps' ? 4 : 6;
    const rowH = (bottom - top) / rows;
    for (let row = 0; row < rows; row += 1) {
      const y = top + row * rowH;
      const done = row / rows < fill;
      context.beginPath();
      context.arc(pad + rowH * 0.25, y + rowH * 0.4, rowH * 0.17, 0, Math.PI * 2);
      context.fillStyle = done ? accent : 'rgba(255,255,255,0.2)';
      context.fill();
      context.fillStyle = done ? 'rgba(255,255,255,0.8)' : 'rgba(255,255,255,0.35)';
      context.fillRect(pad + rowH * 0.65, y + rowH * 0.28, innerW * (0.4 + 0.35 * random()), rowH * 0.14);
      context.fillStyle = 'rgba(255,255,255,0.2)';
      context.fillRect(pad + rowH * 0.65, y + rowH * 0.55, innerW * (0.25 + 0.3 * random()), rowH * 0.09);
    }
  } else if (style === 'gauge') {
    const cx = w / 2;
    const cy = top + (bottom - top) * 0.62;
    const radius = Math.min(innerW, bottom - top) * 0.48;
    context.lineCap = 'round';
    context.lineWidth = radius * 0.16;
    context.strokeStyle = 'rgba(255,255,255,0.15)';
    context.beginPath();
    context.arc(cx, cy, radius, Math.PI * 0.8, Math.PI * 2.2);
    context.stroke();
    context.strokeStyle = accent;
    context.beginPath();
    context.arc(cx, cy, radius, Math.PI * 0.8, Math.PI * (0.8 + 1.4 * fill));
    context.stroke();
    context.fillStyle = 'rgba(255,255,255,0.85)';
    context.fillRect(cx - radius * 0.4, cy - radius * 0.15, radius * 0.8, radius * 0.3);
  } else {
    context.strokeStyle = 'rgba(255,214,10,0.25)';
    context.lineWidth = 1;
    const step = innerW / 16;
    for (let x = pad; x <= w - pad; x += step) {
      context.beginPath();
      context.moveTo(x, top);
      context.lineTo(x, bottom);
      context.stroke();
    }
    for (let y = top; y <= bottom; y += step) {
      context.beginPath();
      context.moveTo(pad, y);
      context.lineTo(w - pad, y);
      context.stroke();
    }
    context.strokeStyle = 'rgba(255,255,255,0.8)';
    context.lineWidth = Math.max(2, w / 300);
    for (let index = 0; index < 5; index += 1) {
      const x = pad + innerW * random() * 0.7;
      const y = top + (bottom - top) * random() * 0.7;
      context.strokeRect(x, y, innerW * (0.1 + 0.2 * random()), (bottom - top) * (0.1 + 0.2 * random()));
    }
  }
}

/** A floating translucent interface panel, lit by itself so it reads as a hologram. */
export function holoPanel(options: PanelOptions): Mesh {
  const resolution = options.resolution ?? 256;
  const texture = canvasTexture(Math.round(options.width * resolution), Math.round(options.height * resolution), (context, w, h) =>
    drawPanel(context, w, h, options),
  );
  const material = new MeshBasicMaterial({
    map: texture,
    transparent: true,
    opacity: options.opacity ?? 0.92,
    side: DoubleSide,
    depthWrite: false,
    toneMapped: false,
    fog: false,
  });
  material.color.setScalar(1.15);
  const mesh = new Mesh(new PlaneGeometry(options.width, options.height), material);
  mesh.renderOrder = 5;
  return mesh;
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
