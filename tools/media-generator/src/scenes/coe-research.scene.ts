/**
 * The Centre of Excellence research lab: a holographic double helix turns over
 * a projection pedestal, small molecules drift, data screens glow around it,
 * and a wireframe lab building assembles from modules and comes apart again.
 * Options: view = 'video' | 'card'.
 */
import {
  AdditiveBlending,
  BoxGeometry,
  CylinderGeometry,
  DoubleSide,
  Group,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  Quaternion,
  SphereGeometry,
  Vector3,
} from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial, loopWave } from './studio.ts';
import { canvasPanel, drawBars, drawHudFrame, drawSparkline, drawText, edgeLines, floorGrid, materials, series, smoothstep, YELLOW } from './xr-kit.ts';

function bond(from: Vector3, to: Vector3, radius: number, material: MeshStandardMaterial): Mesh {
  const length = from.distanceTo(to);
  const mesh = new Mesh(new CylinderGeometry(radius, radius, length, 10), material);
  mesh.position.copy(from).add(to).multiplyScalar(0.5);
  mesh.quaternion.copy(new Quaternion().setFromUnitVectors(new Vector3(0, 1, 0), to.clone().sub(from).normalize()));
  return mesh;
}

function createHelix(): Group {
  const helix = new Group();
  const atom = new MeshStandardMaterial({ color: 0xe8e9ec, metalness: 0.3, roughness: 0.25 });
  const accent = glowMaterial(BRAND.accent, 2.2);
  const rung = new MeshStandardMaterial({ color: 0x8a8f99, metalness: 0.7, roughness: 0.3 });
  const count = 22;
  for (let index = 0; index < count; index += 1) {
    const angle = index * 0.55;
    const y = index * 0.16;
    const a = new Vector3(Math.cos(angle) * 0.55, y, Math.sin(angle) * 0.55);
    const b = new Vector3(Math.cos(angle + Math.PI) * 0.55, y, Math.sin(angle + Math.PI) * 0.55);
    const glow = index % 4 === 1;
    for (const point of [a, b]) {
      const sphere = new Mesh(new SphereGeometry(0.085, 20, 14), glow ? accent : atom);
      sphere.position.copy(point);
      helix.add(sphere);
    }
    helix.add(bond(a, b, 0.018, rung));
    if (index > 0) {
      const prev = index - 1;
      const pa = new Vector3(Math.cos(prev * 0.55) * 0.55, prev * 0.16, Math.sin(prev * 0.55) * 0.55);
      const pb = new Vector3(Math.cos(prev * 0.55 + Math.PI) * 0.55, prev * 0.16, Math.sin(prev * 0.55 + Math.PI) * 0.55);
      helix.add(bond(pa, a, 0.028, rung), bond(pb, b, 0.028, rung));
    }
  }
  helix.position.y = -((count - 1) * 0.16) / 2;
  const holder = new Group();
  holder.add(helix);
  return holder;
}

function createRingMolecule(): Group {
  const molecule = new Group();
  const carbon = new MeshStandardMaterial({ color: 0x2a2c33, metalness: 0.4, roughness: 0.3 });
  const hydrogen = new MeshStandardMaterial({ color: 0xe8e9ec, roughness: 0.3 });
  const stick = new MeshStandardMaterial({ color: 0x8a8f99, metalness: 0.6, roughness: 0.3 });
  const ring: Vector3[] = [];
  for (let index = 0; index < 6; index += 1) {
    const angle = (index / 6) * Math.PI * 2;
    ring.push(new Vector3(Math.cos(angle) * 0.3, Math.sin(angle) * 0.3, 0));
  }
  ring.forEach((point, index) => {
    const c = new Mesh(new SphereGeometry(0.07, 16, 12), carbon);
    c.position.copy(point);
    const h = new Mesh(new SphereGeometry(0.045, 12, 10), index === 0 ? glowMaterial(BRAND.accent, 2.5) : hydrogen);
    const outer = point.clone().multiplyScalar(1.7);
    h.position.copy(outer);
    molecule.add(c, h, bond(point, ring[(index + 1) % 6] ?? point, 0.018, stick), bond(point, outer, 0.012, stick));
  });
  return molecule;
}

const coeResearch: SceneFactory = ({ renderer, width, height, random, options }) => {
  const card = options.view === 'card';
  const studio = createStudio({ renderer, width, height, fov: 32, bloomStrength: 0.6, fogDensity: 0.04 });
  const { scene, camera } = studio;
  scene.add(floorGrid(30, 30, 0.05));

  const pedestal = new Group();
  // A square lab plinth with a frosted, white-lit top (no ring).
  const base = new Mesh(new BoxGeometry(2.3, 0.4, 2.3), materials.graphite());
  base.position.y = 0.2;
  const top = new Mesh(new BoxGeometry(2.1, 0.02, 2.1), glowMaterial(BRAND.white, 0.35));
  top.position.y = 0.41;
  const beam = new Mesh(
    new CylinderGeometry(1.0, 1.05, 3.6, 64, 1, true),
    new MeshBasicMaterial({
      color: BRAND.accent,
      transparent: true,
      opacity: 0.022,
      blending: AdditiveBlending,
      depthWrite: false,
      side: DoubleSide,
      toneMapped: false,
    }),
  );
  beam.position.y = 2.2;
  pedestal.add(base, top, beam);
  scene.add(pedestal);
  const helix = createHelix();
  helix.position.y = 2.3;
  helix.rotation.z = 0.12;
  scene.add(helix);

  const placements = [
    { position: new Vector3(-2.2, 3.3, 0.8), scale: 0.9 },
    { position: new Vector3(2.0, 3.6, 0.4), scale: 0.7 },
    { position: new Vector3(-1.2, 1.4, 1.6), scale: 0.6 },
  ];
  const molecules = placements.map(({ position, scale }, index) => {
    const molecule = createRingMolecule();
    molecule.position.copy(position);
    molecule.scale.setScalar(scale);
    scene.add(molecule);
    return { molecule, phase: index / 3, spin: random() * Math.PI, baseY: molecule.position.y };
  });

  // Holographic screens in an arc behind the pedestal.
  const spectrum = series(random, 48, 0.45, 0.9);
  const trials = series(random, 8, 0.6, 0.7);
  const screens = [
    {
      angle: -0.75,
      draw: (context: CanvasRenderingContext2D, w: number, h: number) => {
        drawHudFrame(context, w, h, 'rgba(12,13,18,0.55)');
        drawText(context, 'SPECTRAL ANALYSIS', w * 0.07, h * 0.16, h * 0.07, 'rgba(255,255,255,0.7)', 700);
        drawSparkline(context, spectrum, w * 0.07, h * 0.28, w * 0.86, h * 0.58);
      },
    },
    {
      angle: 0,
      draw: (context: CanvasRenderingContext2D, w: number, h: number) => {
        drawHudFrame(context, w, h, 'rgba(12,13,18,0.55)');
        drawText(context, 'CENTRE OF EXCELLENCE', w * 0.07, h * 0.16, h * 0.07, YELLOW, 800);
        drawText(context, 'Immersive research lab', w * 0.07, h * 0.3, h * 0.09, '#ffffff', 700);
        drawBars(context, trials, w * 0.07, h * 0.42, w * 0.86, h * 0.46, 5);
      },
    },
    {
      angle: 0.75,
      draw: (context: CanvasRenderingContext2D, w: number, h: number) => {
        drawHudFrame(context, w, h, 'rgba(12,13,18,0.55)');
        drawText(context, 'STRUCTURE · 1.8 Å', w * 0.07, h * 0.16, h * 0.07, 'rgba(255,255,255,0.7)', 700);
        context.strokeStyle = 'rgba(255,214,10,0.8)';
        context.lineWidth = 3;
        for (let ring = 1; ring <= 4; ring += 1) {
          context.beginPath();
          context.arc(w * 0.5, h * 0.6, ring * h * 0.075, 0, Math.PI * 2);
          context.stroke();
        }
        for (let spoke = 0; spoke < 12; spoke += 1) {
          const a = (spoke / 12) * Math.PI * 2;
          context.beginPath();
          context.moveTo(w * 0.5, h * 0.6);
          context.lineTo(w * 0.5 + Math.cos(a) * h * 0.3, h * 0.6 + Math.sin(a) * h * 0.3);
          context.stroke();
        }
      },
    },
  ];
  for (const screen of screens) {
    const panel = canvasPanel(2.9, 1.8, 240, screen.draw, { brightness: 0.8 });
    panel.mesh.position.set(Math.sin(screen.angle) * 5.0, 3.3, -Math.cos(screen.angle) * 5.0 - 0.4);
    panel.mesh.lookAt(0, 3.3, 4);
    scene.add(panel.mesh);
  }

  // The wireframe lab building: modules fly apart and reassemble once per loop.
  const building = new Group();
  building.position.set(3.6, 0, 1.2);
  building.rotation.y = -0.5;
  scene.add(building);
  const modules: { group: Group; home: Vector3; away: Vector3; delay: number }[] = [];
  const moduleGeometry = new BoxGeometry(0.7, 0.5, 0.7);
  const fill = new MeshStandardMaterial({ color: 0x0c0d11, transparent: true, opacity: 0.5, roughness: 0.5 });
  for (let x = 0; x < 3; x += 1) {
    for (let y = 0; y < 4 - x; y += 1) {
      for (let z = 0; z < 2; z += 1) {
        const group = new Group();
        group.add(new Mesh(moduleGeometry, fill), edgeLines(moduleGeometry, BRAND.accent, 0.75));
        const home = new Vector3((x - 1) * 0.72, 0.25 + y * 0.52, (z - 0.5) * 0.72);
        const direction = home
          .clone()
          .sub(new Vector3(0, 0.8, 0))
          .normalize();
        const away = home
          .clone()
          .add(direction.multiplyScalar(0.55 + random() * 0.35))
          .add(new Vector3(0, 0.25 + y * 0.12, 0));
        building.add(group);
        modules.push({ group, home, away, delay: random() * 0.35 });
      }
    }
  }

  const target = new Vector3(0.9, 2.0, 0);
  return {
    scene,
    camera,
    update: (progress) => {
      const angle = (card ? 0.3 : 0.22) + 0.14 * Math.sin(2 * Math.PI * progress);
      const radius = card ? 12.6 : 11.2;
      camera.position.set(target.x + Math.sin(angle) * radius, 3.4 + 0.25 * Math.cos(2 * Math.PI * progress), target.z + Math.cos(angle) * radius);
      camera.lookAt(target);
      helix.rotation.y = progress * Math.PI;
      for (const { molecule, phase, spin, baseY } of molecules) {
        molecule.rotation.set(0.4 + 0.3 * Math.sin(2 * Math.PI * (progress + phase)), spin + progress * Math.PI * 2, 0.2);
        molecule.position.y = baseY + 0.15 * Math.sin(2 * Math.PI * (progress + phase));
      }
      const apart = loopWave(progress);
      for (const { group, home, away, delay } of modules) {
        const amount = smoothstep(delay, delay + 0.6, apart);
        group.position.lerpVectors(home, away, amount);
        group.rotation.set(amount * 0.35, amount * 0.5, 0);
      }
    },
    render: studio.render,
  };
};

export default coeResearch;
