/**
 * "Satori" (about banner): a sphere of light with a thin orbit ring rising over
 * a wireframe landscape at dusk, the valley opening towards it.
 */
import { AdditiveBlending, Mesh, MeshBasicMaterial, Points, PointsMaterial, SphereGeometry, TorusGeometry, DoubleSide } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';
import { glowDisc, pointsGeometry, valueNoise, wireTerrain } from './xr-kit.ts';

const enlightenment: SceneFactory = ({ renderer, width, height, random }) => {
  const studio = createStudio({ renderer, width, height, fov: 34, floorRadius: 0, bloomStrength: 0.85, fogDensity: 0.028 });
  const { scene, camera } = studio;
  const noise = valueNoise(random);
  const terrain = wireTerrain(
    80,
    60,
    120,
    70,
    (x, z) => {
      const valley = Math.min(1, Math.abs(x) / 9);
      const ridges = noise(x * 0.18 + 11, z * 0.18 + 3) * 4.2 + noise(x * 0.5, z * 0.5) * 0.9;
      return ridges * valley * valley - 1.2;
    },
    BRAND.accent,
    0.45,
  );
  terrain.position.z = -18;
  scene.add(terrain);

  const orb = new Mesh(new SphereGeometry(1.25, 64, 32), glowMaterial(BRAND.white, 2.2));
  orb.position.set(0, 5.2, -30);
  const corona = new Mesh(
    new SphereGeometry(1.45, 64, 32),
    new MeshBasicMaterial({ color: BRAND.accent, transparent: true, opacity: 0.25, blending: AdditiveBlending, depthWrite: false, toneMapped: false }),
  );
  corona.position.copy(orb.position);
  const ring = new Mesh(new TorusGeometry(3.2, 0.03, 12, 240), glowMaterial(BRAND.accent, 3.5));
  ring.position.copy(orb.position);
  ring.rotation.set(Math.PI / 2 - 0.32, 0.18, 0);
  const outer = new Mesh(
    new TorusGeometry(5.4, 0.012, 8, 240),
    new MeshBasicMaterial({
      color: BRAND.accent,
      transparent: true,
      opacity: 0.5,
      blending: AdditiveBlending,
      depthWrite: false,
      toneMapped: false,
      side: DoubleSide,
    }),
  );
  outer.position.copy(orb.position);
  outer.rotation.set(Math.PI / 2 - 0.22, -0.1, 0.2);
  const glow = glowDisc(16, 'rgba(255,200,60,', 0.55);
  glow.position.set(0, 5.0, -34);
  const horizon = glowDisc(30, 'rgba(255,170,20,', 0.28);
  horizon.scale.y = 0.25;
  horizon.position.set(0, 0.5, -40);
  scene.add(horizon, glow, orb, corona, ring, outer);

  const dust: number[] = [];
  for (let index = 0; index < 420; index += 1) dust.push((random() - 0.5) * 50, 1 + random() * 14, -10 - random() * 35);
  scene.add(
    new Points(
      pointsGeometry(dust),
      new PointsMaterial({
        color: BRAND.accent,
        size: 0.06,
        transparent: true,
        opacity: 0.55,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
    ),
  );

  camera.position.set(0, 3.2, 6);
  camera.lookAt(0, 3.6, -30);
  return {
    scene,
    camera,
    update: (progress) => {
      ring.rotation.z = progress * Math.PI * 2;
    },
    render: studio.render,
  };
};

export default enlightenment;
