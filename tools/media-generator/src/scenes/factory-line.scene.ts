/**
 * A production line: six-axis robot arms working either side of a conveyor
 * carrying parts. Options: view 'industry' (default) | 'sales' | 'training' | 'twin'.
 */
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshStandardMaterial, Vector3, type Object3D } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { contactShadow, faceCamera, gridFloor, holoPanel, hotspot, outlineMeshes, routeLine } from './hologram-kit.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';

const shell = new MeshStandardMaterial({ color: 0x30333a, metalness: 0.7, roughness: 0.35 });
const yellowShell = new MeshStandardMaterial({ color: BRAND.accent, metalness: 0.35, roughness: 0.38 });
const steel = new MeshStandardMaterial({ color: 0x7c818a, metalness: 1, roughness: 0.38 });
const dark = new MeshStandardMaterial({ color: 0x101114, metalness: 0.5, roughness: 0.55 });

export interface ArmPose {
  yaw: number;
  shoulder: number;
  elbow: number;
  wrist: number;
}

/** A six-axis industrial arm; returns the root and a function that poses it. */
export function robotArm(painted: boolean): { root: Group; pose: (pose: ArmPose) => void } {
  const body = painted ? yellowShell : shell;
  const root = new Group();
  const base = new Mesh(new CylinderGeometry(0.5, 0.58, 0.3, 48), dark);
  base.position.y = 0.15;
  root.add(base);
  const turret = new Group();
  turret.position.y = 0.3;
  const turretBody = new Mesh(new CylinderGeometry(0.38, 0.44, 0.5, 48), body);
  turretBody.position.y = 0.25;
  turret.add(turretBody);
  const ring = new Mesh(new CylinderGeometry(0.45, 0.45, 0.03, 48), glowMaterial(BRAND.accent, 1.4));
  ring.position.y = 0.02;
  turret.add(ring);
  root.add(turret);

  const shoulder = new Group();
  shoulder.position.set(0, 0.62, 0);
  const hub = new Mesh(new CylinderGeometry(0.26, 0.26, 0.6, 32), steel);
  hub.rotation.z = Math.PI / 2;
  shoulder.add(hub);
  const upper = new Mesh(new RoundedBoxGeometry(0.32, 1.6, 0.38, 3, 0.1), body);
  upper.position.y = 0.8;
  shoulder.add(upper);
  turret.add(shoulder);

  const elbow = new Group();
  elbow.position.y = 1.6;
  const elbowHub = new Mesh(new CylinderGeometry(0.2, 0.2, 0.5, 32), steel);
  elbowHub.rotation.z = Math.PI / 2;
  const elbowBand = new Mesh(new CylinderGeometry(0.205, 0.205, 0.04, 32), glowMaterial(BRAND.accent, 1.6));
  elbowBand.rotation.z = Math.PI / 2;
  elbowBand.position.x = 0.27;
  elbow.add(elbowHub, elbowBand);
  const fore = new Mesh(new RoundedBoxGeometry(0.24, 1.25, 0.28, 3, 0.08), body);
  fore.position.y = 0.62;
  elbow.add(fore);
  shoulder.add(elbow);

  const wrist = new Group();
  wrist.position.y = 1.25;
  const wristHub = new Mesh(new CylinderGeometry(0.13, 0.13, 0.32, 24), steel);
  wristHub.rotation.z = Math.PI / 2;
  wrist.add(wristHub);
  const flange = new Mesh(new CylinderGeometry(0.11, 0.11, 0.18, 24), dark);
  flange.position.y = 0.18;
  wrist.add(flange);
  for (const side of [-1, 1]) {
    const finger = new Mesh(new BoxGeometry(0.05, 0.24, 0.12), steel);
    finger.position.set(side * 0.08, 0.36, 0);
    wrist.add(finger);
  }
  const tip = new Mesh(new CylinderGeometry(0.02, 0.02, 0.02, 12), glowMaterial(BRAND.accent, 3));
  tip.position.y = 0.27;
  wrist.add(tip);
  elbow.add(wrist);

  return {
    root,
    pose: ({ yaw, shoulder: s, elbow: e, wrist: w }) => {
      turret.rotation.y = yaw;
      shoulder.rotation.x = s;
      elbow.rotation.x = e;
      wrist.rotation.x = w;
    },
  };
}

function conveyor(length: number): Group {
  const group = new Group();
  const belt = new Mesh(new BoxGeometry(length, 0.08, 1.3), new MeshStandardMaterial({ color: 0x0b0c0e, roughness: 0.8, metalness: 0.2 }));
  belt.position.y = 0.85;
  group.add(belt);
  for (const side of [-1, 1]) {
    const rail = new Mesh(new BoxGeometry(length, 0.16, 0.08), steel);
    rail.position.set(0, 0.88, side * 0.7);
    const light = new Mesh(new BoxGeometry(length, 0.015, 0.015), glowMaterial(BRAND.accent, 1.8));
    light.position.set(0, 0.97, side * 0.7);
    group.add(rail, light);
  }
  for (let x = -length / 2 + 1; x < length / 2; x += 2.5) {
    for (const side of [-1, 1]) {
      const leg = new Mesh(new BoxGeometry(0.1, 0.85, 0.1), dark);
      leg.position.set(x, 0.42, side * 0.6);
      group.add(leg);
    }
  }
  return group;
}

/** A machined housing travelling on the belt. */
function part(): Mesh {
  const mesh = new Mesh(new RoundedBoxGeometry(0.8, 0.42, 0.7, 3, 0.06), new MeshStandardMaterial({ color: 0x7d838c, metalness: 0.95, roughness: 0.28 }));
  const boss = new Mesh(new CylinderGeometry(0.16, 0.16, 0.12, 32), steel);
  boss.position.y = 0.24;
  mesh.add(boss);
  return mesh;
}

const factoryLine: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'industry');
  const studio = createStudio({ renderer, width, height, fov: 30, bloomStrength: 0.55, fogDensity: view === 'industry' ? 0.04 : 0.035 });
  const { scene, camera } = studio;
  scene.add(gridFloor(80, 80, BRAND.accent, 0.07));

  const line = conveyor(30);
  scene.add(line);
  for (let x = -14; x < 14; x += 2.2) {
    const item = part();
    item.position.set(x + random() * 0.3, 1.1, 0);
    item.rotation.y = (random() - 0.5) * 0.2;
    scene.add(item);
  }
  const arms: Object3D[] = [];
  for (let index = 0; index < 8; index += 1) {
    const side = index % 2 === 0 ? 1 : -1;
    const { root, pose } = robotArm(index === 2 || (view === 'sales' && index === 4));
    root.position.set(-10 + index * 3, 0, side * 1.9);
    const reach = random();
    pose({
      yaw: side > 0 ? Math.PI + (random() - 0.5) * 0.8 : (random() - 0.5) * 0.8,
      shoulder: 0.35 + 0.3 * reach,
      elbow: 1.1 + 0.5 * reach,
      wrist: 0.9 + 0.3 * random(),
    });
    scene.add(root);
    const shadow = contactShadow(1.8, 1.8, 0.8);
    shadow.position.set(root.position.x, 0.01, root.position.z);
    scene.add(shadow);
    arms.push(root);
  }

  const markers: Object3D[] = [];
  if (view === 'sales') {
    const specs = holoPanel({ width: 2.0, height: 2.3, style: 'list', random, fill: 0.5 });
    specs.position.set(4.4, 2.6, 3.2);
    specs.rotation.y = -0.6;
    const swatches = holoPanel({ width: 1.9, height: 1.5, style: 'swatches', random });
    swatches.position.set(0.6, 3.3, 3.6);
    swatches.rotation.y = -0.15;
    scene.add(specs, swatches);
  }
  if (view === 'training') {
    const steps = holoPanel({ width: 2.0, height: 2.4, style: 'steps', random, fill: 0.5 });
    steps.position.set(-1.6, 2.9, 3.2);
    steps.rotation.y = 0.35;
    scene.add(steps);
    // A ghost of the arm in its next pose, drawn as a wireframe hologram.
    const ghost = robotArm(false);
    ghost.pose({ yaw: Math.PI - 0.6, shoulder: 0.1, elbow: 0.9, wrist: 0.6 });
    ghost.root.position.copy(arms[4]?.position ?? new Vector3(2, 0, 1.9));
    ghost.root.traverse((child) => {
      if (child instanceof Mesh) child.material = new MeshStandardMaterial({ color: 0x000000, transparent: true, opacity: 0, depthWrite: false });
    });
    outlineMeshes(ghost.root, BRAND.accent, 0.75, 30);
    scene.add(ghost.root);
    for (const point of [new Vector3(2, 2.6, 1.9), new Vector3(2, 0.5, 2.6), new Vector3(3.5, 1.4, 0)]) {
      const marker = hotspot(point, 0.6, 1.1);
      scene.add(marker);
      markers.push(marker);
    }
  }
  if (view === 'twin') {
    for (const arm of arms) outlineMeshes(arm, BRAND.accent, 0.35, 30);
    const chart = holoPanel({ width: 2.8, height: 1.8, style: 'chart', random });
    chart.position.set(-3.0, 4.2, -2.4);
    const meter = holoPanel({ width: 1.6, height: 1.6, style: 'gauge', random, fill: 0.86 });
    meter.position.set(2.6, 4.3, -2.4);
    scene.add(chart, meter);
    arms.slice(1, 7).forEach((arm, index) => {
      const from = arm.position.clone().add(new Vector3(0, 2.6, 0));
      const to = index % 2 === 0 ? new Vector3(-3.0, 3.3, -2.4) : new Vector3(2.6, 3.5, -2.4);
      scene.add(
        routeLine(
          [
            from,
            from
              .clone()
              .lerp(to, 0.5)
              .add(new Vector3(0, 1.4, 0)),
            to,
          ],
          0.008,
          BRAND.accent,
          1.4,
        ),
      );
    });
  }

  const cameras: Record<string, [Vector3, Vector3]> = {
    industry: [new Vector3(-13.5, 5.2, 10.5), new Vector3(-0.5, 1.2, 0)],
    sales: [new Vector3(6.8, 2.9, 9.2), new Vector3(1.6, 1.9, 0.4)],
    training: [new Vector3(7.5, 3.8, 9.5), new Vector3(1.2, 1.9, 0.6)],
    twin: [new Vector3(-1, 10.5, 13.5), new Vector3(0, 1.8, -0.6)],
  };
  const [eye, target]: [Vector3, Vector3] = cameras[view] ?? [new Vector3(-13.5, 5.2, 10.5), new Vector3(-0.5, 1.2, 0)];
  camera.position.copy(eye);
  camera.lookAt(target);
  camera.updateMatrixWorld();

  return {
    scene,
    camera,
    update: () => {
      faceCamera(markers, camera);
    },
    render: studio.render,
  };
};

export default factoryLine;
