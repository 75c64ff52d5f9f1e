/** The Satori XR mark's geometry: a brush-drawn ensō left open, with a spark of light in the opening. */
import { n } from './svg-files.ts';

export const ACCENT = '#ffd60a';

/** The ensō as one filled outline: heavy where the brush lands, thinning to a dry tail. */
export function ensoPath(cx: number, cy: number, radius: number, weight: number): string {
  const start = (-14 * Math.PI) / 180;
  const sweep = (300 * Math.PI) / 180;
  const steps = 96;
  const outer: string[] = [];
  const inner: string[] = [];
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const angle = start + sweep * t;
    // Full width soon after the brush lands, then a long taper; a slight wobble keeps it from looking mechanical.
    const width = weight * (0.55 + 0.45 * Math.sin(Math.min(1, t * 4) * (Math.PI / 2))) * (1 - 0.9 * t ** 1.5);
    const wobble = radius * 0.012 * Math.sin(t * Math.PI * 3);
    const r = radius + wobble;
    outer.push(`${n(cx + (r + width / 2) * Math.cos(angle))} ${n(cy + (r + width / 2) * Math.sin(angle))}`);
    inner.push(`${n(cx + (r - width / 2) * Math.cos(angle))} ${n(cy + (r - width / 2) * Math.sin(angle))}`);
  }
  const startWidth = weight * 0.55;
  // A round cap where the brush lands; the tail ends in a point.
  return `M${outer.join('L')}L${inner.reverse().join('L')}A${n(startWidth / 2)} ${n(startWidth / 2)} 0 0 1 ${outer[0] ?? ''}Z`;
}

/** A four-pointed spark centred on (cx, cy). */
export function sparkPath(cx: number, cy: number, size: number): string {
  const waist = size * 0.22;
  const point = (dx: number, dy: number) => `${n(cx + dx)} ${n(cy + dy)}`;
  return (
    `M${point(0, -size)}Q${point(waist * 0.35, -waist * 0.35)} ${point(size, 0)}Q${point(waist * 0.35, waist * 0.35)} ${point(0, size)}` +
    `Q${point(-waist * 0.35, waist * 0.35)} ${point(-size, 0)}Q${point(-waist * 0.35, -waist * 0.35)} ${point(0, -size)}Z`
  );
}

/** The whole mark drawn into a square of side `size` at (x, y). */
export function markShapes(x: number, y: number, size: number, color = ACCENT): string {
  const unit = size / 40;
  const cx = x + 19 * unit;
  const cy = y + 21.2 * unit;
  const sparkAngle = (-44 * Math.PI) / 180;
  const sparkX = cx + 15.6 * unit * Math.cos(sparkAngle);
  const sparkY = cy + 15.6 * unit * Math.sin(sparkAngle);
  return `<path d="${ensoPath(cx, cy, 15.2 * unit, 5.6 * unit)}" fill="${color}"/><path d="${sparkPath(sparkX, sparkY, 5 * unit)}" fill="${color}"/>`;
}
