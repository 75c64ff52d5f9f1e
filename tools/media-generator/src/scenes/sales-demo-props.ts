/**
 * The physical props of the configurator scenes (sales-demo.scene.ts), in the physically based materials of the
 * product renders: a paint-sample plinth whose active chip is lit from below, a freestanding touchscreen kiosk and a
 * carpeted exhibition plinth. Each builder returns a group standing on y = 0, facing +z.
 */
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshBasicMaterial, MeshPhysicalMaterial, MeshStandardMaterial, PlaneGeometry, type Material } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { canvasTexture } from './render-kit.ts';
import { BRAND } from './studio.ts';
import { drawText, roundRect, YELLOW } from './xr-kit.ts';

export const PAINTS = [
  { name: 'Satori Yellow', color: '#f2b705' },
  { name: 'Obsidian', color: '#16171b' },
  { name: 'Glacier White', color: '#dfe2e6' },
  { name: 'Midnight Blue', color: '#1d3557' },
  { name: 'Ember Red', color: '#8f1d1d' },
] as const;

const MATERIALS = {
  /** Powder-coated steel, satin graphite. */
  body: new MeshPhysicalMaterial({ color: 0x3a3d44, metalness: 0.2, roughness: 0.48, clearcoat: 0.3, clearcoatRoughness: 0.4 }),
  brushed: new MeshStandardMaterial({ color: 0xb9bcc2, metalness: 0.9, roughness: 0.36 }),
  anodised: new MeshStandardMaterial({ color: 0x2e3036, metalness: 0.8, roughness: 0.32 }),
  rubber: new MeshStandardMaterial({ color: 0x101012, metalness: 0, roughness: 0.9 }),
  glass: new MeshPhysicalMaterial({ color: 0x050608, metalness: 0.1, roughness: 0.05, clearcoat: 1, clearcoatRoughness: 0.02 }),
  yellow: new MeshPhysicalMaterial({ color: 0xffd60a, metalness: 0.15, roughness: 0.45, clearcoat: 0.7, clearcoatRoughness: 0.18 }),
  carpet: new MeshPhysicalMaterial({ color: 0x2a2b30, metalness: 0, roughness: 1, sheen: 0.6, sheenRoughness: 0.8, sheenColor: 0x55575e }),
};

function box(width: number, height: number, depth: number, material: Material, x = 0, y = 0, z = 0, radius = 0): Mesh {
  const geometry = radius > 0 ? new RoundedBoxGeometry(width, height, depth, 3, radius) : new BoxGeometry(width, height, depth);
  const mesh = new Mesh(geometry, material);
  mesh.position.set(x, y, z);
  return mesh;
}

/** A small hex screw head, e.g. on a cover plate. */
function screw(x: number, y: number, z: number, rotateX = Math.PI / 2): Mesh {
  const mesh = new Mesh(new CylinderGeometry(0.009, 0.009, 0.004, 12), MATERIALS.brushed);
  mesh.rotation.x = rotateX;
  mesh.position.set(x, y, z);
  return mesh;
}

export interface SwatchPlinth {
  group: Group;
  /** Lights the chip `index` (0…PAINTS.length − 1) at `level` (0…1), the others dark. */
  light: (levels: readonly number[]) => void;
}

/**
 * A waist-high paint-sample plinth: a powder-coated column with a brushed top tilted towards the viewer, on which
 * five lacquered sample chips sit in aluminium trays; an LED strip under the active chip lights it.
 */
export function swatchPlinth(): SwatchPlinth {
  const group = new Group();
  const width = 0.96;
  const depth = 0.42;
  const height = 0.92;
  group.add(box(width + 0.06, 0.04, depth + 0.06, MATERIALS.anodised, 0, 0.02, 0, 0.012));
  group.add(box(width, height - 0.04, depth, MATERIALS.body, 0, 0.04 + (height - 0.04) / 2, 0, 0.02));
  // A thin engraved brand strip on the front face: the only yellow of the plinth besides the lit chip.
  group.add(box(0.22, 0.012, 0.004, MATERIALS.yellow, -width / 2 + 0.16, height - 0.12, depth / 2 + 0.002));
  // A brushed name plate with its four screws, and the panel gap of the service door below it.
  group.add(box(0.34, 0.07, 0.006, MATERIALS.brushed, width / 2 - 0.24, height - 0.12, depth / 2 + 0.003, 0.002));
  for (const [x, y] of [
    [-0.15, -0.022],
    [0.15, -0.022],
    [-0.15, 0.022],
    [0.15, 0.022],
  ] as const)
    group.add(screw(width / 2 - 0.24 + x, height - 0.12 + y, depth / 2 + 0.007));
  group.add(box(width - 0.12, 0.004, 0.004, MATERIALS.rubber, 0, height - 0.22, depth / 2 + 0.001));
  const top = new Group();
  top.position.set(0, height + 0.02, 0);
  top.rotation.x = 0.32;
  group.add(top);
  top.add(box(width + 0.04, 0.035, depth + 0.08, MATERIALS.brushed, 0, 0, 0, 0.01));
  for (const [x, z] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const)
    top.add(screw((x * (width + 0.04)) / 2 - x * 0.03, 0.019, (z * (depth + 0.08)) / 2 - z * 0.03, 0));
  const leds: MeshStandardMaterial[] = [];
  const pitch = 0.172;
  PAINTS.forEach((item, index) => {
    const x = (index - (PAINTS.length - 1) / 2) * pitch;
    top.add(box(0.15, 0.012, 0.25, MATERIALS.anodised, x, 0.022, -0.02, 0.004));
    // Lacquered chips: metal sample plates sprayed in the car's paint, under a clearcoat.
    const chip = box(
      0.13,
      0.012,
      0.22,
      new MeshPhysicalMaterial({ color: item.color, metalness: 0.5, roughness: 0.3, clearcoat: 1, clearcoatRoughness: 0.05 }),
      x,
      0.034,
      -0.02,
      0.005,
    );
    top.add(chip);
    // A light-guide frame under each chip: lit, it rims the active chip in yellow.
    const led = new MeshStandardMaterial({ color: 0x111114, emissive: BRAND.accent, emissiveIntensity: 0, roughness: 0.4 });
    leds.push(led);
    top.add(box(0.146, 0.01, 0.236, led, x, 0.028, -0.02, 0.003));
  });
  return {
    group,
    light: (levels) => {
      leds.forEach((led, index) => {
        const level = levels[index] ?? 0;
        led.emissiveIntensity = 4 * level;
        led.color.setScalar(0.07 + 0.5 * level);
      });
    },
  };
}

/** A side view of the coupé as the kiosk's app draws it, in `paint`. */
function drawCoupe(context: CanvasRenderingContext2D, x: number, y: number, w: number, paint: string): void {
  const h = w * 0.28;
  context.fillStyle = paint;
  context.beginPath();
  context.moveTo(x, y + h * 0.78);
  context.bezierCurveTo(x, y + h * 0.45, x + w * 0.08, y + h * 0.42, x + w * 0.22, y + h * 0.38);
  context.bezierCurveTo(x + w * 0.36, y + h * 0.05, x + w * 0.58, y, x + w * 0.7, y + h * 0.32);
  context.bezierCurveTo(x + w * 0.9, y + h * 0.4, x + w, y + h * 0.5, x + w, y + h * 0.78);
  context.closePath();
  context.fill();
  context.fillStyle = 'rgba(10,12,16,0.85)';
  context.beginPath();
  context.moveTo(x + w * 0.27, y + h * 0.36);
  context.bezierCurveTo(x + w * 0.38, y + h * 0.1, x + w * 0.55, y + h * 0.08, x + w * 0.64, y + h * 0.33);
  context.closePath();
  context.fill();
  for (const cx of [0.2, 0.8]) {
    context.beginPath();
    context.arc(x + w * cx, y + h * 0.78, h * 0.2, 0, Math.PI * 2);
    context.fillStyle = '#0b0c10';
    context.fill();
    context.beginPath();
    context.arc(x + w * cx, y + h * 0.78, h * 0.12, 0, Math.PI * 2);
    context.fillStyle = '#8d9096';
    context.fill();
  }
}

/**
 * A freestanding touchscreen kiosk: a powder-coated pedestal on a steel foot, a portrait display in a slim housing
 * tilted back a few degrees, its configurator app drawn on the glass. About 1.85 m tall.
 */
export function touchKiosk(paint: string): Group {
  const group = new Group();
  group.add(box(0.74, 0.03, 0.54, MATERIALS.anodised, 0, 0.015, 0, 0.01));
  for (const x of [-0.3, 0.3]) for (const z of [-0.2, 0.2]) group.add(screw(x, 0.031, z, 0));
  group.add(box(0.58, 0.8, 0.34, MATERIALS.body, 0, 0.43, 0, 0.03));
  // Service hatch with its lock, a ventilation slot row and the brand stripe on the pedestal's face.
  group.add(box(0.44, 0.5, 0.004, MATERIALS.anodised, 0, 0.4, 0.172));
  group.add(new Mesh(new CylinderGeometry(0.012, 0.012, 0.01, 16).rotateX(Math.PI / 2), MATERIALS.brushed).translateY(0.58).translateZ(0.176).translateX(0.17));
  for (let index = 0; index < 6; index += 1) group.add(box(0.3, 0.006, 0.004, MATERIALS.rubber, 0, 0.2 + index * 0.018, 0.176));
  group.add(box(0.58, 0.02, 0.005, MATERIALS.yellow, 0, 0.79, 0.171));
  const head = new Group();
  head.position.set(0, 0.84, 0.02);
  head.rotation.x = -0.1;
  group.add(head);
  const w = 0.66;
  const h = 1.06;
  head.add(box(w, h, 0.07, MATERIALS.body, 0, h / 2, 0, 0.025));
  head.add(box(w - 0.03, h - 0.03, 0.006, MATERIALS.glass, 0, h / 2, 0.036));
  // The display itself (a 43-inch portrait panel) and its app, drawn on the glass.
  const texture = canvasTexture(420, 700, (context) => {
    const { width: cw, height: ch } = context.canvas;
    context.fillStyle = '#0b0c10';
    context.fillRect(0, 0, cw, ch);
    const glow = context.createRadialGradient(cw / 2, ch * 0.42, 0, cw / 2, ch * 0.42, cw * 0.7);
    glow.addColorStop(0, 'rgba(255,255,255,0.08)');
    glow.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = glow;
    context.fillRect(0, 0, cw, ch);
    drawText(context, 'SATORI XR', cw * 0.1, ch * 0.08, ch * 0.03, YELLOW, 800);
    drawText(context, 'Build yours', cw * 0.1, ch * 0.17, ch * 0.055, '#ffffff', 800);
    drawText(context, 'Touch to explore in 3D', cw * 0.1, ch * 0.22, ch * 0.026, 'rgba(255,255,255,0.7)', 500);
    drawCoupe(context, cw * 0.1, ch * 0.34, cw * 0.8, paint);
    PAINTS.forEach((item, index) => {
      context.beginPath();
      context.arc(cw * (0.2 + index * 0.15), ch * 0.6, cw * 0.045, 0, Math.PI * 2);
      context.fillStyle = item.color;
      context.fill();
      if (index === 0) {
        context.strokeStyle = '#ffffff';
        context.lineWidth = 3;
        context.beginPath();
        context.arc(cw * 0.2, ch * 0.6, cw * 0.06, 0, Math.PI * 2);
        context.stroke();
      }
    });
    drawText(context, 'Exterior paint', cw * 0.1, ch * 0.69, ch * 0.028, 'rgba(255,255,255,0.75)', 600);
    roundRect(context, cw * 0.1, ch * 0.8, cw * 0.8, ch * 0.07, ch * 0.035);
    context.fillStyle = YELLOW;
    context.fill();
    drawText(context, 'Start configuring', cw * 0.24, ch * 0.845, ch * 0.03, '#0b0c10', 800);
  });
  const screen = new Mesh(new PlaneGeometry(w - 0.07, h - 0.1), new MeshBasicMaterial({ map: texture, toneMapped: false, color: 0xdedede }));
  screen.position.set(0, h / 2 + 0.01, 0.0395);
  head.add(screen);
  return group;
}

/** A low exhibition plinth covered in dark needle-felt carpet with a brushed aluminium edge trim; top at `height`. */
export function carpetPlinth(width: number, depth: number, height: number): Group {
  const group = new Group();
  group.add(box(width, height, depth, MATERIALS.carpet, 0, height / 2, 0));
  const trim = 0.03;
  group.add(box(width + trim, height + 0.005, trim, MATERIALS.brushed, 0, height / 2, depth / 2));
  group.add(box(width + trim, height + 0.005, trim, MATERIALS.brushed, 0, height / 2, -depth / 2));
  group.add(box(trim, height + 0.005, depth + trim, MATERIALS.brushed, width / 2, height / 2, 0));
  group.add(box(trim, height + 0.005, depth + trim, MATERIALS.brushed, -width / 2, height / 2, 0));
  return group;
}

/**
 * The stand's back wall: stretched-fabric panels in a powder-coated frame with the brand printed on them and a row
 * of spotlights on the header, facing +z, its foot on y = 0.
 */
export function standWall(width: number, height: number): Group {
  const group = new Group();
  const print = canvasTexture(1024, 256, (context) => {
    const { width: cw, height: ch } = context.canvas;
    context.fillStyle = '#5a5d64';
    context.fillRect(0, 0, cw, ch);
    drawText(context, 'SATORI XR', cw * 0.06, ch * 0.5, ch * 0.26, '#f4f4f2', 800);
    context.fillStyle = YELLOW;
    context.fillRect(cw * 0.06, ch * 0.64, cw * 0.12, ch * 0.03);
  });
  const fabric = new MeshStandardMaterial({ color: 0x5a5d64, roughness: 0.95 });
  group.add(box(width, height, 0.08, fabric, 0, height / 2, 0));
  const banner = new Mesh(new PlaneGeometry(width * 0.5, width * 0.125), new MeshStandardMaterial({ map: print, roughness: 0.9 }));
  banner.position.set(-width * 0.2, height * 0.72, 0.042);
  group.add(banner);
  group.add(box(width + 0.1, 0.05, 0.1, MATERIALS.anodised, 0, height, 0), box(width + 0.1, 0.05, 0.1, MATERIALS.anodised, 0, 0.025, 0));
  for (const x of [-1, 1]) group.add(box(0.05, height, 0.1, MATERIALS.anodised, (x * (width + 0.05)) / 2, height / 2, 0));
  const lamp = new MeshBasicMaterial({ color: 0xfff1dc });
  for (let index = 0; index < 5; index += 1) {
    const x = (index - 2) * (width / 5.2);
    const arm = box(0.03, 0.03, 0.45, MATERIALS.anodised, x, height + 0.02, 0.25);
    const can = new Mesh(new CylinderGeometry(0.07, 0.08, 0.2, 20), MATERIALS.body);
    can.position.set(x, height - 0.02, 0.5);
    can.rotation.x = -0.6;
    const face = new Mesh(new CylinderGeometry(0.06, 0.06, 0.005, 20), lamp);
    face.position.set(0, -0.1, 0);
    can.add(face);
    group.add(arm, can);
  }
  return group;
}
