/**
 * Augmented reality on a tablet: over the viewer's shoulder, a tablet shows the
 * room through its camera with a virtual gearbox anchored on the real table,
 * a detected-plane grid, feature points and a label. The gearbox exists only
 * on the screen (render layer 1), as in real AR.
 */
import {
  AdditiveBlending,
  BoxGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  Group,
  HalfFloatType,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  Points,
  PointsMaterial,
  RingGeometry,
  SpotLight,
  Vector3,
  WebGLRenderTarget,
  DoubleSide,
  PCFShadowMap,
  LineSegments,
  BufferGeometry,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';
import {
  canvasPanel,
  drawHudFrame,
  drawText,
  edgeLines,
  gearShape,
  glowLineMaterial,
  materials,
  pointsGeometry,
  polyline,
  setLayer,
  YELLOW,
  fract,
} from './xr-kit.ts';

const AR_LAYER = 1;
const TABLET_LAYER = 2;

function createGearbox(): { group: Group; spin: (angle: number) => void } {
  const group = new Group();
  const steel = materials.steel();
  const dark = materials.darkSteel();
  const base = new Mesh(new RoundedBoxGeometry(0.34, 0.05, 0.22, 4, 0.012), dark);
  base.position.y = 0.025;
  group.add(base, edgeLines(base.geometry, BRAND.accent, 0.25).translateY(0.025));
  const housing = new Mesh(new CylinderGeometry(0.075, 0.075, 0.16, 48), materials.graphite());
  housing.rotation.z = Math.PI / 2;
  housing.position.set(-0.06, 0.13, 0);
  group.add(housing);
  const big = new Mesh(
    new ExtrudeGeometry(gearShape(28, 0.12, 0.105, 0.03), { depth: 0.022, bevelEnabled: true, bevelSize: 0.003, bevelThickness: 0.003, bevelSegments: 2 }),
    steel,
  );
  big.rotation.y = Math.PI / 2;
  big.position.set(0.04, 0.13, 0);
  const small = new Mesh(
    new ExtrudeGeometry(gearShape(14, 0.06, 0.048, 0.015), { depth: 0.022, bevelEnabled: true, bevelSize: 0.003, bevelThickness: 0.003, bevelSegments: 2 }),
    materials.yellowPaint(),
  );
  small.rotation.y = Math.PI / 2;
  small.position.set(0.04, 0.13 + 0.165, 0);
  const shaft = new Mesh(new CylinderGeometry(0.018, 0.018, 0.26, 24), steel);
  shaft.rotation.z = Math.PI / 2;
  shaft.position.set(0.0, 0.13, 0);
  group.add(big, small, shaft);
  const bracket = new Mesh(new RoundedBoxGeometry(0.03, 0.26, 0.09, 3, 0.008), dark);
  bracket.position.set(0.1, 0.18, 0);
  group.add(bracket);
  return {
    group,
    spin: (angle) => {
      big.rotation.z = angle;
      small.rotation.z = -angle * 2 + Math.PI / 14;
    },
  };
}

const arTablet: SceneFactory = ({ renderer, width, height, random, options }) => {
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  const studio = createStudio({ renderer, width, height, fov: 36, fogDensity: 0.05, bloomStrength: 0.5 });
  const { scene, camera } = studio;
  camera.layers.enable(TABLET_LAYER);

  // The room: back wall with light strips, a table under a warm spot light.
  const wall = new Mesh(new PlaneGeometry(14, 6), new MeshStandardMaterial({ color: 0x0c0d11, roughness: 0.85 }));
  wall.position.set(0, 3, -3.2);
  wall.receiveShadow = true;
  scene.add(wall);
  for (const x of [-2.2, 2.9]) {
    const strip = new Mesh(new BoxGeometry(0.04, 2.6, 0.02), glowMaterial(BRAND.accentSoft, 1.6));
    strip.position.set(x, 1.9, -3.18);
    scene.add(strip);
  }
  const tableTop = new Mesh(new RoundedBoxGeometry(2.2, 0.05, 1.1, 4, 0.02), new MeshStandardMaterial({ color: 0x16130f, roughness: 0.32, metalness: 0.15 }));
  tableTop.position.set(0.3, 0.9, -1.1);
  tableTop.castShadow = true;
  tableTop.receiveShadow = true;
  scene.add(tableTop);
  for (const [x, z] of [
    [-0.7, -1.55],
    [1.3, -1.55],
    [-0.7, -0.65],
    [1.3, -0.65],
  ] as const) {
    const leg = new Mesh(new CylinderGeometry(0.025, 0.025, 0.88, 16), materials.darkSteel());
    leg.position.set(x, 0.44, z);
    scene.add(leg);
  }
  const mug = new Mesh(new CylinderGeometry(0.04, 0.035, 0.1, 24), new MeshStandardMaterial({ color: 0xdedbd4, roughness: 0.3 }));
  mug.position.set(1.05, 0.975, -0.85);
  mug.castShadow = true;
  scene.add(mug);
  const spot = new SpotLight(0xffe6c0, 30, 8, 0.5, 0.7, 1.6);
  spot.position.set(0.6, 3.6, -0.6);
  spot.target.position.set(0.3, 0.9, -1.1);
  spot.castShadow = true;
  spot.shadow.mapSize.set(1024, 1024);
  spot.shadow.radius = 6;
  scene.add(spot, spot.target);

  // What only the tablet sees: the anchored gearbox and AR affordances.
  const anchor = new Vector3(0.25, 0.926, -1.1);
  const ar = new Group();
  ar.position.copy(anchor);
  const gearbox = createGearbox();
  gearbox.group.traverse((child) => {
    child.castShadow = true;
  });
  const floating = new Group();
  gearbox.group.scale.setScalar(1.5);
  floating.add(gearbox.group);
  ar.add(floating);
  const planeGrid = new Group();
  const gridSize = 0.9;
  const lines: Vector3[] = [];
  for (let index = 0; index <= 12; index += 1) {
    const t = -gridSize / 2 + (index / 12) * gridSize;
    lines.push(
      new Vector3(t, 0.001, -gridSize / 2),
      new Vector3(t, 0.001, gridSize / 2),
      new Vector3(-gridSize / 2, 0.001, t),
      new Vector3(gridSize / 2, 0.001, t),
    );
  }
  const grid = new LineSegments(new BufferGeometry().setFromPoints(lines), glowLineMaterial(BRAND.accent, 0.22));
  planeGrid.add(grid);
  const anchorRing = new Mesh(
    new RingGeometry(0.2, 0.212, 64),
    new MeshBasicMaterial({ color: BRAND.accent, transparent: true, blending: AdditiveBlending, depthWrite: false, toneMapped: false, side: DoubleSide }),
  );
  anchorRing.rotation.x = -Math.PI / 2;
  anchorRing.position.y = 0.002;
  const pulseRing = anchorRing.clone();
  pulseRing.material = anchorRing.material.clone();
  planeGrid.add(anchorRing, pulseRing);
  for (const [x, z] of [
    [-1, -1],
    [1, -1],
    [-1, 1],
    [1, 1],
  ] as const) {
    const corner = polyline(
      [
        new Vector3((x * gridSize) / 2, 0.002, (z * gridSize) / 2 - z * 0.08),
        new Vector3((x * gridSize) / 2, 0.002, (z * gridSize) / 2),
        new Vector3((x * gridSize) / 2 - x * 0.08, 0.002, (z * gridSize) / 2),
      ],
      BRAND.accent,
      1,
    );
    planeGrid.add(corner);
  }
  ar.add(planeGrid);
  const featurePositions: number[] = [];
  for (let index = 0; index < 160; index += 1) {
    const onWall = random() < 0.35;
    if (onWall) featurePositions.push(-1.5 + random() * 4, 1.2 + random() * 1.8, -3.18 - anchor.z);
    else featurePositions.push((random() - 0.5) * 2.0, 0.003, (random() - 0.5) * 1.0);
  }
  const features = new Points(
    pointsGeometry(featurePositions),
    new PointsMaterial({
      color: BRAND.accent,
      size: 0.012,
      transparent: true,
      opacity: 0.85,
      blending: AdditiveBlending,
      depthWrite: false,
      toneMapped: false,
    }),
  );
  features.position.y = 0;
  ar.add(features);
  const label = canvasPanel(0.44, 0.16, 1400, (context, w, h) => {
    drawHudFrame(context, w, h);
    drawText(context, 'GEARBOX GX-40', w * 0.08, h * 0.42, h * 0.2, '#ffffff', 700);
    drawText(context, 'Anchored · torque 42.6 Nm', w * 0.08, h * 0.72, h * 0.14, YELLOW, 500);
  });
  label.mesh.position.set(0.4, 0.56, 0.05);
  const leader = polyline([new Vector3(0.1, 0.4, 0), new Vector3(0.16, 0.5, 0.03), new Vector3(0.2, 0.5, 0.04)], BRAND.accent, 0.9);
  ar.add(label.mesh, leader);
  scene.add(ar);
  setLayer(ar, AR_LAYER);

  // The tablet, held in front of the viewer; its screen shows the AR camera.
  const screenTarget = new WebGLRenderTarget(960, 672, { type: HalfFloatType, samples: 4 });
  const tablet = new Group();
  const body = new Mesh(new RoundedBoxGeometry(0.3, 0.21, 0.008, 6, 0.004), new MeshStandardMaterial({ color: 0x1a1b1f, metalness: 0.7, roughness: 0.3 }));
  const screen = new Mesh(new PlaneGeometry(0.285, 0.1995), new MeshBasicMaterial({ map: screenTarget.texture }));
  screen.position.z = 0.0042;
  const hud = canvasPanel(0.285, 0.1995, 4000, (context, w, h) => {
    context.clearRect(0, 0, w, h);
    context.strokeStyle = 'rgba(255,255,255,0.75)';
    context.lineWidth = 5;
    const m = w * 0.04;
    const t = w * 0.05;
    for (const [x, y, dx, dy] of [
      [m, m, 1, 1],
      [w - m, m, -1, 1],
      [m, h - m, 1, -1],
      [w - m, h - m, -1, -1],
    ] as const) {
      context.beginPath();
      context.moveTo(x, y + dy * t);
      context.lineTo(x, y);
      context.lineTo(x + dx * t, y);
      context.stroke();
    }
    context.fillStyle = 'rgba(10,10,14,0.65)';
    context.beginPath();
    context.roundRect(w * 0.5 - w * 0.13, h * 0.06, w * 0.26, h * 0.075, h * 0.0375);
    context.fill();
    context.fillStyle = YELLOW;
    context.beginPath();
    context.arc(w * 0.5 - w * 0.1, h * 0.0975, h * 0.012, 0, Math.PI * 2);
    context.fill();
    drawText(context, 'Surface tracked', w * 0.5 - w * 0.08, h * 0.113, h * 0.04, '#ffffff', 600);
    context.fillStyle = 'rgba(10,10,14,0.65)';
    context.beginPath();
    context.arc(w * 0.5, h * 0.88, h * 0.05, 0, Math.PI * 2);
    context.fill();
    context.strokeStyle = 'rgba(255,255,255,0.9)';
    context.lineWidth = 6;
    context.stroke();
  });
  hud.mesh.position.z = 0.0046;
  tablet.add(body, screen, hud.mesh);
  const tabletCamera = new PerspectiveCamera(44, 0.3 / 0.21, 0.05, 60);
  tabletCamera.layers.enable(AR_LAYER);
  tabletCamera.position.z = -0.01;
  tablet.add(tabletCamera);
  setLayer(tablet, TABLET_LAYER);
  tabletCamera.layers.set(0);
  tabletCamera.layers.enable(AR_LAYER);
  scene.add(tablet);

  const still = options.view === 'card';
  const focus = new Vector3(0.25, 1.1, -1.1);
  // The card is taller than the video, so it steps back to keep the whole tablet in frame.
  camera.position.set(still ? -0.1 : -0.15, still ? 1.47 : 1.42, still ? 1.12 : 0.95);
  camera.lookAt(still ? new Vector3(0.0, 1.3, 0.3) : focus);
  const baseTablet = new Vector3(-0.04, 1.36, 0.5);

  return {
    scene,
    camera,
    update: (progress) => {
      const wave = Math.sin(2 * Math.PI * progress);
      const wave2 = Math.sin(4 * Math.PI * progress + 0.6);
      tablet.position.set(baseTablet.x + 0.006 * wave, baseTablet.y + 0.003 * wave2, baseTablet.z);
      tablet.lookAt(new Vector3(tablet.position.x, tablet.position.y, tablet.position.z).multiplyScalar(2).sub(focus));
      tablet.rotateZ(0.012 * Math.cos(2 * Math.PI * progress));
      floating.rotation.y = progress * Math.PI * 2;
      floating.position.y = 0.03 + 0.015 * (0.5 - 0.5 * Math.cos(2 * Math.PI * progress));
      gearbox.spin(progress * Math.PI * 2);
      const pulse = fract(progress * 2);
      pulseRing.scale.setScalar(1 + pulse * 0.9);
      pulseRing.material.opacity = 0.8 * (1 - pulse);
      label.mesh.lookAt(tabletCamera.getWorldPosition(new Vector3()));
    },
    render: (target) => {
      target.setRenderTarget(screenTarget);
      target.render(scene, tabletCamera);
      target.setRenderTarget(null);
      studio.render(target);
    },
  };
};

export default arTablet;
