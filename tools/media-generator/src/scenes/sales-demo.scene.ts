/**
 * A product configurator: the coupé (car-model.ts) turns on a lit turntable while its
 * paint steps through the colour swatches of a floating configurator panel. This is one
 * of only two places the brand's glowing ring turntable appears (the video and the card).
 * Options: view = 'video' | 'card' (closer, three-quarter) | 'kiosk' (a trade-fair stand:
 * the car on a carpeted exhibition plinth beside a touchscreen kiosk, no turntable).
 */
import { Color, CylinderGeometry, Group, Mesh, MeshPhysicalMaterial, TorusGeometry, Vector3, BoxGeometry } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, glowMaterial } from './studio.ts';
import { buildCar, carMaterials, carShadows } from './car-model.ts';
import { bakeContactShadow, createGround, createStage, vignette } from './render-kit.ts';
import { canvasPanel, cyclic, drawHudFrame, drawText, edgeLines, floorGrid, materials, roundRect, smoothstep, YELLOW, type CanvasPanel } from './xr-kit.ts';

const PAINTS = [
  { name: 'Satori Yellow', color: '#f2b705' },
  { name: 'Obsidian', color: '#16171b' },
  { name: 'Glacier White', color: '#dfe2e6' },
  { name: 'Midnight Blue', color: '#1d3557' },
  { name: 'Ember Red', color: '#8f1d1d' },
];

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

const salesDemo: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'video');
  const studio = createStage({ renderer, width, height, environment: view === 'kiosk' ? 'hall' : 'studio', fov: 30, bloom: 0.4, fog: 0.035 });
  const { scene, camera } = studio;

  // The configurator (video and card) keeps the brand's lit turntable; the trade-fair
  // kiosk stands the car on a carpeted exhibition plinth instead.
  const turntable = new Group();
  let deck = 0;
  if (view === 'kiosk') {
    scene.add(createGround('hall', random).group);
  } else {
    scene.add(createGround('cyclorama', random).group);
    scene.add(floorGrid(40, 20, 0.05));
    const plate = new Mesh(
      new CylinderGeometry(3.2, 3.25, 0.14, 96),
      new MeshPhysicalMaterial({ color: 0x0c0c0e, metalness: 0.5, roughness: 0.42, clearcoat: 0.2 }),
    );
    plate.position.y = 0.07;
    const rim = new Mesh(new TorusGeometry(3.22, 0.016, 8, 160), glowMaterial(BRAND.accent, 2));
    rim.rotation.x = Math.PI / 2;
    rim.position.y = 0.14;
    const innerRing = new Mesh(new TorusGeometry(2.6, 0.006, 6, 160), glowMaterial(BRAND.accent, 1.2));
    innerRing.rotation.x = Math.PI / 2;
    innerRing.position.y = 0.145;
    turntable.add(plate, rim, innerRing);
    const plateShadow = bakeContactShadow(renderer, plate, { width: 8, depth: 8, height: 0.3, blur: 6, opacity: 0.8, resolution: 256 });
    scene.add(plateShadow);
    deck = 0.14;
  }
  scene.add(turntable);
  const built = buildCar(carMaterials(cyclic(PAINTS, 0).color));
  const paint = built.materials.paint;
  const car = built.group;
  car.position.y = deck;
  carShadows(renderer, built);
  turntable.add(car);
  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));

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
