/**
 * A distribution centre: rows of pallet racking, a truck at the dock and a
 * drone tracing glowing routes over the aisles.
 * Options: view 'industry' (default) | 'sales' | 'training' | 'twin'.
 */
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshStandardMaterial, TorusGeometry, Vector3, type Object3D } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { contactShadow, faceCamera, gridFloor, holoPanel, hotspot, outlineMeshes, routeLine } from './hologram-kit.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';

const upright = new MeshStandardMaterial({ color: 0x2b2e35, metalness: 0.8, roughness: 0.4 });
const beamPaint = new MeshStandardMaterial({ color: 0x6a5a20, metalness: 0.5, roughness: 0.45 });
const pallet = new MeshStandardMaterial({ color: 0x3a3128, roughness: 0.85 });
const cartonTones = [0x8a7a64, 0x6f6557, 0x9b8a70, 0x55504a].map((color) => new MeshStandardMaterial({ color, roughness: 0.8, metalness: 0 }));

function rack(random: () => number, bays: number, levels: number): Group {
  const group = new Group();
  const bayWidth = 2.6;
  const levelHeight = 1.5;
  const depth = 1.2;
  for (let bay = 0; bay <= bays; bay += 1) {
    for (const z of [-depth / 2, depth / 2]) {
      const post = new Mesh(new BoxGeometry(0.09, levels * levelHeight + 0.3, 0.09), upright);
      post.position.set(bay * bayWidth, (levels * levelHeight + 0.3) / 2, z);
      group.add(post);
    }
  }
  for (let level = 1; level <= levels; level += 1) {
    for (const z of [-depth / 2, depth / 2]) {
      const beam = new Mesh(new BoxGeometry(bays * bayWidth, 0.12, 0.06), beamPaint);
      beam.position.set((bays * bayWidth) / 2, level * levelHeight - 0.9, z);
      group.add(beam);
    }
  }
  for (let bay = 0; bay < bays; bay += 1) {
    for (let level = 0; level < levels; level += 1) {
      if (random() < 0.18) continue;
      const y = level === 0 ? 0 : level * levelHeight - 0.84;
      const base = new Mesh(new BoxGeometry(1.1, 0.14, 1.1), pallet);
      base.position.set(bay * bayWidth + bayWidth / 2, y + 0.07, 0);
      group.add(base);
      const stackHeight = 0.5 + random() * 0.6;
      const load = new Mesh(new RoundedBoxGeometry(1.05, stackHeight, 1.05, 2, 0.03), cartonTones[Math.floor(random() * cartonTones.length)]);
      load.position.set(bay * bayWidth + bayWidth / 2, y + 0.14 + stackHeight / 2, 0);
      group.add(load);
    }
  }
  return group;
}

function truck(): Group {
  const group = new Group();
  const trailer = new Mesh(new RoundedBoxGeometry(7.5, 2.7, 2.5, 3, 0.08), new MeshStandardMaterial({ color: 0x8e939b, metalness: 0.5, roughness: 0.35 }));
  trailer.position.set(0, 2.25, 0);
  const stripe = new Mesh(new BoxGeometry(7.4, 0.12, 2.52), glowMaterial(BRAND.accent, 1.2));
  stripe.position.set(0, 1.25, 0);
  const cab = new Mesh(new RoundedBoxGeometry(2.0, 2.4, 2.45, 4, 0.25), new MeshStandardMaterial({ color: 0x1d1f24, metalness: 0.7, roughness: 0.3 }));
  cab.position.set(4.9, 1.95, 0);
  const windshield = new Mesh(new BoxGeometry(0.05, 0.8, 2.1), new MeshStandardMaterial({ color: 0x05060a, metalness: 1, roughness: 0.05 }));
  windshield.position.set(5.9, 2.55, 0);
  group.add(trailer, stripe, cab, windshield);
  for (const x of [-2.6, -1.6, 4.6]) {
    for (const z of [-1.1, 1.1]) {
      const wheel = new Mesh(new CylinderGeometry(0.48, 0.48, 0.35, 32), new MeshStandardMaterial({ color: 0x0b0b0d, roughness: 0.85 }));
      wheel.rotation.x = Math.PI / 2;
      wheel.position.set(x, 0.48, z);
      group.add(wheel);
    }
  }
  return group;
}

function drone(): Group {
  const group = new Group();
  const body = new Mesh(new RoundedBoxGeometry(0.5, 0.14, 0.5, 3, 0.05), new MeshStandardMaterial({ color: 0x1d1f24, metalness: 0.7, roughness: 0.3 }));
  group.add(body);
  const corners: [number, number][] = [
    [0.4, 0.4],
    [-0.4, 0.4],
    [0.4, -0.4],
    [-0.4, -0.4],
  ];
  for (const [x, z] of corners) {
    const arm = new Mesh(new BoxGeometry(0.05, 0.04, 0.05), body.material);
    arm.scale.x = Math.hypot(x, z) / 0.05;
    arm.rotation.y = Math.atan2(-z, x);
    arm.position.set(x / 2, 0, z / 2);
    const rotor = new Mesh(new TorusGeometry(0.17, 0.012, 8, 48), glowMaterial(BRAND.accent, 2.2));
    rotor.rotation.x = Math.PI / 2;
    rotor.position.set(x, 0.05, z);
    group.add(arm, rotor);
  }
  const eye = new Mesh(new CylinderGeometry(0.05, 0.05, 0.03, 16), glowMaterial(BRAND.white, 3));
  eye.position.set(0, -0.08, 0.2);
  group.add(eye);
  return group;
}

const warehouse: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'industry');
  const studio = createStudio({ renderer, width, height, fov: 32, bloomStrength: 0.55, fogDensity: 0.03 });
  const { scene, camera } = studio;
  scene.add(gridFloor(90, 90, BRAND.accent, 0.07));

  const racks: Group[] = [];
  for (let row = 0; row < 5; row += 1) {
    const unit = rack(random, 6, 4);
    unit.position.set(-8, 0, -row * 4.2);
    scene.add(unit);
    racks.push(unit);
  }
  const lorry = truck();
  lorry.position.set(-15, 0, 6.2);
  lorry.rotation.y = 0;
  scene.add(lorry);
  const lorryShadow = contactShadow(10, 4, 0.85);
  lorryShadow.position.set(-14.6, 0.01, 6.2);
  scene.add(lorryShadow);

  // Floor lane markings leading from the dock into the aisles.
  for (let index = 0; index < 12; index += 1) {
    const dash = new Mesh(new BoxGeometry(0.9, 0.01, 0.12), glowMaterial(BRAND.accent, 0.9));
    dash.position.set(-8 + index * 1.5, 0.01, 4.0);
    scene.add(dash);
  }

  const routes: Vector3[][] = [
    [new Vector3(-9.5, 3.5, 6.2), new Vector3(-2, 7.2, 2.1), new Vector3(3, 7.0, -2.1), new Vector3(6, 5.5, -6.3), new Vector3(2, 4.5, -12)],
    [new Vector3(-9.5, 3.5, 6.2), new Vector3(-8.5, 7.0, 0), new Vector3(-5, 7.2, -6.3), new Vector3(1, 6.6, -10.5)],
  ];
  for (const route of routes) scene.add(routeLine(route, 0.02, BRAND.accent, 1.8));
  const copter = drone();
  copter.position.set(-2, 7.2, 2.1);
  copter.rotation.y = 0.6;
  copter.scale.setScalar(2.6);
  scene.add(copter);

  const markers: Object3D[] = [];
  if (view === 'sales') {
    const quote = holoPanel({ width: 3.0, height: 2.3, style: 'list', random, fill: 0.6 });
    quote.position.set(6.8, 4.2, 7.5);
    quote.rotation.y = -0.55;
    const chart = holoPanel({ width: 2.6, height: 1.7, style: 'chart', random });
    chart.position.set(8.6, 1.7, 8.6);
    chart.rotation.y = -0.6;
    scene.add(quote, chart);
  }
  if (view === 'training') {
    scene.add(
      routeLine([new Vector3(-8, 0.05, 4.6), new Vector3(0.5, 0.05, 3.2), new Vector3(5.5, 0.05, 1.9), new Vector3(7.5, 0.05, -2)], 0.05, BRAND.accent, 2.4),
    );
    const steps = holoPanel({ width: 2.2, height: 2.6, style: 'steps', random, fill: 0.5 });
    steps.position.set(3.2, 2.6, 5.6);
    steps.rotation.y = -0.35;
    scene.add(steps);
    for (const point of [new Vector3(-4.7, 2.2, 0.6), new Vector3(1.2, 0.2, 3.0), new Vector3(-9.5, 3.9, 6.2)]) {
      const marker = hotspot(point, 0.7, 1.3);
      scene.add(marker);
      markers.push(marker);
    }
  }
  if (view === 'twin') {
    for (const unit of racks.slice(0, 3)) outlineMeshes(unit, BRAND.accent, 0.4, 30);
    const chart = holoPanel({ width: 3.0, height: 1.9, style: 'chart', random });
    chart.position.set(8.2, 5.6, 5.0);
    chart.rotation.y = -0.6;
    const meter = holoPanel({ width: 1.9, height: 1.9, style: 'gauge', random, fill: 0.78 });
    meter.position.set(10.2, 3.4, 7.2);
    meter.rotation.y = -0.6;
    scene.add(chart, meter);
  }

  const cameras: Record<string, [Vector3, Vector3]> = {
    industry: [new Vector3(13.5, 6.5, 16.5), new Vector3(-1.0, 2.6, -1.5)],
    sales: [new Vector3(14.5, 5.0, 17.5), new Vector3(1.0, 2.8, 2.0)],
    training: [new Vector3(11.5, 6.2, 15.5), new Vector3(0.0, 1.8, 1.5)],
    twin: [new Vector3(15.5, 12.5, 15.5), new Vector3(-1.0, 1.8, -2.5)],
  };
  const [eye, target]: [Vector3, Vector3] = cameras[view] ?? [new Vector3(13.5, 6.5, 16.5), new Vector3(-1.0, 2.6, -1.5)];
  camera.position.copy(eye);
  camera.lookAt(target);
  camera.updateMatrixWorld();

  return {
    scene,
    camera,
    update: () => faceCamera(markers, camera),
    render: studio.render,
  };
};

export default warehouse;
