/**
 * Building blocks of the home hero's holographic look and a few small helpers the other scenes share (the brand
 * yellow and font, canvas text, easing, value noise, a wire terrain, a pulsing hotspot). Everything is deterministic:
 * no clocks, no Math.random.
 */
import {
  AdditiveBlending,
  BufferGeometry,
  CanvasTexture,
  Color,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  SRGBColorSpace,
  TorusGeometry,
  SphereGeometry,
  type Object3D,
} from 'three';
import { BRAND, glowMaterial } from './studio.ts';

export const YELLOW = '#ffd60a';
export const FONT = '"DejaVu Sans", "Liberation Sans", sans-serif';

/** Additive, bloom-friendly line material. */
function glowLineMaterial(color: Color | string = BRAND.accent, opacity = 0.8): LineBasicMaterial {
  return new LineBasicMaterial({ color, transparent: true, opacity, blending: AdditiveBlending, depthWrite: false, toneMapped: false });
}

export interface CanvasPanel {
  mesh: Mesh<PlaneGeometry, MeshBasicMaterial>;
  context: CanvasRenderingContext2D;
  width: number;
  height: number;
  /** Re-uploads the canvas after drawing into it again. */
  refresh: () => void;
}

/** A flat panel whose face is drawn with the 2D canvas API (HUDs, browser chrome, dashboards). */
export function canvasPanel(
  worldWidth: number,
  worldHeight: number,
  pixelsPerUnit: number,
  draw: (context: CanvasRenderingContext2D, width: number, height: number) => void,
  { additive = false, opacity = 1, brightness = 1 }: { additive?: boolean; opacity?: number; brightness?: number } = {},
): CanvasPanel {
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(worldWidth * pixelsPerUnit);
  canvas.height = Math.round(worldHeight * pixelsPerUnit);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  draw(context, canvas.width, canvas.height);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  const material = new MeshBasicMaterial({
    map: texture,
    transparent: true,
    opacity,
    side: DoubleSide,
    depthWrite: !additive,
    blending: additive ? AdditiveBlending : undefined,
    toneMapped: false,
    color: new Color(brightness, brightness, brightness),
  });
  const mesh = new Mesh(new PlaneGeometry(worldWidth, worldHeight), material);
  return { mesh, context, width: canvas.width, height: canvas.height, refresh: () => void (texture.needsUpdate = true) };
}

export function roundRect(context: CanvasRenderingContext2D, x: number, y: number, width: number, height: number, radius: number): void {
  context.beginPath();
  context.roundRect(x, y, width, height, radius);
}

/** A translucent dark HUD card with a thin yellow frame and corner ticks. */
export function drawHudFrame(context: CanvasRenderingContext2D, width: number, height: number, fill = 'rgba(12,13,18,0.72)'): void {
  const unit = Math.min(width, height) / 40;
  context.clearRect(0, 0, width, height);
  roundRect(context, unit, unit, width - 2 * unit, height - 2 * unit, unit * 1.5);
  context.fillStyle = fill;
  context.fill();
  context.lineWidth = Math.max(1.5, unit * 0.25);
  context.strokeStyle = 'rgba(255,214,10,0.55)';
  context.stroke();
  context.strokeStyle = YELLOW;
  context.lineWidth = Math.max(2, unit * 0.5);
  const tick = unit * 4;
  for (const [x, y, dx, dy] of [
    [unit, unit, 1, 1],
    [width - unit, unit, -1, 1],
    [unit, height - unit, 1, -1],
    [width - unit, height - unit, -1, -1],
  ] as const) {
    context.beginPath();
    context.moveTo(x, y + dy * tick);
    context.lineTo(x, y);
    context.lineTo(x + dx * tick, y);
    context.stroke();
  }
}

export function drawText(
  context: CanvasRenderingContext2D,
  text: string,
  x: number,
  y: number,
  size: number,
  color = 'rgba(255,255,255,0.9)',
  weight = 600,
): void {
  context.font = `${weight} ${Math.round(size)}px ${FONT}`;
  context.fillStyle = color;
  context.textBaseline = 'alphabetic';
  context.fillText(text, x, y);
}

/** A smooth line chart with a soft fill, values in [0, 1]. */
export function drawSparkline(context: CanvasRenderingContext2D, values: number[], x: number, y: number, width: number, height: number, color = YELLOW): void {
  context.beginPath();
  values.forEach((value, index) => {
    const px = x + (index / (values.length - 1)) * width;
    const py = y + height - value * height;
    if (index === 0) context.moveTo(px, py);
    else context.lineTo(px, py);
  });
  context.strokeStyle = color;
  context.lineWidth = Math.max(2, height / 30);
  context.lineJoin = 'round';
  context.stroke();
  context.lineTo(x + width, y + height);
  context.lineTo(x, y + height);
  context.closePath();
  const gradient = context.createLinearGradient(0, y, 0, y + height);
  gradient.addColorStop(0, 'rgba(255,214,10,0.35)');
  gradient.addColorStop(1, 'rgba(255,214,10,0)');
  context.fillStyle = gradient;
  context.fill();
}

/** A ring gauge with a value in [0, 1]. */
export function drawGauge(context: CanvasRenderingContext2D, cx: number, cy: number, radius: number, value: number): void {
  context.lineCap = 'round';
  context.lineWidth = radius * 0.18;
  context.strokeStyle = 'rgba(255,255,255,0.14)';
  context.beginPath();
  context.arc(cx, cy, radius, Math.PI * 0.75, Math.PI * 2.25);
  context.stroke();
  context.strokeStyle = YELLOW;
  context.beginPath();
  context.arc(cx, cy, radius, Math.PI * 0.75, Math.PI * (0.75 + 1.5 * value));
  context.stroke();
  context.lineCap = 'butt';
}

/** A smooth deterministic series for charts. */
export function series(random: () => number, count: number, base = 0.5, spread = 0.35): number[] {
  const values: number[] = [];
  let value = base;
  for (let index = 0; index < count; index += 1) {
    value += (random() - 0.5) * spread * 0.6;
    value = Math.min(0.95, Math.max(0.08, value * 0.85 + base * 0.15));
    values.push(value);
  }
  return values;
}

/** Puts an object and all its children on one render layer. */
export function setLayer(object: Object3D, layer: number): void {
  object.traverse((child) => child.layers.set(layer));
}

/** A pulsing hotspot (glowing dot and expanding ring); call pose with a phase in [0, 1). */
export function createHotspot(radius = 0.012): { group: Group; pose: (phase: number) => void } {
  const group = new Group();
  const dot = new Mesh(new SphereGeometry(radius, 20, 12), glowMaterial(BRAND.accent, 4));
  const ringMaterial = new MeshBasicMaterial({
    color: BRAND.accent,
    transparent: true,
    opacity: 0.8,
    blending: AdditiveBlending,
    depthWrite: false,
    toneMapped: false,
    side: DoubleSide,
  });
  const ring = new Mesh(new TorusGeometry(radius * 1.8, radius * 0.14, 8, 48), ringMaterial);
  group.add(dot, ring);
  return {
    group,
    pose: (phase) => {
      const wave = phase - Math.floor(phase);
      ring.scale.setScalar(1 + wave * 1.6);
      ringMaterial.opacity = 0.9 * (1 - wave);
    },
  };
}

/** Points in a buffer, e.g. feature points or particles. */
export function pointsGeometry(positions: number[]): BufferGeometry {
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  return geometry;
}

/** The item at a wrapped-around index of a non-empty list. */
export function cyclic<T>(list: readonly T[], index: number): T {
  const item = list[((Math.floor(index) % list.length) + list.length) % list.length];
  if (item === undefined) throw new Error('cyclic() needs a non-empty list');
  return item;
}

export const smoothstep = (edge0: number, edge1: number, value: number) => {
  const t = Math.min(1, Math.max(0, (value - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
};

/** Smooth deterministic 2D value noise in about [0, 1], built from a seeded lattice. */
export function valueNoise(random: () => number, size = 32): (x: number, y: number) => number {
  const lattice = Array.from({ length: size * size }, () => random());
  const at = (x: number, y: number) => lattice[(((y % size) + size) % size) * size + (((x % size) + size) % size)] ?? 0;
  const fade = (t: number) => t * t * (3 - 2 * t);
  return (x, y) => {
    const x0 = Math.floor(x);
    const y0 = Math.floor(y);
    const tx = fade(x - x0);
    const ty = fade(y - y0);
    const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
    const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
    return top * (1 - ty) + bottom * ty;
  };
}

/** A terrain drawn as a grid of glowing lines; height(x, z) gives the elevation. */
export function wireTerrain(
  width: number,
  depth: number,
  columns: number,
  rows: number,
  height: (x: number, z: number) => number,
  color: Color | string = BRAND.accent,
  opacity = 0.6,
): LineSegments {
  const points: Vector3Like[] = [];
  const vertex = (column: number, row: number): Vector3Like => {
    const x = -width / 2 + (column / columns) * width;
    const z = -depth / 2 + (row / rows) * depth;
    return { x, y: height(x, z), z };
  };
  for (let row = 0; row <= rows; row += 1) {
    for (let column = 0; column < columns; column += 1) points.push(vertex(column, row), vertex(column + 1, row));
  }
  for (let column = 0; column <= columns; column += 1) {
    for (let row = 0; row < rows; row += 1) points.push(vertex(column, row), vertex(column, row + 1));
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute(
    'position',
    new Float32BufferAttribute(
      points.flatMap((point) => [point.x, point.y, point.z]),
      3,
    ),
  );
  return new LineSegments(geometry, glowLineMaterial(color, opacity));
}

interface Vector3Like {
  x: number;
  y: number;
  z: number;
}

/** A soft radial glow sprite-like plane (additive), for halos and horizon light. */
export function glowDisc(radius: number, color = 'rgba(255,214,10,', strength = 0.6): Mesh<PlaneGeometry, MeshBasicMaterial> {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const gradient = context.createRadialGradient(128, 128, 0, 128, 128, 128);
  gradient.addColorStop(0, `${color}${strength})`);
  gradient.addColorStop(0.35, `${color}${strength * 0.35})`);
  gradient.addColorStop(1, `${color}0)`);
  context.fillStyle = gradient;
  context.fillRect(0, 0, 256, 256);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return new Mesh(
    new PlaneGeometry(radius * 2, radius * 2),
    new MeshBasicMaterial({ map: texture, transparent: true, blending: AdditiveBlending, depthWrite: false, toneMapped: false }),
  );
}
