/**
 * Guided maintenance training: an engine assembly explodes into its parts and
 * back while a glowing pointer walks through four procedure steps, the active
 * part lit in yellow and a step list floating beside it.
 * Options: view = 'video' | 'card'.
 */
import {
  AdditiveBlending,
  type BufferGeometry,
  CylinderGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  PointLight,
  Points,
  PointsMaterial,
  SphereGeometry,
  TorusGeometry,
  Vector3,
  type LineSegments,
  type LineBasicMaterial,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, easeInOut, glowMaterial, loopWave } from './studio.ts';
import { canvasPanel, cyclic, drawHudFrame, drawText, edgeLines, floorGrid, fract, materials, pointsGeometry, roundRect, YELLOW } from './xr-kit.ts';

const STEPS = ['Remove cover bolts', 'Lift the valve cover', 'Replace the oil filter', 'Check belt tension'];

interface Part {
  group: Group;
  edges: LineSegments[];
  rest: Vector3;
  exploded: Vector3;
  focus: Vector3;
}

const training: SceneFactory = ({ renderer, width, height, options }) => {
  const card = options.view === 'card';
  const studio = createStudio({ renderer, width, height, fov: 32, bloomStrength: 0.6, fogDensity: 0.04 });
  const { scene, camera } = studio;
  scene.add(floorGrid(30, 30, 0.06));
  const engine = new Group();
  engine.position.set(0.6, 0, 0);
  scene.add(engine);

  const makePart = (rest: Vector3, exploded: Vector3, focus: Vector3, build: (group: Group) => void): Part => {
    const group = new Group();
    build(group);
    const edges: LineSegments[] = [];
    group.traverse((child) => {
      if (child instanceof Mesh) {
        const lines = edgeLines(child.geometry as BufferGeometry, BRAND.accent, 0.12, 30);
        lines.position.copy(child.position);
        lines.rotation.copy(child.rotation);
        lines.scale.copy(child.scale);
        edges.push(lines);
      }
    });
    for (const lines of edges) group.add(lines);
    group.position.copy(rest);
    engine.add(group);
    return { group, edges, rest, exploded, focus };
  };

  const blockMaterial = new MeshStandardMaterial({ color: 0x4a4e57, metalness: 0.8, roughness: 0.38 });
  makePart(new Vector3(0, 0.9, 0), new Vector3(0, 0.9, 0), new Vector3(), (group) => {
    const block = new Mesh(new RoundedBoxGeometry(2.6, 1.1, 1.3, 4, 0.08), blockMaterial);
    group.add(block);
    const sump = new Mesh(new RoundedBoxGeometry(2.3, 0.35, 1.1, 4, 0.08), materials.darkSteel());
    sump.position.y = -0.7;
    group.add(sump);
    for (let index = 0; index < 4; index += 1) {
      const rib = new Mesh(new RoundedBoxGeometry(0.08, 0.9, 1.36, 2, 0.03), materials.darkSteel());
      rib.position.x = -0.9 + index * 0.6;
      group.add(rib);
    }
  });
  const bolts = makePart(new Vector3(0, 1.86, 0), new Vector3(0, 3.05, 0), new Vector3(0, 0.1, 0), (group) => {
    for (let index = 0; index < 8; index += 1) {
      const bolt = new Mesh(new CylinderGeometry(0.05, 0.05, 0.14, 6), materials.steel());
      bolt.position.set(-1.0 + (index % 4) * 0.66, 0, index < 4 ? -0.44 : 0.44);
      group.add(bolt);
    }
  });
  const cover = makePart(new Vector3(0, 1.62, 0), new Vector3(0, 2.45, 0), new Vector3(0, 0.2, 0), (group) => {
    const lid = new Mesh(new RoundedBoxGeometry(2.5, 0.32, 1.12, 5, 0.12), new MeshStandardMaterial({ color: 0xc99a00, metalness: 0.3, roughness: 0.4 }));
    group.add(lid);
    for (let index = 0; index < 3; index += 1) {
      const fin = new Mesh(new RoundedBoxGeometry(2.1, 0.05, 0.06, 2, 0.02), materials.graphite());
      fin.position.set(0, 0.17, -0.25 + index * 0.25);
      group.add(fin);
    }
  });
  const filter = makePart(new Vector3(0.7, 0.75, 0.82), new Vector3(0.9, 0.75, 2.0), new Vector3(0, 0.25, 0), (group) => {
    const can = new Mesh(new CylinderGeometry(0.2, 0.2, 0.5, 40), new MeshStandardMaterial({ color: 0x1c1d22, metalness: 0.5, roughness: 0.35 }));
    can.rotation.x = Math.PI / 2;
    group.add(can);
    const band = new Mesh(new TorusGeometry(0.2, 0.018, 10, 40), glowMaterial(BRAND.accent, 1.5));
    band.position.z = 0.12;
    group.add(band);
  });
  const pulley = makePart(new Vector3(-1.42, 0.95, 0), new Vector3(-2.5, 0.95, 0), new Vector3(0, 0, 0), (group) => {
    const wheel = new Mesh(new CylinderGeometry(0.42, 0.42, 0.14, 48), materials.steel());
    wheel.rotation.z = Math.PI / 2;
    group.add(wheel);
    const belt = new Mesh(new TorusGeometry(0.44, 0.035, 10, 64), new MeshStandardMaterial({ color: 0x111114, roughness: 0.8 }));
    belt.rotation.y = Math.PI / 2;
    group.add(belt);
    const hub = new Mesh(new CylinderGeometry(0.12, 0.12, 0.2, 24), materials.darkSteel());
    hub.rotation.z = Math.PI / 2;
    group.add(hub);
  });
  const steps = [bolts, cover, filter, pulley];

  // The pointer: a glowing bead with a light and a short trail.
  const pointer = new Group();
  const bead = new Mesh(new SphereGeometry(0.07, 24, 16), glowMaterial(BRAND.accent, 6));
  const halo = new Mesh(new TorusGeometry(0.14, 0.008, 8, 48), glowMaterial(BRAND.accent, 3));
  const light = new PointLight(BRAND.accent.getHex(), 1.2, 3, 2);
  pointer.add(bead, halo, light);
  scene.add(pointer);
  const trailCount = 24;
  const trailGeometry = pointsGeometry(Array.from({ length: trailCount * 3 }, () => 0));
  scene.add(
    new Points(
      trailGeometry,
      new PointsMaterial({
        color: BRAND.accent,
        size: 0.05,
        transparent: true,
        opacity: 0.7,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
    ),
  );

  const panel = canvasPanel(2.5, 1.9, 280, () => undefined, { brightness: 0.85 });
  panel.mesh.position.set(-2.9, 2.2, 0.9);
  panel.mesh.rotation.y = 0.35;
  scene.add(panel.mesh);
  const drawPanel = (active: number, within: number) => {
    const { context, width: w, height: h } = panel;
    drawHudFrame(context, w, h);
    drawText(context, 'GUIDED PROCEDURE · ENGINE SERVICE', w * 0.07, h * 0.13, h * 0.05, 'rgba(255,255,255,0.6)', 700);
    drawText(context, `Step ${active + 1} of ${STEPS.length}`, w * 0.07, h * 0.25, h * 0.085, '#ffffff', 800);
    STEPS.forEach((step, index) => {
      const y = h * (0.36 + index * 0.14);
      const isActive = index === active;
      const done = index < active;
      roundRect(context, w * 0.06, y, w * 0.88, h * 0.11, h * 0.03);
      context.fillStyle = isActive ? 'rgba(255,214,10,0.16)' : 'rgba(255,255,255,0.04)';
      context.fill();
      context.beginPath();
      context.arc(w * 0.13, y + h * 0.055, h * 0.032, 0, Math.PI * 2);
      context.fillStyle = isActive || done ? YELLOW : 'rgba(255,255,255,0.25)';
      context.fill();
      drawText(context, String(index + 1), w * 0.118, y + h * 0.07, h * 0.04, '#0c0d11', 800);
      drawText(context, step, w * 0.2, y + h * 0.072, h * 0.05, isActive ? '#ffffff' : 'rgba(255,255,255,0.55)', isActive ? 700 : 500);
    });
    roundRect(context, w * 0.06, h * 0.93, w * 0.88, h * 0.014, h * 0.007);
    context.fillStyle = 'rgba(255,255,255,0.12)';
    context.fill();
    roundRect(context, w * 0.06, h * 0.93, w * 0.88 * ((active + within) / STEPS.length), h * 0.014, h * 0.007);
    context.fillStyle = YELLOW;
    context.fill();
    panel.refresh();
  };

  const explodeAt = (progress: number) => easeInOut(loopWave(progress));
  const focusAt = (part: Part, progress: number) => {
    const amount = explodeAt(progress);
    return new Vector3().lerpVectors(part.rest, part.exploded, amount).add(part.focus).add(engine.position);
  };
  const pointerAt = (progress: number) => {
    const phase = fract(progress) * steps.length;
    const index = Math.floor(phase) % steps.length;
    const travel = easeInOut(Math.min(1, Math.max(0, (fract(phase) - 0.55) / 0.45)));
    const from = focusAt(cyclic(steps, index), progress).add(new Vector3(0.0, 0.35, 0.35));
    const to = focusAt(cyclic(steps, index + 1), progress).add(new Vector3(0.0, 0.35, 0.35));
    const position = new Vector3().lerpVectors(from, to, travel);
    position.y += Math.sin(travel * Math.PI) * 0.6;
    return { position, index, within: fract(phase) };
  };

  const target = new Vector3(-0.5, 1.55, 0);
  return {
    scene,
    camera,
    update: (progress) => {
      const angle = (card ? 0.5 : 0.42) + 0.14 * Math.sin(2 * Math.PI * progress);
      const radius = card ? 8.4 : 9.0;
      camera.position.set(target.x + Math.sin(angle) * radius, 4.1 + 0.25 * Math.cos(2 * Math.PI * progress), target.z + Math.cos(angle) * radius);
      camera.lookAt(target);
      const amount = explodeAt(progress);
      for (const part of [bolts, cover, filter, pulley]) part.group.position.lerpVectors(part.rest, part.exploded, amount);
      pulley.group.rotation.x = progress * Math.PI * 2;
      const { position, index, within } = pointerAt(progress);
      pointer.position.copy(position);
      halo.lookAt(camera.position);
      halo.scale.setScalar(1 + 0.25 * Math.sin(2 * Math.PI * progress * 8));
      steps.forEach((part, partIndex) => {
        const active = partIndex === index;
        for (const lines of part.edges) (lines.material as LineBasicMaterial).opacity = active ? 0.95 : 0.12;
      });
      const trail = trailGeometry.getAttribute('position');
      for (let step = 0; step < trailCount; step += 1) {
        const point = pointerAt(progress - step * 0.004).position;
        trail.setXYZ(step, point.x, point.y, point.z);
      }
      trail.needsUpdate = true;
      drawPanel(index, within);
    },
    render: studio.render,
  };
};

export default training;
