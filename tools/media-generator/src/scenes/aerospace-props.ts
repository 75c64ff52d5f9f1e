/**
 * The physical props of the aerospace stills and video (jet-engine-cutaway.scene.ts, aerospace-jet-engine.scene.ts),
 * modelled in metres from the same kinds of physically based materials as the site's 3D models: gloss aircraft paint,
 * chrome, machined and anodised metal, tyre rubber, granite. Brand yellow appears only where real hangar equipment
 * carries it (wheel chocks, a stand's tow bar) and on the sparse AR markings (`overlay-kit.ts`).
 * Builders return groups standing on y = 0 so a scene can bake their contact shadows before placing them.
 */
import {
  BufferGeometry,
  CanvasTexture,
  ExtrudeGeometry,
  Float32BufferAttribute,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Shape,
  Vector2,
  Vector3,
  type Material,
} from 'three';
import { box, cylinder, hose } from './factory-machines.ts';
import { lathe, type EngineProfile } from './jet-engine-model.ts';

const paint = (color: number, roughness = 0.35, clearcoat = 0.8) =>
  new MeshPhysicalMaterial({ color, metalness: 0.05, roughness, clearcoat, clearcoatRoughness: 0.15 });

export const AERO = {
  /** Landing-gear paint: the light grey most operators leave their gear in. */
  gearPaint: paint(0xcfd2d6, 0.32, 0.9),
  /** The aircraft's underside: a lighter, slightly warm grey. */
  skin: paint(0xb9bcc0, 0.4, 0.6),
  graphite: paint(0x2a2d33, 0.42, 0.7),
  yellow: paint(0xffd60a, 0.42, 0.7),
  red: paint(0xb3161b, 0.5, 0.3),
  chrome: new MeshStandardMaterial({ color: 0xf2f4f6, metalness: 1, roughness: 0.12, envMapIntensity: 2.2 }),
  steel: new MeshStandardMaterial({ color: 0xa4a8ae, metalness: 1, roughness: 0.32 }),
  darkSteel: new MeshStandardMaterial({ color: 0x44474d, metalness: 0.9, roughness: 0.42 }),
  aluminium: new MeshStandardMaterial({ color: 0xc3c7cc, metalness: 1, roughness: 0.3 }),
  anodised: new MeshStandardMaterial({ color: 0x3b3f46, metalness: 0.8, roughness: 0.38 }),
  /** A fan case's machined aluminium, a shade duller than bare aluminium. */
  fanCase: new MeshStandardMaterial({ color: 0x9a9ea5, metalness: 0.85, roughness: 0.42 }),
  foam: new MeshStandardMaterial({ color: 0x2b2d31, metalness: 0, roughness: 0.95 }),
  /** The fan blade's titanium, brushed: bright enough to carry the studio's strip lights along its faces. */
  titanium: new MeshStandardMaterial({ color: 0xc4c8ce, metalness: 1, roughness: 0.32, envMapIntensity: 1.4 }),
  rubber: new MeshStandardMaterial({ color: 0x161618, metalness: 0, roughness: 0.86 }),
  hose: new MeshStandardMaterial({ color: 0x1b1c1f, metalness: 0.1, roughness: 0.6 }),
  carbon: new MeshStandardMaterial({ color: 0x26272a, metalness: 0.3, roughness: 0.6 }),
  granite: new MeshStandardMaterial({ color: 0x1a1b1e, metalness: 0, roughness: 0.62 }),
  seam: new MeshStandardMaterial({ color: 0x0c0d0f, metalness: 0, roughness: 0.8 }),
};

/** A bar of square section from `a` to `b` (link plates, tubes of a frame). */
export function strut(a: Vector3, b: Vector3, width: number, depth: number, material: Material, round = false): Mesh {
  const length = a.distanceTo(b);
  const mesh = round ? cylinder(width / 2, length, material, 0, 0, 0, 20) : box(width, length, depth, material, 0, 0, 0, Math.min(width, depth) * 0.2);
  mesh.position.copy(a).lerp(b, 0.5);
  mesh.quaternion.setFromUnitVectors(new Vector3(0, 1, 0), b.clone().sub(a).normalize());
  return mesh;
}

/** A pin through a joint along z, with nut and washer at both ends. */
function pin(x: number, y: number, z: number, length: number, radius: number): Group {
  const group = new Group();
  const shank = cylinder(radius, length, AERO.steel, 0, 0, 0, 20);
  shank.rotation.x = Math.PI / 2;
  group.add(shank);
  for (const side of [-1, 1]) {
    const nut = cylinder(radius * 1.7, 0.016, AERO.darkSteel, 0, 0, (side * length) / 2, 6);
    nut.rotation.x = Math.PI / 2;
    group.add(nut);
  }
  group.position.set(x, y, z);
  return group;
}

/** The tyre's section (axial, radius): shoulders, sidewalls and four circumferential tread grooves. */
function tyreProfile(width: number, outer: number, bead: number): EngineProfile {
  const half = width / 2;
  const crown = half * 0.62;
  const points: [number, number][] = [
    [-half * 0.8, bead],
    [-half * 0.96, bead + (outer - bead) * 0.22],
    [-half, bead + (outer - bead) * 0.55],
    [-half * 0.93, outer - 0.045],
    [-half * 0.78, outer - 0.012],
  ];
  for (const groove of [-0.72, -0.25, 0.25, 0.72]) {
    const a = groove * crown;
    points.push([a - 0.012, outer], [a - 0.008, outer - 0.014], [a + 0.008, outer - 0.014], [a + 0.012, outer]);
  }
  points.push(
    [half * 0.78, outer - 0.012],
    [half * 0.93, outer - 0.045],
    [half, bead + (outer - bead) * 0.55],
    [half * 0.96, bead + (outer - bead) * 0.22],
    [half * 0.8, bead],
  );
  return points;
}

/**
 * One main wheel, its axis along y (the caller turns it onto the axle): tyre, split aluminium rim, tie bolts and hub
 * cap on the outboard face (+y).
 */
function mainWheel(outer: number, width: number): Group {
  const group = new Group();
  const bead = outer * 0.45;
  group.add(new Mesh(lathe(tyreProfile(width, outer, bead), 72), AERO.rubber));
  const half = width / 2;
  const rim: EngineProfile = [
    [-half * 0.72, bead - 0.01],
    [-half * 0.84, bead + 0.02],
    [-half * 0.8, bead + 0.035],
    [-half * 0.68, bead + 0.01],
    [half * 0.68, bead + 0.01],
    [half * 0.8, bead + 0.035],
    [half * 0.84, bead + 0.02],
    [half * 0.72, bead - 0.01],
    [half * 0.64, bead * 0.72],
    [half * 0.6, bead * 0.42],
    [half * 0.7, bead * 0.32],
    [half * 0.7, 0],
  ];
  group.add(new Mesh(lathe(rim, 72), AERO.aluminium));
  // Tie bolts hold the two rim halves together, twelve round the outboard face.
  for (let index = 0; index < 12; index += 1) {
    const angle = (index / 12) * Math.PI * 2;
    const r = bead * 0.84;
    group.add(cylinder(0.014, 0.05, AERO.steel, Math.sin(angle) * r, half * 0.62, Math.cos(angle) * r, 8));
  }
  const cap = new Mesh(
    lathe(
      [
        [half * 0.7, bead * 0.3],
        [half * 0.78, bead * 0.26],
        [half * 0.84, bead * 0.12],
        [half * 0.85, 0],
      ],
      40,
    ),
    AERO.anodised,
  );
  group.add(cap);
  return group;
}

/** The multi-disc carbon brake behind a wheel: piston housing with its pistons, wear pins and torque arm (axis along y, inboard towards -y). */
function brake(radius: number): Group {
  const group = new Group();
  group.add(
    new Mesh(
      lathe(
        [
          [0, radius * 0.4],
          [0, radius * 0.95],
          [0.06, radius],
          [0.1, radius],
          [0.1, radius * 0.4],
        ],
        48,
      ),
      AERO.darkSteel,
    ),
  );
  group.add(
    new Mesh(
      lathe(
        [
          [0.1, radius * 0.92],
          [0.2, radius * 0.92],
        ],
        48,
      ),
      AERO.carbon,
    ),
  );
  for (let index = 0; index < 7; index += 1) {
    const angle = (index / 7) * Math.PI * 2 + 0.3;
    group.add(cylinder(0.028, 0.05, AERO.steel, Math.sin(angle) * radius * 0.72, -0.02, Math.cos(angle) * radius * 0.72, 14));
  }
  // Two wear-indicator pins stand out of the housing: the inspector reads the brake's wear from their length.
  for (const angle of [1.2, 4.3]) group.add(cylinder(0.006, 0.07, AERO.chrome, Math.sin(angle) * radius * 0.88, -0.035, Math.cos(angle) * radius * 0.88, 8));
  return group;
}

export interface LandingGear {
  gear: Group;
  /** Where the inspection ring goes: the chrome piston's exposed length, which the walk-round check reads. */
  inspection: Vector3;
  pistonRadius: number;
}

/**
 * A twin-wheel main landing gear as it stands under the aircraft, forward along +x, axle along z, its top ending in
 * the wing's gear bay at `height`: oleo strut (painted main fitting, chrome sliding piston), torque links, two wheels
 * and tyres with their carbon brakes, the folding side stay with its lock link, the retraction actuator, brake lines
 * and the leg fairing door.
 */
export function landingGear(height = 3.3): LandingGear {
  const gear = new Group();
  const outer = 0.585;
  const width = 0.4;
  const axleY = outer - 0.012;
  const track = 0.47;
  for (const side of [-1, 1]) {
    // The lathes' +y (the wheel's outboard face, the brake's heat stack) turned away from the strut.
    const wheel = mainWheel(outer, width);
    wheel.rotation.x = (side * Math.PI) / 2;
    wheel.position.set(0, axleY, side * track);
    const disc = brake(0.24);
    disc.rotation.x = (side * Math.PI) / 2;
    disc.position.set(0, axleY, side * (track - width * 0.5 + 0.02));
    gear.add(wheel, disc);
  }
  const axle = cylinder(0.075, 2 * track - 0.1, AERO.steel, 0, axleY, 0, 24);
  axle.rotation.x = Math.PI / 2;
  gear.add(axle);
  // The axle's forged fitting at the foot of the sliding piston.
  gear.add(box(0.3, 0.28, 0.36, AERO.gearPaint, 0, axleY + 0.08, 0, 0.06));
  gear.add(box(0.12, 0.12, 0.2, AERO.gearPaint, 0.17, axleY + 0.2, 0, 0.03));
  // Oleo strut: the chrome piston slides into the main fitting; a gland nut closes its bottom.
  const pistonRadius = 0.095;
  const pistonTop = 1.42;
  const pistonBottom = axleY + 0.2;
  gear.add(cylinder(pistonRadius, pistonTop - pistonBottom, AERO.chrome, 0, (pistonTop + pistonBottom) / 2, 0, 48));
  const glandY = 1.36;
  gear.add(cylinder(0.15, 0.07, AERO.darkSteel, 0, glandY, 0, 48));
  const mainTop = height - 0.05;
  gear.add(cylinder(0.14, mainTop - glandY, AERO.gearPaint, 0, (mainTop + glandY) / 2, 0, 48));
  // Lugs and collars along the main fitting, the servicing valve and the gear's data plate.
  for (const y of [1.55, 2.45]) gear.add(cylinder(0.165, 0.05, AERO.gearPaint, 0, y, 0, 48));
  const valve = cylinder(0.018, 0.07, AERO.steel, 0.13, 2.9, 0.06, 12);
  valve.rotation.z = -Math.PI / 2;
  gear.add(valve, box(0.1, 0.06, 0.004, AERO.seam, 0.05, 2.05, 0.14));
  gear.add(box(0.09, 0.05, 0.002, AERO.aluminium, 0.05, 2.05, 0.143));
  // The trunnion at the top: the cross beam the gear swings on, into the gear bay.
  const trunnion = cylinder(0.09, 1.1, AERO.gearPaint, 0, height - 0.1, 0, 32);
  trunnion.rotation.z = Math.PI / 2;
  gear.add(trunnion);
  gear.add(box(0.32, 0.3, 0.32, AERO.gearPaint, 0, height - 0.15, 0, 0.05));
  // Torque links: upper link from the main fitting, lower link from the axle fitting, meeting at the apex pin ahead.
  const upper = new Vector3(0.15, 1.36, 0);
  const apex = new Vector3(0.5, 1.07, 0);
  const lower = new Vector3(0.2, axleY + 0.22, 0);
  for (const z of [-0.05, 0.05]) {
    gear.add(strut(upper.clone().setZ(z), apex.clone().setZ(z), 0.075, 0.022, AERO.gearPaint));
    gear.add(strut(lower.clone().setZ(z), apex.clone().setZ(z), 0.075, 0.022, AERO.gearPaint));
  }
  gear.add(box(0.07, 0.09, 0.14, AERO.gearPaint, upper.x, upper.y, 0, 0.015));
  gear.add(pin(upper.x, upper.y, 0, 0.16, 0.022), pin(apex.x, apex.y, 0, 0.16, 0.024), pin(lower.x, lower.y, 0, 0.16, 0.022));
  // The side stay folds at a knee, held straight by its lock link; it braces the leg inboard (-z) to the wing.
  const stayFoot = new Vector3(-0.1, 2.2, -0.12);
  const knee = new Vector3(-0.35, 2.75, -0.95);
  const stayTop = new Vector3(-0.4, height - 0.02, -1.9);
  gear.add(strut(stayFoot, knee, 0.09, 0.09, AERO.gearPaint, true), strut(knee, stayTop, 0.1, 0.1, AERO.gearPaint, true));
  gear.add(cylinder(0.06, 0.14, AERO.darkSteel, knee.x, knee.y, knee.z, 20));
  const lockFoot = new Vector3(-0.12, 2.5, -0.1);
  const lockMid = new Vector3(-0.3, 2.95, -0.5);
  gear.add(strut(lockFoot, lockMid, 0.04, 0.03, AERO.gearPaint), strut(lockMid, knee, 0.04, 0.03, AERO.gearPaint));
  gear.add(strut(new Vector3(-0.1, 2.2, -0.12), new Vector3(0, 2.0, 0), 0.08, 0.08, AERO.gearPaint));
  // The retraction actuator: painted cylinder and chrome rod, from the main fitting up into the bay.
  const rodEnd = new Vector3(0.12, 2.55, 0.12);
  const rodMid = new Vector3(0.32, 2.85, 0.42);
  const barrelEnd = new Vector3(0.55, height + 0.06, 0.78);
  gear.add(strut(rodEnd, rodMid, 0.045, 0.045, AERO.chrome, true), strut(rodMid, barrelEnd, 0.13, 0.13, AERO.gearPaint, true));
  // Brake lines: a hose from each brake up the back of the strut, clipped to it.
  for (const side of [-1, 1]) {
    gear.add(
      hose(
        [
          [-0.14, axleY + 0.05, side * 0.2],
          [-0.16, axleY + 0.35, side * 0.14],
          [-0.15, 1.2, side * 0.06],
          [-0.17, 1.6, side * 0.05],
          [-0.17, 2.6, side * 0.05],
          [-0.2, height - 0.05, side * 0.08],
        ],
        0.012,
        AERO.hose,
      ),
    );
  }
  for (const y of [1.75, 2.15, 2.7]) gear.add(box(0.05, 0.04, 0.16, AERO.darkSteel, -0.17, y, 0, 0.01));
  // The ground lock pin in the side stay's knee, with its red streamer: the gear is on the ground, safe to work on.
  const streamer = box(0.05, 0.34, 0.004, AERO.red, knee.x + 0.02, knee.y - 0.22, knee.z + 0.08);
  streamer.rotation.z = 0.08;
  gear.add(streamer);
  return { gear, inspection: new Vector3(0, 1.26, 0), pistonRadius };
}

/**
 * A mobile maintenance step stand, climbing along +x: a graphite steel frame on casters, aluminium treads, a top
 * platform with a toe board and yellow handrails (its safety parts). About 1.7 m to the platform.
 */
export function workSteps(): Group {
  const outer = new Group();
  const group = new Group();
  outer.add(group);
  const steps = 6;
  const rise = 0.28;
  const going = 0.24;
  const width = 0.7;
  const top = steps * rise;
  const platform = 0.7;
  const run = steps * going;
  for (const z of [-width / 2, width / 2]) {
    group.add(strut(new Vector3(0, 0.16, z), new Vector3(run, top, z), 0.06, 0.05, AERO.graphite));
    for (const x of [run, run + platform]) group.add(box(0.05, top - 0.16, 0.05, AERO.graphite, x, (top + 0.16) / 2, z));
    group.add(box(run + platform, 0.05, 0.05, AERO.graphite, (run + platform) / 2, 0.16, z));
    // Handrails up the flight and round the platform.
    group.add(strut(new Vector3(0.1, 1.0, z), new Vector3(run, top + 1.0, z), 0.04, 0.04, AERO.yellow, true));
    group.add(box(platform, 0.04, 0.04, AERO.yellow, run + platform / 2, top + 1.0, z, 0.01));
    group.add(box(0.04, 1.0, 0.04, AERO.yellow, run + platform, top + 0.5, z, 0.01));
    group.add(box(0.035, 1.0, 0.035, AERO.yellow, 0.1, 0.5 + 0.1 * (rise / going), z, 0.01));
  }
  for (let step = 1; step <= steps; step += 1) group.add(box(going + 0.04, 0.03, width - 0.04, AERO.aluminium, step * going - going / 2, step * rise, 0));
  group.add(box(platform, 0.04, width, AERO.aluminium, run + platform / 2, top, 0));
  group.add(box(0.02, 0.1, width, AERO.graphite, run + platform, top + 0.06, 0));
  for (const x of [0.08, run + platform - 0.08])
    for (const z of [-width / 2, width / 2]) {
      const caster = cylinder(0.06, 0.04, AERO.rubber, x, 0.06, z, 16);
      caster.rotation.x = Math.PI / 2;
      group.add(caster, box(0.06, 0.06, 0.06, AERO.darkSteel, x, 0.13, z));
    }
  // Centred on its origin, so its contact shadow bakes under it.
  group.position.x = -(run + platform) / 2;
  return outer;
}

/** A yellow rubber-and-painted wheel chock, a wedge along z of `length`, its slope towards +x. */
export function chock(length = 0.6): Group {
  const group = new Group();
  const shape = new Shape();
  shape.moveTo(-0.12, 0);
  shape.lineTo(0.12, 0);
  shape.lineTo(-0.02, 0.17);
  shape.lineTo(-0.12, 0.17);
  shape.closePath();
  const geometry = new ExtrudeGeometry(shape, { depth: length, bevelEnabled: true, bevelSize: 0.008, bevelThickness: 0.008, bevelSegments: 1 });
  geometry.translate(0, 0, -length / 2);
  group.add(new Mesh(geometry, AERO.yellow));
  group.add(box(0.02, 0.02, length * 0.8, AERO.rubber, -0.13, 0.12, 0));
  return group;
}

/**
 * The underside of the aircraft around the gear: the wing's lower skin (from the fuselage outboard along +z, rising
 * with dihedral) with panel joints and the dark opening of the gear bay, and the fuselage's belly along x.
 */
export function aircraftUnderside(height: number, fuselageZ: number): Group {
  const group = new Group();
  const wing = new Group();
  wing.add(box(9, 0.12, 14, AERO.skin, 0, 0.06, 7));
  for (const x of [-2.6, 1.1]) wing.add(box(0.012, 0.004, 14, AERO.seam, x, -0.002, 7));
  for (const z of [3.2, 6.4, 9.6]) wing.add(box(9, 0.004, 0.012, AERO.seam, 0, -0.002, z));
  // The gear bay: a dark well around the gear's top; its inboard door stands open beside it.
  wing.add(box(2.2, 0.004, 2.2, AERO.seam, -0.2, -0.003, -fuselageZ - 0.6));
  // Flap-track fairings hang under the wing's trailing edge.
  for (const z of [5.2, 9.6]) {
    const fairing = new Mesh(
      lathe(
        [
          [-1.9, 0],
          [-1.6, 0.12],
          [-0.6, 0.2],
          [0.8, 0.18],
          [1.7, 0.06],
          [1.9, 0],
        ],
        32,
      ),
      AERO.skin,
    );
    fairing.rotation.z = Math.PI / 2;
    fairing.scale.set(1, 1, 0.85);
    fairing.position.set(-3.4, -0.12, z);
    wing.add(fairing);
  }
  // Placed so that, after the dihedral, the skin passes through `height` right above the gear (z = 0).
  wing.position.set(0, height + fuselageZ * 0.07, fuselageZ);
  wing.rotation.x = -0.07;
  group.add(wing);
  const belly = new Mesh(
    lathe(
      [
        [-40, 2.0],
        [40, 2.0],
      ],
      64,
    ),
    AERO.skin,
  );
  belly.rotation.z = Math.PI / 2;
  belly.position.set(0, height + 1.5, fuselageZ - 0.6);
  group.add(belly);
  return group;
}

/**
 * The hangar's back wall: tall sectional doors (ribbed panels on a steel frame) with a band of clerestory glazing
 * above, lit from outside. Stands on y = 0 along x, facing +z.
 */
export function hangarWall(width: number, height: number): Group {
  const group = new Group();
  const panel = paint(0x3c4047, 0.55, 0.2);
  const leaves = Math.round(width / 4);
  for (let index = 0; index < leaves; index += 1) {
    const x = -width / 2 + (index + 0.5) * (width / leaves);
    group.add(box(width / leaves - 0.08, height * 0.72, 0.1, panel, x, (height * 0.72) / 2, 0));
    for (let rib = 1; rib < 9; rib += 1) group.add(box(width / leaves - 0.1, 0.05, 0.04, AERO.darkSteel, x, (rib * height * 0.72) / 9, 0.07));
  }
  group.add(box(width, 0.5, 0.3, AERO.graphite, 0, height * 0.72 + 0.25, 0));
  group.add(box(width, height * 0.12, 0.05, new MeshBasicMaterial({ color: 0x8d96a3 }), 0, height * 0.84, -0.05));
  for (let index = 0; index <= leaves * 2; index += 1)
    group.add(box(0.12, height * 0.13, 0.1, AERO.graphite, -width / 2 + (index * width) / (leaves * 2), height * 0.84, 0));
  group.add(box(width, height * 0.1, 0.3, AERO.graphite, 0, height * 0.95, 0));
  return group;
}

/**
 * A wide-chord fan blade's shape in metres, shared by the geometry and the scan line that traces its sections: the chord
 * grows from the root to its widest at 70 % span, the stagger (the chord's angle to the engine axis) turns from 25° at
 * the root to 65° at the tip, and the section thins from 30 mm at the root to 4 mm at the tip.
 */
export const FAN_BLADE = {
  span: 0.9,
  chordRoot: 0.25,
  chordMax: 0.42,
  chordTip: 0.4,
  staggerRoot: (25 * Math.PI) / 180,
  staggerTip: (65 * Math.PI) / 180,
  thickRoot: 0.03,
  thickTip: 0.004,
} as const;

function bladeChord(span: number): number {
  const { chordRoot, chordMax, chordTip } = FAN_BLADE;
  return span < 0.7
    ? chordRoot + (chordMax - chordRoot) * Math.sin((span / 0.7) * (Math.PI / 2))
    : chordMax + (chordTip - chordMax) * ((span - 0.7) / 0.3) ** 2;
}

/**
 * The point of the blade's surface at `span` (0 root … 1 tip) and `along` (0…1 round the section: trailing edge, suction
 * side, leading edge at 0.5, pressure side). The engine axis is x (forward towards -x), the span y, circumferential z.
 */
export function fanBladePoint(span: number, along: number, inflate = 0): Vector3 {
  const { staggerRoot, staggerTip, thickRoot, thickTip } = FAN_BLADE;
  const chord = bladeChord(span);
  const stagger = staggerRoot + (staggerTip - staggerRoot) * span ** 0.85;
  // Thickness and camber as fractions of the chord: a thick, well-cambered root, a thin, nearly flat tip.
  const thickness = (thickTip + (thickRoot - thickTip) * (1 - span) ** 1.6) / chord;
  const camber = 0.055 - 0.04 * span;
  const upper = along < 0.5;
  const t = upper ? 1 - along * 2 : (along - 0.5) * 2;
  const u = 0.5 - 0.5 * Math.cos(t * Math.PI);
  // NACA-style thickness: a rounded leading edge, a thin trailing edge; a fillet flares the section into the platform.
  const fillet = span < 0.06 ? 0.012 * (1 - span / 0.06) ** 2 * (0.3 + 0.7 * Math.sin(Math.PI * u)) : 0;
  const half = 5 * thickness * chord * (0.2969 * Math.sqrt(u) - 0.126 * u - 0.3516 * u ** 2 + 0.2843 * u ** 3 - 0.1015 * u ** 4) + fillet + inflate;
  const mean = 4 * camber * chord * u * (1 - u);
  const xi = (u - 0.5) * chord;
  const eta = mean + (upper ? half : -half);
  // The stacking line leans forward at mid-span and back towards the tip: a curved, swept leading edge.
  const x0 = -0.035 * Math.sin(Math.PI * span) + 0.05 * span ** 3;
  const cos = Math.cos(stagger);
  const sin = Math.sin(stagger);
  return new Vector3(x0 + xi * cos - eta * sin, FAN_BLADE.span * span, xi * sin + eta * cos);
}

/** A wide-chord fan blade standing along y from its platform: cambered, twisted aerofoil sections and a closed tip. */
export function fanBladeGeometry(spanSteps = 40, chordSteps = 40): BufferGeometry {
  const positions: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  const ring = chordSteps * 2;
  for (let row = 0; row <= spanSteps; row += 1)
    for (let step = 0; step < ring; step += 1) {
      const point = fanBladePoint(row / spanSteps, step / ring);
      positions.push(point.x, point.y, point.z);
      uvs.push(step / ring, row / spanSteps);
    }
  for (let row = 0; row < spanSteps; row += 1)
    for (let step = 0; step < ring; step += 1) {
      const a = row * ring + step;
      const b = row * ring + ((step + 1) % ring);
      indices.push(a, a + ring, b, b, a + ring, b + ring);
    }
  // The tip: its own vertices, so the faces keep their smooth shading up to the edge; upper and lower sides stitched.
  const tip = (spanSteps + 1) * ring;
  for (let step = 0; step < ring; step += 1) {
    const point = fanBladePoint(1, step / ring);
    positions.push(point.x, point.y, point.z);
    uvs.push(step / ring, 1);
  }
  for (let step = 0; step < chordSteps; step += 1) {
    const a = tip + step;
    const b = tip + step + 1;
    const c = tip + ((ring - step - 1) % ring);
    const d = tip + ((ring - step) % ring);
    indices.push(a, d, b, b, d, c);
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setAttribute('uv', new Float32BufferAttribute(uvs, 2));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
}

/** The blade's section at `span` as a closed loop, a hair proud of the surface (the scan line). */
export function fanBladeSection(span: number, inflate = 0.0015, steps = 96): Vector3[] {
  const points: Vector3[] = [];
  for (let step = 0; step <= steps; step += 1) points.push(fanBladePoint(span, (step % steps) / steps, inflate));
  return points;
}

/**
 * Brushed titanium: a faint roughness map of fine streaks along the span (u round the section, v up the span), from a
 * seeded hash so it renders the same every time.
 */
function brushedTitanium(): MeshPhysicalMaterial {
  const width = 512;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = 4;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  let seed = 7;
  const next = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  for (let x = 0; x < width; x += 1) {
    const value = Math.round(150 + (next() - 0.5) * 24);
    context.fillStyle = `rgb(${String(value)},${String(value)},${String(value)})`;
    context.fillRect(x, 0, 1, 4);
  }
  const texture = new CanvasTexture(canvas);
  return new MeshPhysicalMaterial({
    color: 0x9ea2a8,
    metalness: 1,
    roughness: 0.52,
    roughnessMap: texture,
    anisotropy: 0.35,
    anisotropyRotation: Math.PI / 2,
    envMapIntensity: 0.8,
  });
}

/** The dovetail's profile across its axis (z, y): the neck under the platform flaring out to the pressure faces. */
const DOVETAIL: [number, number][] = [
  [-0.018, -0.02],
  [0.018, -0.02],
  [0.02, -0.04],
  [0.046, -0.085],
  [0.044, -0.105],
  [0.034, -0.112],
  [-0.034, -0.112],
  [-0.044, -0.105],
  [-0.046, -0.085],
  [-0.02, -0.04],
];
/** The dovetail's length along the engine axis. */
const DOVETAIL_LENGTH = 0.3;

/** Extrudes a (z, y) profile along x, `length` long, centred on x = `x`. */
function alongAxis(points: [number, number][], length: number, material: Material, x = 0, bevel = 0.002): Mesh {
  const shape = new Shape(points.map(([z, y]) => new Vector2(z, y)));
  const geometry = new ExtrudeGeometry(shape, {
    depth: length - 2 * bevel,
    bevelEnabled: bevel > 0,
    bevelSize: bevel,
    bevelThickness: bevel,
    bevelSegments: 1,
  });
  geometry.translate(0, 0, -(length - 2 * bevel) / 2);
  geometry.rotateY(Math.PI / 2);
  const mesh = new Mesh(geometry, material);
  mesh.position.x = x;
  return mesh;
}

/**
 * A whole fan blade: the aerofoil from y = 0, its platform below, and the dovetail root (neck at y = -0.02, foot at
 * y = -0.112) along the engine axis, its pressure faces dark with anti-fretting coating.
 */
export function fanBlade(): Group {
  const group = new Group();
  const titanium = brushedTitanium();
  group.add(new Mesh(fanBladeGeometry(), titanium));
  // The platform: a plate round the aerofoil's root, its edges following the blade's neighbours at the root's stagger.
  const platform = new Shape();
  const skew = Math.tan(FAN_BLADE.staggerRoot) * 0.055;
  platform.moveTo(-0.15 - skew, -0.055);
  platform.lineTo(0.15 - skew, -0.055);
  platform.lineTo(0.15 + skew, 0.055);
  platform.lineTo(-0.15 + skew, 0.055);
  platform.closePath();
  const plate = new ExtrudeGeometry(platform, { depth: 0.014, bevelEnabled: true, bevelSize: 0.003, bevelThickness: 0.003, bevelSegments: 2 });
  plate.rotateX(Math.PI / 2);
  plate.translate(0, -0.003, 0);
  group.add(new Mesh(plate, titanium));
  group.add(alongAxis(DOVETAIL, DOVETAIL_LENGTH, titanium));
  // The coated pressure faces, a hair proud of the flanks.
  const coating = new MeshStandardMaterial({ color: 0x3a3b3e, metalness: 0.3, roughness: 0.75 });
  for (const side of [-1, 1])
    group.add(
      alongAxis(
        [
          [side * 0.0205, -0.042],
          [side * 0.0468, -0.084],
          [side * 0.0445, -0.086],
          [side * 0.0185, -0.044],
        ],
        DOVETAIL_LENGTH - 0.01,
        coating,
        0,
        0,
      ),
    );
  return group;
}

/**
 * The fixture's dovetail clamp around a fanBlade's root, in the blade's frame: a dark anodised block with the
 * matching slot, shorter than the dovetail so its ends show, and four cap screws on its face.
 */
export function dovetailClamp(): Group {
  const group = new Group();
  const length = 0.2;
  const slot: [number, number][] = [
    [0.1, -0.19],
    [0.1, -0.03],
    [0.024, -0.03],
    [0.024, -0.04],
    [0.05, -0.085],
    [0.048, -0.116],
    [-0.048, -0.116],
    [-0.05, -0.085],
    [-0.024, -0.04],
    [-0.024, -0.03],
    [-0.1, -0.03],
    [-0.1, -0.19],
  ];
  group.add(alongAxis(slot, length, AERO.anodised, 0, 0.004));
  for (const x of [-0.07, 0.07])
    for (const z of [-0.065, 0.065]) {
      group.add(cylinder(0.009, 0.004, AERO.steel, x, -0.028, z, 16));
      group.add(cylinder(0.004, 0.0045, AERO.seam, x, -0.0258, z, 6));
    }
  return group;
}
