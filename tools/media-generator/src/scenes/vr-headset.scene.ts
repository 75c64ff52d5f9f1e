/**
 * Virtual reality (card still): a headset in the foreground and the world it
 * opens, a floating island of wireframe terrain on a glowing ring, with panels
 * and light rays linking the lenses to the virtual space.
 */
import {
  AdditiveBlending,
  BoxGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  Points,
  PointsMaterial,
  TorusGeometry,
  Vector3,
  ConeGeometry,
  IcosahedronGeometry,
} from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';
import {
  canvasPanel,
  createHeadset,
  drawHudFrame,
  drawSparkline,
  drawText,
  edgeLines,
  glowDisc,
  polyline,
  pointsGeometry,
  series,
  valueNoise,
  wireTerrain,
  YELLOW,
} from './xr-kit.ts';

const vrHeadset: SceneFactory = ({ renderer, width, height, random }) => {
  const studio = createStudio({ renderer, width, height, fov: 32, floorRadius: 0, bloomStrength: 0.7, fogDensity: 0.02 });
  const { scene, camera } = studio;

  const world = new Group();
  world.position.set(1.3, 0.1, -1.4);
  world.rotation.x = 0.12;
  scene.add(world);
  const noise = valueNoise(random);
  const radius = 2.0;
  const terrain = wireTerrain(
    4.0,
    4.0,
    40,
    40,
    (x, z) => {
      const distance = Math.hypot(x, z);
      const fall = Math.max(0, 1 - distance / radius);
      return (noise(x * 1.4 + 5, z * 1.4 + 5) * 0.9 + noise(x * 3 + 9, z * 3) * 0.25) * fall * fall * 1.1;
    },
    BRAND.accent,
    0.38,
  );
  // Clip the square grid to the island's disc by collapsing outside points onto the rim.
  const positions = terrain.geometry.getAttribute('position');
  for (let index = 0; index < positions.count; index += 1) {
    const x = positions.getX(index);
    const z = positions.getZ(index);
    const distance = Math.hypot(x, z);
    if (distance > radius) positions.setXYZ(index, (x / distance) * radius, 0, (z / distance) * radius);
  }
  world.add(terrain);
  const rim = new Mesh(new TorusGeometry(radius, 0.012, 8, 160), new MeshStandardMaterial({ color: 0x9aa0a8, metalness: 1, roughness: 0.25 }));
  rim.rotation.x = Math.PI / 2;
  const underside = new Mesh(
    new ConeGeometry(radius, 1.2, 64, 1, true),
    new MeshStandardMaterial({ color: 0x0c0d11, roughness: 0.6, transparent: true, opacity: 0.9 }),
  );
  underside.rotation.x = Math.PI;
  underside.position.y = -0.6;
  world.add(
    rim,
    underside,
    edgeLines(new ConeGeometry(radius, 1.2, 24, 1, true), BRAND.accent, 0.18)
      .translateY(-0.6)
      .rotateX(Math.PI),
  );
  const beacon = new Mesh(new IcosahedronGeometry(0.16, 0), glowMaterial(BRAND.accent, 1.4));
  beacon.position.set(0.3, 1.25, -0.2);
  world.add(beacon, edgeLines(new IcosahedronGeometry(0.32, 1), BRAND.accent, 0.5).translateX(0.3).translateY(1.25).translateZ(-0.2));
  for (let index = 0; index < 5; index += 1) {
    const size = 0.14 + random() * 0.12;
    const tall = 0.25 + random() * 0.45;
    const block = new BoxGeometry(size, tall, size);
    const angle = random() * Math.PI * 2;
    const distance = 0.6 + random() * 0.9;
    const tower = new Mesh(block, new MeshStandardMaterial({ color: 0x121317, metalness: 0.5, roughness: 0.4 }));
    tower.position.set(Math.cos(angle) * distance, tall / 2 + 0.2, Math.sin(angle) * distance);
    const outline = edgeLines(block, BRAND.accent, 0.8);
    outline.position.copy(tower.position);
    world.add(tower, outline);
  }
  const halo = glowDisc(2.8, 'rgba(255,190,40,', 0.14);
  halo.position.set(1.3, 0.6, -2.6);
  scene.add(halo);

  const chart = series(random, 30, 0.5, 0.7);
  const panel = canvasPanel(
    1.5,
    0.9,
    300,
    (context, w, h) => {
      drawHudFrame(context, w, h, 'rgba(12,13,18,0.6)');
      drawText(context, 'VIRTUAL SITE WALK', w * 0.08, h * 0.2, h * 0.1, YELLOW, 800);
      drawText(context, '6 trainees · live session', w * 0.08, h * 0.37, h * 0.09, '#ffffff', 600);
      drawSparkline(context, chart, w * 0.08, h * 0.5, w * 0.84, h * 0.36);
    },
    { brightness: 0.85 },
  );
  panel.mesh.position.set(3.2, 1.9, -0.6);
  panel.mesh.rotation.y = -0.45;
  scene.add(panel.mesh);

  const headset = createHeadset();
  headset.scale.setScalar(7);
  headset.position.set(-1.75, 0.45, 0.9);
  headset.rotation.set(0.12, 0.62, -0.06);
  scene.add(headset);
  headset.updateMatrixWorld(true);
  for (const side of [-1, 1]) {
    const lens = headset.localToWorld(new Vector3(side * 0.05, 0, 0.06));
    for (const corner of [new Vector3(-0.2, 1.5, 0.4), new Vector3(2.8, 1.2, -1.0), new Vector3(1.2, -0.5, -0.2)]) {
      scene.add(
        polyline(
          [
            lens,
            corner
              .clone()
              .add(world.position)
              .sub(new Vector3(1.3, 0.1, -1.4)),
          ],
          BRAND.accent,
          0.14,
        ),
      );
    }
  }
  const stars: number[] = [];
  for (let index = 0; index < 260; index += 1) stars.push((random() - 0.5) * 16, (random() - 0.3) * 8, -4 - random() * 8);
  scene.add(
    new Points(
      pointsGeometry(stars),
      new PointsMaterial({
        color: BRAND.accent,
        size: 0.03,
        transparent: true,
        opacity: 0.7,
        blending: AdditiveBlending,
        depthWrite: false,
        toneMapped: false,
      }),
    ),
  );

  camera.position.set(0.1, 1.4, 7.6);
  camera.lookAt(0.05, 0.55, 0);
  return {
    scene,
    camera,
    update: (progress) => {
      world.rotation.y = progress * Math.PI * 2;
    },
    render: studio.render,
  };
};

export default vrHeadset;
