/**
 * A turbofan engine in cutaway: the nacelle is open on one quarter (drawn as a
 * glowing wireframe ghost), the fan and core stages spin, and the core slides
 * apart into an exploded view and back once per loop. The engine itself is
 * jet-engine-model.ts, the one the site's 3D viewer shows.
 * Options: view = 'video' | 'card'.
 */
import { BufferGeometry, Group, LineSegments, Mesh, TorusGeometry, Vector3 } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { buildJetEngine, CORE_CASING_PROFILE, cutawayMaterials, NACELLE_PROFILE, type EngineProfile } from './jet-engine-model.ts';
import { BRAND, createStudio, glowMaterial, loopWave } from './studio.ts';
import { canvasPanel, drawHudFrame, drawText, glowLineMaterial, YELLOW } from './xr-kit.ts';

/** Rings and longitudes over a lathe profile, as glowing lines. */
function latheWire(profile: EngineProfile, rings: number[], longitudes: number, phiStart: number, phiLength: number, opacity: number): LineSegments {
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

const jetEngine: SceneFactory = ({ renderer, width, height, options }) => {
  const card = options.view === 'card';
  const studio = createStudio({ renderer, width, height, fov: 30, bloomStrength: 0.55, fogDensity: 0.04 });
  const { scene, camera } = studio;

  // The engine is built along y inside its body, which is turned so the axis runs along x.
  const cutStart = 0;
  const cutLength = Math.PI * 1.5;
  const { body: axis, fan, combustor, stages, spinning } = buildJetEngine(cutawayMaterials(), { nacelleArc: cutLength });
  const engine = new Group();
  engine.add(axis);
  engine.position.y = 1.75;
  scene.add(engine);

  // The open quarter of the nacelle as a glowing ghost, and the closed part's outline.
  const nacelleOuter = NACELLE_PROFILE.slice(0, 7);
  axis.add(latheWire(nacelleOuter, [-2.2, -1.9, -1.4, -0.9, -0.4, 0.1, 0.6, 1.1], 10, cutStart - Math.PI * 0.5, Math.PI * 0.5, 0.55));
  axis.add(latheWire(nacelleOuter, [-2.1, 1.1], 24, cutStart, cutLength, 0.25));

  // The spinner's swirl and the combustor's flame rings glow for the bloom pass.
  const swirl = new Mesh(new TorusGeometry(0.18, 0.008, 8, 48, Math.PI * 1.2), glowMaterial(BRAND.accent, 3));
  swirl.rotation.x = Math.PI / 2;
  // Half a metre ahead of the fan: on the spinner, near its nose.
  swirl.position.y = -0.5;
  fan.add(swirl);
  for (let index = 0; index < 3; index += 1) {
    const flame = new Mesh(new TorusGeometry(0.44, 0.02 + index * 0.006, 12, 96), glowMaterial(index === 1 ? BRAND.accentSoft : BRAND.accent, 3 - index * 0.6));
    flame.rotation.x = Math.PI / 2;
    flame.position.y = -0.15 + index * 0.15;
    combustor.add(flame);
  }
  axis.add(latheWire(CORE_CASING_PROFILE, [-1.1, -0.6, -0.2, 0.2, 0.6, 1.0, 1.3, 1.7, 2.1, 2.5], 16, 0, Math.PI * 2, 0.22));

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
