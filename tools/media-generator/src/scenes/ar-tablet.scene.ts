/**
 * Augmented reality on a tablet, staged like the product renders (render-kit.ts: image-based light, physically based
 * materials, baked contact shadows, a vignette). Over the viewer's shoulder, a tablet in a floor stand at an oak
 * meeting table shows the table through its camera, with a virtual belt-driven air compressor placed at true scale on
 * it and a soft placement ring under it. The compressor and the ring exist only on the screen (render layer 1, which
 * only the tablet's camera sees), as in real AR: past the tablet, the table is empty. In the video the compressor
 * turns a little each way on its ring, as a buyer turns it with a finger, and the viewer sways gently.
 * Options: view 'card' (the 16:10 still, a little wider) or the default (the 16:9 video).
 */
import { DoubleSide, Group, HalfFloatType, Mesh, MeshBasicMaterial, PerspectiveCamera, PlaneGeometry, Vector3, WebGLRenderTarget, type Object3D } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { airCompressor, coffeeCup, meetingTable, notebook, TABLET, tablet, tabletStand } from './ar-tablet-props.ts';
import { canvasTexture, createGround, createStage, grounded, vignette } from './render-kit.ts';
import { loopWave } from './studio.ts';
import { setLayer } from './xr-kit.ts';

/** Seen only by the tablet's camera: the virtual product and its placement ring. */
const AR_LAYER = 1;
/** Seen only by the viewer's camera: the tablet itself (its camera sits inside it) and the vignette. */
const VIEWER_LAYER = 2;
const TABLE_HEIGHT = 0.74;

/** A soft ring lying on the surface, in brand yellow, fading at both edges: where the product is placed. */
function placementRing(radius: number): Mesh {
  const texture = canvasTexture(512, 512, (context) => {
    const gradient = context.createRadialGradient(256, 256, 0, 256, 256, 256);
    gradient.addColorStop(0, 'rgba(255,214,10,0)');
    gradient.addColorStop(0.86, 'rgba(255,214,10,0.03)');
    gradient.addColorStop(0.93, 'rgba(255,214,10,0.5)');
    gradient.addColorStop(0.945, 'rgba(255,214,10,0.5)');
    gradient.addColorStop(0.98, 'rgba(255,214,10,0)');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 512, 512);
  });
  const ring = new Mesh(
    new PlaneGeometry(radius * 2, radius * 2).rotateX(-Math.PI / 2),
    new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false, toneMapped: false, side: DoubleSide }),
  );
  ring.position.y = 0.004;
  ring.renderOrder = 3;
  return ring;
}

/**
 * What lies over the camera view: the AR app's one piece of chrome, a small status pill at the foot of the display,
 * and the faint sheen of the cover glass catching the room's light at one corner.
 */
function screenChrome(width: number, height: number): Mesh {
  const pixels = 3000;
  const w = Math.round(width * pixels);
  const h = Math.round(height * pixels);
  const texture = canvasTexture(w, h, (context) => {
    const sheen = context.createLinearGradient(0, 0, w * 0.55, h * 0.9);
    sheen.addColorStop(0, 'rgba(255,255,255,0.04)');
    sheen.addColorStop(0.5, 'rgba(255,255,255,0.012)');
    sheen.addColorStop(1, 'rgba(255,255,255,0)');
    context.fillStyle = sheen;
    context.fillRect(0, 0, w, h);
    const pillH = h * 0.075;
    context.font = `600 ${Math.round(pillH * 0.42)}px "DejaVu Sans", sans-serif`;
    const text = 'Placed on table · true scale';
    const pillW = context.measureText(text).width + pillH * 1.5;
    const x = (w - pillW) / 2;
    const y = h * 0.88;
    context.fillStyle = 'rgba(14,15,18,0.72)';
    context.beginPath();
    context.roundRect(x, y, pillW, pillH, pillH / 2);
    context.fill();
    context.fillStyle = '#ffd60a';
    context.beginPath();
    context.arc(x + pillH * 0.55, y + pillH / 2, pillH * 0.16, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'rgba(255,255,255,0.92)';
    context.textBaseline = 'middle';
    context.fillText(text, x + pillH * 0.95, y + pillH / 2 + 1);
  });
  return new Mesh(new PlaneGeometry(width, height), new MeshBasicMaterial({ map: texture, transparent: true, depthWrite: false, toneMapped: false }));
}

const arTablet: SceneFactory = ({ renderer, width, height, random, options }) => {
  const still = options.view === 'card';
  const stage = createStage({ renderer, width, height, environment: 'studio', environmentIntensity: 0.9, fov: 32, bloom: 0, exposure: 1.05, fog: 0.12 });
  const { scene, camera } = stage;
  camera.near = 0.05;
  camera.layers.enable(VIEWER_LAYER);
  scene.add(createGround('cyclorama', random).group);

  // The real room: an oak meeting table with a notebook and a cup on it, and the tablet's stand at its near edge.
  const table = grounded(renderer, meetingTable(random, 2.4, 1.6, TABLE_HEIGHT), 3, 2.2, { height: 0.7, opacity: 0.7 });
  table.position.set(0, 0, -0.5);
  scene.add(table);
  const onTable = (object: Object3D, x: number, z: number, turn: number, size: number) => {
    grounded(renderer, object, size, size, { height: 0.15, opacity: 0.8 });
    object.position.set(x, TABLE_HEIGHT, z);
    object.rotation.y = turn;
    scene.add(object);
  };
  onTable(notebook(), -0.42, 0.0, 0.35, 0.4);
  onTable(coffeeCup(), 0.46, -0.3, 0.4, 0.25);

  const tabletAt = new Vector3(0.02, 1.4, 0.42);
  const aim = new Vector3(0.02, 0.86, -0.62);
  // The stand's post rises straight under the cradle's hinge, behind the tablet.
  const pose = new Group();
  pose.position.copy(tabletAt);
  pose.lookAt(tabletAt.clone().multiplyScalar(2).sub(aim));
  pose.updateMatrixWorld();
  const hinge = pose.localToWorld(new Vector3(0, -0.05, -TABLET.depth / 2 - 0.016));
  const stand = tabletStand(hinge.y - 0.04);
  grounded(renderer, stand.base, 0.5, 0.5, { height: 0.2, opacity: 0.8 });
  stand.base.position.set(hinge.x, 0, hinge.z);
  setLayer(stand.base, VIEWER_LAYER);
  scene.add(stand.base);

  // The virtual product, placed at true scale on the table: only the tablet's camera sees it.
  const ar = new Group();
  ar.position.set(0.02, TABLE_HEIGHT, -0.62);
  const turntable = new Group();
  const compressor = grounded(renderer, airCompressor(), 1.1, 0.75, { height: 0.45, opacity: 0.9, blur: 5 });
  turntable.add(compressor);
  ar.add(placementRing(0.5), turntable);
  setLayer(ar, AR_LAYER);
  scene.add(ar);

  // The tablet in its cradle; its screen shows what its rear camera sees.
  const screenTarget = new WebGLRenderTarget(1024, 768, { type: HalfFloatType, samples: 4 });
  const device = tablet(screenTarget.texture);
  const holder = new Group();
  holder.add(device.group, stand.cradle);
  const chrome = screenChrome(TABLET.width - 2 * TABLET.bezel, TABLET.height - 2 * TABLET.bezel);
  chrome.position.z = TABLET.depth / 2 + 0.0009;
  holder.add(chrome);
  setLayer(holder, VIEWER_LAYER);
  const sw = TABLET.width - 2 * TABLET.bezel;
  const sh = TABLET.height - 2 * TABLET.bezel;
  const tabletCamera = new PerspectiveCamera(50, sw / sh, 0.05, 40);
  tabletCamera.position.z = -TABLET.depth;
  tabletCamera.layers.set(0);
  tabletCamera.layers.enable(AR_LAYER);
  holder.add(tabletCamera);
  holder.position.copy(tabletAt);
  holder.lookAt(tabletAt.clone().multiplyScalar(2).sub(aim));
  scene.add(holder);

  const view = vignette(width / height, { strength: 0.9, inner: 0.42 });
  view.layers.set(VIEWER_LAYER);
  scene.add(view);

  // Over the viewer's right shoulder, a little above the tablet, looking past it down the table.
  const eye = still ? new Vector3(0.2, 1.86, 1.12) : new Vector3(0.17, 1.8, 1.0);
  const target = new Vector3(-0.1, 0.98, -0.25);

  return {
    scene,
    camera,
    update: (progress) => {
      // The buyer turns the product a little each way (one smooth period), and the viewer sways gently.
      turntable.rotation.y = -0.8 + 0.45 * loopWave(progress);
      const sway = Math.sin(2 * Math.PI * progress);
      camera.position.set(eye.x + 0.02 * sway, eye.y + 0.006 * Math.sin(4 * Math.PI * progress), eye.z);
      camera.lookAt(target);
      camera.updateMatrixWorld();
    },
    render: (target) => {
      scene.updateMatrixWorld();
      target.setRenderTarget(screenTarget);
      target.render(scene, tabletCamera);
      target.setRenderTarget(null);
      stage.render(target);
    },
  };
};

export default arTablet;
