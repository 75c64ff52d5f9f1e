/**
 * Amber fuel oil flowing through an industrial pipe run: the yellow handwheel
 * turns the valve open, the glowing fluid front advances through translucent
 * pipe sections past gauges and up a riser into a tank, and the camera drifts
 * along with it. Options: view 'sequence' (default) | 'plant' (a wide digital-twin still).
 */
import {
  BoxGeometry,
  CanvasTexture,
  Color,
  CurvePath,
  CylinderGeometry,
  Group,
  LineCurve3,
  Mesh,
  MeshStandardMaterial,
  PointLight,
  QuadraticBezierCurve3,
  RepeatWrapping,
  SRGBColorSpace,
  SphereGeometry,
  TorusGeometry,
  TubeGeometry,
  Vector3,
  type Object3D,
} from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { contactShadow, edgeLines, faceCamera, gridFloor, holoPanel, hotspot } from './hologram-kit.ts';
import { BRAND, createStudio, easeInOut, glowMaterial } from './studio.ts';

const AMBER = new Color('#ff9a1a');
const steel = new MeshStandardMaterial({ color: 0x8d939c, metalness: 1, roughness: 0.3 });
const darkSteel = new MeshStandardMaterial({ color: 0x24272d, metalness: 0.85, roughness: 0.4 });
const pipeSteel = new MeshStandardMaterial({ color: 0x3a3e45, metalness: 0.9, roughness: 0.42, envMapIntensity: 0.6 });
const paintYellow = new MeshStandardMaterial({ color: BRAND.accent, metalness: 0.2, roughness: 0.4, emissive: BRAND.accent, emissiveIntensity: 0.12 });

function pipePath(): CurvePath<Vector3> {
  const path = new CurvePath<Vector3>();
  const y = 1.0;
  const top = 2.8;
  path.add(new LineCurve3(new Vector3(-13, y, 1.5), new Vector3(-1.2, y, 1.5)));
  path.add(new QuadraticBezierCurve3(new Vector3(-1.2, y, 1.5), new Vector3(0, y, 1.5), new Vector3(0, y + 1.2, 1.5)));
  path.add(new LineCurve3(new Vector3(0, y + 1.2, 1.5), new Vector3(0, top - 1.0, 1.5)));
  path.add(new QuadraticBezierCurve3(new Vector3(0, top - 1.0, 1.5), new Vector3(0, top, 1.5), new Vector3(1.0, top, 1.5)));
  path.add(new LineCurve3(new Vector3(1.0, top, 1.5), new Vector3(6.0, top, 1.5)));
  return path;
}

function flowTexture(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 32;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  const gradient = context.createLinearGradient(0, 0, 256, 0);
  const tones = ['#ff9f2e', '#e07a10', '#ffb347', '#d86c08', '#ffa63a', '#e98414', '#ff9f2e'];
  tones.forEach((tone, index) => gradient.addColorStop(index / (tones.length - 1), tone));
  context.fillStyle = gradient;
  context.fillRect(0, 0, 256, 32);
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(9, 1);
  return texture;
}

function gaugeFace(): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 256;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  context.fillStyle = '#0c0d10';
  context.beginPath();
  context.arc(128, 128, 126, 0, Math.PI * 2);
  context.fill();
  context.strokeStyle = 'rgba(255,255,255,0.85)';
  for (let tick = 0; tick <= 20; tick += 1) {
    const angle = Math.PI * 0.75 + (tick / 20) * Math.PI * 1.5;
    const inner = tick % 5 === 0 ? 84 : 96;
    context.lineWidth = tick % 5 === 0 ? 5 : 2;
    context.beginPath();
    context.moveTo(128 + Math.cos(angle) * inner, 128 + Math.sin(angle) * inner);
    context.lineTo(128 + Math.cos(angle) * 108, 128 + Math.sin(angle) * 108);
    context.stroke();
  }
  context.strokeStyle = '#ffd60a';
  context.lineWidth = 8;
  context.beginPath();
  context.arc(128, 128, 114, Math.PI * 1.85, Math.PI * 2.25);
  context.stroke();
  const texture = new CanvasTexture(canvas);
  texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** A pressure gauge on a short stem; returns the group and its needle pivot. */
function gauge(face: CanvasTexture): { group: Group; needle: Group } {
  const group = new Group();
  const stem = new Mesh(new CylinderGeometry(0.05, 0.05, 0.5, 16), steel);
  stem.position.y = 0.25;
  const housing = new Mesh(new CylinderGeometry(0.3, 0.3, 0.12, 48), darkSteel);
  housing.rotation.x = Math.PI / 2;
  housing.position.y = 0.75;
  const bezel = new Mesh(new TorusGeometry(0.3, 0.03, 12, 48), steel);
  bezel.position.set(0, 0.75, 0.06);
  const dial = new Mesh(
    new CylinderGeometry(0.28, 0.28, 0.01, 48),
    new MeshStandardMaterial({ map: face, emissiveMap: face, emissive: 0xffffff, emissiveIntensity: 0.55, roughness: 0.4 }),
  );
  dial.rotation.x = Math.PI / 2;
  dial.position.set(0, 0.75, 0.065);
  const needle = new Group();
  const blade = new Mesh(new BoxGeometry(0.018, 0.22, 0.01), glowMaterial(AMBER, 2.2));
  blade.position.y = 0.09;
  needle.add(blade);
  needle.position.set(0, 0.75, 0.08);
  group.add(stem, housing, bezel, dial, needle);
  return { group, needle };
}

const fuelPipeline: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'sequence');
  const studio = createStudio({ renderer, width, height, fov: 34, bloomStrength: 0.6, fogDensity: 0.035 });
  const { scene, camera } = studio;
  scene.add(gridFloor(60, 60, BRAND.accent, 0.07));

  const path = pipePath();
  const length = path.getLength();
  const segments = 600;
  const glass = new Mesh(
    new TubeGeometry(path, segments, 0.34, 40, false),
    new MeshStandardMaterial({ color: 0x6d7c8c, metalness: 0.2, roughness: 0.12, transparent: true, opacity: 0.13, depthWrite: false, envMapIntensity: 0.45 }),
  );
  glass.renderOrder = 3;
  const fluidMap = flowTexture();
  const fluidGeometry = new TubeGeometry(path, segments, 0.25, 24, false);
  const fluid = new Mesh(
    fluidGeometry,
    new MeshStandardMaterial({ color: 0x000000, emissive: 0xffffff, emissiveMap: fluidMap, emissiveIntensity: 1.15, roughness: 0.3 }),
  );
  const indicesPerSegment = 24 * 6;
  scene.add(glass, fluid);
  const front = new Mesh(new SphereGeometry(0.25, 32, 16), glowMaterial(AMBER, 3));
  const frontLight = new PointLight(AMBER.getHex(), 6, 6, 2);
  front.add(frontLight);
  scene.add(front);

  // Flanged steel couplings with bolts, every ~1.6 units along the run.
  const couplingCount = Math.floor(length / 1.6);
  const up = new Vector3(0, 1, 0);
  for (let index = 1; index < couplingCount; index += 1) {
    const t = index / couplingCount;
    const at = path.getPointAt(t);
    const tangent = path.getTangentAt(t);
    const coupling = new Group();
    const collar = new Mesh(new CylinderGeometry(0.42, 0.42, 0.22, 48), steel);
    const rim = new Mesh(new CylinderGeometry(0.5, 0.5, 0.06, 48), darkSteel);
    coupling.add(collar, rim);
    for (let bolt = 0; bolt < 8; bolt += 1) {
      const angle = (bolt / 8) * Math.PI * 2;
      const head = new Mesh(new CylinderGeometry(0.035, 0.035, 0.1, 8), steel);
      head.position.set(Math.cos(angle) * 0.45, 0, Math.sin(angle) * 0.45);
      coupling.add(head);
    }
    coupling.position.copy(at);
    coupling.quaternion.setFromUnitVectors(up, tangent);
    scene.add(coupling);
  }

  // Valve on the first straight, with a yellow handwheel.
  const valveT = 4.5 / length;
  const valveAt = path.getPointAt(valveT);
  const valve = new Group();
  const body = new Mesh(new SphereGeometry(0.6, 48, 32), darkSteel);
  body.scale.set(1.2, 1, 1);
  const bonnet = new Mesh(new CylinderGeometry(0.26, 0.34, 0.6, 32), steel);
  bonnet.position.y = 0.75;
  const stem = new Mesh(new CylinderGeometry(0.05, 0.05, 0.6, 16), steel);
  stem.position.y = 1.25;
  const wheel = new Group();
  const rimWheel = new Mesh(new TorusGeometry(0.55, 0.05, 16, 64), paintYellow);
  rimWheel.rotation.x = Math.PI / 2;
  wheel.add(rimWheel);
  for (let spoke = 0; spoke < 5; spoke += 1) {
    const arm = new Mesh(new CylinderGeometry(0.025, 0.025, 0.55, 8), paintYellow);
    arm.rotation.z = Math.PI / 2;
    arm.position.x = 0.27;
    const pivot = new Group();
    pivot.rotation.y = (spoke / 5) * Math.PI * 2;
    pivot.add(arm);
    wheel.add(pivot);
  }
  const hub = new Mesh(new CylinderGeometry(0.1, 0.1, 0.1, 24), steel);
  wheel.add(hub);
  wheel.position.y = 1.5;
  valve.add(body, bonnet, stem, wheel);
  for (const side of [-1, 1]) {
    const flange = new Mesh(new CylinderGeometry(0.55, 0.55, 0.12, 48), steel);
    flange.rotation.z = Math.PI / 2;
    flange.position.x = side * 0.72;
    valve.add(flange);
  }
  valve.position.copy(valveAt);
  scene.add(valve);

  // Gauges downstream; each needle rises as the fluid reaches it.
  const face = gaugeFace();
  const gauges = [6.5, 9.5, 12.5].map((distance) => {
    const { group, needle } = gauge(face);
    const t = distance / length;
    group.position.copy(path.getPointAt(t)).add(new Vector3(0, 0.3, 0));
    if (distance > 12) group.position.set(0.32, 1.7, 1.5);
    if (distance > 12) group.rotation.z = -Math.PI / 2;
    scene.add(group);
    return { needle, t, settle: 0.4 + 0.5 * random() };
  });

  // Pipe rack supports, a background run of steel pipes and a storage tank.
  const rack = new Group();
  for (let x = -12; x <= 6; x += 3) {
    for (const z of [-1.2]) {
      const post = new Mesh(new BoxGeometry(0.14, 3.4, 0.14), darkSteel);
      post.position.set(x, 1.7, z);
      rack.add(post);
    }
    const beam = new Mesh(new BoxGeometry(0.14, 0.14, 3.5), darkSteel);
    beam.position.set(x, 0.6, 0.5);
    const upper = beam.clone();
    upper.position.y = 3.35;
    const saddle = new Mesh(new BoxGeometry(0.3, 0.1, 0.3), steel);
    saddle.position.set(x, 0.62, 1.5);
    rack.add(beam, upper, saddle);
  }
  scene.add(rack);
  const runs: [number, number, number][] = [
    [1.6, -0.6, 0.22],
    [0.95, -0.2, 0.16],
    [2.6, -0.9, 0.28],
  ];
  for (const [y, z, radius] of runs) {
    const run = new Mesh(new CylinderGeometry(radius, radius, 26, 32), pipeSteel);
    run.rotation.z = Math.PI / 2;
    run.position.set(-3, y, z);
    scene.add(run);
  }
  const tank = new Mesh(new CylinderGeometry(2.0, 2.0, 6.5, 64), darkSteel);
  tank.position.set(8.2, 3.25, 1.0);
  tank.add(edgeLines(new CylinderGeometry(2.0, 2.0, 6.5, 24, 8), BRAND.accent, 0.18, 1));
  const tankBand = new Mesh(new TorusGeometry(2.02, 0.02, 8, 128), glowMaterial(AMBER, 1.4));
  tankBand.rotation.x = Math.PI / 2;
  tankBand.position.set(8.2, 2.2, 1.0);
  const tankShadow = contactShadow(5, 5, 0.8);
  tankShadow.position.set(8.2, 0.01, 1.0);
  scene.add(tank, tankBand, tankShadow);

  const markers: Object3D[] = [];
  if (view === 'plant') {
    const chart = holoPanel({ width: 2.6, height: 1.7, style: 'chart', random });
    chart.position.set(-5.8, 3.8, 1.2);
    chart.rotation.y = 0.3;
    const meter = holoPanel({ width: 1.5, height: 1.5, style: 'gauge', random, fill: 0.64 });
    meter.position.set(2.8, 4.6, 1.8);
    meter.rotation.y = -0.2;
    const list = holoPanel({ width: 1.8, height: 1.5, style: 'list', random, fill: 0.6 });
    list.position.set(-10.2, 3.3, 1.4);
    list.rotation.y = 0.45;
    scene.add(chart, meter, list);
    for (const point of [valveAt.clone().add(new Vector3(0, 1.9, 0)), new Vector3(-4.8, 1.4, 1.5), new Vector3(0, 2.2, 1.9), new Vector3(8.2, 6.5, 1.0)]) {
      const marker = hotspot(point, 0.5, 1.1);
      scene.add(marker);
      markers.push(marker);
    }
  }

  const start = { eye: new Vector3(-11.0, 3.9, 7.6), target: new Vector3(-7.6, 1.45, 1.5) };
  const end = { eye: new Vector3(-3.0, 4.2, 9.6), target: new Vector3(0.2, 1.9, 1.5) };
  const target = new Vector3();

  return {
    scene,
    camera,
    update: (progress) => {
      const opening = easeInOut(Math.min(1, progress / 0.3));
      wheel.rotation.y = -opening * Math.PI * 2.5;
      const advance = view === 'plant' ? 1 : easeInOut(Math.min(1, Math.max(0, (progress - 0.12) / 0.83)));
      const frontT = Math.min(1, valveT + (1 - valveT) * advance);
      fluid.geometry.setDrawRange(0, Math.ceil(frontT * segments) * indicesPerSegment);
      front.position.copy(path.getPointAt(frontT));
      front.visible = frontT < 0.999;
      frontLight.intensity = 3 + 4 * opening;
      fluidMap.offset.x = -progress * 3 * (0.3 + opening);
      for (const { needle, t, settle } of gauges) {
        const reached = Math.min(1, Math.max(0, (frontT - t) * 8));
        needle.rotation.z = Math.PI * 0.75 - reached * settle * Math.PI * 1.5;
      }
      if (view === 'plant') {
        camera.position.set(-13.5, 9.4, 17.0);
        camera.lookAt(-3.2, 1.4, 1.0);
      } else {
        const drift = easeInOut(progress) * 0.7 + progress * 0.3;
        camera.position.lerpVectors(start.eye, end.eye, drift);
        target.lerpVectors(start.target, end.target, drift);
        camera.lookAt(target);
      }
      camera.updateMatrixWorld();
      faceCamera(markers, camera);
    },
    render: studio.render,
  };
};

export default fuelPipeline;
