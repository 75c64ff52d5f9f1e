/**
 * A model of the site's 3D viewer as the viewer first shows it, for the still (poster) the 3D view fades in over:
 * Google's `<model-viewer>` with the settings of src/lib/model-view/interactive-model.tsx. The model is centred, lit
 * only by the studio room, tone mapped with Khronos PBR Neutral (model-viewer's default) at the site's exposure, on a
 * soft contact shadow, in front of the panel's CSS gradient, from the site's default camera orbit. The framing,
 * shadow and field of view follow model-viewer's own arithmetic (ModelScene.updateFraming, Shadow.setSoftness),
 * so the first frame of the 3D view lands on the still. Compared with model-viewer 4.4 in the same Chromium, the
 * posters differ by about 2 levels of 255 on average; what remains is mostly reflections of very smooth surfaces (the
 * car's glass), which this generator's three.js (r187, whose PMREM was rewritten) blurs a little more than the
 * viewer's (r183).
 *
 * Options: `model` (the name of a models/<name>.model.ts), `yaw` (degrees around the vertical axis from +z, which
 * model-viewer calls the front, towards +x: camera-orbit's theta; default 35) and `pitch` (degrees from straight
 * above: its phi; default 72).
 */
import {
  Box3,
  EquirectangularReflectionMapping,
  Group,
  Line,
  Material,
  MathUtils,
  Mesh,
  MeshStandardMaterial,
  NeutralToneMapping,
  PerspectiveCamera,
  Scene,
  Vector3,
  type CanvasTexture,
  type Object3D,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { reduceVertices } from 'three/examples/jsm/utils/SceneUtils.js';
import { seedFor, seededRandom, type ModelFactory, type SceneFactory } from '../scene-api.ts';
import environmentJobs from '../jobs/environments.jobs.ts';
import { bakeContactShadow, canvasTexture, environmentEquirect } from './render-kit.ts';

/*
 * The same glob as browser-entry.ts rather than importing the two models by name: a model added to models/ gets its
 * poster and its row in the model contact sheet (model-sheet.ts) without touching this file, and the bundle holds
 * each model module once either way, as both globs are eager and resolve to the same files.
 */
const modelFactories = import.meta.glob<{ default: ModelFactory }>('../models/*.model.ts', { eager: true });

/** What the site sets on `<model-viewer>` (interactive-model.tsx), and the defaults it leaves alone. */
const VIEWER = {
  exposure: 1.15,
  /**
   * camera-orbit's radius in a model-viewer section's panel (CAMERA_DISTANCE.panel): 88 % of the distance at which the
   * bounding sphere just fills the field of view. An opening picture's 3D mode starts at 92 % on black; it has its
   * own picture, not these posters.
   */
  radius: 0.88,
  /** model-viewer's DEFAULT_FOV_DEG (features/controls.js), widened only for windows narrower than the model. */
  fieldOfView: 30,
  shadowIntensity: 1,
  /** model-viewer draws shadow-intensity="1" at half opacity (BASE_OPACITY, features/environment.js). */
  shadowOpacity: 0.5,
  shadowSoftness: 0.8,
  defaultYaw: 35,
  defaultPitch: 72,
} as const;

/**
 * The panel behind the viewer (src/lib/model-view/live-view.styles.ts, ViewerLayer with backdrop "panel"):
 * `radial-gradient(ellipse 70% 60% at 50% 62%, surfaceHigh, surface)` in the theme's colours (src/lib/theme/tokens.ts).
 * Repeated here because tools/ may not import the site.
 */
const BACKDROP = { inner: '#1d1d25', outer: '#0a0a0d', centre: [0.5, 0.62], radii: [0.7, 0.6] } as const;

/**
 * The CSS gradient drawn by the browser's own 2D canvas, which interpolates colour stops the way CSS does (in sRGB),
 * at the output's size so no pixel is resampled. The canvas draws circles only: the ellipse is a circle of the
 * horizontal radius in a space squashed vertically, beyond which the last stop continues, as in CSS.
 */
function backdrop(width: number, height: number): CanvasTexture {
  return canvasTexture(width, height, (context) => {
    const radiusX = BACKDROP.radii[0] * width;
    const squash = (BACKDROP.radii[1] * height) / radiusX;
    const x = BACKDROP.centre[0] * width;
    const y = (BACKDROP.centre[1] * height) / squash;
    context.scale(1, squash);
    const gradient = context.createRadialGradient(x, y, 0, x, y, radiusX);
    gradient.addColorStop(0, BACKDROP.inner);
    gradient.addColorStop(1, BACKDROP.outer);
    context.fillStyle = gradient;
    context.fillRect(0, 0, width, height / squash);
  });
}

/**
 * The model as the viewer receives it: the glTF binary keeps neither three's per-material environment intensity
 * (the car's glass has 3) nor `toneMapped: false` (its lamps), so the viewer draws those at 1 and tone mapped.
 */
function asExported(model: Object3D): void {
  model.traverse((child) => {
    if (!(child instanceof Mesh || child instanceof Line)) return;
    // instanceof leaves the material untyped (the classes' generics); checked one by one instead.
    const assigned: unknown = child.material;
    for (const material of Array.isArray(assigned) ? assigned : [assigned]) {
      if (!(material instanceof Material)) continue;
      material.toneMapped = true;
      if (material instanceof MeshStandardMaterial) material.envMapIntensity = 1;
    }
  });
}

/**
 * The viewer's lighting: not render-kit's lightingEnvironment (three's PMREM of the room itself, blurred a little),
 * but the room's equirectangular image at the size of the `environment` job that writes studio.hdr, which three
 * prefilters from the image as the viewer's three does from the file. Its highlights are the viewer's: sharper.
 */
function studioAsViewerSeesIt(renderer: WebGLRenderer): Texture {
  const job = environmentJobs.find((candidate) => candidate.kind === 'environment' && candidate.style === 'studio');
  if (job?.kind !== 'environment') throw new Error('model-stage: no environment job writes the studio room.');
  const image = environmentEquirect(renderer, 'studio', job.width, job.height).texture;
  image.mapping = EquirectangularReflectionMapping;
  return image;
}

function numberOption(value: string | number | boolean | undefined, fallback: number, name: string): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`model-stage: option "${name}" must be a number of degrees.`);
  return value;
}

const modelStage: SceneFactory = ({ renderer, width, height, options }) => {
  const name = typeof options.model === 'string' ? options.model : '';
  const factory = modelFactories[`../models/${name}.model.ts`]?.default;
  if (!factory) {
    const known = Object.keys(modelFactories).map((file) => file.replace(/^\.\.\/models\/(.*)\.model\.ts$/, '$1'));
    throw new Error(`model-stage: option "model" must name a model. Known: ${known.join(', ')}`);
  }
  const yaw = numberOption(options.yaw, VIEWER.defaultYaw, 'yaw');
  const pitch = numberOption(options.pitch, VIEWER.defaultPitch, 'pitch');

  // The model's own random sequence and no options, as its `model` job exports it (browser-entry's exportModel).
  const model = factory({ random: seededRandom(seedFor(name)), options: {} });
  // The exporter writes the object without its parents' transforms.
  model.removeFromParent();
  asExported(model);

  // Measured from the vertices, as model-viewer does (three's reduceVertices, visible objects only, like the exporter).
  const bounds = reduceVertices(model, (box, vertex) => box.expandByPoint(vertex), new Box3());
  const size = bounds.getSize(new Vector3());
  const centre = bounds.getCenter(new Vector3());
  // Stand the model on y = 0 with its box centred on the vertical axis: the contact shadow bakes under the group's
  // origin, and the camera's target (model-viewer's "auto": the box's centre) is then straight above it.
  const stage = new Group();
  model.position.sub(new Vector3(centre.x, bounds.min.y, centre.z));
  stage.add(model);
  stage.updateMatrixWorld(true);
  const target = new Vector3(0, size.y / 2, 0);

  // ModelScene.updateFraming: the bounding sphere about the target holds every vertex; the camera that just fits it
  // in the field of view stands at radius / sin(fov / 2), and the site's orbit at 88 % of that.
  const radius = Math.sqrt(reduceVertices(stage, (value, vertex) => Math.max(value, vertex.distanceToSquared(target)), 0));
  const halfFov = MathUtils.degToRad(VIEWER.fieldOfView / 2);
  const idealDistance = radius / Math.sin(halfFov);
  // ModelScene.adjustedFoV: a window narrower than the model seen from any side gets a wider vertical field of view.
  const widest = reduceVertices(
    stage,
    (value, vertex) => {
      const offset = vertex.clone().sub(target);
      return Math.max(value, Math.hypot(offset.x, offset.z) / (idealDistance - Math.abs(offset.y)));
    },
    0,
  );
  const idealAspect = widest / Math.tan(halfFov);
  const aspect = width / height;
  const fieldOfView = MathUtils.radToDeg(2 * Math.atan(Math.tan(halfFov) * Math.max(1, idealAspect / aspect)));
  const distance = VIEWER.radius * idealDistance;
  const camera = new PerspectiveCamera(fieldOfView, aspect, radius / 100, 4 * (distance + radius));
  // three's spherical coordinates are model-viewer's: theta from +z towards +x, phi from +y.
  camera.position.setFromSphericalCoords(distance, MathUtils.degToRad(pitch), MathUtils.degToRad(yaw)).add(target);
  camera.lookAt(target);

  // Shadow.setSoftness: softness trades the shadow map's resolution (2^9 texels at 0, 2^6 at 1, along the longer side,
  // plus a 10-texel margin for the blur) against sharpness; the shadow camera sees up from the floor through the
  // model's whole height when hard and half of it when soft; a softer shadow is darker per depth and more opaque.
  const { shadowSoftness: softness, shadowIntensity, shadowOpacity } = VIEWER;
  const mapSize = 2 ** (9 - softness * 3);
  const margin = 10;
  const texelsX = Math.floor(size.x > size.z ? mapSize : (mapSize * size.x) / size.z);
  const texelsZ = Math.floor(size.x > size.z ? (mapSize * size.z) / size.x : mapSize);
  const shadow = bakeContactShadow(renderer, stage, {
    width: size.x * (1 + margin / texelsX),
    depth: size.z * (1 + margin / texelsZ),
    height: MathUtils.lerp(size.y, size.y / 2, softness),
    darkness: 1 / softness,
    opacity: shadowIntensity * shadowOpacity * MathUtils.lerp(0.3, 1, softness * softness),
    resolution: texelsX + margin,
    // model-viewer blurs once by one texel; render-kit blurs three times (by 1, 0.6 and 0.35 of this), which spreads
    // about 1.22 times as far, hence 1 / 1.22.
    blur: 0.82,
    nearest: true,
  });

  const scene = new Scene();
  scene.add(stage, shadow);
  scene.environment = studioAsViewerSeesIt(renderer);
  // An sRGB texture background is drawn without tone mapping, like the CSS behind the viewer's transparent canvas.
  scene.background = backdrop(width, height);

  // browser-entry's renderFrame sets ACES filmic on each new renderer, before calling the factory, and never again;
  // this scene's renderer is its own, so model-viewer's tone mapping set here holds for every frame.
  renderer.toneMapping = NeutralToneMapping;
  renderer.toneMappingExposure = VIEWER.exposure;

  return {
    scene,
    camera,
    // A still: the viewer's first frame does not move.
    update: () => undefined,
  };
};

export default modelStage;
