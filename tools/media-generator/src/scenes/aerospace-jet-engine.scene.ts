/**
 * A turbofan engine in cutaway: the nacelle is open on one quarter (drawn as a
 * glowing wireframe ghost), the fan and core stages spin, and the core slides
 * apart into an exploded view and back once per loop.
 * Options: view = 'video' | 'card'.
 */
import {
  BoxGeometry,
  BufferGeometry,
  DoubleSide,
  Group,
  LatheGeometry,
  LineSegments,
  Mesh,
  MeshStandardMaterial,
  TorusGeometry,
  Vector2,
  Vector3,
} from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial, loopWave } from './studio.ts';
import { canvasPanel, drawHudFrame, drawText, glowLineMaterial, materials, YELLOW } from './xr-kit.ts';

/** A lathe profile given as [axial x, radius] pairs; the lathe axis is y, later turned onto x. */
function lathe(profile: [number, number][], segments = 96, phiStart = 0, phiLength = Math.PI * 2): LatheGeometry {
  return new LatheGeometry(
    profile.map(([x, radius]) => new Vector2(radius, x)),
    segments,
    phiStart,
    phiLength,
  );
}

/** Rings and longitudes over a lathe profile, as glowing lines. */
function latheWire(profile: [number, number][], rings: number[], longitudes: number, phiStart: number, phiLength: number, opacity: number): LineSegments {
  const points: Vector3[] = [];
  const radiusAt = (x: number) => {
    for (const [index, [x1, r1]] of profile.entries()) {
      const [x0, r0] = profile[index - 1] ?? [x1, r1];
      if ((x >= x0 && x <= x1) || (x <= x0 && x >= x1)) return r0 + ((x - x0) / (x1 - x0 || 1)) * (r1 - r0);
    }
    return profile.at(-1)?.[1] ?? 0;
  };
  for (const x of rings) {
    const radius = radiusAt(x);
    for (let step = 0; step < 64; step += 1) {
      const a0 = phiStart + (step / 64) * phiLength;
      const a1 = phiStart + ((step + 1) / 64) * phiLength;
      points.push(new Vector3(Math.sin(a0) * radius, x, Math.cos(a0) * radius), new Vector3(Math.sin(a1) * radius, x, Math.cos(a1) * radius));
    }
  }
  for (let index = 0; index <= longitudes; index += 1) {
    const angle = phiStart + (index / longitudes) * phiLength;
    for (const [p, [x1, r1]] of profile.entries()) {
      const previous = profile[p - 1];
      if (!previous) continue;
      const [x0, r0] = previous;
      points.push(new Vector3(Math.sin(angle) * r0, x0, Math.cos(angle) * r0), new Vector3(Math.sin(angle) * r1, x1, Math.cos(angle) * r1));
    }
  }
  return new LineSegments(new BufferGeometry().setFromPoints(points), glowLineMaterial(BRAND.accent, opacity));
}

/** A ring of twisted blades around the axis (y), from hub radius to tip radius. */
function bladeRing(count: number, hub: number, tip: number, chord: number, twist: number, material: MeshStandardMaterial): Group {
  const ring = new Group();
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
  for (let index = 0; index < count; index += 1) {
    const blade = new Mesh(geometry, material);
    const holder = new Group();
    holder.rotation.y = (index / count) * Math.PI * 2;
    // Blades stand radially: rotate the blade's length (y) onto the radius.
    blade.rotation.z = 0;
    const radial = new Group();
    radial.rotation.x = Math.PI / 2;
    radial.add(blade);
    holder.add(radial);
    ring.add(holder);
  }
  return ring;
}

const jetEngine: SceneFactory = ({ renderer, width, height, options }) => {
  const card = options.view === 'card';
  const studio = createStudio({ renderer, width, height, fov: 30, bloomStrength: 0.55, fogDensity: 0.04 });
  const { scene, camera } = studio;

  // Everything is built along y, then the engine group is turned so the axis runs along x.
  const engine = new Group();
  const axis = new Group();
  axis.rotation.z = -Math.PI / 2;
  engine.add(axis);
  engine.position.y = 1.75;
  scene.add(engine);

  const cutStart = 0;
  const cutLength = Math.PI * 1.5;
  const nacelleProfile: [number, number][] = [
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
  const nacelleMaterial = new MeshStandardMaterial({ color: 0x33363d, metalness: 0.85, roughness: 0.32, side: DoubleSide });
  const nacelle = new Mesh(lathe(nacelleProfile, 120, cutStart, cutLength), nacelleMaterial);
  axis.add(nacelle);
  const ghost = latheWire(nacelleProfile.slice(0, 7), [-2.2, -1.9, -1.4, -0.9, -0.4, 0.1, 0.6, 1.1], 10, cutStart - Math.PI * 0.5, Math.PI * 0.5, 0.55);
  axis.add(ghost);
  axis.add(latheWire(nacelleProfile.slice(0, 7), [-2.1, 1.1], 24, cutStart, cutLength, 0.25));

  const steel = materials.steel();
  const titanium = new MeshStandardMaterial({ color: 0xb8bcc4, metalness: 0.95, roughness: 0.22 });
  const darkSteel = materials.darkSteel();
  const spinning: { object: Group; turns: number }[] = [];

  const fan = new Group();
  fan.add(bladeRing(22, 0.32, 1.3, 0.34, 0.9, titanium));
  const spinner = new Mesh(
    lathe(
      [
        [-2.15, 0.0],
        [-2.0, 0.12],
        [-1.75, 0.26],
        [-1.5, 0.33],
        [-1.35, 0.34],
      ],
      64,
    ),
    new MeshStandardMaterial({ color: 0x15161a, metalness: 0.8, roughness: 0.25 }),
  );
  fan.add(spinner);
  const swirl = new Mesh(new TorusGeometry(0.18, 0.008, 8, 48, Math.PI * 1.2), glowMaterial(BRAND.accent, 3));
  swirl.rotation.x = Math.PI / 2;
  swirl.position.y = -1.95;
  fan.add(swirl);
  const fanHolder = new Group();
  fanHolder.position.y = -1.45;
  spinner.position.y = 1.45;
  swirl.position.y = -0.5;
  fanHolder.add(fan);
  axis.add(fanHolder);
  spinning.push({ object: fan, turns: 1 });

  // Core stages: low- and high-pressure compressors, combustor, turbines, exhaust.
  const stages: { group: Group; baseY: number; spread: number }[] = [];
  const addStage = (group: Group, y: number, spread: number) => {
    group.position.y = y;
    axis.add(group);
    stages.push({ group, baseY: y, spread });
  };
  const compressorRadii = [0.72, 0.66, 0.6, 0.54, 0.49, 0.45, 0.42, 0.4];
  compressorRadii.forEach((radius, index) => {
    const stage = new Group();
    const spinner2 = new Group();
    spinner2.add(bladeRing(30 - index, 0.24, radius, 0.12, 0.7, index % 2 === 0 ? steel : titanium));
    const disc = new Mesh(
      lathe(
        [
          [-0.05, 0],
          [-0.05, 0.26],
          [0.05, 0.26],
          [0.05, 0],
        ],
        48,
      ),
      darkSteel,
    );
    spinner2.add(disc);
    stage.add(spinner2);
    spinning.push({ object: spinner2, turns: 2 });
    addStage(stage, -0.95 + index * 0.2, (index - 3.5) * 0.09);
  });
  const combustor = new Group();
  const chamber = new Mesh(
    lathe(
      [
        [-0.3, 0.3],
        [-0.3, 0.52],
        [0.0, 0.58],
        [0.3, 0.52],
        [0.3, 0.3],
      ],
      72,
    ),
    new MeshStandardMaterial({ color: 0x3b3a39, metalness: 0.8, roughness: 0.4, side: DoubleSide }),
  );
  combustor.add(chamber);
  for (let index = 0; index < 3; index += 1) {
    const flame = new Mesh(new TorusGeometry(0.44, 0.02 + index * 0.006, 12, 96), glowMaterial(index === 1 ? BRAND.accentSoft : BRAND.accent, 3 - index * 0.6));
    flame.rotation.x = Math.PI / 2;
    flame.position.y = -0.15 + index * 0.15;
    combustor.add(flame);
  }
  addStage(combustor, 0.95, 0.7);
  const turbineRadii = [0.5, 0.56, 0.64, 0.72];
  turbineRadii.forEach((radius, index) => {
    const stage = new Group();
    const spinner2 = new Group();
    spinner2.add(bladeRing(34, 0.26, radius, 0.1, -0.8, darkSteel));
    spinner2.add(
      new Mesh(
        lathe(
          [
            [-0.04, 0],
            [-0.04, 0.28],
            [0.04, 0.28],
            [0.04, 0],
          ],
          48,
        ),
        steel,
      ),
    );
    stage.add(spinner2);
    spinning.push({ object: spinner2, turns: -2 });
    addStage(stage, 1.45 + index * 0.17, 0.95 + index * 0.1);
  });
  const exhaust = new Group();
  exhaust.add(
    new Mesh(
      lathe(
        [
          [0, 0.3],
          [0.5, 0.26],
          [1.0, 0.12],
          [1.2, 0.0],
        ],
        64,
      ),
      steel,
    ),
  );
  addStage(exhaust, 2.15, 1.5);
  const shaft = new Mesh(
    lathe(
      [
        [-1.3, 0.09],
        [2.2, 0.09],
      ],
      32,
    ),
    titanium,
  );
  axis.add(shaft);
  const coreCasingProfile: [number, number][] = [
    [-1.1, 0.82],
    [-0.2, 0.72],
    [0.6, 0.64],
    [1.3, 0.78],
    [2.1, 0.82],
    [2.5, 0.7],
  ];
  axis.add(latheWire(coreCasingProfile, [-1.1, -0.6, -0.2, 0.2, 0.6, 1.0, 1.3, 1.7, 2.1, 2.5], 16, 0, Math.PI * 2, 0.22));

  const label = canvasPanel(
    1.7,
    0.62,
    300,
    (context, w, h) => {
      drawHudFrame(context, w, h);
      drawText(context, 'HP COMPRESSOR · STAGE 5', w * 0.07, h * 0.38, h * 0.15, 'rgba(255,255,255,0.85)', 700);
      drawText(context, '12,480 rpm · blade tip 0.42 mm', w * 0.07, h * 0.7, h * 0.13, YELLOW, 600);
    },
    { brightness: 0.8 },
  );
  label.mesh.position.set(-0.6, 3.75, 0.4);
  scene.add(label.mesh);
  const leader = new LineSegments(
    new BufferGeometry().setFromPoints([new Vector3(), new Vector3(), new Vector3(), new Vector3()]),
    glowLineMaterial(BRAND.accent, 0.8),
  );
  scene.add(leader);

  const labelledStage = stages[5];
  if (!labelledStage) throw new Error('The label needs compressor stage 5.');
  const target = new Vector3(0.45, 1.85, 0);
  return {
    scene,
    camera,
    update: (progress) => {
      const angle = (card ? 0.72 : 0.62) + 0.16 * Math.sin(2 * Math.PI * progress);
      const radius = card ? 12 : 12.8;
      camera.position.set(target.x - Math.sin(angle) * radius * 0.55, 3.1 + 0.35 * Math.sin(2 * Math.PI * progress + 0.8), target.z + Math.cos(angle) * radius);
      camera.lookAt(target);
      for (const { object, turns } of spinning) object.rotation.y = progress * Math.PI * 2 * turns;
      const explode = loopWave(progress);
      for (const { group, baseY, spread } of stages) group.position.y = baseY + spread * explode * 0.9;
      const anchor = new Vector3(-0.3, labelledStage.baseY + labelledStage.spread * explode * 0.9, 0.3);
      axis.localToWorld(anchor);
      const elbow = new Vector3(anchor.x, label.mesh.position.y - 0.31, anchor.z);
      const end = new Vector3(label.mesh.position.x - 0.55, label.mesh.position.y - 0.31, label.mesh.position.z);
      const positions = leader.geometry.getAttribute('position');
      positions.setXYZ(0, anchor.x, anchor.y, anchor.z);
      positions.setXYZ(1, elbow.x, elbow.y, elbow.z);
      positions.setXYZ(2, elbow.x, elbow.y, elbow.z);
      positions.setXYZ(3, end.x, end.y, end.z);
      positions.needsUpdate = true;
      label.mesh.lookAt(camera.position);
    },
    render: studio.render,
  };
};

export default jetEngine;
