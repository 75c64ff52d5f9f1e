/**
 * A product configurator: a coupé turns on a lit turntable while its paint
 * steps through the colour swatches of a floating configurator panel.
 * Options: view = 'video' | 'card' (closer, three-quarter) | 'kiosk' (a trade-fair
 * touchscreen kiosk beside the turntable).
 */
import {
  Color,
  CylinderGeometry,
  ExtrudeGeometry,
  Group,
  Mesh,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Shape,
  SpotLight,
  TorusGeometry,
  Vector3,
  BoxGeometry,
  PCFShadowMap,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';
import { canvasPanel, cyclic, drawHudFrame, drawText, edgeLines, floorGrid, materials, roundRect, smoothstep, YELLOW, type CanvasPanel } from './xr-kit.ts';

const PAINTS = [
  { name: 'Satori Yellow', color: '#f2b705' },
  { name: 'Obsidian', color: '#16171b' },
  { name: 'Glacier White', color: '#dfe2e6' },
  { name: 'Midnight Blue', color: '#1d3557' },
  { name: 'Ember Red', color: '#8f1d1d' },
];

function bodyShape(): Shape {
  // Side profile of a coupé's lower body, front at +x, y up, in metres, with wheel arches.
  const shape = new Shape();
  shape.moveTo(-2.25, 0.4);
  shape.lineTo(-1.88, 0.4);
  shape.absarc(-1.4, 0.42, 0.48, Math.PI, 0, true);
  shape.lineTo(0.97, 0.4);
  shape.absarc(1.45, 0.42, 0.48, Math.PI, 0, true);
  shape.lineTo(2.28, 0.42);
  shape.quadraticCurveTo(2.42, 0.62, 2.28, 0.74);
  shape.lineTo(1.1, 0.93);
  shape.lineTo(-1.2, 0.99);
  shape.quadraticCurveTo(-2.15, 1.0, -2.28, 0.78);
  shape.closePath();
  return shape;
}

function glassShape(): Shape {
  const shape = new Shape();
  shape.moveTo(-1.35, 0.97);
  shape.quadraticCurveTo(-0.75, 1.4, 0.0, 1.42);
  shape.quadraticCurveTo(0.55, 1.41, 1.2, 0.92);
  shape.closePath();
  return shape;
}

function createCar(paint: MeshPhysicalMaterial): Group {
  const car = new Group();
  const depth = 1.72;
  const body = new Mesh(
    new ExtrudeGeometry(bodyShape(), { depth, bevelEnabled: true, bevelThickness: 0.12, bevelSize: 0.1, bevelSegments: 6, curveSegments: 24 }),
    paint,
  );
  body.position.z = -depth / 2;
  body.castShadow = true;
  car.add(body);
  const glass = new Mesh(
    new ExtrudeGeometry(glassShape(), { depth: 1.36, bevelEnabled: true, bevelThickness: 0.08, bevelSize: 0.06, bevelSegments: 4, curveSegments: 20 }),
    new MeshPhysicalMaterial({ color: 0x07080a, metalness: 0.2, roughness: 0.05, clearcoat: 1, clearcoatRoughness: 0.02 }),
  );
  glass.position.z = -1.36 / 2;
  car.add(glass);
  for (const side of [-1, 1]) {
    const head = new Mesh(new BoxGeometry(0.06, 0.05, 0.5), glowMaterial(new Color('#fff6de'), 0.45));
    head.position.set(2.3, 0.66, side * 0.62);
    head.rotation.y = side * 0.15;
    car.add(head);
    const tail = new Mesh(new BoxGeometry(0.05, 0.05, 0.7), glowMaterial(new Color('#ff2a2a'), 0.9));
    tail.position.set(-2.32, 0.84, side * 0.55);
    car.add(tail);
  }
  const tyre = new MeshStandardMaterial({ color: 0x0d0d0f, roughness: 0.85 });
  const rim = new MeshStandardMaterial({ color: 0x8c9099, metalness: 0.95, roughness: 0.2 });
  for (const x of [-1.4, 1.45]) {
    for (const side of [-1, 1]) {
      const wheel = new Group();
      const tire = new Mesh(new TorusGeometry(0.29, 0.12, 16, 40), tyre);
      const disc = new Mesh(new CylinderGeometry(0.27, 0.27, 0.06, 40), rim);
      disc.rotation.x = Math.PI / 2;
      const hubRing = new Mesh(new TorusGeometry(0.2, 0.012, 8, 40), glowMaterial(BRAND.accent, 1.2));
      hubRing.position.z = side * 0.035;
      wheel.add(tire, disc, hubRing);
      for (let spoke = 0; spoke < 5; spoke += 1) {
        const bar = new Mesh(new BoxGeometry(0.05, 0.25, 0.03), rim);
        bar.rotation.z = (spoke / 5) * Math.PI * 2;
        bar.position.set(Math.sin(-bar.rotation.z) * 0.12, Math.cos(bar.rotation.z) * 0.12, side * 0.04);
        wheel.add(bar);
      }
      wheel.position.set(x, 0.42, side * 0.84);
      wheel.traverse((child) => {
        child.castShadow = true;
      });
      car.add(wheel);
    }
  }
  return car;
}

function drawConfigurator(panel: CanvasPanel, active: number, blend: number): void {
  const { context, width: w, height: h } = panel;
  drawHudFrame(context, w, h);
  drawText(context, 'CONFIGURE · EXTERIOR', w * 0.08, h * 0.14, h * 0.055, 'rgba(255,255,255,0.6)', 700);
  drawText(context, 'Coupé GT', w * 0.08, h * 0.27, h * 0.1, '#ffffff', 800);
  drawText(context, cyclic(PAINTS, active).name, w * 0.08, h * 0.4, h * 0.065, YELLOW, 700);
  PAINTS.forEach((paint, index) => {
    const x = w * (0.14 + index * 0.18);
    const y = h * 0.56;
    context.beginPath();
    context.arc(x, y, h * 0.055, 0, Math.PI * 2);
    context.fillStyle = paint.color;
    context.fill();
    context.strokeStyle = 'rgba(255,255,255,0.25)';
    context.lineWidth = 2;
    context.stroke();
    if (index === active) {
      context.beginPath();
      context.arc(x, y, h * 0.08, 0, Math.PI * 2);
      context.strokeStyle = YELLOW;
      context.lineWidth = h * 0.012;
      context.stroke();
    }
  });
  ['Wheels  21" Aero', 'Interior  Graphite'].forEach((line, index) => {
    roundRect(context, w * 0.08, h * (0.68 + index * 0.1), w * 0.84, h * 0.075, h * 0.02);
    context.fillStyle = 'rgba(255,255,255,0.05)';
    context.fill();
    drawText(context, line, w * 0.12, h * (0.73 + index * 0.1), h * 0.045, 'rgba(255,255,255,0.8)', 500);
  });
  roundRect(context, w * 0.08, h * 0.88, w * 0.84 * (0.2 + 0.8 * blend), h * 0.012, h * 0.006);
  context.fillStyle = YELLOW;
  context.fill();
  panel.refresh();
}

const salesDemo: SceneFactory = ({ renderer, width, height, options }) => {
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  const view = String(options.view ?? 'video');
  const studio = createStudio({ renderer, width, height, fov: 30, bloomStrength: 0.45, fogDensity: 0.03 });
  const { scene, camera } = studio;
  scene.add(floorGrid(40, 20, 0.05));
  const spot = new SpotLight(0xfff3e0, 16, 16, 0.6, 0.8, 1.5);
  spot.position.set(0, 8, 1);
  spot.castShadow = true;
  spot.shadow.mapSize.set(1024, 1024);
  spot.shadow.radius = 8;
  scene.add(spot, spot.target);

  const turntable = new Group();
  const plate = new Mesh(new CylinderGeometry(3.2, 3.25, 0.14, 96), new MeshStandardMaterial({ color: 0x101115, metalness: 0.6, roughness: 0.28 }));
  plate.position.y = 0.07;
  plate.receiveShadow = true;
  const rim = new Mesh(new TorusGeometry(3.22, 0.016, 8, 160), glowMaterial(BRAND.accent, 2));
  rim.rotation.x = Math.PI / 2;
  rim.position.y = 0.14;
  const innerRing = new Mesh(new TorusGeometry(2.6, 0.006, 6, 160), glowMaterial(BRAND.accent, 1.2));
  innerRing.rotation.x = Math.PI / 2;
  innerRing.position.y = 0.145;
  turntable.add(plate, rim, innerRing);
  scene.add(turntable);
  const paint = new MeshPhysicalMaterial({ color: cyclic(PAINTS, 0).color, metalness: 0.5, roughness: 0.34, clearcoat: 1, clearcoatRoughness: 0.18 });
  const car = createCar(paint);
  car.position.y = 0.14;
  turntable.add(car);

  const panel = canvasPanel(2.2, 2.0, 300, () => undefined, { brightness: 0.85 });
  // The card is a clean hero shot of the car; the video and kiosk views show the configurator.
  if (view !== 'card') scene.add(panel.mesh);

  if (view === 'kiosk') {
    const kiosk = new Group();
    const stand = new Mesh(new RoundedBoxGeometry(1.3, 2.3, 0.22, 4, 0.05), materials.graphite());
    stand.position.y = 1.15;
    const base = new Mesh(new RoundedBoxGeometry(1.0, 0.08, 0.7, 3, 0.03), materials.darkSteel());
    base.position.y = 0.04;
    const screen = canvasPanel(
      1.16,
      1.9,
      400,
      (context, w, h) => {
        context.fillStyle = '#0b0c10';
        context.fillRect(0, 0, w, h);
        const glow = context.createRadialGradient(w / 2, h * 0.42, 0, w / 2, h * 0.42, w * 0.7);
        glow.addColorStop(0, 'rgba(255,214,10,0.28)');
        glow.addColorStop(1, 'rgba(255,214,10,0)');
        context.fillStyle = glow;
        context.fillRect(0, 0, w, h);
        drawText(context, 'SATORI XR', w * 0.1, h * 0.08, h * 0.03, YELLOW, 800);
        drawText(context, 'Build yours', w * 0.1, h * 0.17, h * 0.055, '#ffffff', 800);
        drawText(context, 'Touch to explore in 3D', w * 0.1, h * 0.22, h * 0.026, 'rgba(255,255,255,0.7)', 500);
        context.strokeStyle = YELLOW;
        context.lineWidth = 4;
        context.beginPath();
        context.ellipse(w / 2, h * 0.52, w * 0.36, h * 0.05, 0, 0, Math.PI * 2);
        context.stroke();
        context.fillStyle = cyclic(PAINTS, 0).color;
        roundRect(context, w * 0.2, h * 0.4, w * 0.6, h * 0.09, h * 0.04);
        context.fill();
        PAINTS.forEach((item, index) => {
          context.beginPath();
          context.arc(w * (0.2 + index * 0.15), h * 0.68, w * 0.045, 0, Math.PI * 2);
          context.fillStyle = item.color;
          context.fill();
        });
        roundRect(context, w * 0.1, h * 0.8, w * 0.8, h * 0.07, h * 0.035);
        context.fillStyle = YELLOW;
        context.fill();
        drawText(context, 'Start configuring', w * 0.24, h * 0.845, h * 0.03, '#0b0c10', 800);
      },
      { brightness: 0.9 },
    );
    screen.mesh.position.set(0, 1.25, 0.115);
    kiosk.add(stand, base, screen.mesh, edgeLines(stand.geometry, BRAND.accent, 0.35).translateY(1.15));
    kiosk.position.set(-3.5, 0, 2.2);
    kiosk.rotation.y = 0.55;
    scene.add(kiosk);
    for (const x of [-6, 6]) {
      const truss = new Mesh(new BoxGeometry(0.18, 4.5, 0.18), materials.darkSteel());
      truss.position.set(x, 2.25, -3.5);
      scene.add(truss, edgeLines(truss.geometry, BRAND.accent, 0.25).translateX(x).translateY(2.25).translateZ(-3.5));
    }
    const header = new Mesh(new BoxGeometry(12.2, 0.3, 0.3), materials.darkSteel());
    header.position.set(0, 4.5, -3.5);
    const strip = new Mesh(new BoxGeometry(12, 0.04, 0.02), glowMaterial(BRAND.accent, 3));
    strip.position.set(0, 4.3, -3.34);
    scene.add(header, strip);
  }

  const target = view === 'card' ? new Vector3(0, 0.85, 0) : view === 'kiosk' ? new Vector3(-0.9, 1.2, 0) : new Vector3(0.9, 1.0, 0);
  const radius = view === 'card' ? 8.6 : view === 'kiosk' ? 12.5 : 10.8;
  return {
    scene,
    camera,
    update: (progress) => {
      const angle = (view === 'kiosk' ? 0.15 : 0.35) + 0.12 * Math.sin(2 * Math.PI * progress);
      camera.position.set(
        target.x + Math.sin(angle) * radius,
        (view === 'kiosk' ? 3.0 : 2.6) + 0.2 * Math.sin(2 * Math.PI * progress + 1),
        target.z + Math.cos(angle) * radius,
      );
      camera.lookAt(target);
      turntable.rotation.y = -progress * Math.PI * 2 + (view === 'card' ? 0.5 : 0);
      const phase = progress * PAINTS.length;
      const index = Math.floor(phase) % PAINTS.length;
      const next = (index + 1) % PAINTS.length;
      const blend = smoothstep(0.8, 1, phase - Math.floor(phase));
      paint.color.set(cyclic(PAINTS, index).color).lerp(new Color(cyclic(PAINTS, next).color), blend);
      const shown = blend > 0.5 ? next : index;
      drawConfigurator(panel, shown, phase - Math.floor(phase));
      panel.mesh.position.set(target.x + 3.3, 2.3, target.z + 0.8);
      panel.mesh.lookAt(camera.position);
    },
    render: studio.render,
  };
};

export default salesDemo;
