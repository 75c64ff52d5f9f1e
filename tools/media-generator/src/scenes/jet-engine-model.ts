/**
 * The high-bypass turbofan of the aerospace case study (about 5.55 m long, 3.16 m across the nacelle), closed up as it
 * flies: nacelle with its lip skin, duct lining and panel joints, a 22-blade fan of aerofoil blades behind its spinner,
 * the core cowl and nozzle, outlet guide vanes, and of the core only what shows through the fan and up the nozzle (two
 * compressor and two turbine stages, the exhaust cone). models/jet-engine.model.ts exports it as the site's 3D model;
 * the aerospace-jet-engine scene's card stands it on a maintenance stand, so the model and the still show one engine.
 *
 * Everything is lathed along y (the lathe axis) inside `body`, which is turned so the engine axis runs along +x:
 * the intake lip is at x = -2.2, the exhaust cone's tip at x = 3.35, the axis at y = z = 0. Sections are splines
 * through the profile points below.
 */
import {
  BoxGeometry,
  BufferGeometry,
  CatmullRomCurve3,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  LatheGeometry,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Vector2,
  Vector3,
  type Material,
} from 'three';

/** A lathe profile: [axial position, radius] pairs in metres. */
export type EngineProfile = readonly (readonly [number, number])[];

/** The nacelle's section, a closed loop: outer skin from the intake lip aft, the trailing edge, the bypass duct's wall forward. */
export const NACELLE_PROFILE: EngineProfile = [
  [-2.1, 1.36],
  [-2.2, 1.44],
  [-2.1, 1.52],
  [-1.6, 1.58],
  [-0.4, 1.56],
  [0.6, 1.42],
  [1.1, 1.3],
  [1.12, 1.22],
  [-0.2, 1.3],
  [-1.8, 1.32],
  [-2.1, 1.36],
];

/** The core's casing, from the splitter behind the fan to the core nozzle (the scene draws it as a wireframe ghost). */
export const CORE_CASING_PROFILE: EngineProfile = [
  [-1.1, 0.82],
  [-0.2, 0.72],
  [0.6, 0.64],
  [1.3, 0.78],
  [2.1, 0.82],
  [2.5, 0.7],
];

/** The fan's axial station. */
export const FAN_STATION = -1.45;

export interface JetEngineMaterials {
  nacelle: Material;
  fanBlade: Material;
  spinner: Material;
  /** Compressor blades alternate between these two, stage by stage. */
  compressorBlades: readonly [Material, Material];
  compressorDisc: Material;
  turbineBlade: Material;
  turbineDisc: Material;
  exhaustCone: Material;
}

/** The finishes of the parts that close the engine up (see JetEngineOptions.closed). */
export interface ClosedEngineMaterials {
  /** The inlet's lip skin, bare polished aluminium. */
  intakeLip: Material;
  /** The acoustic lining of the intake and the bypass duct. */
  ductLiner: Material;
  /** The joints between the cowl panels. */
  panelSeam: Material;
  /** The spiral painted on the spinner, so the ground crew can see the fan turning. */
  spinnerMarking: Material;
  coreCowl: Material;
  /** The core nozzle's hot section, aft of the turbine. */
  coreNozzle: Material;
  /** The outlet guide vanes across the bypass duct and the hub fairing behind the spinner. */
  vane: Material;
}

/**
 * The engine as delivered, for the 3D viewer: plain metallic-roughness and clearcoat parameters only, which glTF
 * carries (no environment intensity, emissive glow or line materials, which it would drop or bake wrongly).
 */
export function productMaterials(): JetEngineMaterials & ClosedEngineMaterials {
  // Titanium fan blades, their finish brushed: fully metallic with a soft, not mirror, highlight.
  const titanium = new MeshStandardMaterial({ name: 'titanium', color: 0xbfc3c9, metalness: 1, roughness: 0.3 });
  const steel = new MeshStandardMaterial({ name: 'compressor-steel', color: 0xa3a7ad, metalness: 1, roughness: 0.34 });
  // Nickel superalloy of the hot section: darker and rougher, with the faint bronze of heat tint.
  const nickel = new MeshStandardMaterial({ name: 'nickel-alloy', color: 0x77726b, metalness: 1, roughness: 0.4 });
  return {
    // Painted composite cowling: a light grey under a clear lacquer, as engine makers deliver them.
    nacelle: new MeshPhysicalMaterial({
      name: 'nacelle-paint',
      color: 0xdfe2e6,
      metalness: 0,
      roughness: 0.32,
      clearcoat: 1,
      clearcoatRoughness: 0.05,
      side: DoubleSide,
    }),
    fanBlade: titanium,
    // Gloss-black paint under clear lacquer.
    spinner: new MeshPhysicalMaterial({ name: 'spinner-paint', color: 0x111214, metalness: 0.1, roughness: 0.22, clearcoat: 1, clearcoatRoughness: 0.03 }),
    compressorBlades: [steel, titanium],
    compressorDisc: steel,
    turbineBlade: nickel,
    turbineDisc: nickel,
    exhaustCone: nickel,
    intakeLip: new MeshStandardMaterial({ name: 'intake-lip', color: 0xd3d6da, metalness: 1, roughness: 0.16, side: DoubleSide }),
    ductLiner: new MeshStandardMaterial({ name: 'duct-liner', color: 0x6c7077, metalness: 0.35, roughness: 0.62, side: DoubleSide }),
    panelSeam: new MeshStandardMaterial({ name: 'panel-seam', color: 0x5d6066, metalness: 0.2, roughness: 0.6 }),
    spinnerMarking: new MeshPhysicalMaterial({
      name: 'spinner-marking',
      color: 0xf2f2f0,
      metalness: 0,
      roughness: 0.25,
      clearcoat: 1,
      clearcoatRoughness: 0.03,
      side: DoubleSide,
    }),
    // The core cowl is painted too, a shade darker than the nacelle so the two read apart.
    coreCowl: new MeshPhysicalMaterial({
      name: 'core-cowl-paint',
      color: 0xa6aab0,
      metalness: 0.1,
      roughness: 0.36,
      clearcoat: 0.7,
      clearcoatRoughness: 0.1,
      side: DoubleSide,
    }),
    coreNozzle: new MeshStandardMaterial({ name: 'core-nozzle', color: 0x8a857d, metalness: 1, roughness: 0.36, side: DoubleSide }),
    vane: new MeshStandardMaterial({ name: 'vane-alloy', color: 0x8d9197, metalness: 0.9, roughness: 0.42, side: DoubleSide }),
  };
}

/** A lathe given as [axial, radius] pairs; the lathe axis is y, turned onto x by the engine's body. */
export function lathe(profile: EngineProfile, segments = 96, phiStart = 0, phiLength = Math.PI * 2): LatheGeometry {
  return new LatheGeometry(
    profile.map(([x, radius]) => new Vector2(radius, x)),
    segments,
    phiStart,
    phiLength,
  );
}

/** A smooth section through a profile's points (centripetal Catmull-Rom, so it never overshoots), `steps` points per span. */
function spline(profile: EngineProfile, steps: number): [number, number][] {
  const curve = new CatmullRomCurve3(
    profile.map(([x, radius]) => new Vector3(x, radius, 0)),
    false,
    'centripetal',
  );
  return curve.getPoints(steps * (profile.length - 1)).map((point): [number, number] => [point.x, point.y]);
}

/** The radius of a profile at axial position x, linearly between its points (the first span that holds x). */
function radiusAt(profile: EngineProfile, x: number): number {
  for (let index = 1; index < profile.length; index += 1) {
    const [x0, r0] = profile[index - 1] ?? [0, 0];
    const [x1, r1] = profile[index] ?? [0, 0];
    if ((x >= x0 && x <= x1) || (x <= x0 && x >= x1)) return r0 + ((x - x0) / (x1 - x0 || 1)) * (r1 - r0);
  }
  throw new Error(`The profile does not reach x = ${String(x)}.`);
}

/** A ring of twisted blades around the axis (y), from hub radius to tip radius. Every blade shares one geometry. */
export function bladeRing(count: number, hub: number, tip: number, chord: number, twist: number, material: Material): Group {
  const geometry = new BoxGeometry(chord, tip - hub, 0.012, 1, 8, 1);
  const position = geometry.getAttribute('position');
  for (let index = 0; index < position.count; index += 1) {
    const radial = position.getY(index) / (tip - hub) + 0.5;
    const angle = twist * (0.35 + radial);
    const x = position.getX(index);
    const z = position.getZ(index);
    position.setXYZ(index, x * Math.cos(angle) - z * Math.sin(angle), position.getY(index) + (hub + tip) / 2, x * Math.sin(angle) + z * Math.cos(angle));
  }
  geometry.computeVertexNormals();
  return ringOf(geometry, count, material);
}

/** `count` copies of a blade standing along y, spaced evenly around the axis, the blade's length turned onto the radius. */
function ringOf(geometry: BufferGeometry, count: number, material: Material): Group {
  const ring = new Group();
  for (let index = 0; index < count; index += 1) {
    const blade = new Mesh(geometry, material);
    const holder = new Group();
    holder.rotation.y = (index / count) * Math.PI * 2;
    const radial = new Group();
    radial.rotation.x = Math.PI / 2;
    radial.add(blade);
    holder.add(radial);
    ring.add(holder);
  }
  return ring;
}

interface AerofoilBlade {
  hub: number;
  tip: number;
  chord: number;
  /** The chord's angle at a point of the span (0 at the hub, 1 at the tip), as in bladeRing. */
  stagger: (span: number) => number;
  /** Maximum camber and thickness as fractions of the chord, at the hub and at the tip. */
  camber: readonly [number, number];
  thickness: readonly [number, number];
  spanSteps: number;
  chordSteps: number;
}

/**
 * A blade with a cambered aerofoil section (NACA four-digit thickness with a closed trailing edge), laid out like
 * bladeRing's: chord along x at stagger 0, span along y, thickness along z, the tip closed by a cap.
 */
function aerofoilBlade({ hub, tip, chord, stagger, camber, thickness, spanSteps, chordSteps }: AerofoilBlade): BufferGeometry {
  const positions: number[] = [];
  const indices: number[] = [];
  // Around the section: suction side from trailing to leading edge, then the pressure side back (edges shared).
  const ringSize = chordSteps * 2;
  for (let row = 0; row <= spanSteps; row += 1) {
    const span = row / spanSteps;
    const angle = stagger(span);
    const y = hub + (tip - hub) * span;
    const maxCamber = camber[0] + (camber[1] - camber[0]) * span;
    const maxThickness = thickness[0] + (thickness[1] - thickness[0]) * span;
    for (let step = 0; step < ringSize; step += 1) {
      const upper = step < chordSteps;
      // Cosine spacing crowds the points at the rounded leading edge.
      const along = upper ? 1 - step / chordSteps : (step - chordSteps) / chordSteps;
      const u = 0.5 - 0.5 * Math.cos(along * Math.PI);
      const half = 5 * maxThickness * (0.2969 * Math.sqrt(u) - 0.126 * u - 0.3516 * u ** 2 + 0.2843 * u ** 3 - 0.1036 * u ** 4);
      const mean = 4 * maxCamber * u * (1 - u);
      const x = (u - 0.5) * chord;
      const z = (mean + (upper ? half : -half)) * chord;
      positions.push(x * Math.cos(angle) - z * Math.sin(angle), y, x * Math.sin(angle) + z * Math.cos(angle));
    }
  }
  for (let row = 0; row < spanSteps; row += 1) {
    for (let step = 0; step < ringSize; step += 1) {
      const a = row * ringSize + step;
      const b = row * ringSize + ((step + 1) % ringSize);
      indices.push(a, b, a + ringSize, b, b + ringSize, a + ringSize);
    }
  }
  // The tip cap, a fan of triangles from the leading edge (the first point of the pressure side).
  const tipRow = spanSteps * ringSize;
  for (let step = 1; step < ringSize - 1; step += 1) {
    indices.push(tipRow + chordSteps, tipRow + ((chordSteps + step) % ringSize), tipRow + ((chordSteps + step + 1) % ringSize));
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return geometry;
}

export interface JetEngine {
  /** The engine, its axis along +x. */
  body: Group;
}

export interface JetEngineOptions {
  /**
   * The finishes of what closes the engine up: the nacelle's lip skin, duct lining and panel joints; the core cowl and
   * core nozzle; the hub fairing behind the spinner; outlet guide vanes across the bypass duct; the spinner's painted
   * spiral.
   */
  closed: ClosedEngineMaterials;
}

const SPINNER_PROFILE: EngineProfile = [
  [-2.15, 0.0],
  [-2.0, 0.12],
  [-1.75, 0.26],
  [-1.5, 0.33],
  [-1.35, 0.34],
];

/** The fan: 22 blades from 0.32 m to 1.3 m, 0.34 m of chord, their stagger rising by 0.9 rad from hub to tip. */
const FAN = { count: 22, hub: 0.32, tip: 1.3, chord: 0.34, twist: 0.9 } as const;

/** A rotor disc of the core: a flat drum of half-width `halfWidth` m and radius `radius` m under its blade ring. */
const disc = (halfWidth: number, radius: number, material: Material) =>
  new Mesh(
    lathe(
      [
        [-halfWidth, 0],
        [-halfWidth, radius],
        [halfWidth, radius],
        [halfWidth, 0],
      ],
      48,
    ),
    material,
  );

export function buildJetEngine(engineMaterials: JetEngineMaterials, { closed }: JetEngineOptions): JetEngine {
  const body = new Group();
  body.rotation.z = -Math.PI / 2;
  body.add(closedNacelle(engineMaterials.nacelle, closed));

  const fan = new Group();
  fan.name = 'fan';
  fan.add(
    ringOf(
      aerofoilBlade({
        hub: FAN.hub - 0.02,
        tip: FAN.tip,
        chord: FAN.chord,
        stagger: (span) => FAN.twist * (0.35 + span),
        camber: [0.07, 0.035],
        thickness: [0.1, 0.035],
        spanSteps: 12,
        chordSteps: 10,
      }),
      FAN.count,
      engineMaterials.fanBlade,
    ),
  );
  const spinner = new Mesh(lathe(spline(SPINNER_PROFILE, 8), 96), engineMaterials.spinner);
  spinner.name = 'spinner';
  spinner.add(spinnerSpiral(closed.spinnerMarking));
  fan.add(spinner);
  const fanHolder = new Group();
  fanHolder.position.y = FAN_STATION;
  spinner.position.y = -FAN_STATION;
  fanHolder.add(fan);
  body.add(fanHolder);

  const addStage = (group: Group, y: number) => {
    group.position.y = y;
    body.add(group);
  };
  // The cowl hides the core: only the compressor's first two stages (seen through the fan, in the core's inlet) and
  // the turbine's last two (seen up the nozzle) are built, which keeps the web model small.
  [0.72, 0.66].forEach((radius, index) => {
    const stage = new Group();
    const rotor = new Group();
    rotor.add(bladeRing(30 - index, 0.24, radius, 0.12, 0.7, engineMaterials.compressorBlades[index % 2 === 0 ? 0 : 1]));
    rotor.add(disc(0.05, 0.26, engineMaterials.compressorDisc));
    stage.add(rotor);
    addStage(stage, -0.95 + index * 0.2);
  });
  // The turbine's last two of four stages, widening aft, their blades twisted against the compressor's.
  [0.64, 0.72].forEach((radius, index) => {
    const stage = new Group();
    const rotor = new Group();
    rotor.add(bladeRing(34, 0.26, radius, 0.1, -0.8, engineMaterials.turbineBlade));
    rotor.add(disc(0.04, 0.28, engineMaterials.turbineDisc));
    stage.add(rotor);
    addStage(stage, 1.45 + (index + 2) * 0.17);
  });
  const exhaust = new Group();
  const coneProfile: EngineProfile = [
    [0, 0.3],
    [0.5, 0.26],
    [1.0, 0.12],
    [1.2, 0.0],
  ];
  const cone = new Mesh(lathe(spline(coneProfile, 8), 96), engineMaterials.exhaustCone);
  cone.name = 'exhaust-cone';
  exhaust.add(cone);
  addStage(exhaust, 2.15);

  body.add(coreCowl(closed));
  return { body };
}

/** Where the closed nacelle's panels meet: the lip skin ends, the fan cowl opens and the thrust reverser's sleeve starts. */
const LIP_SKIN_OUTER = -1.86;
const LIP_SKIN_INNER = -1.96;
const PANEL_JOINTS = [-0.95, 0.22];

/** The full nacelle, its section smoothed through NACELLE_PROFILE's points: lip skin, painted cowls, lined duct. */
function closedNacelle(paint: Material, finish: ClosedEngineMaterials): Group {
  const group = new Group();
  group.name = 'nacelle';
  // The section's rounded part runs from inside the intake around the lip and aft to the trailing edge, which stays
  // sharp; the duct's wall back to the intake is straight between its points.
  const rounded = spline([...NACELLE_PROFILE.slice(9, 10), ...NACELLE_PROFILE.slice(0, 7)], 10);
  const lipStart = rounded.findIndex(([x]) => x <= LIP_SKIN_INNER);
  const lipEnd = rounded.findIndex(([x], index) => index > lipStart + 2 && x >= LIP_SKIN_OUTER);
  if (lipStart < 0 || lipEnd < 0) throw new Error('The nacelle section has no lip.');
  const segments = 96;
  group.add(new Mesh(lathe(rounded.slice(lipStart, lipEnd + 1), segments), finish.intakeLip));
  const trailingEdge = NACELLE_PROFILE[7] ?? [0, 0];
  group.add(new Mesh(lathe([...rounded.slice(lipEnd), trailingEdge], segments), paint));
  group.add(new Mesh(lathe([trailingEdge, ...NACELLE_PROFILE.slice(8, 10), ...rounded.slice(1, lipStart + 1)], segments), finish.ductLiner));
  for (const x of PANEL_JOINTS) group.add(panelJoint(x, radiusAt(rounded.slice(lipEnd), x), finish.panelSeam));
  // Outlet guide vanes straighten the fan's swirl across the bypass duct, between the core cowl and the duct wall.
  const station = -0.6;
  const vanes = ringOf(
    aerofoilBlade({
      hub: radiusAt(CORE_CASING_PROFILE, station) - 0.02,
      tip: radiusAt(NACELLE_PROFILE.slice(7), station) + 0.01,
      chord: 0.24,
      stagger: () => Math.PI / 2 - 0.18,
      camber: [0.06, 0.06],
      thickness: [0.06, 0.06],
      spanSteps: 2,
      chordSteps: 8,
    }),
    44,
    finish.vane,
  );
  vanes.position.y = station;
  group.add(vanes);
  return group;
}

/** A joint between two cowl panels: a dark hairline standing a millimetre proud of the skin (as many segments as the skin, so it never sinks into it). */
function panelJoint(x: number, radius: number, material: Material): Mesh {
  return new Mesh(
    lathe(
      [
        [x - 0.005, radius + 0.0004],
        [x, radius + 0.001],
        [x + 0.005, radius + 0.0004],
      ],
      96,
    ),
    material,
  );
}

/** The core cowl, smoothed through CORE_CASING_PROFILE with a rounded splitter lip ahead of it, and the core nozzle. */
function coreCowl(finish: ClosedEngineMaterials): Group {
  const group = new Group();
  group.name = 'core-cowl';
  const section = spline([[-0.85, 0.755], [-1.07, 0.8], ...CORE_CASING_PROFILE.slice(0, 5)], 10);
  group.add(new Mesh(lathe(section, 96), finish.coreCowl));
  // The hot section aft of the turbine is bare metal, with a thin trailing lip; inside it the turbine's casing closes
  // round the blade tips, so a look up the nozzle finds the last turbine stages, not the back of the cowl.
  const nozzleStart = CORE_CASING_PROFILE[4] ?? [0, 0];
  const nozzleEnd = CORE_CASING_PROFILE[5] ?? [0, 0];
  group.add(
    new Mesh(
      lathe(
        [
          nozzleStart,
          nozzleEnd,
          [nozzleEnd[0] - 0.012, nozzleEnd[1] - 0.012],
          ...spline(
            [
              [nozzleStart[0], nozzleStart[1] - 0.045],
              [1.9, 0.76],
              [1.7, 0.69],
              [1.5, 0.6],
              [1.35, 0.55],
            ],
            6,
          ),
        ],
        96,
      ),
      finish.coreNozzle,
    ),
  );
  // The hub fairing carries the spinner's line back into the core's inlet, over the fan blades' roots.
  const fairing = spline(
    [
      [-1.36, 0.338],
      [-1.2, 0.336],
      [-1.06, 0.3],
      [-1.0, 0.262],
    ],
    6,
  );
  group.add(new Mesh(lathe(fairing, 96), finish.vane));
  return group;
}

/** The white spiral painted on the spinner: a band 3 cm wide that winds once from near the tip to the fan. */
function spinnerSpiral(material: Material): Mesh {
  const surface = spline(SPINNER_PROFILE, 8);
  const positions: number[] = [];
  const indices: number[] = [];
  const steps = 96;
  for (let step = 0; step <= steps; step += 1) {
    const t = step / steps;
    const angle = t * Math.PI * 2;
    for (const side of [-1, 1]) {
      const x = -2.1 + t * 0.62 + side * 0.015;
      const radius = radiusAt(surface, x) + 0.0025;
      positions.push(Math.sin(angle) * radius, x, Math.cos(angle) * radius);
    }
    if (step < steps) {
      const a = step * 2;
      indices.push(a, a + 1, a + 2, a + 1, a + 3, a + 2);
    }
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new Float32BufferAttribute(positions, 3));
  geometry.setIndex(indices);
  geometry.computeVertexNormals();
  return new Mesh(geometry, material);
}
