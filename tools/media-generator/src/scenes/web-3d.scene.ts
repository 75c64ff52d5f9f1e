/**
 * Interactive 3D on the web: a browser window with a product page, and the
 * product itself, a VR headset, spinning out of the page with pulsing hotspots.
 */
import { Group, Mesh, MeshPhysicalMaterial, Vector3 } from 'three';
import { contactShadow } from './hologram-kit.ts';
import type { SceneFactory } from '../scene-api.ts';
import { createStudio } from './studio.ts';
import { canvasPanel, cyclic, createHeadset, createHotspot, drawText, roundRect, YELLOW } from './xr-kit.ts';

const SWATCHES = ['#e9e9ec', '#1c1d22', '#ffd60a', '#5b6470'];

function drawBrowser(context: CanvasRenderingContext2D, w: number, h: number, activeSwatch: number): void {
  const u = w / 320;
  context.clearRect(0, 0, w, h);
  roundRect(context, 0, 0, w, h, 6 * u);
  context.fillStyle = '#0c0d11';
  context.fill();
  context.save();
  context.clip();
  const glow = context.createRadialGradient(w * 0.68, h * 0.62, 0, w * 0.68, h * 0.62, w * 0.38);
  glow.addColorStop(0, 'rgba(255,214,10,0.16)');
  glow.addColorStop(1, 'rgba(255,214,10,0)');
  context.fillStyle = glow;
  context.fillRect(0, 0, w, h);
  context.fillStyle = '#17181d';
  context.fillRect(0, 0, w, 14 * u);
  ['#3a3c44', '#3a3c44', '#3a3c44'].forEach((color, index) => {
    context.fillStyle = color;
    context.beginPath();
    context.arc((9 + index * 7) * u, 7 * u, 2.2 * u, 0, Math.PI * 2);
    context.fill();
  });
  roundRect(context, 80 * u, 3 * u, 160 * u, 8 * u, 4 * u);
  context.fillStyle = '#0c0d11';
  context.fill();
  drawText(context, 'satorixr.com/products/aura', 90 * u, 8.9 * u, 4.2 * u, 'rgba(255,255,255,0.6)', 500);
  context.fillStyle = YELLOW;
  context.beginPath();
  context.arc(85 * u, 7 * u, 1.4 * u, 0, Math.PI * 2);
  context.fill();
  // Page navigation.
  drawText(context, 'AURA', 14 * u, 27 * u, 5 * u, '#ffffff', 800);
  ['Overview', 'Specs', 'Configure', 'Buy'].forEach((item, index) =>
    drawText(context, item, (200 + index * 28) * u, 27 * u, 4 * u, index === 2 ? YELLOW : 'rgba(255,255,255,0.6)', 500),
  );
  // Copy column.
  drawText(context, 'NEW · MIXED REALITY', 14 * u, 66 * u, 4 * u, YELLOW, 700);
  drawText(context, 'Aura X2', 14 * u, 86 * u, 17 * u, '#ffffff', 800);
  drawText(context, 'See every detail in 3D.', 14 * u, 100 * u, 6.5 * u, 'rgba(255,255,255,0.78)', 500);
  for (let line = 0; line < 3; line += 1) {
    roundRect(context, 14 * u, (110 + line * 7) * u, (line === 2 ? 62 : 92) * u, 2.6 * u, 1.3 * u);
    context.fillStyle = 'rgba(255,255,255,0.18)';
    context.fill();
  }
  drawText(context, 'Finish', 14 * u, 144 * u, 4 * u, 'rgba(255,255,255,0.6)', 600);
  SWATCHES.forEach((color, index) => {
    const x = (19 + index * 13) * u;
    context.beginPath();
    context.arc(x, 154 * u, 4.2 * u, 0, Math.PI * 2);
    context.fillStyle = color;
    context.fill();
    if (index === activeSwatch) {
      context.beginPath();
      context.arc(x, 154 * u, 6.2 * u, 0, Math.PI * 2);
      context.strokeStyle = YELLOW;
      context.lineWidth = 1.1 * u;
      context.stroke();
    }
  });
  roundRect(context, 14 * u, 168 * u, 52 * u, 13 * u, 6.5 * u);
  context.fillStyle = YELLOW;
  context.fill();
  drawText(context, 'View in AR', 22 * u, 176.5 * u, 4.6 * u, '#0c0d11', 800);
  roundRect(context, 72 * u, 168 * u, 40 * u, 13 * u, 6.5 * u);
  context.strokeStyle = 'rgba(255,255,255,0.4)';
  context.lineWidth = 0.6 * u;
  context.stroke();
  drawText(context, '360° view', 79 * u, 176.5 * u, 4.6 * u, '#ffffff', 600);
  // Viewer controls.
  roundRect(context, 190 * u, 178 * u, 96 * u, 2 * u, 1 * u);
  context.fillStyle = 'rgba(255,255,255,0.15)';
  context.fill();
  context.restore();
  roundRect(context, 0.5 * u, 0.5 * u, w - u, h - u, 6 * u);
  context.strokeStyle = 'rgba(255,255,255,0.12)';
  context.lineWidth = u;
  context.stroke();
}

const web3d: SceneFactory = ({ renderer, width, height }) => {
  const studio = createStudio({ renderer, width, height, fov: 30, floorRadius: 0, bloomStrength: 0.5, fogDensity: 0.01 });
  const { scene, camera } = studio;
  const windowWidth = 3.6;
  const windowHeight = windowWidth * (200 / 320);
  const browser = canvasPanel(windowWidth, windowHeight, 640, (context, w, h) => drawBrowser(context, w, h, 0), { brightness: 0.78 });
  const page = new Group();
  page.add(browser.mesh);
  scene.add(page);

  const product = new Group();
  const headset = createHeadset();
  headset.scale.setScalar(5.3);
  const shell = headset.children[0];
  if (!(shell instanceof Mesh) || !(shell.material instanceof MeshPhysicalMaterial)) throw new Error('The headset starts with its painted shell.');
  const shellMaterial = shell.material;
  product.add(headset);
  product.position.set(0.72, 0.0, 0.5);
  page.add(product);
  // The product rests on the page's soft product shadow rather than a glowing ring.
  const halo = contactShadow(1.5, 1.0, 0.9);
  halo.position.set(0.72, -0.3, 0.5);
  page.add(halo);

  const hotspotSpecs: { local: Vector3; phase: number }[] = [
    { local: new Vector3(0.062, 0.02, 0.06), phase: 0 },
    { local: new Vector3(-0.06, -0.025, 0.058), phase: 0.33 },
    { local: new Vector3(0.0, 0.055, -0.02), phase: 0.66 },
  ];
  const hotspots = hotspotSpecs.map((spec) => {
    const hotspot = createHotspot(0.035);
    page.add(hotspot.group);
    return { ...spec, ...hotspot };
  });

  page.rotation.y = -0.16;
  return {
    scene,
    camera,
    update: (progress) => {
      const wave = Math.sin(2 * Math.PI * progress);
      camera.position.set(0.3 + 0.3 * wave, 0.2 + 0.06 * Math.cos(2 * Math.PI * progress), 4.75);
      camera.lookAt(0.1, -0.02, 0);
      headset.rotation.set(0.12 + 0.06 * Math.sin(2 * Math.PI * progress + 1), progress * Math.PI * 2 + 0.5, 0);
      product.position.y = -0.02 + 0.05 * wave;
      const activeSwatch = Math.floor(progress * SWATCHES.length) % SWATCHES.length;
      drawBrowser(browser.context, browser.width, browser.height, activeSwatch);
      browser.refresh();
      const swatch = cyclic(SWATCHES, activeSwatch);
      shellMaterial.color.set(swatch === '#1c1d22' ? '#2a2c33' : swatch);
      headset.updateMatrixWorld(true);
      for (const hotspot of hotspots) {
        const world = headset.localToWorld(hotspot.local.clone());
        const local = page.worldToLocal(world);
        hotspot.group.position.copy(local);
        hotspot.group.lookAt(camera.position);
        hotspot.pose(progress * 2 + hotspot.phase);
        const facing = headset.localToWorld(hotspot.local.clone().multiplyScalar(1.4)).sub(headset.getWorldPosition(new Vector3())).normalize();
        hotspot.group.visible = facing.dot(new Vector3().subVectors(camera.position, world).normalize()) > -0.1;
      }
    },
    render: studio.render,
  };
};

export default web3d;
