/**
 * Shop-floor machines for the manufacturing stills (factory-line.scene.ts), modelled in metres and built from the
 * same kinds of physically based materials as the site's 3D models: clearcoated machine paint, machined and cast
 * metal, rubber, glass and moulded plastic. Brand yellow appears only where a real machine carries it (a signal
 * lamp, an e-stop collar, guard paint), so the stills read as equipment rather than as a light show.
 */
import {
  BoxGeometry,
  CatmullRomCurve3,
  CylinderGeometry,
  ExtrudeGeometry,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Path,
  Shape,
  TubeGeometry,
  Vector3,
  type BufferGeometry,
  type Material,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import { canvasTexture } from './render-kit.ts';

export const materials = {
  /** Light grey enclosure paint, as on most machining centres. */
  paintLight: new MeshPhysicalMaterial({ color: 0xc9ccd0, metalness: 0, roughness: 0.42, clearcoat: 0.6, clearcoatRoughness: 0.25 }),
  /** Anthracite paint for bases, frames and housings. */
  paintDark: new MeshPhysicalMaterial({ color: 0x2c3036, metalness: 0.1, roughness: 0.45, clearcoat: 0.7, clearcoatRoughness: 0.2 }),
  /** Blue-grey industrial enamel (the gearbox housing). */
  paintSlate: new MeshPhysicalMaterial({ color: 0x56687c, metalness: 0.15, roughness: 0.38, clearcoat: 0.9, clearcoatRoughness: 0.12 }),
  /** Safety-yellow paint: guards, posts and collars only. */
  paintYellow: new MeshPhysicalMaterial({ color: 0xffd60a, metalness: 0, roughness: 0.4, clearcoat: 0.8, clearcoatRoughness: 0.15 }),
  machined: new MeshStandardMaterial({ color: 0xd0d4da, metalness: 1, roughness: 0.32 }),
  ground: new MeshStandardMaterial({ color: 0xdde0e4, metalness: 1, roughness: 0.24 }),
  aluminium: new MeshStandardMaterial({ color: 0xc4c9d0, metalness: 1, roughness: 0.42 }),
  castIron: new MeshStandardMaterial({ color: 0x676c74, metalness: 0.6, roughness: 0.5 }),
  stainless: new MeshStandardMaterial({ color: 0xaeb3ba, metalness: 1, roughness: 0.5 }),
  rubber: new MeshStandardMaterial({ color: 0x121316, metalness: 0, roughness: 0.9 }),
  plastic: new MeshPhysicalMaterial({ color: 0x1b1c20, metalness: 0, roughness: 0.5, clearcoat: 0.2 }),
  glass: new MeshPhysicalMaterial({ color: 0xa9bcc6, metalness: 0, roughness: 0.05, transparent: true, opacity: 0.22, clearcoat: 1, depthWrite: false }),
  belt: new MeshStandardMaterial({ color: 0x1a1b1e, metalness: 0, roughness: 0.85 }),
  /** Bright machined steel for the gear train: light and glossy so the teeth catch the studio light. */
  brightSteel: new MeshStandardMaterial({ color: 0xf4f6f8, metalness: 0.85, roughness: 0.26, envMapIntensity: 2.2 }),
  /** Dark tinted door glass, smooth enough to carry a clear reflection. */
  darkGlass: new MeshPhysicalMaterial({
    color: 0x34404a,
    metalness: 0.3,
    roughness: 0.04,
    clearcoat: 1,
    clearcoatRoughness: 0.02,
    transparent: true,
    opacity: 0.62,
    envMapIntensity: 3,
  }),
  /** Panel seams and louvre recesses: near-black, matte. */
  seam: new MeshStandardMaterial({ color: 0x0c0d0f, metalness: 0, roughness: 0.8 }),
} as const;

/** A lamp lens, lit or dark: lit lenses are the only emissive parts of the machines. */
function lens(color: number, lit: boolean): Material {
  return new MeshPhysicalMaterial({
    color: lit ? color : 0x202124,
    emissive: color,
    emissiveIntensity: lit ? 2.2 : 0.05,
    roughness: 0.25,
    clearcoat: 1,
    transparent: !lit,
    opacity: lit ? 1 : 0.85,
  });
}

export function box(w: number, h: number, d: number, material: Material, x = 0, y = 0, z = 0, radius = 0): Mesh {
  const geometry: BufferGeometry = radius > 0 ? new RoundedBoxGeometry(w, h, d, 2, radius) : new BoxGeometry(w, h, d);
  const mesh = new Mesh(geometry, material);
  mesh.position.set(x, y, z);
  return mesh;
}

/** A tube along a smooth curve through `points` (hoses, cables). */
export function hose(points: [number, number, number][], radius: number, material: Material): Mesh {
  const curve = new CatmullRomCurve3(points.map(([x, y, z]) => new Vector3(x, y, z)));
  return new Mesh(new TubeGeometry(curve, 40, radius, 10, false), material);
}

/** A louvre grille on a face looking along +z: a dark recess with angled slats, centred at the origin. */
export function louvres(w: number, h: number, count = 6): Group {
  const group = new Group();
  group.add(box(w, h, 0.01, materials.seam, 0, 0, 0));
  const pitch = h / count;
  for (let index = 0; index < count; index += 1) {
    const slat = box(w - 0.02, pitch * 0.55, 0.012, materials.paintLight, 0, -h / 2 + pitch * (index + 0.5), 0.012);
    slat.rotation.x = -0.5;
    group.add(slat);
  }
  return group;
}

/** A vertical panel seam (thin dark inset strip) on a face looking along +z. */
function seamStrip(h: number, x: number, y: number, z: number, horizontal = false): Mesh {
  return horizontal ? box(h, 0.01, 0.006, materials.seam, x, y, z) : box(0.01, h, 0.006, materials.seam, x, y, z);
}

/**
 * A painted machine body standing on the floor, centred on x and z: rounded edges, a light-grey upper over an
 * anthracite base, panel seams on the front (+z) and sides, optional louvres on the +x side, and levelling feet.
 * `seams` is the number of front panels; `faces` picks which faces get seams.
 */
export function cabinet(w: number, h: number, d: number, options: { seams?: number; base?: number; louvre?: boolean; feet?: boolean } = {}): Group {
  const m = materials;
  const group = new Group();
  const feet = options.feet === false ? 0 : 0.06;
  const base = options.base ?? Math.min(0.32, h * 0.16);
  const radius = Math.min(0.035, w * 0.05, d * 0.05);
  const upper = h - feet - base;
  group.add(box(w - 0.02, base, d - 0.02, m.paintDark, 0, feet + base / 2, 0, radius));
  group.add(box(w, upper, d, m.paintLight, 0, feet + base + upper / 2, 0, radius));
  // The paint split: a dark shadow line where the upper panels sit on the base.
  group.add(box(w + 0.004, 0.014, d + 0.004, m.seam, 0, feet + base, 0));
  const panels = options.seams ?? Math.max(1, Math.round(w / 1.1));
  for (let index = 1; index < panels; index += 1) group.add(seamStrip(upper - 0.1, -w / 2 + (w * index) / panels, feet + base + upper / 2, d / 2 + 0.002));
  const sidePanels = Math.max(1, Math.round(d / 1.1));
  for (const side of [-1, 1])
    for (let index = 1; index < sidePanels; index += 1) {
      const strip = seamStrip(upper - 0.1, 0, feet + base + upper / 2, 0);
      strip.position.set(side * (w / 2 + 0.002), feet + base + upper / 2, -d / 2 + (d * index) / sidePanels);
      strip.rotation.y = Math.PI / 2;
      group.add(strip);
    }
  if (options.louvre !== false && upper > 0.5) {
    const grille = louvres(Math.min(0.5, d * 0.35), Math.min(0.36, upper * 0.3));
    grille.rotation.y = Math.PI / 2;
    grille.position.set(w / 2 + 0.004, feet + base + upper * 0.72, -d * 0.22);
    group.add(grille);
  }
  if (feet > 0)
    for (const sx of [-1, 1])
      for (const sz of [-1, 1]) {
        group.add(cylinder(0.045, 0.02, m.rubber, sx * (w / 2 - 0.09), 0.01, sz * (d / 2 - 0.09), 20));
        group.add(cylinder(0.016, feet, m.machined, sx * (w / 2 - 0.09), feet / 2, sz * (d / 2 - 0.09), 12));
      }
  return group;
}

/** A cylinder along y unless turned; `segments` kept low on small parts to keep the geometry light. */
export function cylinder(r: number, h: number, material: Material, x = 0, y = 0, z = 0, segments = 40): Mesh {
  const mesh = new Mesh(new CylinderGeometry(r, r, h, segments), material);
  mesh.position.set(x, y, z);
  return mesh;
}

/** A spur gear's outline (trapezoid teeth on a root circle) with a bore, extruded along z and centred. */
export function gearGeometry(teeth: number, root: number, tip: number, width: number, bore: number): BufferGeometry {
  const shape = new Shape();
  const pitch = (Math.PI * 2) / teeth;
  for (let index = 0; index < teeth; index += 1) {
    const a = index * pitch;
    const points: [number, number][] = [
      [root, a - pitch * 0.32],
      [tip, a - pitch * 0.16],
      [tip, a + pitch * 0.16],
      [root, a + pitch * 0.32],
    ];
    points.forEach(([r, angle], corner) => {
      const x = r * Math.cos(angle);
      const y = r * Math.sin(angle);
      if (index === 0 && corner === 0) shape.moveTo(x, y);
      else shape.lineTo(x, y);
    });
  }
  shape.closePath();
  const hole = new Path();
  hole.absarc(0, 0, bore, 0, Math.PI * 2, true);
  shape.holes.push(hole);
  const geometry = new ExtrudeGeometry(shape, {
    depth: width,
    bevelEnabled: true,
    bevelThickness: 0.006,
    bevelSize: 0.004,
    bevelSegments: 1,
    curveSegments: 24,
  });
  geometry.translate(0, 0, -width / 2);
  geometry.computeVertexNormals();
  return geometry;
}

/** A control screen: a dark UI with a few real labels, drawn once to a texture (emissive, dim). */
export function screen(width: number, height: number, lines: string[], highlight = 0): Mesh {
  const texture = canvasTexture(512, Math.round((512 * height) / width), (context) => {
    const h = context.canvas.height;
    context.fillStyle = '#0d1014';
    context.fillRect(0, 0, 512, h);
    context.fillStyle = '#1d232b';
    context.fillRect(0, 0, 512, 54);
    context.font = '600 30px sans-serif';
    context.fillStyle = '#d8dde3';
    context.fillText(lines[0] ?? '', 22, 38);
    lines.slice(1).forEach((line, index) => {
      const y = 78 + index * 58;
      context.fillStyle = index === highlight ? '#ffd60a' : '#2a3038';
      context.fillRect(22, y, 468, 44);
      context.fillStyle = index === highlight ? '#111' : '#aeb6bf';
      context.font = '500 26px sans-serif';
      context.fillText(line, 38, y + 31);
    });
  });
  const material = new MeshBasicMaterial({ map: texture, toneMapped: true });
  material.color.setScalar(0.85);
  return new Mesh(new BoxGeometry(width, height, 0.004), material);
}

/** A three-lamp signal tower (red, yellow, green) on a short post; `lit` picks the lamp that is on. */
export function signalTower(lit: 'red' | 'yellow' | 'green'): Group {
  const group = new Group();
  group.add(cylinder(0.02, 0.22, materials.stainless, 0, 0.11, 0, 16));
  (['green', 'yellow', 'red'] as const).forEach((name, index) => {
    const color = name === 'red' ? 0xe0301e : name === 'yellow' ? 0xffc400 : 0x2fbf4a;
    group.add(cylinder(0.05, 0.085, lens(color, name === lit), 0, 0.27 + index * 0.09, 0, 32));
  });
  group.add(cylinder(0.052, 0.03, materials.plastic, 0, 0.52, 0, 32));
  return group;
}

/**
 * A five-axis vertical machining centre with its sliding door open: a trunnion table tilted towards the spindle,
 * a milled aluminium housing clamped on the rotary platter, the control panel on the front right column. `lamp` is
 * the signal tower's state: yellow while an operator sets up a part, green while the machine cuts.
 */
export function machiningCentre(lamp: 'red' | 'yellow' | 'green' = 'yellow'): Group {
  const m = materials;
  const group = new Group();
  const W = 3.2;
  const D = 2.3;
  const H = 2.55;
  // Plinth on levelling feet, a recessed toe kick, the anthracite base band and the bed.
  for (const sx of [-1, 1])
    for (const sz of [-1, 1]) {
      group.add(cylinder(0.06, 0.025, m.rubber, sx * (W / 2 - 0.15), 0.0125, sz * (D / 2 - 0.15), 20));
      group.add(cylinder(0.022, 0.06, m.machined, sx * (W / 2 - 0.15), 0.04, sz * (D / 2 - 0.15), 12));
    }
  group.add(box(W - 0.12, 0.1, D - 0.12, m.seam, 0, 0.1, 0));
  group.add(box(W, 0.3, D, m.paintDark, 0, 0.29, 0, 0.025));
  group.add(box(W - 0.3, 0.5, D - 0.5, m.stainless, 0, 0.67, -0.1));
  // Enclosure: back, sides and roof, light paint with rounded edges; stainless interior lining.
  const wallH = H - 0.44;
  const wallY = 0.44 + wallH / 2;
  group.add(box(W, wallH, 0.06, m.paintLight, 0, wallY, -D / 2 + 0.03, 0.02));
  group.add(box(W - 0.3, H - 0.5, 0.01, m.stainless, 0, 0.42 + (H - 0.5) / 2, -D / 2 + 0.07));
  for (const side of [-1, 1]) {
    group.add(box(0.06, wallH, D, m.paintLight, side * (W / 2 - 0.03), wallY, 0, 0.02));
    // Side panel seams, and a louvre grille high on each side over the spindle drive.
    for (const z of [-D / 6, D / 6]) {
      const strip = seamStrip(wallH - 0.08, 0, wallY, 0);
      strip.position.set(side * (W / 2 + 0.002), wallY, z);
      strip.rotation.y = Math.PI / 2;
      group.add(strip);
    }
    const grille = louvres(0.5, 0.34, 7);
    grille.rotation.y = (side * Math.PI) / 2;
    grille.position.set(side * (W / 2 + 0.004), H - 0.45, -D / 2 + 0.45);
    group.add(grille);
  }
  // The paint split all round: a shadow line where the light enclosure sits on the anthracite base.
  group.add(box(W + 0.006, 0.016, D + 0.006, m.seam, 0, 0.44, 0));
  group.add(box(W + 0.02, 0.09, D + 0.02, m.paintLight, 0, H + 0.04, 0, 0.035));
  group.add(box(W - 0.4, 0.014, 0.008, m.seam, 0, H + 0.005, D / 2 + 0.012));
  // Front: fixed left panel (its window behind the open door), the opening, and a right column holding the controls.
  const front = D / 2 - 0.03;
  group.add(box(0.9, wallH, 0.06, m.paintLight, -W / 2 + 0.45, wallY, front, 0.02));
  group.add(box(0.55, wallH, 0.06, m.paintLight, W / 2 - 0.275, wallY, front, 0.02));
  group.add(seamStrip(wallH - 0.1, W / 2 - 0.01, wallY, front + 0.032));
  group.add(box(W, 0.3, 0.06, m.paintLight, 0, H - 0.15, front, 0.02));
  group.add(seamStrip(W - 0.1, 0, H - 0.3, front + 0.032, true));
  // Header louvres over the opening and a front base band with two service-panel seams.
  const header = louvres(0.9, 0.16, 4);
  header.position.set(0.35, H - 0.15, front + 0.032);
  group.add(header);
  group.add(box(W, 0.3, 0.08, m.paintDark, 0, 0.29, front + 0.02, 0.02));
  for (const x of [-W / 6, W / 6]) group.add(box(0.01, 0.24, 0.006, m.seam, x, 0.29, front + 0.062));
  // The door slid open over the fixed panel, its window in laminated glass with a rubber seal.
  const door = new Group();
  door.add(box(1.2, 1.7, 0.05, m.paintLight, 0, 0, 0, 0.02));
  // Rubber seal frame round the window; behind it, the stainless lining seen through the fixed panel's window.
  for (const x of [-0.44, 0.44]) door.add(box(0.025, 1.09, 0.02, m.rubber, x, 0.15, 0.026));
  for (const y of [-0.395, 0.695]) door.add(box(0.9, 0.025, 0.02, m.rubber, 0, y, 0.026));
  door.add(box(0.86, 1.05, 0.01, m.castIron, 0, 0.15, 0.021));
  door.add(box(0.84, 1.03, 0.014, m.darkGlass, 0, 0.15, 0.034, 0.008));
  door.add(seamStrip(1.1, 0, -0.62, 0.027, true));
  // Pull handle: a stainless bar on two stand-offs.
  door.add(box(0.035, 0.46, 0.035, m.stainless, 0.5, -0.33, 0.085, 0.012));
  for (const y of [-0.52, -0.14]) door.add(box(0.03, 0.03, 0.06, m.stainless, 0.5, y, 0.05));
  door.add(box(0.03, 1.7, 0.055, m.paintYellow, 0.585, 0, 0.002));
  door.position.set(-W / 2 + 0.55, 1.32, front + 0.07);
  group.add(door);
  // Interior: trunnion supports, tilting cradle, rotary platter and the clamped part.
  for (const side of [-1, 1]) group.add(box(0.24, 0.5, 0.6, m.castIron, side * 0.78, 1.17, -0.1, 0.03));
  const cradle = new Group();
  cradle.position.set(0, 1.15, -0.1);
  cradle.rotation.x = 0.32;
  cradle.add(box(1.32, 0.14, 0.62, m.castIron, 0, 0, 0, 0.03));
  cradle.add(cylinder(0.29, 0.07, m.machined, 0, 0.105, 0, 64));
  for (let index = 0; index < 6; index += 1) {
    const slot = box(0.5, 0.012, 0.018, m.castIron, 0, 0.141, 0);
    slot.rotation.y = (index * Math.PI) / 6;
    cradle.add(slot);
  }
  const part = new Group();
  part.position.y = 0.25;
  part.add(box(0.34, 0.2, 0.28, m.aluminium, 0, 0, 0, 0.01));
  part.add(box(0.22, 0.02, 0.16, m.castIron, 0, 0.095, 0));
  part.add(cylinder(0.035, 0.03, m.castIron, 0.12, 0.09, 0.09, 24));
  part.add(cylinder(0.035, 0.03, m.castIron, -0.12, 0.09, -0.09, 24));
  for (const side of [-1, 1]) part.add(box(0.05, 0.07, 0.3, m.paintDark, side * 0.21, -0.07, 0, 0.01));
  cradle.add(part);
  group.add(cradle);
  // Spindle head on its column, tool holder and a carbide end mill just above the part.
  group.add(box(0.5, 0.45, 0.5, m.paintLight, 0, 2.33, -0.35, 0.04));
  group.add(box(0.3, 0.6, 0.36, m.paintDark, 0, 2.3, -0.78));
  group.add(cylinder(0.12, 0.22, m.machined, 0, 1.99, -0.3, 48));
  const holder = new Mesh(new CylinderGeometry(0.06, 0.1, 0.12, 40), m.ground);
  holder.position.set(0, 1.82, -0.3);
  group.add(holder);
  group.add(cylinder(0.022, 0.16, m.ground, 0, 1.68, -0.3, 20));
  // Articulated coolant hose from the spindle head to the cutter: dark segmented plastic.
  group.add(
    hose(
      [
        [0.22, 2.15, -0.2],
        [0.3, 1.95, -0.12],
        [0.2, 1.76, -0.18],
        [0.06, 1.66, -0.26],
      ],
      0.016,
      m.plastic,
    ),
  );
  for (let index = 0; index < 6; index += 1) group.add(cylinder(0.02, 0.012, m.plastic, 0.22 + 0.013 * index, 2.12 - 0.04 * index, -0.19 + 0.012 * index, 12));
  // Coolant nozzles aimed at the cutter.
  for (const side of [-1, 1]) {
    const nozzle = cylinder(0.012, 0.22, m.paintYellow, side * 0.16, 1.9, -0.3, 12);
    nozzle.rotation.z = side * 0.6;
    group.add(nozzle);
  }
  // Interior LED strip under the roof: a real machine light, cool white.
  const strip = box(1.8, 0.02, 0.06, new MeshBasicMaterial({ color: 0xe6eef7 }), 0, H - 0.05, 0.6);
  group.add(strip);
  // Control panel on the right column: housing, screen, e-stop with its yellow collar, keys.
  const panel = new Group();
  panel.add(box(0.46, 0.62, 0.1, m.plastic, 0, 0, 0, 0.02));
  const display = screen(0.36, 0.27, ['PROGRAM  O2140', 'Housing op 20', 'Tool T12  Ø16', 'Feed 2400 mm/min'], 0);
  display.position.set(0, 0.1, 0.052);
  panel.add(display);
  panel.add(cylinder(0.05, 0.01, m.paintYellow, 0.14, -0.19, 0.055, 32).rotateX(Math.PI / 2));
  panel.add(cylinder(0.03, 0.04, lens(0xd1261a, false), 0.14, -0.19, 0.075, 24).rotateX(Math.PI / 2));
  for (let index = 0; index < 4; index += 1) panel.add(box(0.04, 0.03, 0.015, m.rubber, -0.14 + index * 0.055, -0.19, 0.055));
  panel.position.set(W / 2 - 0.28, 1.45, front + 0.1);
  panel.rotation.y = -0.25;
  group.add(panel);
  const tower = signalTower(lamp);
  tower.position.set(W / 2 - 0.25, H + 0.08, D / 2 - 0.25);
  group.add(tower);
  // Chip conveyor leaving the right side: a low trough, an inclined riser with hinged-belt ribs, the discharge
  // chute over a wheeled chip cart, and the coolant tank with its pump and a hose back into the machine.
  group.add(box(0.5, 0.34, 1.5, m.paintDark, W / 2 + 0.25, 0.23, -0.25, 0.02));
  const riser = new Group();
  riser.position.set(W / 2 + 0.25, 0.62, 0.72);
  riser.rotation.x = -0.75;
  riser.add(box(0.44, 0.16, 1.0, m.paintDark, 0, 0, 0, 0.02));
  for (let index = 0; index < 7; index += 1) riser.add(box(0.36, 0.02, 0.02, m.stainless, 0, 0.085, -0.42 + index * 0.14));
  riser.add(box(0.38, 0.012, 0.96, m.castIron, 0, 0.08, 0));
  group.add(riser);
  group.add(box(0.5, 0.18, 0.26, m.paintDark, W / 2 + 0.25, 0.98, 1.14, 0.02));
  group.add(box(0.6, 0.42, 0.55, m.paintSlate, W / 2 + 0.28, 0.33, 1.32, 0.025));
  group.add(box(0.56, 0.04, 0.5, m.castIron, W / 2 + 0.28, 0.56, 1.32));
  for (const x of [-0.22, 0.22])
    for (const z of [-0.2, 0.2]) group.add(cylinder(0.05, 0.04, m.rubber, W / 2 + 0.28 + x, 0.05, 1.32 + z, 16).rotateZ(Math.PI / 2));
  group.add(box(0.7, 0.5, 0.7, m.paintDark, W / 2 + 0.42, 0.25, -1.2, 0.02));
  group.add(cylinder(0.09, 0.22, m.paintSlate, W / 2 + 0.42, 0.61, -1.2, 24));
  group.add(
    hose(
      [
        [W / 2 + 0.42, 0.72, -1.2],
        [W / 2 + 0.34, 1.05, -1.16],
        [W / 2 + 0.14, 1.25, -1.05],
        [W / 2 + 0.01, 1.3, -0.98],
      ],
      0.022,
      m.rubber,
    ),
  );
  return group;
}

/**
 * A two-stage parallel-shaft gearbox in an exploded view: the split housing, its gear train lifted off the bearing
 * seats, and the cover above, as a product configurator shows how the unit goes together.
 */
export function gearbox(explode = 1): Group {
  const m = materials;
  const group = new Group();
  const axis = 0.5;
  // Feet, lower housing with cooling ribs, split flange with bolt bosses.
  group.add(box(1.28, 0.06, 0.78, m.paintSlate, 0, 0.03, 0, 0.015));
  group.add(box(1.14, axis - 0.06, 0.56, m.paintSlate, 0, 0.06 + (axis - 0.06) / 2, 0, 0.05));
  for (let index = 0; index < 7; index += 1) group.add(box(0.025, axis - 0.14, 0.64, m.paintSlate, -0.42 + index * 0.14, 0.1 + (axis - 0.14) / 2, 0, 0.008));
  group.add(box(1.22, 0.05, 0.66, m.paintSlate, 0, axis - 0.025, 0, 0.012));
  group.add(box(1.0, 0.012, 0.42, m.castIron, 0, axis + 0.001, 0));
  const shafts = [-0.3, 0.06, 0.34];
  for (const x of shafts)
    for (const z of [-0.3, 0.3]) {
      const seat = cylinder(0.1, 0.06, m.paintSlate, x, axis - 0.05, z, 40);
      seat.rotation.x = Math.PI / 2;
      group.add(seat);
    }
  for (let index = 0; index < 8; index += 1) group.add(cylinder(0.018, 0.03, m.machined, -0.55 + index * 0.157, axis + 0.015, 0.3, 12));
  // Gear train, lifted by `explode`: input pinion, intermediate gear pair, output wheel on the keyed shaft.
  const train = new Group();
  train.position.y = axis + 0.42 * explode;
  const gear = (teeth: number, root: number, tip: number, width: number, x: number, z: number, material: Material) => {
    const mesh = new Mesh(gearGeometry(teeth, root, tip, width, 0.035), material);
    mesh.position.set(x, 0, z);
    mesh.rotation.z = 0.1 * teeth;
    train.add(mesh);
  };
  gear(14, 0.07, 0.09, 0.14, shafts[0] ?? 0, -0.1, m.brightSteel);
  gear(38, 0.2, 0.22, 0.12, shafts[1] ?? 0, -0.1, m.brightSteel);
  gear(16, 0.08, 0.1, 0.16, shafts[1] ?? 0, 0.1, m.brightSteel);
  gear(30, 0.165, 0.185, 0.14, shafts[2] ?? 0, 0.1, m.brightSteel);
  shafts.forEach((x, index) => {
    const length = index === 2 ? 1.05 : index === 0 ? 0.95 : 0.7;
    const shaft = cylinder(0.038, length, m.brightSteel, x, 0, index === 2 ? 0.18 : index === 0 ? -0.12 : 0, 32);
    shaft.rotation.x = Math.PI / 2;
    train.add(shaft);
    // Bearings slid outward along the shaft, so each seat and race reads separately.
    for (const z of [-0.3, 0.3]) {
      const slide = z * (1 + 0.35 * explode);
      const outer = cylinder(0.075, 0.05, m.brightSteel, x, 0, slide, 40);
      const inner = cylinder(0.045, 0.052, m.castIron, x, 0, slide, 32);
      outer.rotation.x = Math.PI / 2;
      inner.rotation.x = Math.PI / 2;
      train.add(outer, inner);
    }
  });
  train.add(box(0.02, 0.016, 0.16, m.castIron, shafts[2] ?? 0, 0.036, 0.6));
  group.add(train);
  // Cover with inspection plate, lifting eye and breather, lifted further.
  const cover = new Group();
  cover.position.y = axis + 0.95 * explode;
  cover.add(box(1.22, 0.05, 0.66, m.paintSlate, 0, 0.025, 0, 0.012));
  cover.add(box(1.1, 0.22, 0.52, m.paintSlate, 0, 0.14, 0, 0.09));
  cover.add(box(0.4, 0.025, 0.26, m.castIron, -0.12, 0.26, 0, 0.01));
  cover.add(box(0.36, 0.012, 0.22, m.paintYellow, -0.12, 0.275, 0, 0.006));
  cover.add(cylinder(0.03, 0.06, m.machined, 0.3, 0.28, 0, 24));
  const eye = new Mesh(new CylinderGeometry(0.05, 0.05, 0.03, 32), m.castIron);
  eye.rotation.x = Math.PI / 2;
  eye.position.set(0.42, 0.3, 0);
  cover.add(eye);
  group.add(cover);
  return group;
}

/**
 * A hydraulic press brake: two side frames, the ram with its punch, the bed with a V-die, back-gauge fingers, a
 * blank on the front support arms, and light-curtain posts at the ends.
 */
export function pressBrake(): Group {
  const m = materials;
  const group = new Group();
  const L = 3.4;
  for (const side of [-1, 1]) {
    const frame = new Group();
    frame.add(box(0.22, 2.3, 1.5, m.paintLight, 0, 1.55, -0.25, 0.03));
    frame.add(box(0.2, 0.38, 1.48, m.paintDark, 0, 0.22, -0.25, 0.025));
    frame.add(box(0.5, 0.03, 1.6, m.paintDark, 0, 0.015, -0.25, 0.01));
    frame.add(box(0.226, 0.014, 1.504, m.seam, 0, 0.41, -0.25));
    for (const z of [-0.6, 0.05]) frame.add(box(0.226, 2.2, 0.01, m.seam, 0, 1.55, z));
    const grille = louvres(0.42, 0.3, 6);
    grille.rotation.y = (side * Math.PI) / 2;
    grille.position.set(side * 0.114, 2.3, -0.6);
    frame.add(grille);
    frame.add(box(0.24, 0.32, 0.9, m.paintDark, 0, 1.55, 0.05));
    frame.add(cylinder(0.16, 0.4, m.paintDark, 0, 2.85, -0.15, 40));
    frame.add(cylinder(0.07, 0.3, m.ground, 0, 1.9, -0.15, 24));
    frame.position.x = side * (L / 2 + 0.11);
    group.add(frame);
  }
  // Upper beam (ram) and its punch; the lower bed and the V-die.
  group.add(box(L, 0.62, 0.32, m.paintLight, 0, 1.74, 0.28, 0.02));
  group.add(box(L, 0.08, 0.33, m.paintDark, 0, 1.45, 0.28));
  group.add(box(L - 0.1, 0.16, 0.06, m.ground, 0, 1.33, 0.28));
  group.add(box(L, 0.5, 0.36, m.paintLight, 0, 0.65, 0.26, 0.02));
  group.add(box(L - 0.02, 0.4, 0.34, m.paintDark, 0, 0.2, 0.26, 0.02));
  group.add(box(L + 0.004, 0.014, 0.364, m.seam, 0, 0.4, 0.26));
  for (const x of [-L / 6, L / 6]) group.add(box(0.01, 0.44, 0.006, m.seam, x, 0.65, 0.443));
  for (const x of [-L / 6, L / 6]) group.add(box(0.01, 0.54, 0.006, m.seam, x, 1.74, 0.443));
  group.add(box(L - 0.2, 0.1, 0.12, m.ground, 0, 0.91, 0.28));
  // Sheet blank across the die, resting on two front support arms.
  group.add(box(1.7, 0.004, 0.9, m.aluminium, 0.2, 0.962, 0.45));
  for (const x of [-0.4, 0.8]) {
    group.add(box(0.06, 0.05, 0.6, m.castIron, x, 0.93, 0.78));
    group.add(box(0.05, 0.02, 0.6, m.rubber, x, 0.96, 0.78));
  }
  // Back gauge fingers behind the die.
  for (const x of [-0.5, 0.9]) group.add(box(0.07, 0.12, 0.16, m.machined, x, 1.0, 0.02, 0.01));
  group.add(box(2.2, 0.06, 0.06, m.paintDark, 0.2, 0.94, -0.08));
  // Light-curtain posts at both ends of the tool, in safety yellow.
  for (const side of [-1, 1]) {
    group.add(box(0.07, 1.5, 0.07, m.paintYellow, side * (L / 2 + 0.34), 0.75, 0.75, 0.01));
    group.add(box(0.075, 1.2, 0.02, m.plastic, side * (L / 2 + 0.34), 0.85, 0.79));
  }
  return group;
}

/** The operator pedestal and the foot switch of the press brake. */
export function operatorStation(lines: string[]): Group {
  const m = materials;
  const group = new Group();
  group.add(box(0.5, 0.04, 0.45, m.paintDark, 0, 0.02, 0, 0.01));
  group.add(box(0.12, 1.2, 0.12, m.paintDark, 0, 0.62, 0, 0.02));
  const head = new Group();
  head.position.y = 1.42;
  head.rotation.x = -0.35;
  head.add(box(0.62, 0.46, 0.1, m.plastic, 0, 0, 0, 0.025));
  const display = screen(0.48, 0.32, lines, 1);
  display.position.set(-0.02, 0.03, 0.052);
  head.add(display);
  head.add(cylinder(0.045, 0.01, m.paintYellow, 0.26, -0.16, 0.055, 32).rotateX(Math.PI / 2));
  head.add(cylinder(0.026, 0.035, lens(0xd1261a, false), 0.26, -0.16, 0.07, 24).rotateX(Math.PI / 2));
  group.add(head);
  const pedal = new Group();
  pedal.add(box(0.32, 0.1, 0.36, m.castIron, 0, 0.05, 0, 0.02));
  pedal.add(box(0.34, 0.18, 0.2, m.paintYellow, 0, 0.15, -0.1, 0.03));
  pedal.position.set(-0.9, 0, 0.2);
  group.add(pedal);
  return group;
}

/** A hinged access door on a face looking along +z: seam outline, rounded panel, a lever handle. */
function accessDoor(w: number, h: number): Group {
  const m = materials;
  const group = new Group();
  group.add(box(w + 0.03, h + 0.03, 0.008, m.seam, 0, 0, 0));
  group.add(box(w, h, 0.025, m.paintLight, 0, 0, 0.014, 0.008));
  group.add(box(0.03, 0.2, 0.03, m.stainless, w / 2 - 0.09, 0, 0.04, 0.01));
  for (const y of [h / 2 - 0.2, -h / 2 + 0.2]) group.add(box(0.025, 0.1, 0.03, m.castIron, -w / 2 + 0.02, y, 0.03));
  return group;
}

/** A conveyor tunnel (wash or oven) standing on the floor: a cabinet with rubber-curtained mouths at both ends. */
function tunnel(w: number, h: number, d: number, doors: number): Group {
  const m = materials;
  const group = cabinet(w, h, d, { seams: doors * 2, louvre: false });
  for (const side of [-1, 1]) {
    const mouth = box(0.012, 0.9, 0.5, m.seam, side * (w / 2 + 0.006), 1.55, 0);
    group.add(mouth);
    for (let index = 0; index < 5; index += 1) group.add(box(0.01, 0.86, 0.09, m.rubber, side * (w / 2 + 0.014), 1.55, -0.2 + index * 0.1));
  }
  const pitch = w / doors;
  for (let index = 0; index < doors; index += 1) {
    const door = accessDoor(Math.min(0.75, pitch * 0.6), 1.35);
    door.position.set(-w / 2 + pitch * (index + 0.5), 0.06 + 0.3 + 0.85, d / 2 + 0.004);
    group.add(door);
  }
  // Roof: a walkable top with a raised service hatch.
  group.add(box(w * 0.25, 0.04, d * 0.4, m.paintDark, -w / 4, h + 0.02, 0, 0.01));
  return group;
}

/** The exhaust run of a tunnel: a round duct along the roof, an elbow, and a stack with flanges and a rain cap. */
function exhaust(fromX: number, toX: number, roof: number, z: number, stack: number): Group {
  const m = materials;
  const group = new Group();
  const length = Math.abs(toX - fromX);
  const duct = cylinder(0.14, length, m.stainless, (fromX + toX) / 2, roof + 0.28, z, 32);
  duct.rotation.z = Math.PI / 2;
  group.add(duct);
  group.add(box(0.34, 0.14, 0.34, m.paintDark, fromX, roof + 0.07, z, 0.02));
  for (let x = Math.min(fromX, toX) + 0.5; x < Math.max(fromX, toX); x += 1.0)
    group.add(cylinder(0.16, 0.04, m.castIron, x, roof + 0.28, z, 32).rotateZ(Math.PI / 2));
  group.add(cylinder(0.03, 0.28, m.castIron, (fromX + toX) / 2, roof + 0.14, z, 12));
  group.add(cylinder(0.17, stack, m.stainless, toX, roof + stack / 2, z, 32));
  for (const y of [0.3, stack * 0.55, stack - 0.05]) group.add(cylinder(0.2, 0.05, m.castIron, toX, roof + y, z, 32));
  const cap = new Mesh(new CylinderGeometry(0.02, 0.3, 0.16, 32), m.paintDark);
  cap.position.set(toX, roof + stack + 0.2, z);
  group.add(cap);
  for (const a of [0, 2, 4]) group.add(box(0.02, 0.14, 0.02, m.castIron, toX + 0.16 * Math.cos(a), roof + stack + 0.06, z + 0.16 * Math.sin(a)));
  return group;
}

/** A floor-standing control cabinet: two-tone body, a door with a screen and a lever, a signal tower on top. */
function controlCabinet(lines: string[], lamp: 'red' | 'yellow' | 'green'): Group {
  const m = materials;
  const group = cabinet(0.9, 2.0, 0.5, { seams: 1 });
  const door = accessDoor(0.78, 1.42);
  door.position.set(0, 1.2, 0.254);
  group.add(door);
  const display = screen(0.42, 0.3, lines, 0);
  display.position.set(-0.06, 1.48, 0.3);
  group.add(display);
  group.add(cylinder(0.04, 0.01, m.paintYellow, -0.18, 1.18, 0.295, 24).rotateX(Math.PI / 2));
  group.add(cylinder(0.024, 0.03, lens(0xd1261a, false), -0.18, 1.18, 0.31, 16).rotateX(Math.PI / 2));
  const tower = signalTower(lamp);
  tower.position.set(0.3, 2.0, 0);
  group.add(tower);
  return group;
}

/**
 * A powder-coating line seen for its digital twin: an overhead conveyor carrying brackets on hooks through a wash
 * tunnel and a long curing oven with its exhaust, coming out coated on the far side; a control cabinet by the oven.
 * Layout (used by the scene's outlines and tags): wash tunnel 2.0 × 2.2 × 1.5 at x −3.6, oven 6.0 × 2.6 × 1.9 at
 * x 1.6, conveyor rail 2.05 m up.
 */
export function ovenLine(random: () => number): Group {
  const m = materials;
  const group = new Group();
  const length = 15;
  const RAIL = 2.05;
  const wash = tunnel(2.0, 2.2, 1.5, 1);
  wash.position.x = -3.6;
  group.add(wash);
  const oven = tunnel(6.0, 2.6, 1.9, 4);
  oven.position.x = 1.6;
  group.add(oven);
  // Front louvres over the oven's burner bay, the burner housing behind, and both exhaust runs.
  for (const x of [-0.9, 4.1]) {
    const grille = louvres(0.6, 0.3, 5);
    grille.position.set(x, 2.2, 0.956);
    group.add(grille);
  }
  group.add(cabinet(1.2, 1.4, 0.9, { seams: 1 }).translateX(2.2).translateZ(-1.45));
  group.add(exhaust(0.4, 3.4, 2.6, -0.35, 1.3));
  group.add(exhaust(-3.6, -3.0, 2.2, -0.3, 0.9));
  // Overhead conveyor: an I-beam rail on portal supports, drive and take-up stations at both ends.
  group.add(box(length, 0.14, 0.03, m.paintDark, 0, RAIL, 0));
  for (const y of [RAIL + 0.07, RAIL - 0.07]) group.add(box(length, 0.014, 0.12, m.paintDark, 0, y, 0));
  for (const x of [-7.0, -5.3, -2.0, 5.3, 7.0]) {
    for (const z of [-0.7, 0.7]) group.add(box(0.08, RAIL + 0.25, 0.08, m.paintDark, x, (RAIL + 0.25) / 2, z, 0.01));
    group.add(box(0.1, 0.1, 1.5, m.paintDark, x, RAIL + 0.25, 0, 0.01));
    group.add(box(0.05, 0.18, 0.05, m.stainless, x, RAIL + 0.13, 0));
  }
  for (const side of [-1, 1]) {
    group.add(box(0.5, 0.4, 0.5, m.paintDark, side * (length / 2 + 0.1), RAIL + 0.05, 0, 0.03));
    group.add(cylinder(0.12, 0.16, m.castIron, side * (length / 2 + 0.1), RAIL + 0.33, 0, 24));
  }
  // Hanging parts: trolley, hook and a bent bracket, bare steel before the wash and powder-coated graphite after the
  // oven. The tunnels hide the parts inside them.
  for (let x = -7.2; x < 7.2; x += 0.5) {
    if ((x > -4.8 && x < -2.4) || (x > -1.6 && x < 4.8)) continue;
    const coated = x > 0;
    const hanger = new Group();
    hanger.position.set(x, RAIL - 0.08, 0);
    hanger.rotation.y = (random() - 0.5) * 0.3;
    hanger.add(box(0.1, 0.05, 0.08, m.castIron, 0, -0.02, 0, 0.01));
    hanger.add(cylinder(0.007, 0.34, m.stainless, 0, -0.2, 0, 8));
    const hook = cylinder(0.007, 0.08, m.stainless, 0.03, -0.37, 0, 8);
    hook.rotation.z = 0.9;
    hanger.add(hook);
    const part = new Group();
    part.position.y = -0.62;
    part.rotation.z = (random() - 0.5) * 0.06;
    const material = coated ? m.paintSlate : m.aluminium;
    part.add(box(0.28, 0.38, 0.012, material, 0, 0, 0, 0.004));
    part.add(box(0.28, 0.012, 0.14, material, 0, -0.19, 0.064, 0.004));
    part.add(box(0.05, 0.05, 0.016, m.seam, 0, 0.13, 0));
    for (const side of [-1, 1]) part.add(cylinder(0.018, 0.016, m.seam, side * 0.08, -0.05, 0, 12).rotateX(Math.PI / 2));
    hanger.add(part);
    group.add(hanger);
  }
  // Control cabinet beside the oven exit.
  const control = controlCabinet(['OVEN 2  CURE', 'Zone 1   182 °C', 'Zone 2   190 °C', 'Line  3.2 m/min'], 'green');
  control.position.set(5.6, 0, 1.5);
  control.rotation.y = -0.3;
  group.add(control);
  return group;
}
