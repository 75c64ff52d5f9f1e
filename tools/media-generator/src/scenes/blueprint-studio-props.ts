/**
 * Props of the professional-services still (blueprint-studio.scene.ts): a 3D-printed scale model of a production
 * cell in matte PLA, the printed layout drawings it stands on, sticky notes, a triangular scale rule and a pencil.
 * Units are 10 cm on the table; every builder stands on y = 0.
 */
import { CapsuleGeometry, CylinderGeometry, Group, Mesh, MeshStandardMaterial, PlaneGeometry, SphereGeometry, type Material } from 'three';
import { canvasTexture } from './render-kit.ts';
import { BRAND } from './studio.ts';
import { box } from './xr-montage-props.ts';

/** Printed filament: matte, a faint sheen, in a light and a mid grey, and a yellow for the safety parts. */
const pla = (color: number) => new MeshStandardMaterial({ color, roughness: 0.62, metalness: 0 });
export const FILAMENT = { light: pla(0xdcdbd6), grey: pla(0x9b9c9e), dark: pla(0x56585c), yellow: pla(BRAND.accent.getHex()) };

function cylinder(radius: number, height: number, material: Material, x: number, y: number, z: number, segments = 40): Mesh {
  const mesh = new Mesh(new CylinderGeometry(radius, radius, height, segments), material);
  mesh.position.set(x, y, z);
  return mesh;
}

/** A scale figure, as architects put in their models. */
function figure(x: number, z: number): Mesh {
  const mesh = new Mesh(new CapsuleGeometry(0.045, 0.2, 4, 12), FILAMENT.grey);
  mesh.position.set(x, 0.1 + 0.16, z);
  return mesh;
}

/** The cell's first machine, a machining station, whose footprint the scene's one AR outline marks. */
export const STATION = { x: -1.05, z: -0.35, width: 1.5, depth: 1.1, height: 1.05 };

/**
 * A 1:50 model of a production cell on a printed base plate (about 5.4 × 3.8): two machine housings with doors and
 * windows, a conveyor with rollers between them, a pair of process tanks with walkway and ladder, a control cabinet,
 * the cell's safety fence with a yellow gate, structural columns and a few scale figures.
 */
export function plantCellModel(): Group {
  const group = new Group();
  const base = 0.1;
  group.add(box(5.4, base, 3.8, FILAMENT.light, 0, base / 2, 0, 0.03));
  const on = (mesh: Mesh) => {
    mesh.position.y += base;
    group.add(mesh);
  };
  // Columns on the building grid.
  for (const x of [-2.5, 0, 2.5]) for (const z of [-1.7, 1.7]) on(box(0.12, 1.3, 0.12, FILAMENT.grey, x, 0.65, z));
  // Station 1: housing, window, door seam, roof unit.
  const { x, z, width, depth, height } = STATION;
  on(box(width, height, depth, FILAMENT.light, x, height / 2, z, 0.05));
  on(box(0.7, 0.35, 0.02, FILAMENT.dark, x - 0.2, 0.62, z + depth / 2 + 0.005, 0.01));
  on(box(0.02, 0.8, 0.02, FILAMENT.grey, x + 0.3, 0.45, z + depth / 2 + 0.005));
  on(box(0.6, 0.18, 0.5, FILAMENT.grey, x + 0.2, height + 0.09, z - 0.1, 0.03));
  // Station 2, a taller press housing.
  on(box(1.1, 1.3, 1.0, FILAMENT.light, 1.2, 0.65, -0.5, 0.05));
  on(box(0.5, 0.3, 0.02, FILAMENT.dark, 1.2, 0.85, 0.005, 0.01));
  // Conveyor between them: frame, legs and rollers.
  on(box(1.4, 0.06, 0.42, FILAMENT.grey, 0.1, 0.42, 0.35));
  for (let index = 0; index < 9; index += 1) {
    const roller = cylinder(0.025, 0.4, FILAMENT.light, -0.5 + index * 0.15, 0.47, 0.35, 12);
    roller.rotation.x = Math.PI / 2;
    on(roller);
  }
  for (const lx of [-0.5, 0.7]) for (const lz of [0.18, 0.52]) on(box(0.04, 0.4, 0.04, FILAMENT.grey, lx, 0.2, lz));
  // Two process tanks with domed tops, a walkway across them and a ladder.
  for (const tz of [0.55, 1.35]) {
    on(cylinder(0.34, 1.1, FILAMENT.light, 2.0, 0.55, tz));
    const dome = new Mesh(new SphereGeometry(0.34, 32, 12, 0, Math.PI * 2, 0, Math.PI / 2), FILAMENT.light);
    dome.position.set(2.0, 1.1, tz);
    dome.scale.y = 0.45;
    on(dome);
  }
  on(box(0.3, 0.04, 1.6, FILAMENT.grey, 1.55, 1.05, 0.95));
  for (let rung = 0; rung < 6; rung += 1) on(box(0.24, 0.02, 0.02, FILAMENT.grey, 1.55, 0.15 + rung * 0.17, 1.78));
  for (const lx of [1.43, 1.67]) on(box(0.02, 1.05, 0.02, FILAMENT.grey, lx, 0.525, 1.78));
  // Control cabinet and a pallet of parts at the conveyor's infeed.
  on(box(0.5, 0.8, 0.25, FILAMENT.dark, -2.0, 0.4, 1.1, 0.02));
  on(box(0.5, 0.08, 0.5, FILAMENT.grey, -0.9, 0.04, 0.95));
  on(box(0.42, 0.22, 0.42, FILAMENT.light, -0.9, 0.19, 0.95, 0.02));
  // Safety fence along the front with its yellow gate; posts and a solid lower panel.
  for (let index = 0; index < 8; index += 1) on(box(0.04, 0.5, 0.04, FILAMENT.dark, -2.45 + index * 0.55, 0.25, 1.65));
  on(box(2.2, 0.36, 0.015, FILAMENT.grey, -1.35, 0.24, 1.65));
  on(box(1.0, 0.36, 0.015, FILAMENT.grey, 0.95, 0.24, 1.65));
  on(box(0.5, 0.4, 0.03, FILAMENT.yellow, -0.05, 0.24, 1.65, 0.01));
  for (const [fx, fz] of [
    [-1.6, 0.7],
    [0.4, 0.95],
    [2.5, 0.4],
  ] as const)
    on(figure(fx, fz));
  return group;
}

/** Deterministic strokes that read as handwriting at a glance. */
function scribble(context: CanvasRenderingContext2D, random: () => number, x: number, y: number, width: number, lines: number, pitch: number) {
  for (let line = 0; line < lines; line += 1) {
    const length = width * (0.55 + random() * 0.45);
    context.beginPath();
    context.moveTo(x, y + line * pitch);
    for (let step = 0; step < length; step += 9) context.lineTo(x + step, y + line * pitch + Math.sin(step * 0.7 + random() * 2) * 3.5);
    context.stroke();
  }
}

/** A printed A1 layout drawing (8.4 × 5.9) lying flat: a column grid, walls, machine footprints and a title block. */
export function drawingSheet(random: () => number, variant: 0 | 1): Mesh {
  const map = canvasTexture(1024, 720, (context) => {
    context.fillStyle = '#eceae4';
    context.fillRect(0, 0, 1024, 720);
    context.strokeStyle = '#35455e';
    context.lineWidth = 2;
    context.strokeRect(24, 24, 976, 672);
    // Title block.
    context.strokeRect(760, 590, 240, 106);
    context.beginPath();
    context.moveTo(760, 630);
    context.lineTo(1000, 630);
    context.stroke();
    context.fillStyle = '#35455e';
    context.fillRect(776, 602, 120, 12);
    context.lineWidth = 1.4;
    scribble(context, random, 776, 650, 200, 3, 14);
    if (variant === 0) {
      // Plan: outer walls, column grid with bubbles, machine footprints, one dimension chain.
      context.lineWidth = 5;
      context.strokeRect(90, 80, 640, 470);
      context.lineWidth = 1;
      context.setLineDash([14, 6, 3, 6]);
      for (const gx of [90, 410, 730]) {
        context.beginPath();
        context.moveTo(gx, 50);
        context.lineTo(gx, 580);
        context.stroke();
      }
      context.setLineDash([]);
      for (const gx of [90, 410, 730]) {
        context.beginPath();
        context.arc(gx, 40, 12, 0, Math.PI * 2);
        context.stroke();
      }
      context.lineWidth = 2;
      context.strokeRect(150, 150, 190, 140);
      context.strokeRect(470, 140, 140, 130);
      context.strokeRect(340, 300, 170, 50);
      for (const cy of [330, 440]) {
        context.beginPath();
        context.arc(640, cy, 42, 0, Math.PI * 2);
        context.stroke();
      }
      context.beginPath();
      context.moveTo(90, 610);
      context.lineTo(730, 610);
      for (const tx of [90, 410, 730]) {
        context.moveTo(tx - 6, 616);
        context.lineTo(tx + 6, 604);
      }
      context.stroke();
    } else {
      // Section and elevation: floor line, machine outlines and tank profiles.
      context.lineWidth = 3;
      context.beginPath();
      context.moveTo(80, 470);
      context.lineTo(720, 470);
      context.stroke();
      context.lineWidth = 2;
      context.strokeRect(120, 300, 200, 170);
      context.strokeRect(420, 250, 150, 220);
      context.strokeRect(610, 200, 80, 270);
      context.lineWidth = 1;
      scribble(context, random, 120, 540, 420, 4, 18);
    }
  });
  const sheet = new Mesh(new PlaneGeometry(8.4, 5.9).rotateX(-Math.PI / 2), new MeshStandardMaterial({ map, roughness: 0.92, metalness: 0 }));
  return sheet;
}

/** A 76 mm sticky note with a few handwritten lines, its top edge lifting a little off the surface. */
export function stickyNote(random: () => number, color: string): Mesh {
  const map = canvasTexture(128, 128, (context) => {
    context.fillStyle = color;
    context.fillRect(0, 0, 128, 128);
    context.strokeStyle = '#2b2d33';
    context.lineWidth = 3;
    context.lineCap = 'round';
    scribble(context, random, 16, 30, 96, 4, 22);
  });
  const note = new Mesh(new PlaneGeometry(0.76, 0.76, 1, 4).rotateX(-Math.PI / 2), new MeshStandardMaterial({ map, roughness: 0.85 }));
  const position = note.geometry.getAttribute('position');
  for (let index = 0; index < position.count; index += 1) {
    const along = (0.38 - position.getZ(index)) / 0.76;
    position.setY(index, along > 0.7 ? (along - 0.7) * 0.12 : 0);
  }
  note.geometry.computeVertexNormals();
  note.position.y = 0.02;
  return note;
}

/** A triangular scale rule (grey aluminium) and a graphite pencil, lying along x. */
export function rulerAndPencil(): Group {
  const group = new Group();
  const rule = new Mesh(
    new CylinderGeometry(0.17, 0.17, 3.0, 3),
    new MeshStandardMaterial({ color: 0x8d9096, metalness: 0.7, roughness: 0.55, flatShading: true }),
  );
  rule.rotation.z = Math.PI / 2;
  rule.position.y = 0.1;
  const pencil = new Mesh(new CylinderGeometry(0.04, 0.04, 1.7, 6), new MeshStandardMaterial({ color: 0x2a2c31, roughness: 0.5 }));
  pencil.rotation.set(0, 0.3, Math.PI / 2);
  pencil.position.set(0.2, 0.04, 0.55);
  const tip = new Mesh(new CylinderGeometry(0.0, 0.04, 0.16, 6), new MeshStandardMaterial({ color: 0xc8a77c, roughness: 0.8 }));
  tip.rotation.set(0, 0.3, Math.PI / 2);
  tip.position.set(0.2 - 0.93 * Math.cos(0.3), 0.04, 0.55 + 0.93 * Math.sin(0.3));
  group.add(rule, pencil, tip);
  return group;
}
