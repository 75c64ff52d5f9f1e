/**
 * Professional services: a team's planning table, a blueprint grid carrying a
 * modular model in shaded and wireframe blocks, with holographic panels around it.
 */
import { BoxGeometry, Mesh, MeshPhysicalMaterial, MeshStandardMaterial, Vector3 } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { contactShadow, edgeLines, gridFloor, holoPanel, routeLine } from './hologram-kit.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';

const blueprintStudio: SceneFactory = ({ renderer, width, height, random }) => {
  const studio = createStudio({ renderer, width, height, fov: 32, bloomStrength: 0.55, fogDensity: 0.04 });
  const { scene, camera } = studio;
  scene.add(gridFloor(60, 60, BRAND.accent, 0.05));

  // A rectangular planning table: dark oak top on a brushed aluminium frame, standing on the floor.
  const table = new Mesh(
    new RoundedBoxGeometry(6.4, 0.1, 4.4, 3, 0.03),
    new MeshPhysicalMaterial({ color: 0x2a2119, roughness: 0.5, metalness: 0, clearcoat: 0.5, clearcoatRoughness: 0.35 }),
  );
  table.position.y = 0.91;
  const aluminium = new MeshStandardMaterial({ color: 0x9aa0a8, metalness: 1, roughness: 0.3 });
  const frame = new Mesh(new BoxGeometry(6.0, 0.08, 4.0), aluminium);
  frame.position.y = 0.82;
  scene.add(table, frame);
  for (const x of [-2.9, 2.9]) {
    for (const z of [-1.9, 1.9]) {
      const leg = new Mesh(new BoxGeometry(0.09, 0.8, 0.09), aluminium);
      leg.position.set(x, 0.4, z);
      scene.add(leg);
    }
  }
  const tableShadow = contactShadow(7.4, 5.4, 0.9);
  scene.add(tableShadow);
  const plan = gridFloor(4.6, 23, BRAND.accent, 0.3, 0.97);
  scene.add(plan);

  const shaded = new MeshStandardMaterial({ color: 0x3a3e46, metalness: 0.5, roughness: 0.35 });
  const hologram = new MeshStandardMaterial({ color: 0x000000, transparent: true, opacity: 0.25, depthWrite: false });
  const cell = 0.4;
  for (let gx = -4; gx <= 4; gx += 1) {
    for (let gz = -3; gz <= 3; gz += 1) {
      if (Math.hypot(gx, gz) > 4.2 || random() < 0.45) continue;
      const tall = 0.15 + random() * random() * 1.6;
      const ghost = random() < 0.4;
      const accent = !ghost && random() < 0.08;
      const block = new Mesh(new BoxGeometry(cell * 0.86, tall, cell * 0.86), accent ? glowMaterial(BRAND.accent, 1.3) : ghost ? hologram : shaded);
      block.position.set(gx * cell, 0.96 + tall / 2, gz * cell);
      block.add(edgeLines(block.geometry, ghost ? BRAND.accent : BRAND.white, ghost ? 0.85 : 0.12, 30));
      scene.add(block);
    }
  }

  const panels: { style: 'blueprint' | 'chart' | 'steps'; at: Vector3; turn: number; size: [number, number] }[] = [
    { style: 'blueprint', at: new Vector3(-3.9, 2.9, -1.6), turn: 0.55, size: [2.4, 1.7] },
    { style: 'chart', at: new Vector3(0, 3.5, -3.2), turn: 0, size: [2.6, 1.6] },
    { style: 'steps', at: new Vector3(3.9, 2.9, -1.6), turn: -0.55, size: [2.0, 1.9] },
  ];
  for (const { style, at, turn, size } of panels) {
    const panel = holoPanel({ width: size[0], height: size[1], style, random, fill: 0.6 });
    panel.position.copy(at);
    panel.rotation.y = turn;
    scene.add(panel);
    const from = new Vector3((random() - 0.5) * 2, 1.9, (random() - 0.5) * 1.5);
    scene.add(
      routeLine(
        [
          from,
          from
            .clone()
            .lerp(at, 0.5)
            .add(new Vector3(0, 0.6, 0)),
          at.clone().add(new Vector3(0, -size[1] / 2, 0)),
        ],
        0.006,
        BRAND.accent,
        1.5,
      ),
    );
  }

  camera.position.set(0.6, 6.3, 11.2);
  camera.lookAt(0, 1.7, -0.4);
  camera.updateMatrixWorld();
  return { scene, camera, update: () => undefined, render: studio.render };
};

export default blueprintStudio;
