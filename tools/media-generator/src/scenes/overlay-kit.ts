/**
 * The AR and twin markings every scene shares, one of each: the overlay paint, a ring, a frame, a leader and a
 * two-line tag. Scenes mark what matters with these (a ring on the part or a frame round a zone, a thin leader out to
 * one short tag), never floating panels.
 */
import {
  BufferGeometry,
  CanvasTexture,
  DoubleSide,
  Group,
  Line,
  LineBasicMaterial,
  Mesh,
  MeshBasicMaterial,
  PlaneGeometry,
  RingGeometry,
  SRGBColorSpace,
  type Vector3,
} from 'three';
import { BRAND } from './studio.ts';
import { FONT } from './xr-kit.ts';

/**
 * Flat overlay paint for AR and twin markings: unlit, unfogged, translucent brand yellow, so it reads as projected
 * light, not paint. `intensity` lifts it above white for the bloom (a flow arrow brighter than its pipe's trace).
 */
export function overlayMaterial(opacity: number, intensity = 1.4): MeshBasicMaterial {
  return new MeshBasicMaterial({
    color: BRAND.accent.clone().multiplyScalar(intensity),
    transparent: true,
    opacity,
    depthWrite: false,
    toneMapped: false,
    fog: false,
    side: DoubleSide,
  });
}

/**
 * A thin ring of `radius` (its band `line` wide) facing +z: copy the camera's quaternion to face the viewer, or turn it
 * a quarter about x to lie on the floor. An AR view draws it `over` what stands in front of the part; a floor marking
 * (the default) hides behind what stands on it.
 */
export function overlayRing(radius: number, line: number, options: { opacity?: number; over?: boolean } = {}): Mesh {
  const material = overlayMaterial(options.opacity ?? 0.9);
  material.depthTest = !options.over;
  const ring = new Mesh(new RingGeometry(radius - line / 2, radius + line / 2, 128), material);
  ring.renderOrder = 5;
  return ring;
}

/**
 * A rectangle marking `width` × `height` in the x–y plane, centred on the origin (turn it a quarter about x to lie on
 * the floor): an outline `line` wide at `opacity` (0 for none), brighter corner brackets `corners.arm` long, and a
 * faint `fill`. A keep-clear zone is an outline and a fill, a pick slot the brackets alone.
 */
export function overlayFrame(
  width: number,
  height: number,
  options: { line: number; opacity: number; corners?: { arm: number; opacity: number }; fill?: number },
): Group {
  const group = new Group();
  const { line } = options;
  const bar = (w: number, h: number, x: number, y: number, material: MeshBasicMaterial) => {
    const mesh = new Mesh(new PlaneGeometry(w, h), material);
    mesh.position.set(x, y, 0);
    mesh.renderOrder = 3;
    group.add(mesh);
  };
  if (options.opacity > 0) {
    const edge = overlayMaterial(options.opacity);
    for (const side of [-1, 1]) {
      bar(width, line, 0, (side * height) / 2, edge);
      bar(line, height, (side * width) / 2, 0, edge);
    }
  }
  if (options.corners) {
    const { arm, opacity } = options.corners;
    const bright = overlayMaterial(opacity);
    for (const sx of [-1, 1])
      for (const sy of [-1, 1]) {
        bar(arm, line, sx * (width / 2 - arm / 2), (sy * height) / 2, bright);
        bar(line, arm, (sx * width) / 2, sy * (height / 2 - arm / 2), bright);
      }
  }
  if (options.fill) bar(width, height, 0, 0, overlayMaterial(options.fill));
  return group;
}

/** A leader through `points`: a 1 px unlit line, drawn over the scene, from the part to its tag. */
export function leaderLine(points: Vector3[], opacity = 0.9): Line {
  const line = new Line(
    new BufferGeometry().setFromPoints(points),
    new LineBasicMaterial({ color: BRAND.accent.clone().multiplyScalar(1.4), transparent: true, opacity, toneMapped: false, depthTest: false, fog: false }),
  );
  line.renderOrder = 6;
  return line;
}

/** A tag plate and the function that (re)draws its two lines, e.g. a live reading in a video. */
export interface OverlayTag {
  mesh: Mesh;
  draw: (title: string, value: string) => void;
}

/** Where the tag's origin sits: its centre, or the middle of its left or right edge, where a leader ends. */
export type TagAnchor = 'centre' | 'left' | 'right';

const TAG_PIXELS = 160;
const TITLE = { size: 0.24, weight: 600 } as const;
const VALUE = { size: 0.3, weight: 700 } as const;
const font = (line: { size: number; weight: number }, px = Math.round(TAG_PIXELS * line.size)) => `${String(line.weight)} ${String(px)}px ${FONT}`;
const TEXT_LEFT = TAG_PIXELS * 0.16 + 24;
const TEXT_RIGHT = TAG_PIXELS * 0.14;

/**
 * One short tag `height` tall in world units: a small dark plate with a yellow bar, a grey title and a white value.
 * It is `width` wide, or as wide as its first title and value need; redrawn in place when its value changes.
 */
export function overlayTag(title: string, value: string, height: number, options: { width?: number; anchor?: TagAnchor } = {}): OverlayTag {
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const h = TAG_PIXELS;
  const textWidth = (text: string, line: { size: number; weight: number }) => {
    context.font = font(line);
    return context.measureText(text).width;
  };
  canvas.width = options.width
    ? Math.round((h * options.width) / height)
    : Math.ceil(TEXT_LEFT + Math.max(textWidth(title, TITLE), textWidth(value, VALUE)) + TEXT_RIGHT);
  canvas.height = h;
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  const material = new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false, depthTest: false, toneMapped: false, fog: false });
  const width = (canvas.width / h) * height;
  const geometry = new PlaneGeometry(width, height);
  const anchor = options.anchor ?? 'centre';
  if (anchor !== 'centre') geometry.translate(((anchor === 'left' ? 1 : -1) * width) / 2, 0, 0);
  const mesh = new Mesh(geometry, material);
  mesh.renderOrder = 10;
  const draw = (nextTitle: string, nextValue: string) => {
    const w = canvas.width;
    context.clearRect(0, 0, w, h);
    context.fillStyle = 'rgba(14,15,18,0.86)';
    context.beginPath();
    context.roundRect(2, 2, w - 4, h - 4, h * 0.12);
    context.fill();
    context.strokeStyle = 'rgba(255,214,10,0.55)';
    context.lineWidth = 2;
    context.stroke();
    context.fillStyle = '#ffd60a';
    context.fillRect(h * 0.16, h * 0.2, 6, h * 0.6);
    // Each line at its size, shrunk only if it would run past the plate.
    const line = (text: string, style: { size: number; weight: number }, colour: string, y: number) => {
      const room = w - TEXT_LEFT - TEXT_RIGHT;
      const measured = textWidth(text, style);
      context.font = measured > room ? font(style, Math.floor((h * style.size * room) / measured)) : font(style);
      context.fillStyle = colour;
      context.fillText(text, TEXT_LEFT, y);
    };
    line(nextTitle, TITLE, 'rgba(255,255,255,0.62)', h * 0.42);
    line(nextValue, VALUE, '#ffffff', h * 0.79);
    texture.needsUpdate = true;
  };
  draw(title, value);
  return { mesh, draw };
}
