/**
 * A turbofan engine on a stand, split by a scanner plane: the aft half is the
 * shaded nacelle, the front half an engineering wireframe revealing the fan,
 * compressor stages and core. Used for the aerospace industry banner.
 */
import { BoxGeometry, DoubleSide, Group, LatheGeometry, Mesh, MeshStandardMaterial, Plane, Vector2, Vector3, type Material } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { contactShadow, edgeLines, gridFloor, holoPanel, lightSheet } from './hologram-kit.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';

const lathe = (points: [number, number][], segments = 96) => {
  const geometry = new LatheGeometry(
    points.map(([radius, y]) => new Vector2(radius, y)),
    segments,
  );
  geometry.rotateZ(-Math.PI / 2);
  return geometry;
};

const jetEngineCutaway: SceneFactory = ({ renderer, width, height, options, random }) => {
  renderer.localClippingEnabled = true;
  const studio = createStudio({ renderer, width, height, fov: 28, bloomStrength: 0.55, fogDensity: 0.03 });
  const { scene, camera } = studio;
  scene.add(gridFloor(60, 60, BRAND.accent, 0.07));

  const cut = Number(options.scan ?? 0.2);
  const shadedClip = new Plane(new Vector3(1, 0, 0), -cut);
  const wireClip = new Plane(new Vector3(-1, 0, 0), cut);
  const shaded: Material[] = [];
  const wire: Material[] = [];
  const engine = new Group();

  const nacelleMaterial = new MeshStandardMaterial({ color: 0xb7bcc4, metalness: 0.9, roughness: 0.26, side: DoubleSide });
  const coreMaterial = new MeshStandardMaterial({ color: 0x3a3d44, metalness: 0.9, roughness: 0.35, side: DoubleSide });
  const bladeMaterial = new MeshStandardMaterial({ color: 0x8d939c, metalness: 1, roughness: 0.25 });
  shaded.push(nacelleMaterial);

  const nacelleProfile: [number, number][] = [
    [1.5, -2.6],
    [1.62, -2.45],
    [1.66, -1.8],
    [1.6, -0.4],
    [1.42, 1.2],
    [1.2, 2.2],
    [1.12, 2.3],
  ];
  const nacelle = new Mesh(lathe(nacelleProfile), nacelleMaterial);
  const coreProfile: [number, number][] = [
    [0.0, -2.25],
    [0.3, -2.05],
    [0.55, -1.6],
    [0.78, -0.8],
    [0.82, 0.6],
    [0.7, 2.6],
    [0.5, 3.2],
    [0.22, 3.6],
    [0.0, 3.7],
  ];
  const core = new Mesh(lathe(coreProfile), coreMaterial);
  engine.add(nacelle, core);
  const lipRing = new Mesh(
    lathe(
      [
        [1.5, -2.62],
        [1.52, -2.6],
        [1.52, -2.58],
        [1.5, -2.56],
      ],
      128,
    ),
    glowMaterial(BRAND.accent, 1.6),
  );
  engine.add(lipRing);

  const fan = new Group();
  for (let blade = 0; blade < 22; blade += 1) {
    const mesh = new Mesh(new BoxGeometry(0.1, 1.0, 0.34), bladeMaterial);
    mesh.position.y = 0.95;
    mesh.rotation.y = 0.55;
    const pivot = new Group();
    pivot.rotation.x = (blade / 22) * Math.PI * 2;
    pivot.add(mesh);
    fan.add(pivot);
  }
  fan.position.x = -1.7;
  engine.add(fan);
  for (let stage = 0; stage < 6; stage += 1) {
    const ring = new Mesh(
      lathe(
        [
          [0.86, 0],
          [1.18 - stage * 0.04, 0.02],
          [1.18 - stage * 0.04, 0.1],
          [0.86, 0.12],
        ],
        64,
      ),
      bladeMaterial,
    );
    ring.position.x = -0.9 + stage * 0.38;
    engine.add(ring);
  }

  // The wireframe twin: feature lines of every part, on the other side of the plane.
  const lineGroup = new Group();
  for (const [geometry, opacity] of [[lathe(nacelleProfile, 36), 0.6]] as const) {
    const lines = edgeLines(geometry, BRAND.accent, opacity, 1);
    wire.push(lines.material as Material);
    lineGroup.add(lines);
  }
  engine.add(lineGroup);
  for (const material of shaded) material.clippingPlanes = [shadedClip];
  for (const material of wire) material.clippingPlanes = [wireClip];
  (lipRing.material as Material).clippingPlanes = [shadedClip];

  const stand = new Group();
  for (const x of [-1.2, 1.4]) {
    const post = new Mesh(new BoxGeometry(0.25, 0.9, 1.8), new MeshStandardMaterial({ color: 0x15161a, metalness: 0.7, roughness: 0.4 }));
    post.position.set(x, 0.45, 0);
    stand.add(post);
  }
  engine.position.y = 2.45;
  scene.add(engine, stand, contactShadow(6.5, 3.2, 0.85));

  const sheet = lightSheet(3.8, 4.0, 0.1);
  sheet.rotation.y = Math.PI / 2;
  sheet.position.set(cut, 2.45, 0);
  scene.add(sheet);
  const chart = holoPanel({ width: 2.2, height: 1.45, style: 'chart', random });
  chart.position.set(-4.6, 3.9, -1.2);
  chart.rotation.y = 0.45;
  const spec = holoPanel({ width: 1.7, height: 1.5, style: 'list', random, fill: 0.6 });
  spec.position.set(4.9, 3.6, -1.0);
  spec.rotation.y = -0.5;
  scene.add(chart, spec);

  camera.position.set(-6.5, 3.7, 10.5);
  camera.lookAt(0.2, 2.35, 0);
  camera.updateMatrixWorld();

  return {
    scene,
    camera,
    update: (progress) => {
      fan.rotation.x = progress * 0.4;
    },
    render: studio.render,
  };
};

export default jetEngineCutaway;
