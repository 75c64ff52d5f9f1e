/**
 * Interactive 3D on the web: a browser window showing a tool maker's product page, whose product, a cordless drill
 * driver (web-3d-props.ts), is a live model turning on a stage that juts out of the page's 3D viewer. Lit like the
 * product renders (render-kit.ts: the studio softbox room, physically based materials, a baked soft contact shadow,
 * a vignette); the only overlays are two small hotspot dots pinned to the model. One full turn per loop.
 */
import { Group, Mesh, MeshBasicMaterial, MeshPhysicalMaterial, MeshStandardMaterial, PlaneGeometry, Vector3 } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { bakeContactShadow, canvasTexture, createStage, vignette } from './render-kit.ts';
import { cordlessDrill } from './web-3d-props.ts';
import { canvasPanel, drawText, roundRect, YELLOW } from './xr-kit.ts';

/** The page is laid out on a 320 × 200 grid; the 3D viewer panel occupies this box of it. */
const VIEWER = { x: 150, y: 34, w: 158, h: 154 };
const SWATCHES = ['#34373e', '#6b7480', '#d6d7d9'];

function drawPage(context: CanvasRenderingContext2D, w: number, h: number): void {
  const u = w / 320;
  const muted = 'rgba(255,255,255,0.62)';
  context.clearRect(0, 0, w, h);
  roundRect(context, 0, 0, w, h, 6 * u);
  context.fillStyle = '#0d0e12';
  context.fill();
  context.save();
  context.clip();
  // Browser chrome: tab dots and the address bar.
  context.fillStyle = '#18191e';
  context.fillRect(0, 0, w, 14 * u);
  for (let index = 0; index < 3; index += 1) {
    context.fillStyle = '#3a3c44';
    context.beginPath();
    context.arc((9 + index * 7) * u, 7 * u, 2.2 * u, 0, Math.PI * 2);
    context.fill();
  }
  roundRect(context, 80 * u, 3 * u, 160 * u, 8 * u, 4 * u);
  context.fillStyle = '#0d0e12';
  context.fill();
  drawText(context, 'satorixr.com/demo/keel-drill-driver', 90 * u, 8.9 * u, 4.2 * u, 'rgba(255,255,255,0.58)', 500);
  context.strokeStyle = 'rgba(255,255,255,0.5)';
  context.lineWidth = 0.5 * u;
  roundRect(context, 83.6 * u, 6.4 * u, 2.8 * u, 2.2 * u, 0.4 * u);
  context.stroke();
  // Page navigation.
  drawText(context, 'HALDEN', 14 * u, 27 * u, 5 * u, '#ffffff', 800);
  ['Tools', 'Details', 'In 3D', 'Buy'].forEach((item, index) =>
    drawText(context, item, (196 + index * 28) * u, 27 * u, 4 * u, index === 2 ? YELLOW : muted, 500),
  );
  context.fillStyle = 'rgba(255,255,255,0.07)';
  context.fillRect(0, 33 * u, w, 0.4 * u);
  // Copy column.
  drawText(context, 'CORDLESS TOOLS', 14 * u, 62 * u, 4 * u, YELLOW, 700);
  drawText(context, 'Keel', 14 * u, 84 * u, 19 * u, '#ffffff', 800);
  drawText(context, 'Drill Driver', 14 * u, 97 * u, 8 * u, '#ffffff', 700);
  drawText(context, 'Turn it. Look closer.', 14 * u, 110 * u, 5.6 * u, 'rgba(255,255,255,0.76)', 500);
  for (let line = 0; line < 3; line += 1) {
    roundRect(context, 14 * u, (118 + line * 6.5) * u, (line === 2 ? 58 : 96) * u, 2.4 * u, 1.2 * u);
    context.fillStyle = 'rgba(255,255,255,0.16)';
    context.fill();
  }
  drawText(context, 'Finish', 14 * u, 146 * u, 4 * u, muted, 600);
  SWATCHES.forEach((color, index) => {
    const x = (19 + index * 13) * u;
    context.beginPath();
    context.arc(x, 155 * u, 4.2 * u, 0, Math.PI * 2);
    context.fillStyle = color;
    context.fill();
    context.strokeStyle = 'rgba(255,255,255,0.25)';
    context.lineWidth = 0.4 * u;
    context.stroke();
    if (index === 0) {
      context.beginPath();
      context.arc(x, 155 * u, 6.2 * u, 0, Math.PI * 2);
      context.strokeStyle = YELLOW;
      context.lineWidth = 1.1 * u;
      context.stroke();
    }
  });
  roundRect(context, 14 * u, 168 * u, 62 * u, 13 * u, 6.5 * u);
  context.fillStyle = YELLOW;
  context.fill();
  drawText(context, 'View in your space', 20.5 * u, 176.4 * u, 4.4 * u, '#0d0e12', 800);
  roundRect(context, 82 * u, 168 * u, 44 * u, 13 * u, 6.5 * u);
  context.strokeStyle = 'rgba(255,255,255,0.4)';
  context.lineWidth = 0.6 * u;
  context.stroke();
  drawText(context, 'Rotate in 3D', 89.5 * u, 176.4 * u, 4.4 * u, '#ffffff', 600);
  // The 3D viewer panel: a soft pool of light on graphite, the stage continuing out of its lower edge.
  const { x, y, w: vw, h: vh } = VIEWER;
  roundRect(context, x * u, y * u + 6 * u, vw * u, vh * u - 6 * u, 5 * u);
  const pool = context.createRadialGradient((x + vw * 0.5) * u, (y + vh * 0.55) * u, 0, (x + vw * 0.5) * u, (y + vh * 0.55) * u, vw * 0.7 * u);
  pool.addColorStop(0, '#393b42');
  pool.addColorStop(1, '#15161a');
  context.fillStyle = pool;
  context.fill();
  roundRect(context, (x + vw / 2 - 20) * u, (y + 12) * u, 40 * u, 8 * u, 4 * u);
  context.fillStyle = 'rgba(0,0,0,0.35)';
  context.fill();
  drawText(context, 'Drag to rotate', (x + vw / 2 - 14.5) * u, (y + 17.4) * u, 3.6 * u, 'rgba(255,255,255,0.7)', 600);
  context.restore();
  roundRect(context, 0.5 * u, 0.5 * u, w - u, h - u, 6 * u);
  context.strokeStyle = 'rgba(255,255,255,0.12)';
  context.lineWidth = u;
  context.stroke();
}

/** A hotspot as the site's viewer draws one: a small yellow dot in a thin white ring, flat and unlit, no halo. */
function hotspotDot(size: number): Mesh<PlaneGeometry, MeshBasicMaterial> {
  const map = canvasTexture(128, 128, (context) => {
    context.beginPath();
    context.arc(64, 64, 54, 0, Math.PI * 2);
    context.fillStyle = 'rgba(10,11,14,0.55)';
    context.fill();
    context.lineWidth = 9;
    context.strokeStyle = '#ffffff';
    context.stroke();
    context.beginPath();
    context.arc(64, 64, 26, 0, Math.PI * 2);
    context.fillStyle = YELLOW;
    context.fill();
  });
  const material = new MeshBasicMaterial({ map, transparent: true, depthWrite: false, toneMapped: false });
  material.color.setScalar(0.92);
  const dot = new Mesh(new PlaneGeometry(size, size), material);
  dot.renderOrder = 5;
  return dot;
}

const web3d: SceneFactory = ({ renderer, width, height }) => {
  const stage = createStage({ renderer, width, height, environment: 'studio', environmentIntensity: 1.3, fov: 30, bloom: 0, exposure: 1.05, fog: 0 });
  const { scene, camera } = stage;

  // The browser window, 3.6 units wide: 1 page unit = 3.6 / 320.
  const pageWidth = 3.6;
  const pageHeight = pageWidth * (200 / 320);
  const unit = pageWidth / 320;
  const page = new Group();
  const browser = canvasPanel(pageWidth, pageHeight, 640, drawPage, { brightness: 0.86 });
  page.add(browser.mesh);
  scene.add(page);

  // The viewer's stage: a shallow graphite plinth jutting out of the panel's lower edge, its front edge trimmed in
  // brushed aluminium.
  const stageX = -pageWidth / 2 + (VIEWER.x + VIEWER.w / 2) * unit;
  const stageY = pageHeight / 2 - (VIEWER.y + VIEWER.h) * unit + 0.02;
  const stageWidth = VIEWER.w * unit - 0.02;
  const stageDepth = 1.3;
  const plinth = new Mesh(
    new RoundedBoxGeometry(stageWidth, 0.07, stageDepth, 3, 0.03),
    new MeshPhysicalMaterial({ color: 0x17181c, metalness: 0, roughness: 0.62, clearcoat: 0.2, clearcoatRoughness: 0.4, envMapIntensity: 0.45 }),
  );
  plinth.position.set(stageX, stageY - 0.035, stageDepth / 2 - 0.03);
  const trim = new Mesh(
    new RoundedBoxGeometry(stageWidth + 0.004, 0.012, 0.02, 2, 0.005),
    new MeshStandardMaterial({ color: 0x74787f, metalness: 1, roughness: 0.45 }),
  );
  trim.position.set(stageX, stageY - 0.012, stageDepth - 0.035);
  page.add(plinth, trim);

  // The product: the drill at 4.5× (1 m = 4.5 units), turning about a vertical axis near its middle, its shadow turning
  // with it.
  const scale = 4.5;
  const spinner = new Group();
  spinner.scale.setScalar(scale);
  spinner.position.set(stageX + 0.02, stageY, 0.68);
  const product = new Group();
  const drill = cordlessDrill();
  drill.position.x = -0.048;
  product.add(drill);
  spinner.add(product);
  page.add(spinner);
  spinner.updateMatrixWorld(true);
  product.add(bakeContactShadow(renderer, product, { width: 0.44, depth: 0.3, height: 0.12, blur: 16, opacity: 1, darkness: 3.2, resolution: 256 }));

  // Two hotspots: the chuck and the battery pack.
  const hotspots = [
    { local: new Vector3(0.112, 0.241, 0), normal: new Vector3(0, 1, 0) },
    { local: new Vector3(0.046, 0.05, 0.041), normal: new Vector3(0, 0.2, 1) },
  ].map((spec) => {
    const dot = hotspotDot(0.075);
    page.add(dot);
    return { ...spec, dot };
  });

  page.rotation.y = -0.15;
  scene.add(vignette(width / height, { strength: 0.8, inner: 0.55 }));

  return {
    scene,
    camera,
    update: (progress) => {
      const turn = 2 * Math.PI * progress;
      camera.position.set(0.4 + 0.16 * Math.sin(turn), 0.45 + 0.05 * Math.cos(turn), 5.3);
      camera.lookAt(0.12, -0.2, 0.3);
      product.rotation.y = 0.4 - turn;
      page.updateMatrixWorld(true);
      const toCamera = new Vector3();
      for (const hotspot of hotspots) {
        const world = drill.localToWorld(hotspot.local.clone());
        const normal = hotspot.normal.clone().normalize().transformDirection(drill.matrixWorld);
        hotspot.dot.position.copy(page.worldToLocal(world.clone().addScaledVector(normal, 0.03)));
        hotspot.dot.quaternion.copy(page.quaternion).invert().multiply(camera.quaternion);
        const facing = normal.dot(toCamera.subVectors(camera.position, world).normalize());
        hotspot.dot.material.opacity = Math.min(1, Math.max(0, (facing + 0.1) / 0.3));
        hotspot.dot.visible = hotspot.dot.material.opacity > 0.01;
      }
    },
    render: stage.render,
  };
};

export default web3d;
