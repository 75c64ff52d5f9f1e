/**
 * The AR and twin markings every scene shares: the overlay paint and the label plate (a yellow bar, a grey title and
 * a white value). Scenes mark what matters with these, a ring or a thin leader, never floating panels.
 */
import { CanvasTexture, DoubleSide, Mesh, MeshBasicMaterial, PlaneGeometry, SRGBColorSpace } from 'three';
import { BRAND } from './studio.ts';

/** Flat overlay paint for AR and twin markings: unlit, translucent brand yellow, so it reads as projected light, not paint. */
export function overlayMaterial(opacity: number): MeshBasicMaterial {
  return new MeshBasicMaterial({
    color: BRAND.accent.clone().multiplyScalar(1.4),
    transparent: true,
    opacity,
    depthWrite: false,
    toneMapped: false,
    side: DoubleSide,
  });
}

/** A label plate and the function that (re)draws its two lines, e.g. a live reading in a video. */
export interface TwinTag {
  mesh: Mesh;
  draw: (title: string, value: string) => void;
}

/**
 * One short twin tag: a small dark plate with a yellow bar, a grey title and a white value, `width` metres wide.
 * Redrawn in place when its value changes (the video's live reading).
 */
export function twinTag(width: number, height: number): TwinTag {
  const canvas = document.createElement('canvas');
  canvas.width = 512;
  canvas.height = Math.round((512 * height) / width);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.anisotropy = 4;
  const material = new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false, depthTest: false, toneMapped: false, fog: false });
  const mesh = new Mesh(new PlaneGeometry(width, height), material);
  mesh.renderOrder = 10;
  const draw = (title: string, value: string) => {
    const w = canvas.width;
    const h = canvas.height;
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
    const left = h * 0.16 + 24;
    // Each line at its size, shrunk only if it would run past the plate.
    const line = (text: string, size: number, weight: number, colour: string, y: number) => {
      let px = Math.round(h * size);
      context.font = `${weight} ${px}px "DejaVu Sans", sans-serif`;
      const room = w - left - h * 0.14;
      const measured = context.measureText(text).width;
      if (measured > room) {
        px = Math.floor((px * room) / measured);
        context.font = `${weight} ${px}px "DejaVu Sans", sans-serif`;
      }
      context.fillStyle = colour;
      context.fillText(text, left, y);
    };
    line(title, 0.24, 600, 'rgba(255,255,255,0.62)', h * 0.42);
    line(value, 0.3, 700, '#ffffff', h * 0.79);
    texture.needsUpdate = true;
  };
  return { mesh, draw };
}
