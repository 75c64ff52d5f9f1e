/**
 * The aerospace case study's two pictures, both staged like the product renders (render-kit.ts: image-based light,
 * physically based materials, baked contact shadows, a vignette). Options: view
 *   'video' (default): the training moment, a 6 s loop. A single wide-chord titanium fan blade (twisted, cambered
 *            aerofoil, swept leading edge, platform and dovetail root) clamped by its dovetail in a rotary fixture on a
 *            granite inspection bench, seen three-quarter from the tip's side above the leading edge, turning slowly
 *            back and forth under a sparse AR measurement overlay: a scan line tracing the blade's section as it
 *            passes from root to tip and back, one ring on the leading edge and one short tag. The engine itself
 *            never appears, so the first frame is not a third engine picture.
 *   'card': the engine of the site's 3D model (jet-engine-model.ts, closed up as it flies, in its product finishes)
 *           on its transport stand in a hangar bay, the near fan cowl swung open on its hold-open rods over the fan
 *           case and its accessory gearbox, pipes and harnesses.
 */
import { CatmullRomCurve3, Group, Mesh, MeshBasicMaterial, Plane, TubeGeometry, Vector3, type Material, type Quaternion, type WebGLRenderer } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { AERO, dovetailClamp, fanBlade, fanBladePoint, fanBladeSection, hangarWall, strut } from './aerospace-props.ts';
import { leaderLine, overlayRing, overlayTag } from './overlay-kit.ts';
import { box, cylinder, hose } from './factory-machines.ts';
import { buildJetEngine, lathe, productMaterials } from './jet-engine-model.ts';
import { bakeContactShadow, createGround, createStage, vignette } from './render-kit.ts';
import { BRAND, loopWave } from './studio.ts';

/** The engine's axis height on its stand. */
const AXIS_Y = 2.0;
/** The fan cowl runs between the nacelle's panel joints (jet-engine-model.ts's PANEL_JOINTS). */
const COWL = { front: -0.95, back: 0.22, outerFront: 1.569, outerBack: 1.475 } as const;
/** How far the cowl is swung open about its hinge, radians. */
const COWL_OPEN = -1.4;

/** A transport stand under the engine: steel base on casters, a saddle under the fan case and one under the core. */
function transportStand(): Group {
  const stand = new Group();
  for (const z of [-0.72, 0.72]) stand.add(box(4.2, 0.14, 0.14, AERO.graphite, 0.35, 0.27, z, 0.02));
  for (const x of [-1.65, -0.3, 1.6, 2.35]) stand.add(box(0.14, 0.14, 1.58, AERO.graphite, x, 0.27, 0, 0.02));
  // Casters: a swivel fork and a polyurethane wheel at each corner.
  for (const x of [-1.5, 2.2])
    for (const z of [-0.72, 0.72]) {
      stand.add(box(0.14, 0.04, 0.14, AERO.darkSteel, x, 0.18, z));
      stand.add(box(0.05, 0.1, 0.12, AERO.darkSteel, x, 0.13, z));
      const wheel = cylinder(0.08, 0.06, AERO.rubber, x, 0.08, z, 24);
      wheel.rotation.x = Math.PI / 2;
      stand.add(wheel);
    }
  // The tow bar, folded up at the front: the stand's one yellow part.
  stand.add(strut(new Vector3(-1.72, 0.3, -0.5), new Vector3(-2.35, 0.42, 0), 0.06, 0.06, AERO.yellow, true));
  stand.add(strut(new Vector3(-1.72, 0.3, 0.5), new Vector3(-2.35, 0.42, 0), 0.06, 0.06, AERO.yellow, true));
  const eye = cylinder(0.07, 0.03, AERO.yellow, -2.42, 0.43, 0, 24);
  stand.add(eye);
  // The front saddle: two posts and a curved pad under the fan case.
  const saddle = (x: number, radius: number, width: number) => {
    const pad = new Mesh(
      lathe(
        [
          [-width / 2, radius],
          [-width / 2, radius + 0.06],
          [width / 2, radius + 0.06],
          [width / 2, radius],
          [-width / 2, radius],
        ],
        24,
        Math.PI * 0.62,
        Math.PI * 0.76,
      ),
      AERO.graphite,
    );
    pad.rotation.z = -Math.PI / 2;
    pad.position.set(x, AXIS_Y, 0);
    // Rubber lining where the pad meets the engine.
    const lining = new Mesh(
      lathe(
        [
          [-width / 2 + 0.01, radius - 0.005],
          [width / 2 - 0.01, radius - 0.005],
        ],
        24,
        Math.PI * 0.64,
        Math.PI * 0.72,
      ),
      AERO.rubber,
    );
    lining.rotation.z = -Math.PI / 2;
    lining.position.copy(pad.position);
    stand.add(pad, lining);
    const foot = AXIS_Y - radius - 0.06;
    for (const z of [-0.5, 0.5]) {
      const top = new Vector3(x, AXIS_Y - Math.sqrt(Math.max(0, (radius + 0.03) ** 2 - z * z)), z * 0.92);
      stand.add(strut(new Vector3(x, 0.34, z * 1.3), top, 0.1, 0.1, AERO.graphite));
    }
    stand.add(box(0.12, 0.12, 0.3, AERO.graphite, x, Math.max(0.4, foot - 0.02), 0, 0.02));
  };
  saddle(-0.35, 1.57, 0.24);
  saddle(1.7, 0.8, 0.2);
  return stand;
}

/** The near fan cowl, swung open about its hinge at the top of the nacelle: painted skin outside, primer inside. */
function openCowl(paint: Material, angle: number): Group {
  const pivot = new Group();
  const outer = new Mesh(
    lathe(
      [
        [COWL.front, COWL.outerFront],
        [-0.4, 1.562],
        [COWL.back, COWL.outerBack],
      ],
      48,
      -Math.PI / 2,
      Math.PI,
    ),
    paint,
  );
  const liner = new Mesh(
    lathe(
      [
        [COWL.front, COWL.outerFront - 0.05],
        [-0.4, 1.51],
        [COWL.back, COWL.outerBack - 0.05],
      ],
      48,
      -Math.PI / 2,
      Math.PI,
    ),
    AERO.anodised,
  );
  const cowl = new Group();
  cowl.add(outer, liner);
  // The cowl's edges: a thin frame at front, back and along its bottom latch line.
  for (const [x, r] of [
    [COWL.front, COWL.outerFront],
    [COWL.back, COWL.outerBack],
  ] as const)
    cowl.add(
      new Mesh(
        lathe(
          [
            [x - 0.012, r - 0.05],
            [x - 0.012, r],
            [x + 0.012, r],
            [x + 0.012, r - 0.05],
          ],
          48,
          -Math.PI / 2,
          Math.PI,
        ),
        AERO.graphite,
      ),
    );
  cowl.rotation.z = -Math.PI / 2;
  cowl.position.y = -COWL.outerFront;
  pivot.add(cowl);
  pivot.position.y = COWL.outerFront;
  pivot.rotation.x = angle;
  return pivot;
}

/** Under the cowl: the accessory gearbox, an oil tank, pipes and harnesses on the near side of the fan case. */
function fanCaseDressing(): Group {
  const group = new Group();
  // The fan case itself, with a flange at each end, over the near half the cowl uncovered.
  const caseShell = new Mesh(
    lathe(
      [
        [COWL.front + 0.02, 1.335],
        [COWL.back - 0.02, 1.335],
      ],
      64,
      -Math.PI / 2,
      Math.PI,
    ),
    AERO.fanCase,
  );
  const flanges = [COWL.front + 0.04, -0.55, COWL.back - 0.04].map(
    (x) =>
      new Mesh(
        lathe(
          [
            [x - 0.02, 1.33],
            [x - 0.02, 1.375],
            [x + 0.02, 1.375],
            [x + 0.02, 1.33],
          ],
          64,
          -Math.PI / 2,
          Math.PI,
        ),
        AERO.steel,
      ),
  );
  for (const part of [caseShell, ...flanges]) part.rotation.z = -Math.PI / 2;
  group.add(caseShell, ...flanges);
  const onCase = (angle: number, radius: number) => new Vector3(0, -Math.sin(angle) * radius, Math.cos(angle) * radius);
  /** Places `part` on the case at `angle` (0 at the side facing +z, rising to the top at -π/2), standing out radially. */
  const mount = (part: Mesh | Group, x: number, angle: number, radius: number) => {
    part.position.copy(onCase(angle, radius)).setX(x);
    part.rotation.x = angle;
    group.add(part);
  };
  // The accessory gearbox low on the case, with the starter and two pumps on its face.
  const gearbox = new Group();
  gearbox.add(box(0.78, 0.16, 0.26, AERO.anodised, 0, 0, 0, 0.04));
  for (const [x, r, l] of [
    [-0.24, 0.09, 0.16],
    [0.02, 0.065, 0.12],
    [0.22, 0.075, 0.14],
  ] as const) {
    const unit = cylinder(r, l, x === -0.24 ? AERO.aluminium : AERO.steel, x, 0, 0.13 + l / 2, 32);
    unit.rotation.x = Math.PI / 2;
    gearbox.add(unit);
  }
  mount(gearbox, -0.4, 0.95, 1.43);
  // The engine control unit: a finned box with two connectors.
  const ecu = new Group();
  ecu.add(box(0.42, 0.3, 0.09, AERO.graphite, 0, 0, 0, 0.015));
  for (let fin = 0; fin < 6; fin += 1) ecu.add(box(0.4, 0.012, 0.02, AERO.graphite, 0, -0.12 + fin * 0.048, 0.05));
  for (const x of [-0.13, 0.13]) {
    const plug = cylinder(0.028, 0.05, AERO.steel, x, 0.17, 0, 16);
    ecu.add(plug);
  }
  mount(ecu, -0.05, -0.08, 1.4);
  // The oil tank, and its sight glass.
  const tank = new Group();
  tank.add(box(0.32, 0.34, 0.14, AERO.aluminium, 0, 0, 0, 0.06));
  tank.add(box(0.04, 0.12, 0.01, AERO.seam, 0.08, 0, 0.075));
  mount(tank, -0.62, 0.3, 1.41);
  // Pipes and harnesses follow the case round, held by brackets.
  for (const [x, radius, material, thick] of [
    [-0.84, 1.352, AERO.steel, 0.016],
    [-0.22, 1.355, AERO.hose, 0.02],
    [-0.18, 1.36, AERO.hose, 0.014],
    [0.14, 1.352, AERO.steel, 0.014],
  ] as const) {
    const points: [number, number, number][] = [];
    for (let step = 0; step <= 10; step += 1) {
      const point = onCase(-1.1 + step * 0.26, radius);
      points.push([x, point.y, point.z]);
    }
    group.add(hose(points, thick, material));
  }
  for (let step = 0; step < 5; step += 1)
    for (const x of [-0.84, -0.2, 0.14]) {
      const clip = box(0.05, 0.03, 0.04, AERO.darkSteel);
      mount(clip, x, -0.8 + step * 0.42, 1.35);
    }
  return group;
}

function card(scene: Group, renderer: WebGLRenderer) {
  renderer.localClippingEnabled = true;
  const finish = productMaterials();
  const { body } = buildJetEngine(finish, { closed: finish });
  // The open cowl's painted skin comes from the same finish, without the cut the nacelle gets.
  const cowlPaint = finish.nacelle.clone();
  // The nacelle's painted skin is cut away between the cowl's joints on the near side (the cowl is swung up).
  finish.nacelle.clippingPlanes = [
    new Plane(new Vector3(-1, 0, 0), COWL.front),
    new Plane(new Vector3(1, 0, 0), -COWL.back),
    new Plane(new Vector3(0, 0, -1), 0),
  ];
  finish.nacelle.clipIntersection = true;
  const engine = new Group();
  engine.add(body);
  const cowl = openCowl(cowlPaint, COWL_OPEN);
  engine.add(cowl, fanCaseDressing());
  // Hold-open rods from the fan case to the cowl's lower edge.
  const hinge = new Vector3(0, COWL.outerFront, 0);
  for (const x of [-0.7, 0.0]) {
    const onCowl = new Vector3(x, -COWL.outerFront * 0.55, COWL.outerFront * 0.7).applyAxisAngle(new Vector3(1, 0, 0), COWL_OPEN).add(hinge);
    engine.add(strut(new Vector3(x, 0.55, 1.22), onCowl, 0.035, 0.035, AERO.steel, true));
  }
  engine.position.y = AXIS_Y;
  const stand = transportStand();
  const unit = new Group();
  unit.add(engine, stand);
  unit.updateMatrix();
  unit.add(bakeContactShadow(renderer, unit, { width: 7, depth: 4.2, height: 1.6, blur: 3.5, opacity: 0.9, resolution: 256 }));
  scene.add(unit);
  const wall = hangarWall(40, 13);
  wall.position.set(0, 0, -12);
  scene.add(wall);
}

interface Bench {
  blade: Group;
  update: (progress: number) => void;
}

/** The inspection bench of the video, with its fixture, blade and AR overlay; posed by update(progress). */
function bench(scene: Group, renderer: WebGLRenderer, camera: { quaternion: Quaternion }): Bench {
  const table = new Group();
  table.add(box(2.4, 0.16, 1.1, AERO.granite, 0, 0.86, 0, 0.01));
  table.add(box(2.3, 0.08, 1.0, AERO.graphite, 0, 0.74, 0, 0.01));
  for (const x of [-1.05, 1.05]) for (const z of [-0.42, 0.42]) table.add(box(0.08, 0.7, 0.08, AERO.graphite, x, 0.35, z, 0.01));
  for (const x of [-1.05, 1.05]) table.add(box(0.08, 0.06, 0.9, AERO.graphite, x, 0.12, 0));
  // The rotary fixture: the indexer's housing, its faceplate and the dovetail clamp the blade's root slides into.
  const axisY = 1.32;
  const fixtureX = -0.82;
  table.add(box(0.34, 0.4, 0.42, AERO.graphite, fixtureX - 0.1, 1.14, 0, 0.03));
  table.add(box(0.44, 0.05, 0.5, AERO.darkSteel, fixtureX - 0.08, 0.965, 0, 0.01));
  const faceplate = cylinder(0.16, 0.04, AERO.anodised, fixtureX + 0.09, axisY, 0, 48);
  faceplate.rotation.z = Math.PI / 2;
  table.add(faceplate);
  // Six cap screws round the faceplate, the indexer's rating plate and its cable off the back of the bench.
  for (let index = 0; index < 6; index += 1) {
    const angle = (index / 6) * Math.PI * 2;
    const screw = cylinder(0.012, 0.012, AERO.steel, fixtureX + 0.115, axisY + Math.sin(angle) * 0.125, Math.cos(angle) * 0.125, 12);
    screw.rotation.z = Math.PI / 2;
    table.add(screw);
  }
  table.add(box(0.12, 0.07, 0.004, AERO.aluminium, fixtureX - 0.1, 1.2, 0.212));
  table.add(
    hose(
      [
        [fixtureX - 0.27, 1.05, 0],
        [fixtureX - 0.4, 1.0, -0.1],
        [fixtureX - 0.45, 0.96, -0.45],
        [fixtureX - 0.5, 0.96, -0.9],
      ],
      0.012,
      AERO.hose,
    ),
  );
  // A yellow handle on the indexer's clamp lever: the one painted yellow part.
  table.add(strut(new Vector3(fixtureX - 0.12, 1.3, 0.21), new Vector3(fixtureX - 0.12, 1.42, 0.3), 0.025, 0.025, AERO.darkSteel, true));
  table.add(box(0.05, 0.09, 0.05, AERO.yellow, fixtureX - 0.12, 1.45, 0.32, 0.015));
  table.updateMatrix();
  table.add(bakeContactShadow(renderer, table, { width: 3.2, depth: 1.8, height: 1, blur: 3.5, opacity: 0.85, resolution: 256 }));
  scene.add(table);

  const spindle = new Group();
  spindle.position.set(fixtureX + 0.11, axisY, 0);
  // The blade's span along +x from the fixture; its dovetail root in the clamp, whose back sits on the faceplate.
  const mount = new Group();
  mount.rotation.z = -Math.PI / 2;
  mount.position.x = 0.19;
  const blade = fanBlade();
  mount.add(dovetailClamp(), blade);
  spindle.add(mount);
  scene.add(spindle);

  // The overlay: the scan line (the blade's section at the scanner's station), a ring and its tag.
  const section = (span: number) => new TubeGeometry(new CatmullRomCurve3(fanBladeSection(span, 0.002, 64), true), 128, 0.0022, 5, true);
  const scan = new Mesh(section(0.5), new MeshBasicMaterial({ color: BRAND.accent.clone().multiplyScalar(1.5), toneMapped: false }));
  blade.add(scan);
  const ring = overlayRing(0.045, 0.005, { over: true });
  const tagAt = new Vector3(0.14, 1.7, 0.05);
  const { mesh: tag } = overlayTag('LEADING EDGE', 'Profile · in limits', 0.09, { anchor: 'right' });
  tag.position.copy(tagAt);
  const leader = leaderLine([new Vector3(), new Vector3(), new Vector3()]);
  scene.add(ring, tag, leader);
  const edgePoint = fanBladePoint(0.78, 0.5);

  return {
    blade,
    update: (progress) => {
      spindle.rotation.x = 0.15 + 0.42 * Math.sin(2 * Math.PI * progress);
      const span = 0.06 + 0.88 * loopWave(progress);
      scan.geometry.dispose();
      scan.geometry = section(span);
      scene.updateMatrixWorld(true);
      const at = blade.localToWorld(edgePoint.clone());
      ring.position.copy(at);
      ring.quaternion.copy(camera.quaternion);
      tag.quaternion.copy(camera.quaternion);
      const positions = leader.geometry.getAttribute('position');
      const start = at.clone().add(new Vector3(0, 0.045, 0));
      positions.setXYZ(0, start.x, start.y, start.z);
      positions.setXYZ(1, start.x, tagAt.y, tagAt.z);
      positions.setXYZ(2, tagAt.x, tagAt.y, tagAt.z);
      positions.needsUpdate = true;
    },
  };
}

const aerospaceJetEngine: SceneFactory = ({ renderer, width, height, options, random }) => {
  const isCard = options.view === 'card';
  const stage = createStage({
    renderer,
    width,
    height,
    environment: 'workshop',
    fov: isCard ? 30 : 28,
    bloom: isCard ? 0.15 : 0.08,
    exposure: isCard ? 1.1 : 1.05,
    fog: isCard ? 0.035 : 0.05,
  });
  const { scene, camera } = stage;
  const ground = createGround('workshop', random);
  // The floor's painted bay lines: across the bay ahead of and behind the engine for the card, out of view for the bench.
  if (isCard) ground.group.rotation.y = Math.PI / 2;
  else ground.group.position.z = 8;
  scene.add(ground.group);
  const root = new Group();
  scene.add(root);
  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));

  if (isCard) {
    card(root, renderer);
    camera.position.set(-4.9, 2.5, 11.4);
    camera.lookAt(0.25, 2.3, 0);
    camera.updateMatrixWorld();
    return { scene, camera, update: () => undefined, render: stage.render };
  }

  // Three-quarter view from the tip's side, above the leading edge, so the twist from root to tip reads.
  camera.position.set(1.0, 2.25, 1.7);
  camera.lookAt(-0.25, 1.25, 0);
  camera.updateMatrixWorld();
  const { update } = bench(root, renderer, camera);
  return { scene, camera, update, render: stage.render };
};

export default aerospaceJetEngine;
