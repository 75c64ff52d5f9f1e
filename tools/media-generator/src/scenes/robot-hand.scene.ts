/**
 * An articulated robotic hand closing its metal fingers around a glowing
 * energy core. Progress 0 is the open hand, 1 the closed grip.
 * Options: view 'sequence' (default) | 'training' (hotspots and a lesson panel).
 */
import {
  BoxGeometry,
  CylinderGeometry,
  Group,
  IcosahedronGeometry,
  Mesh,
  MeshStandardMaterial,
  PointLight,
  SphereGeometry,
  TorusGeometry,
  Vector3,
  type Object3D,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { contactShadow, edgeLines, faceCamera, gridFloor, holoPanel, hotspot } from './hologram-kit.ts';
import { BRAND, createStudio, easeInOut, glowMaterial } from './studio.ts';

const plate = new MeshStandardMaterial({ color: 0x2a2d33, metalness: 0.85, roughness: 0.32 });
const steel = new MeshStandardMaterial({ color: 0xb9bec6, metalness: 1, roughness: 0.2 });
const dark = new MeshStandardMaterial({ color: 0x0d0e11, metalness: 0.6, roughness: 0.5 });

interface Finger {
  joints: Group[];
  weights: number[];
  delay: number;
}

function joint(radius: number, width: number): Group {
  const group = new Group();
  const pin = new Mesh(new CylinderGeometry(radius, radius, width, 32), steel);
  pin.rotation.z = Math.PI / 2;
  const band = new Mesh(new TorusGeometry(radius * 0.92, radius * 0.12, 8, 32), glowMaterial(BRAND.accent, 0.9));
  band.rotation.y = Math.PI / 2;
  band.position.x = width * 0.52;
  group.add(pin, band);
  return group;
}

/** A chain of segments; each joint group bends about its local x axis. */
function finger(lengths: number[], thickness: number): { root: Group; joints: Group[] } {
  const root = new Group();
  const joints: Group[] = [];
  let parent: Group = root;
  lengths.forEach((length, index) => {
    const pivot = new Group();
    pivot.add(joint(thickness * 0.45, thickness * 1.05));
    const shell = new Mesh(new RoundedBoxGeometry(thickness, length, thickness * 1.05, 3, thickness * 0.28), plate);
    shell.position.y = length / 2 + thickness * 0.1;
    shell.add(edgeLines(shell.geometry, BRAND.white, 0.08, 30));
    const stripe = new Mesh(new BoxGeometry(thickness * 0.16, length * 0.62, 0.01), glowMaterial(BRAND.accent, index === lengths.length - 1 ? 1.3 : 0.7));
    stripe.position.set(0, length / 2 + thickness * 0.1, -thickness * 0.53);
    pivot.add(shell, stripe);
    if (index === lengths.length - 1) {
      const pad = new Mesh(new SphereGeometry(thickness * 0.42, 24, 16), dark);
      pad.scale.set(1, 0.7, 0.6);
      pad.position.set(0, length + thickness * 0.05, thickness * 0.12);
      pivot.add(pad);
    }
    parent.add(pivot);
    joints.push(pivot);
    const next = new Group();
    next.position.y = length + thickness * 0.2;
    pivot.add(next);
    parent = next;
  });
  return { root, joints };
}

function buildHand() {
  const hand = new Group();
  const palm = new Mesh(new RoundedBoxGeometry(1.08, 1.1, 0.34, 4, 0.1), plate);
  palm.add(edgeLines(palm.geometry, BRAND.white, 0.1, 30));
  const inset = new Mesh(new RoundedBoxGeometry(0.8, 0.78, 0.06, 3, 0.03), dark);
  inset.position.z = 0.17;
  const core = new Mesh(new CylinderGeometry(0.12, 0.12, 0.02, 48), glowMaterial(BRAND.accent, 1.2));
  core.rotation.x = Math.PI / 2;
  core.position.z = 0.205;
  palm.add(inset, core);
  hand.add(palm);

  const wrist = new Group();
  const ball = new Mesh(new SphereGeometry(0.3, 48, 32), steel);
  const forearm = new Mesh(new CylinderGeometry(0.34, 0.42, 2.4, 48), plate);
  forearm.position.y = -1.45;
  forearm.add(edgeLines(forearm.geometry, BRAND.white, 0.06, 30));
  wrist.add(ball, forearm);
  for (const y of [-0.55, -0.75, -2.2]) {
    const ring = new Mesh(new TorusGeometry(0.36 + (-y - 0.55) * 0.03, 0.015, 8, 64), glowMaterial(BRAND.accent, 1.2));
    ring.rotation.x = Math.PI / 2;
    ring.position.y = y;
    wrist.add(ring);
  }
  wrist.position.y = -0.7;
  hand.add(wrist);

  const fingers: Finger[] = [];
  const specs = [
    { x: -0.39, lengths: [0.34, 0.24, 0.2], delay: 0 },
    { x: -0.13, lengths: [0.42, 0.29, 0.22], delay: 0.05 },
    { x: 0.13, lengths: [0.46, 0.31, 0.23], delay: 0.1 },
    { x: 0.39, lengths: [0.42, 0.28, 0.22], delay: 0.15 },
  ];
  for (const spec of specs) {
    const { root, joints } = finger(spec.lengths, 0.19);
    root.position.set(spec.x, 0.62, 0.02);
    hand.add(root);
    fingers.push({ joints, weights: [1.0, 1.35, 1.1], delay: spec.delay });
  }
  const thumb = finger([0.36, 0.28, 0.22], 0.21);
  thumb.root.position.set(0.58, -0.18, 0.1);
  thumb.root.rotation.set(0, -0.9, -1.0);
  hand.add(thumb.root);
  fingers.push({ joints: thumb.joints, weights: [0.75, 0.9, 0.7], delay: 0.2 });
  return { hand, fingers };
}

const smoothstep = (t: number) => t * t * (3 - 2 * t);

const robotHand: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'sequence');
  const studio = createStudio({ renderer, width, height, fov: 30, bloomStrength: 0.45, fogDensity: 0.03 });
  const { scene, camera } = studio;
  scene.add(gridFloor(40, 50, BRAND.accent, 0.07));

  const { hand, fingers } = buildHand();
  hand.position.set(0, 2.1, 0);
  hand.rotation.set(-0.15, 0.95, 0.1);
  scene.add(hand);
  const base = new Mesh(new CylinderGeometry(0.7, 0.85, 0.25, 64), dark);
  base.position.set(0.1, 0.12, -0.6);
  scene.add(base, contactShadow(2.6, 2.6, 0.9));

  // The energy core the hand grips.
  const orb = new Group();
  const heart = new Mesh(new IcosahedronGeometry(0.22, 4), glowMaterial(BRAND.accent, 1));
  const shell = edgeLines(new IcosahedronGeometry(0.44, 1), BRAND.accent, 0.85, 1);
  const orbit = new Mesh(new TorusGeometry(0.56, 0.008, 8, 128), glowMaterial(BRAND.white, 1.2));
  orbit.rotation.x = 1.2;
  orb.add(heart, shell, orbit);
  const glow = new PointLight(BRAND.accent.getHex(), 3, 4, 2);
  orb.add(glow);
  hand.add(orb);

  const hotspots: Object3D[] = [];
  if (view === 'training') {
    const lesson = holoPanel({ width: 1.9, height: 2.3, style: 'steps', random, fill: 0.6 });
    lesson.position.set(-2.3, 2.4, 0.2);
    lesson.rotation.y = 0.45;
    const gauge = holoPanel({ width: 1.2, height: 1.2, style: 'gauge', random, fill: 0.8 });
    gauge.position.set(2.3, 3.0, -0.4);
    gauge.rotation.y = -0.5;
    scene.add(lesson, gauge);
    for (const point of [new Vector3(0.5, 1.2, 0.8), new Vector3(-0.6, 2.9, 0.6), new Vector3(0.6, 3.2, 0.2)]) {
      const marker = hotspot(point, 0.5, 0.9);
      scene.add(marker);
      hotspots.push(marker);
    }
  }

  camera.position.set(view === 'training' ? 1.2 : 1.4, 2.9, view === 'training' ? 8.4 : 6.3);
  camera.lookAt(view === 'training' ? 0 : -0.45, 2.4, 0);
  camera.updateMatrixWorld();

  return {
    scene,
    camera,
    update: (progress) => {
      const grip = typeof options.grip === 'number' ? options.grip : progress;
      for (const { joints, weights, delay } of fingers) {
        const local = smoothstep(Math.min(1, Math.max(0, (grip - delay * 0.6) / (1 - 0.6 * 0.2))));
        joints.forEach((pivot, index) => {
          pivot.rotation.x = 0.08 + local * (weights[index] ?? 1);
        });
      }
      const settle = easeInOut(grip);
      orb.position.set(0, 0.55 - 0.12 * settle, 0.62 - 0.08 * settle);
      shell.rotation.set(grip * 1.2, grip * 2.4, 0);
      orbit.rotation.z = grip * Math.PI;
      heart.material.emissiveIntensity = 0.9 + 0.9 * settle;
      glow.intensity = 1 + 2 * settle;
      faceCamera(hotspots, camera);
    },
    render: studio.render,
  };
};

export default robotHand;
