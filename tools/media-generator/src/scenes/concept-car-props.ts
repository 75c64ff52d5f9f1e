/**
 * Props for the concept-car stills (concept-car.scene.ts), in metres, from the same physically based materials as the
 * shop-floor machines: a configurator screen on a floor stand, a lectern with a board of painted sample chips, a
 * two-post workshop lift, a roller dynamometer for the end-of-line test stand and its cooling fan (the stills' AR
 * markings are `overlay-kit.ts`'s).
 */
import type { CanvasTexture } from 'three';
import { CircleGeometry, CylinderGeometry, Group, Mesh, MeshPhysicalMaterial, MeshStandardMaterial, PlaneGeometry } from 'three';
import { box, cylinder, materials } from './factory-machines.ts';
import { canvasTexture } from './render-kit.ts';
import { FONT } from './xr-kit.ts';

/** The configurator's screen image: the car, a row of paint chips, three option rows and a call to action. */
function configuratorTexture(): CanvasTexture {
  return canvasTexture(640, 384, (context) => {
    context.fillStyle = '#101216';
    context.fillRect(0, 0, 640, 384);
    context.fillStyle = '#1b1f25';
    context.fillRect(0, 0, 640, 44);
    context.font = `700 22px ${FONT}`;
    context.fillStyle = '#e4e7eb';
    context.fillText('Configure your GT', 20, 30);
    // Side view of the coupé, in the selected silver.
    const grad = context.createLinearGradient(0, 120, 0, 230);
    grad.addColorStop(0, '#e6e8eb');
    grad.addColorStop(1, '#7c8189');
    context.fillStyle = grad;
    context.beginPath();
    context.moveTo(40, 222);
    context.bezierCurveTo(40, 190, 60, 180, 110, 176);
    context.bezierCurveTo(170, 140, 230, 128, 290, 130);
    context.bezierCurveTo(340, 132, 370, 160, 400, 176);
    context.bezierCurveTo(430, 180, 440, 200, 438, 222);
    context.closePath();
    context.fill();
    context.fillStyle = '#14171c';
    context.beginPath();
    context.moveTo(175, 172);
    context.bezierCurveTo(210, 146, 250, 140, 290, 142);
    context.bezierCurveTo(320, 144, 345, 160, 362, 174);
    context.closePath();
    context.fill();
    for (const x of [115, 360]) {
      context.fillStyle = '#0b0c0e';
      context.beginPath();
      context.arc(x, 222, 30, 0, Math.PI * 2);
      context.fill();
      context.fillStyle = '#9aa0a8';
      context.beginPath();
      context.arc(x, 222, 18, 0, Math.PI * 2);
      context.fill();
    }
    // Paint chips, the selected one ringed.
    ['#d9dbde', '#1c1d20', '#8f1612', '#1f3b5a', '#3b4450'].forEach((color, index) => {
      const x = 70 + index * 62;
      context.fillStyle = color;
      context.beginPath();
      context.arc(x, 300, 20, 0, Math.PI * 2);
      context.fill();
      if (index === 0) {
        context.strokeStyle = '#ffd60a';
        context.lineWidth = 3;
        context.beginPath();
        context.arc(x, 300, 27, 0, Math.PI * 2);
        context.stroke();
      }
    });
    context.font = `600 15px ${FONT}`;
    ['Paint', 'Wheels', 'Interior'].forEach((label, index) => {
      const y = 74 + index * 58;
      context.fillStyle = '#20252c';
      context.fillRect(468, y, 152, 44);
      context.fillStyle = '#aeb6bf';
      context.fillText(label, 482, y + 28);
    });
    context.fillStyle = '#ffd60a';
    context.fillRect(468, 300, 152, 52);
    context.fillStyle = '#111';
    context.font = `700 16px ${FONT}`;
    context.fillText('Book a drive', 486, 332);
  });
}

/** A 32-inch configurator display on a brushed-aluminium floor stand, screen tilted back a little. */
export function configuratorStand(): Group {
  const group = new Group();
  group.add(box(0.62, 0.025, 0.46, materials.aluminium, 0, 0.0125, 0, 0.008));
  group.add(box(0.12, 1.02, 0.07, materials.aluminium, 0, 0.53, -0.05, 0.02));
  group.add(box(0.02, 0.9, 0.004, materials.seam, 0, 0.52, -0.013));
  const head = new Group();
  head.position.set(0, 1.22, 0);
  head.rotation.x = -0.22;
  head.add(box(0.78, 0.48, 0.045, materials.plastic, 0, 0, 0, 0.012));
  const glass = new MeshPhysicalMaterial({
    map: configuratorTexture(),
    emissive: 0xffffff,
    emissiveIntensity: 1.1,
    roughness: 0.35,
    clearcoat: 0.15,
    envMapIntensity: 0.3,
  });
  glass.emissiveMap = glass.map;
  glass.color.setScalar(0.04);
  const display = new Mesh(new PlaneGeometry(0.72, 0.42), glass);
  display.position.z = 0.0235;
  head.add(display);
  head.add(box(0.05, 0.008, 0.01, materials.machined, 0, -0.228, 0.02));
  group.add(head);
  return group;
}

/** Painted sample chips ("speed shapes") on a matte board on a lectern, each chip with its printed name below. */
export function paintLectern(): Group {
  const group = new Group();
  group.add(cylinder(0.24, 0.02, materials.aluminium, 0, 0.01, 0, 48));
  group.add(box(0.09, 0.92, 0.09, materials.aluminium, 0, 0.48, 0, 0.015));
  const top = new Group();
  top.position.set(0, 0.98, 0);
  top.rotation.x = -0.55;
  top.add(box(0.66, 0.03, 0.46, materials.paintDark, 0, 0, 0, 0.01).rotateX(Math.PI / 2));
  const names = ['Ice silver', 'Carbon black', 'Rosso', 'Deep blue', 'Graphite', 'Pearl white'];
  const colors = ['#d9dbde', '#16171a', '#8f1612', '#1f3b5a', '#3b4450', '#eeeae2'];
  const labels = canvasTexture(512, 352, (context) => {
    context.fillStyle = '#2c3036';
    context.fillRect(0, 0, 512, 352);
    context.font = `600 17px ${FONT}`;
    context.fillStyle = '#c9cdd2';
    context.textAlign = 'center';
    names.forEach((name, index) => {
      const x = 96 + (index % 3) * 160;
      const y = 152 + Math.floor(index / 3) * 158;
      context.fillText(name, x, y);
    });
    context.fillStyle = '#ffd60a';
    context.fillRect(0, 0, 512, 6);
  });
  const face = new Mesh(new PlaneGeometry(0.64, 0.44), new MeshPhysicalMaterial({ map: labels, roughness: 0.75 }));
  face.position.z = 0.0155;
  top.add(face);
  colors.forEach((color, index) => {
    const paint = new MeshPhysicalMaterial({ color, metalness: 0.45, roughness: 0.32, clearcoat: 1, clearcoatRoughness: 0.04 });
    const x = -0.2 + (index % 3) * 0.2;
    const y = 0.115 - Math.floor(index / 3) * 0.2;
    top.add(box(0.15, 0.085, 0.01, paint, x, y, 0.022, 0.004));
  });
  group.add(top);
  return group;
}

/**
 * A two-post lift: posts at z = ±`span`/2 with base plates, carriages at `height` and swing arms reaching in to
 * rubber pads under the sills at x = ±`reach`. Posts painted anthracite; the arm lock collars safety yellow.
 */
export function twoPostLift(height: number, span = 3.1, reach = 0.95): Group {
  const group = new Group();
  for (const side of [1, -1]) {
    const z = (side * span) / 2;
    group.add(box(0.62, 0.02, 0.55, materials.castIron, 0, 0.01, z, 0.005));
    group.add(box(0.32, 3.3, 0.26, materials.paintDark, 0, 1.67, z, 0.03));
    group.add(box(0.05, 3.1, 0.012, materials.seam, 0, 1.65, z - side * 0.13));
    group.add(box(0.4, 0.46, 0.14, materials.paintSlate, 0, height + 0.12, z - side * 0.18, 0.02));
    for (const x of [-1, 1]) {
      const start = z - side * 0.18;
      const dx = x * reach;
      const dz = side * 0.6 - start;
      const length = Math.hypot(dx, dz);
      const arm = new Group();
      arm.position.set(0, height - 0.03, start);
      arm.rotation.y = Math.atan2(dx, dz);
      arm.add(box(0.1, 0.07, length, materials.paintSlate, 0, 0, length / 2, 0.01));
      arm.add(cylinder(0.055, 0.05, materials.paintYellow, 0, 0.04, 0.02, 24));
      arm.add(cylinder(0.028, 0.06, materials.machined, 0, 0.06, length, 16));
      arm.add(cylinder(0.075, 0.035, materials.rubber, 0, 0.1, length, 32));
      group.add(arm);
    }
    // Hydraulic cylinder and hose up the outer face of the post.
    group.add(cylinder(0.05, 1.6, materials.machined, 0.1, 0.9, z + side * 0.17, 24));
  }
  // Overhead beam with the equalising cable tray.
  group.add(box(0.2, 0.16, span + 0.3, materials.paintDark, 0, 3.36, 0, 0.02));
  group.add(box(0.08, 0.05, span - 0.4, materials.paintYellow, 0, 3.25, 0, 0.01));
  return group;
}

/**
 * A twin-roller chassis dynamometer for one axle, set in a floor pit: two knurled steel rollers across the track,
 * centres `gap` apart at depth `depth` below the floor, with the pit frame, a centre bearing block and a lift bar.
 */
export function rollerSet(gap: number, depth: number, length = 2.3): Group {
  const group = new Group();
  const pitDark = new MeshPhysicalMaterial({ color: 0x0b0c0e, roughness: 0.9 });
  group.add(box(gap + 0.6, 0.02, length + 0.3, pitDark, 0, -0.55, 0));
  for (const x of [-gap / 2, gap / 2]) {
    const roller = new Mesh(new CylinderGeometry(0.2, 0.2, length, 64), materials.ground);
    roller.rotation.x = Math.PI / 2;
    roller.position.set(x, -depth, 0);
    group.add(roller);
    for (const z of [-length / 2 - 0.05, length / 2 + 0.05]) group.add(box(0.16, 0.3, 0.08, materials.paintSlate, x, -depth - 0.05, z, 0.01));
  }
  group.add(box(0.1, 0.06, length, materials.paintYellow, 0, -0.24, 0, 0.01));
  return group;
}

/** A steel pit cover plate, `width` × `depth`, with slots of `slot` length along x at each of `slots`. */
export function pitPlate(width: number, depth: number, slots: number[], slot: number, slotDepth: number): Group {
  const group = new Group();
  const steel = new MeshPhysicalMaterial({ color: 0x8d9299, metalness: 0.85, roughness: 0.42, clearcoat: 0.1 });
  const edges = [-width / 2, ...[...slots].sort((a, b) => a - b).flatMap((x) => [x - slot / 2, x + slot / 2]), width / 2];
  for (let index = 0; index < edges.length; index += 2) {
    const from = edges[index] ?? 0;
    const to = edges[index + 1] ?? 0;
    group.add(box(to - from - 0.01, 0.02, depth, steel, (from + to) / 2, -0.01, 0));
  }
  for (const x of slots) {
    for (const z of [-1, 1]) group.add(box(slot, 0.02, (depth - slotDepth) / 2 - 0.01, steel, x, -0.01, (z * (depth + slotDepth)) / 4));
  }
  return group;
}

/** A mobile axial cooling fan on a wheeled frame, as stands in front of a car on a dynamometer; it blows along +z. */
export function coolingFan(): Group {
  const group = new Group();
  const head = new Group();
  head.position.y = 0.78;
  head.add(box(1.1, 1.1, 0.32, materials.paintSlate, 0, 0, 0, 0.04));
  const grille = canvasTexture(256, 256, (context) => {
    context.fillStyle = '#08090b';
    context.fillRect(0, 0, 256, 256);
    context.strokeStyle = '#5d636b';
    context.lineWidth = 3;
    for (let r = 22; r < 128; r += 14) {
      context.beginPath();
      context.arc(128, 128, r, 0, Math.PI * 2);
      context.stroke();
    }
    for (let index = 0; index < 8; index += 1) {
      const a = (index / 8) * Math.PI * 2;
      context.beginPath();
      context.moveTo(128 + Math.cos(a) * 22, 128 + Math.sin(a) * 22);
      context.lineTo(128 + Math.cos(a) * 126, 128 + Math.sin(a) * 126);
      context.stroke();
    }
    context.fillStyle = '#2a2d31';
    context.beginPath();
    context.arc(128, 128, 20, 0, Math.PI * 2);
    context.fill();
  });
  const face = new Mesh(new CircleGeometry(0.48, 64), new MeshStandardMaterial({ map: grille, metalness: 0.6, roughness: 0.45 }));
  face.position.z = 0.162;
  head.add(face);
  head.add(box(0.3, 0.05, 0.02, materials.paintYellow, 0.3, -0.5, 0.165, 0.01));
  group.add(head);
  group.add(box(0.1, 0.3, 0.1, materials.paintDark, 0, 0.17, 0, 0.01));
  group.add(box(0.9, 0.06, 0.6, materials.paintDark, 0, 0.1, 0, 0.01));
  for (const x of [-0.38, 0.38]) for (const z of [-0.24, 0.24]) group.add(cylinder(0.05, 0.04, materials.rubber, x, 0.05, z, 20).rotateZ(Math.PI / 2));
  return group;
}
