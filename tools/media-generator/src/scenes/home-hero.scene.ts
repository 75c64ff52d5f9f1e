/**
 * The home hero: a physical coupé on a dark studio floor, half of it resolved into its
 * digital twin (a CAD wire mesh behind a scanning light plane), with floating annotation
 * panels tied to the car by leader lines. The frame falls off to black at the left and
 * edges so it can sit on the right half of the black hero.
 * The loop (progress in [0, 1)) sweeps the scanner back and forth, sways the camera and
 * pulses the hotspots; progress 0 is the still.
 */
import {
  AdditiveBlending,
  BoxGeometry,
  BufferGeometry,
  DoubleSide,
  Float32BufferAttribute,
  Group,
  Line,
  LineBasicMaterial,
  LineSegments,
  Mesh,
  MeshBasicMaterial,
  Plane,
  PlaneGeometry,
  Vector3,
} from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { buildCar, carMaterials, carShadows, solidMaterials, wireMaterials } from './car-model.ts';
import { createGround, createStage, vignette } from './render-kit.ts';
import { canvasPanel, createHotspot, drawGauge, drawHudFrame, drawSparkline, drawText, series, YELLOW } from './xr-kit.ts';

const homeHero: SceneFactory = ({ renderer, width, height, random }) => {
  renderer.localClippingEnabled = true;
  const stage = createStage({ renderer, width, height, environment: 'studio', environmentIntensity: 1.1, fov: 28, bloom: 0.4, exposure: 1.05 });
  const { scene, camera } = stage;

  const ground = createGround('cyclorama', random);
  scene.add(ground.group);

  const car = buildCar(carMaterials('#c9ccd1', '#ffd60a'), { wireOpacity: 0.55 });
  car.materials.paint.color.set('#c8cbd0');
  car.materials.paint.metalness = 0.45;
  car.materials.paint.roughness = 0.3;
  scene.add(car.group);
  carShadows(renderer, car);

  // Scanner split: the physical car in front of the plane (x > scan), the twin behind it.
  car.wire.visible = true;
  const solidClip = new Plane(new Vector3(1, 0, 0), 0);
  const wireClip = new Plane(new Vector3(-1, 0, 0), 0);
  for (const material of solidMaterials(car)) material.clippingPlanes = [solidClip];
  for (const material of wireMaterials(car)) material.clippingPlanes = [wireClip];

  const scanner = new Group();
  const sheetMaterial = new MeshBasicMaterial({
    color: YELLOW,
    transparent: true,
    opacity: 0.07,
    side: DoubleSide,
    depthWrite: false,
    blending: AdditiveBlending,
    toneMapped: false,
  });
  const sheet = new Mesh(new PlaneGeometry(2.5, 1.55), sheetMaterial);
  sheet.rotation.y = Math.PI / 2;
  sheet.position.y = 0.775;
  const edgeMaterial = new MeshBasicMaterial({ color: YELLOW, toneMapped: false });
  edgeMaterial.color.multiplyScalar(2.2);
  const top = new Mesh(new BoxGeometry(0.012, 0.012, 2.5), edgeMaterial);
  top.position.y = 1.55;
  const bottom = new Mesh(new BoxGeometry(0.012, 0.006, 2.5), edgeMaterial);
  bottom.position.y = 0.004;
  scanner.add(sheet, top, bottom);
  scene.add(scanner);

  // Faint twin grid on the floor behind the scanner.
  const gridPositions: number[] = [];
  for (let index = -12; index <= 12; index += 1) {
    gridPositions.push(-5, 0.002, index * 0.25, 0, 0.002, index * 0.25);
  }
  for (let index = 0; index <= 20; index += 1) gridPositions.push(-index * 0.25, 0.002, -3, -index * 0.25, 0.002, 3);
  const gridGeometry = new BufferGeometry();
  gridGeometry.setAttribute('position', new Float32BufferAttribute(gridPositions, 3));
  const gridMaterial = new LineBasicMaterial({
    color: YELLOW,
    transparent: true,
    opacity: 0.16,
    depthWrite: false,
    toneMapped: false,
    clippingPlanes: [wireClip],
  });
  scene.add(new LineSegments(gridGeometry, gridMaterial));

  // Annotation panels with leader lines to hotspots on the car.
  const panels: { mesh: Mesh; anchor: Vector3; at: Vector3 }[] = [];
  const addPanel = (w: number, h: number, at: Vector3, anchor: Vector3, draw: (context: CanvasRenderingContext2D, cw: number, ch: number) => void) => {
    const panel = canvasPanel(w, h, 420, draw, { opacity: 0.95 });
    panel.mesh.position.copy(at);
    scene.add(panel.mesh);
    panels.push({ mesh: panel.mesh, anchor, at });
    const leader = new BufferGeometry().setFromPoints([anchor, new Vector3(anchor.x, at.y - h / 2, anchor.z), at.clone().add(new Vector3(0, -h / 2, 0))]);
    scene.add(new Line(leader, new LineBasicMaterial({ color: YELLOW, transparent: true, opacity: 0.7, toneMapped: false })));
  };
  addPanel(0.95, 0.5, new Vector3(-1.2, 2.05, -0.4), new Vector3(-0.9, 1.18, -0.3), (context, cw, ch) => {
    drawHudFrame(context, cw, ch);
    drawText(context, 'DIGITAL TWIN · SYNCED', cw * 0.07, ch * 0.22, ch * 0.1, YELLOW, 700);
    drawText(context, '1 : 1 body mesh', cw * 0.07, ch * 0.42, ch * 0.13, '#fff', 700);
    drawSparkline(context, series(random, 24, 0.55, 0.5), cw * 0.07, ch * 0.52, cw * 0.86, ch * 0.34);
  });
  addPanel(0.72, 0.5, new Vector3(1.7, 1.7, -1.25), new Vector3(1.36, 0.55, -0.95), (context, cw, ch) => {
    drawHudFrame(context, cw, ch);
    drawText(context, 'TYRE · FRONT R', cw * 0.08, ch * 0.22, ch * 0.1, YELLOW, 700);
    drawGauge(context, cw * 0.3, ch * 0.6, ch * 0.22, 0.74);
    drawText(context, '2.4', cw * 0.55, ch * 0.62, ch * 0.18, '#fff', 700);
    drawText(context, 'bar', cw * 0.55, ch * 0.78, ch * 0.09, 'rgba(255,255,255,0.6)', 500);
  });
  addPanel(0.7, 0.34, new Vector3(-2.6, 1.25, -1.35), new Vector3(-2.2, 0.83, -0.5), (context, cw, ch) => {
    drawHudFrame(context, cw, ch);
    drawText(context, 'PANEL GAP', cw * 0.08, ch * 0.33, ch * 0.15, YELLOW, 700);
    drawText(context, '3.2 mm  ✓', cw * 0.08, ch * 0.72, ch * 0.24, '#fff', 700);
  });
  const hotspots = panels.map(({ anchor }) => {
    const spot = createHotspot(0.022);
    spot.group.position.copy(anchor);
    scene.add(spot.group);
    return spot;
  });

  const fade = vignette(width / height, { strength: 0.95, left: 1, bottom: 0.6, inner: 0.38 });
  scene.add(fade);

  const target = new Vector3(0.4, 0.85, 0);
  return {
    scene,
    camera,
    update: (progress) => {
      const phase = Math.PI * 2 * progress;
      const yaw = 0.72 + 0.06 * Math.sin(phase);
      const radius = 10.2;
      camera.position.set(target.x + Math.cos(yaw) * radius, 1.95 + 0.08 * Math.sin(phase + 0.6), target.z - Math.sin(yaw) * radius);
      camera.lookAt(target);
      camera.updateMatrixWorld();
      const scan = -0.45 + 0.55 * Math.sin(phase);
      solidClip.constant = -scan;
      wireClip.constant = scan;
      scanner.position.x = scan;
      sheetMaterial.opacity = 0.07 + 0.02 * Math.sin(phase * 2);
      for (const panel of panels) panel.mesh.lookAt(camera.position);
      hotspots.forEach((spot, index) => {
        spot.pose(progress * 2 + index / 3);
        spot.group.lookAt(camera.position);
      });
    },
    render: stage.render,
  };
};

export default homeHero;
