/**
 * The pipeline renders, staged like the site's 3D models (render-kit.ts: image-based light from the workshop room,
 * physically based materials from fuel-pipeline-props.ts, baked soft contact shadows, a vignette). Options: view
 *   'sequence' (default): a fuel-oil line on a low pipe rack. The yellow handwheel of a gate valve turns and its stem
 *     rises; the twin's thin flow line and a few chevrons then follow the oil along the run, past a pressure
 *     transmitter whose tag reading comes up, up the riser and into the storage tank, while the camera travels with it
 *     in one continuous move;
 *   'plant': a pumping station seen as its twin: two pump sets on a skid between a suction header and a discharge
 *     manifold, the storage tank behind, a status ring at the running pump and one tag.
 */
import {
  CatmullRomCurve3,
  CurvePath,
  Group,
  LineCurve3,
  Matrix4,
  Mesh,
  MeshStandardMaterial,
  PlaneGeometry,
  QuadraticBezierCurve3,
  RingGeometry,
  ShapeGeometry,
  Shape,
  TubeGeometry,
  Vector3,
} from 'three';
import type { SceneFactory } from '../scene-api.ts';
import {
  alignTo,
  flangedJoint,
  flangeRadius,
  gateValve,
  insulatedRun,
  pipe,
  pipeRun,
  pipeShoe,
  plant,
  pressureTransmitter,
  pumpSet,
  sleeper,
  stencil,
  storageTank,
} from './fuel-pipeline-props.ts';
import { cylinder } from './factory-machines.ts';
import { leaderLine, overlayMaterial, overlayRing, overlayTag } from './overlay-kit.ts';
import { concreteTexture, createStage, grounded, vignette } from './render-kit.ts';
import { easeInOut } from './studio.ts';

/** A plant floor: broom-finished concrete, low in contrast so it stays quiet (and cheap to encode). */
function plantFloor(random: () => number): Mesh {
  const map = concreteTexture(random, '#5a5955', '#6c6a65', 7);
  const floor = new Mesh(
    new PlaneGeometry(120, 120).rotateX(-Math.PI / 2),
    new MeshStandardMaterial({ color: 0x8e8d88, map, roughness: 0.8, metalness: 0, envMapIntensity: 0.5 }),
  );
  return floor;
}

/** Rack geometry for the sequence. */
const TOP = 0.5;
const MAIN = { r: 0.137, z: 0.55 };
const MAIN_Y = TOP + 0.114 + MAIN.r;
const RISE_X = 3.4;
const RISE_Y = 2.3;

function mainPath(tankInletX: number): CurvePath<Vector3> {
  const path = new CurvePath<Vector3>();
  const bend = 0.42;
  const { z } = MAIN;
  path.add(new LineCurve3(new Vector3(-22, MAIN_Y, z), new Vector3(RISE_X - bend, MAIN_Y, z)));
  path.add(new QuadraticBezierCurve3(new Vector3(RISE_X - bend, MAIN_Y, z), new Vector3(RISE_X, MAIN_Y, z), new Vector3(RISE_X, MAIN_Y + bend, z)));
  path.add(new LineCurve3(new Vector3(RISE_X, MAIN_Y + bend, z), new Vector3(RISE_X, RISE_Y - bend, z)));
  path.add(new QuadraticBezierCurve3(new Vector3(RISE_X, RISE_Y - bend, z), new Vector3(RISE_X, RISE_Y, z), new Vector3(RISE_X + bend, RISE_Y, z)));
  path.add(new LineCurve3(new Vector3(RISE_X + bend, RISE_Y, z), new Vector3(tankInletX, RISE_Y, z)));
  return path;
}

/** A line on the rack that turns away (towards -z) with a long-radius bend at `turnX`. */
function turningPath(y: number, z: number, turnX: number, bend: number): CurvePath<Vector3> {
  const path = new CurvePath<Vector3>();
  path.add(new LineCurve3(new Vector3(-22, y, z), new Vector3(turnX - bend, y, z)));
  path.add(new QuadraticBezierCurve3(new Vector3(turnX - bend, y, z), new Vector3(turnX, y, z), new Vector3(turnX, y, z - bend)));
  path.add(new LineCurve3(new Vector3(turnX, y, z - bend), new Vector3(turnX, y, -20)));
  return path;
}

/** A flat chevron pointing along +x, facing +z, centred on its tip's base. */
function chevronGeometry(size: number, thickness: number): ShapeGeometry {
  const shape = new Shape();
  shape.moveTo(-size * 0.5, size * 0.5);
  shape.lineTo(-size * 0.5 + thickness, size * 0.5);
  shape.lineTo(size * 0.5, 0);
  shape.lineTo(-size * 0.5 + thickness, -size * 0.5);
  shape.lineTo(-size * 0.5, -size * 0.5);
  shape.lineTo(size * 0.5 - thickness, 0);
  shape.closePath();
  return new ShapeGeometry(shape);
}

function sequenceScene(setup: Parameters<SceneFactory>[0]) {
  const { renderer, width, height, random } = setup;
  const stage = createStage({ renderer, width, height, environment: 'workshop', fov: 32, bloom: 0, exposure: 0.95, fog: 0.045 });
  const { scene, camera } = stage;
  scene.add(plantFloor(random));

  // The tank at the end of the run.
  const tankRadius = 2.6;
  const tankX = RISE_X + 1.9 + tankRadius;
  const tank = storageTank(tankRadius, 5.2, RISE_Y, 'TK-301  FUEL OIL', { label: Math.PI / 2 + 0.5, ladder: Math.PI / 2 - 1.1, manway: Math.PI / 2 - 0.6 });
  tank.group.position.set(tankX, 0, MAIN.z);
  tank.group.rotation.y = 0;
  scene.add(grounded(renderer, tank.group, tankRadius * 2 + 2, tankRadius * 2 + 2, { height: 1.2, opacity: 0.8, resolution: 512 }));
  const inletX = tankX + tank.inlet.x;

  // The rack: sleepers every 3 m with shoes under each line.
  const rack = new Group();
  const sleepers: number[] = [];
  for (let x = -21; x <= RISE_X; x += 3) sleepers.push(x);
  for (const x of sleepers) {
    const beam = sleeper(2.6, TOP);
    beam.position.set(x, 0, -0.15);
    rack.add(beam);
  }
  const lines = [
    { r: MAIN.r, z: MAIN.z },
    { r: 0.2, z: -0.2, turn: 2.1 },
    { r: 0.07, z: -0.85, turn: 1.4 },
  ];
  for (const line of lines)
    for (const x of sleepers) {
      if (line.turn !== undefined && x > line.turn) continue;
      const shoe = pipeShoe(line.r);
      shoe.position.set(x, TOP, line.z);
      rack.add(shoe);
    }
  // Riser support: a small braced frame and a U-bolt at the top of the riser's straight.
  rack.add(pipe(new Vector3(RISE_X + 0.3, 0, MAIN.z), new Vector3(RISE_X + 0.3, 1.7, MAIN.z), 0.05, plant.structural, 16));
  rack.add(pipe(new Vector3(RISE_X + 0.18, 1.7, MAIN.z), new Vector3(RISE_X + 0.36, 1.7, MAIN.z), 0.05, plant.structural, 16));
  rack.add(
    flangedJoint(0.05, plant.concrete, 4)
      .translateX(RISE_X + 0.3)
      .translateY(0.01)
      .translateZ(MAIN.z),
  );
  const shadowed = new Group();
  shadowed.add(rack);
  shadowed.position.x = -8.5;
  rack.position.x = 8.5;
  scene.add(grounded(renderer, shadowed, 30, 4, { height: 0.8, opacity: 0.75, resolution: 512 }));

  // The lines: the painted fuel-oil line with its flanged joints, the clad steam line and a small utility line.
  const path = mainPath(inletX);
  const length = path.getLength();
  const valveX = -7.5;
  const jointsAt = [-13.5, -10.5, valveX - 0.6, valveX + 0.6, -3.9, 0.3];
  const along = (x: number) => (x + 22) / length;
  const main = pipeRun(path, MAIN.r, plant.pipeGrey, jointsAt.map(along));
  scene.add(main);
  const lastJoint = alignTo(flangedJoint(MAIN.r, plant.pipeGrey), new Vector3(1, 0, 0));
  lastJoint.position.set(inletX - 0.02, RISE_Y, MAIN.z);
  scene.add(lastJoint);
  const riserJoint = alignTo(flangedJoint(MAIN.r, plant.pipeGrey), new Vector3(0, 1, 0));
  riserJoint.position.set(RISE_X, MAIN_Y + 0.42 + 0.25, MAIN.z);
  scene.add(riserJoint);
  const steam = lines[1] as { r: number; z: number; turn: number };
  scene.add(insulatedRun(turningPath(TOP + 0.114 + steam.r, steam.z, steam.turn + 0.5, 0.7), steam.r));
  const utility = lines[2] as { r: number; z: number; turn: number };
  scene.add(pipeRun(turningPath(TOP + 0.114 + utility.r, utility.z, utility.turn + 0.4, 0.3), utility.r, plant.pipeBlue, [along(-12.2), along(-3.2)]));

  // Line marker on the fuel-oil line: a painted band with the content and the flow arrow.
  const marker = stencil('FUEL OIL  ›››', 0.9, 0.15, { background: '#c8a064', bend: MAIN.r + 0.003, axis: 'x' });
  marker.position.set(-5.0, MAIN_Y + 0.03, MAIN.z + MAIN.r + 0.003);
  scene.add(marker);

  // The gate valve, and the transmitters downstream of it.
  const valve = gateValve(MAIN.r);
  valve.group.position.set(valveX, MAIN_Y, MAIN.z);
  scene.add(valve.group);
  const transmitters = [-5.9, 0.9].map((x, index) => {
    const unit = pressureTransmitter(MAIN.r, new Vector3(0.34, -MAIN.r - 0.02, 0.04));
    unit.group.position.set(x, MAIN_Y, MAIN.z);
    unit.group.rotation.y = index === 0 ? 0 : 0.25;
    scene.add(unit.group);
    return unit;
  });

  // The twin overlay: a thin flow line riding on the pipe's crown (towards the viewer), a few chevrons, one tag.
  const samples = 700;
  const start = along(valveX + 0.8);
  // Chevrons are left out where a flanged joint would swallow them.
  const joints = [...jointsAt.map((x) => new Vector3(x, MAIN_Y, MAIN.z)), riserJoint.position, lastJoint.position];
  const points: Vector3[] = [];
  const Z = new Vector3(0, 0, 1);
  const offsetAt = (t: number) => {
    const tangent = path.getTangentAt(t);
    const normal = new Vector3().crossVectors(Z, tangent).multiplyScalar(0.8).addScaledVector(Z, 0.6).normalize();
    return { point: path.getPointAt(t).addScaledVector(normal, MAIN.r + 0.014), tangent, normal };
  };
  for (let index = 0; index <= samples; index += 1) points.push(offsetAt(start + ((1 - start) * index) / samples).point);
  const flowCurve = new CatmullRomCurve3(points);
  const radial = 6;
  const flow = new Mesh(new TubeGeometry(flowCurve, samples, 0.006, radial, false), overlayMaterial(0.9, 1.2));
  flow.renderOrder = 4;
  scene.add(flow);
  const chevron = chevronGeometry(0.14, 0.035);
  const chevrons = Array.from({ length: 16 }, () => {
    const mesh = new Mesh(chevron, overlayMaterial(0.95, 1.4));
    mesh.renderOrder = 5;
    scene.add(mesh);
    return mesh;
  });
  const tagged = transmitters[1];
  if (!tagged) throw new Error('missing transmitter');
  const tag = overlayTag('PT-102  PRESSURE', '', 0.25, { width: 0.78 });
  tagged.group.updateMatrixWorld();
  const tagAnchor = tagged.group.localToWorld(tagged.top.clone());
  const tagAt = tagAnchor.clone().add(new Vector3(-0.25, 0.85, 0.1));
  tag.mesh.position.copy(tagAt);
  scene.add(tag.mesh);
  scene.add(leaderLine([tagAnchor, tagAnchor.clone().add(new Vector3(0, 0.35, 0.04)), tagAt.clone().add(new Vector3(-0.25, -0.125, 0))]));
  const tagT = along(0.9);
  const basis = new Matrix4();
  let shown = '';

  scene.add(vignette(width / height, { strength: 0.9, inner: 0.42 }));

  const eyeCurve = new CatmullRomCurve3([new Vector3(-10.2, 2.2, 3.7), new Vector3(-6.8, 2.5, 5.6), new Vector3(-2.6, 3.0, 8.4), new Vector3(-1.6, 4.2, 14.2)]);
  const targetCurve = new CatmullRomCurve3([
    new Vector3(-7.4, 1.2, MAIN.z),
    new Vector3(-4.0, 1.25, MAIN.z),
    new Vector3(1.0, 1.7, MAIN.z),
    new Vector3(4.7, 2.3, 0.1),
  ]);

  return {
    scene,
    camera,
    update: (progress: number) => {
      // The valve opens over the first third; the oil leaves it from 0.14 and reaches the tank at 0.92.
      const opening = easeInOut(Math.min(1, progress / 0.32));
      valve.wheel.rotation.y = -opening * Math.PI * 3;
      valve.setOpen(opening);
      const travel = Math.min(1, Math.max(0, (progress - 0.14) / 0.78));
      const advance = 0.5 * travel + 0.5 * travel * travel * (3 - 2 * travel);
      const front = start + (1 - start) * advance;
      const drawn = Math.floor(advance * samples);
      flow.geometry.setDrawRange(0, drawn * radial * 6);
      flow.visible = drawn > 0;
      const spacing = 1.6 / length;
      const phase = (progress * 9 * spacing) % spacing;
      chevrons.forEach((mesh, index) => {
        const t = front - 0.12 / length - index * spacing - (advance < 1 ? 0 : phase);
        const { point, tangent, normal } = offsetAt(Math.min(1, Math.max(0, t)));
        mesh.visible = advance > 0 && t > start && joints.every((joint) => joint.distanceTo(point) > 0.24);
        if (!mesh.visible) return;
        mesh.position.copy(point).addScaledVector(normal, 0.002);
        const side = new Vector3().crossVectors(normal, tangent);
        mesh.quaternion.setFromRotationMatrix(basis.makeBasis(tangent, side, normal));
        const material = mesh.material;
        material.opacity = index === 0 ? 0.95 : Math.max(0.25, 0.8 - index * 0.04);
      });
      const reached = Math.min(1, Math.max(0, (front - tagT) * 18));
      const reading = `${(reached * 4.2).toFixed(1)} bar`;
      if (reading !== shown) {
        tag.draw('PT-102  PRESSURE', reading);
        shown = reading;
      }
      const move = progress * 0.25 + advance * 0.75;
      camera.position.copy(eyeCurve.getPointAt(move));
      camera.lookAt(targetCurve.getPointAt(move));
      camera.updateMatrixWorld();
      tag.mesh.quaternion.copy(camera.quaternion);
    },
    render: stage.render,
  };
}

function plantScene(setup: Parameters<SceneFactory>[0]) {
  const { renderer, width, height, random } = setup;
  const stage = createStage({ renderer, width, height, environment: 'workshop', fov: 30, bloom: 0, exposure: 0.95, fog: 0.035 });
  const { scene, camera } = stage;
  scene.add(plantFloor(random));

  // Storage tank behind the skid.
  const tank = storageTank(2.6, 5.2, 0.62, 'TK-301  FUEL OIL', { label: Math.PI / 2 + 1.05, ladder: Math.PI / 2 - 0.5, manway: Math.PI / 2 + 0.45 });
  tank.group.position.set(-1.75, 0, -6.4);
  tank.group.rotation.y = Math.PI / 2;
  scene.add(grounded(renderer, tank.group, 8.5, 8.5, { height: 1.2, opacity: 0.8, resolution: 512 }));

  // Two pump sets side by side, suction towards -x.
  const pumps = [-1.1, 1.1].map((z) => {
    const set = pumpSet();
    set.group.position.set(0, 0, z);
    scene.add(grounded(renderer, set.group, 3.2, 1.6, { height: 1.2, opacity: 0.85, resolution: 512 }));
    return set;
  });

  // Suction header along z at the suction side, fed from the tank's nozzle; discharge manifold overhead.
  const headerX = -1.75;
  const suctionY = 0.62;
  const pipes = new Group();
  const inletZ = -6.4 + 2.6 + 0.22;
  pipes.add(pipe(new Vector3(headerX, suctionY, inletZ), new Vector3(headerX, suctionY, 2.1), 0.15, plant.pipeGrey));
  pipes.add(
    flangedJoint(0.15, plant.pipeGrey)
      .rotateX(Math.PI / 2)
      .translateX(headerX)
      .translateY(inletZ + 0.01)
      .translateZ(-suctionY),
  );
  pipes.add(pipe(new Vector3(headerX, suctionY, 2.1), new Vector3(headerX, suctionY, 2.16), 0.16, plant.pipeGrey));
  for (const set of pumps) {
    const from = set.suction.clone().add(set.group.position);
    pipes.add(pipe(new Vector3(headerX, suctionY, from.z), from, 0.1, plant.pipeGrey));
    const joint = alignTo(flangedJoint(0.1, plant.pipeGrey), new Vector3(1, 0, 0));
    joint.position.set(headerX + 0.45, suctionY, from.z);
    pipes.add(joint);
    // Discharge: check valve, gate valve with handwheel, up into the manifold.
    const up = set.discharge.clone().add(set.group.position);
    const valve = gateValve(0.08);
    valve.group.rotation.z = Math.PI / 2;
    valve.group.rotation.y = Math.PI / 2;
    valve.group.position.set(up.x, up.y + 0.55, up.z);
    valve.setOpen(1);
    pipes.add(pipe(up, new Vector3(up.x, 2.35, up.z), 0.08, plant.pipeGrey));
    pipes.add(valve.group);
    const check = flangedJoint(0.08, plant.castSteel);
    check.position.set(up.x, up.y + 0.18, up.z);
    pipes.add(check);
    pipes.add(pipe(new Vector3(up.x, up.y + 0.12, up.z), new Vector3(up.x, up.y + 0.3, up.z), 0.12, plant.castSteel));
  }
  pipes.add(pipe(new Vector3(-0.55, 2.35, -3.0), new Vector3(-0.55, 2.35, 9), 0.13, plant.pipeGrey));
  pipes.add(
    flangedJoint(0.13, plant.pipeGrey)
      .rotateX(Math.PI / 2)
      .translateX(-0.55)
      .translateY(-3.0)
      .translateZ(-2.35),
  );
  pipes.add(cylinder(flangeRadius(0.13), 0.03, plant.pipeGrey, -0.55, 2.35, -3.02).rotateX(Math.PI / 2));
  for (const z of [-1.8, 0, 1.8])
    pipes.add(
      flangedJoint(0.13, plant.pipeGrey)
        .rotateX(Math.PI / 2)
        .translateX(-0.55)
        .translateY(z)
        .translateZ(-2.35),
    );
  // Manifold supports: two goal-post frames.
  for (const z of [-2.6, 2.9]) {
    for (const x of [-0.9, -0.2]) pipes.add(pipe(new Vector3(x, 0, z), new Vector3(x, 2.2, z), 0.05, plant.structural, 16));
    pipes.add(pipe(new Vector3(-1.0, 2.2, z), new Vector3(-0.1, 2.2, z), 0.05, plant.structural, 16));
  }
  scene.add(pipes);

  // Twin overlays: a status ring on the floor round the running pump, and one tag on a thin leader.
  const running = pumps[1];
  if (!running) throw new Error('missing pump');
  // An ellipse on the floor round the pump set, and a status arc outside it.
  const ring = overlayRing(1.44, 0.04, { opacity: 0.85 });
  ring.rotation.x = -Math.PI / 2;
  ring.position.set(0.05, 0.015, running.group.position.z);
  ring.scale.set(1.15, 0.62, 1);
  const arc = new Mesh(new RingGeometry(1.5, 1.56, 96, 1, 0.3, Math.PI * 1.3), overlayMaterial(0.6, 1.2));
  arc.rotation.copy(ring.rotation);
  arc.position.copy(ring.position);
  arc.scale.copy(ring.scale);
  scene.add(ring, arc);
  const tag = overlayTag('P-101  RUNNING', '42 m³/h · 6.1 bar', 0.3, { width: 0.95 });
  camera.position.set(7.3, 5.0, 7.6);
  camera.lookAt(-0.7, 1.45, -0.9);
  camera.updateMatrixWorld();
  tag.mesh.quaternion.copy(camera.quaternion);
  const anchor = new Vector3(0.5, 1.0, running.group.position.z);
  const at = new Vector3(0.7, 3.4, running.group.position.z + 0.8);
  tag.mesh.position.copy(at);
  scene.add(tag.mesh);
  const corner = new Vector3(0.3, -0.15, 0).applyQuaternion(camera.quaternion).add(at);
  scene.add(leaderLine([anchor, corner]));

  scene.add(vignette(width / height, { strength: 0.88, inner: 0.45 }));
  return { scene, camera, update: () => undefined, render: stage.render };
}

const fuelPipeline: SceneFactory = (setup) => (String(setup.options.view ?? 'sequence') === 'plant' ? plantScene(setup) : sequenceScene(setup));

export default fuelPipeline;
