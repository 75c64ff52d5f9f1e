/**
 * Physically based staging shared by the product renders: procedural CC0-style
 * image-based lighting (softbox "HDRI" environments built from emissive panels
 * and filtered with PMREMGenerator, in the spirit of three.js's RoomEnvironment),
 * baked soft contact shadows (the object is rendered from below into a texture
 * and blurred, as in three.js's contact-shadow example), ground planes for the
 * different stagings (studio cyclorama, workshop concrete, showroom, exhibition
 * hall, dusk apron) and a vignette pass that lets images fall off to black.
 */
import {
  BackSide,
  BoxGeometry,
  CanvasTexture,
  Color,
  CubeCamera,
  CylinderGeometry,
  DoubleSide,
  FloatType,
  FogExp2,
  Group,
  HalfFloatType,
  Mesh,
  MeshBasicMaterial,
  MeshDepthMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  OrthographicCamera,
  PMREMGenerator,
  PlaneGeometry,
  RepeatWrapping,
  SRGBColorSpace,
  Scene,
  ShaderMaterial,
  SphereGeometry,
  WebGLCubeRenderTarget,
  WebGLRenderTarget,
  PerspectiveCamera,
  Vector2,
  type Object3D,
  type Texture,
  type WebGLRenderer,
} from 'three';
import { EffectComposer } from 'three/examples/jsm/postprocessing/EffectComposer.js';
import { OutputPass } from 'three/examples/jsm/postprocessing/OutputPass.js';
import { RenderPass } from 'three/examples/jsm/postprocessing/RenderPass.js';
import { UnrealBloomPass } from 'three/examples/jsm/postprocessing/UnrealBloomPass.js';
import { HorizontalBlurShader } from 'three/examples/jsm/shaders/HorizontalBlurShader.js';
import { VerticalBlurShader } from 'three/examples/jsm/shaders/VerticalBlurShader.js';

export type EnvironmentStyle = 'studio' | 'workshop' | 'showroom' | 'dusk' | 'hall';

function emissive(intensity: number, color: Color | number = 0xffffff): MeshBasicMaterial {
  const material = new MeshBasicMaterial({ color, side: DoubleSide, toneMapped: false });
  material.color.multiplyScalar(intensity);
  return material;
}

function panel(
  scene: Scene,
  width: number,
  height: number,
  material: MeshBasicMaterial,
  position: [number, number, number],
  rotation: [number, number, number],
) {
  const mesh = new Mesh(new PlaneGeometry(width, height), material);
  mesh.position.set(...position);
  mesh.rotation.set(...rotation);
  scene.add(mesh);
}

/**
 * The room of a lighting environment: a dark room with large softboxes whose long reflections read as the strip
 * highlights of a photo studio. Seen from the origin. The stills are lit by it (lightingEnvironment) and the site's
 * 3D viewer by the same room, written as a Radiance file (an `environment` job).
 */
export function environmentScene(style: EnvironmentStyle = 'studio'): Scene {
  const scene = new Scene();
  const wall = style === 'dusk' ? 0x1a1c24 : style === 'workshop' ? 0x17171a : 0x0b0b0d;
  const room = new Mesh(new BoxGeometry(40, 16, 40), new MeshBasicMaterial({ color: wall, side: BackSide }));
  room.position.y = 7.5;
  scene.add(room);
  const floor = new Mesh(new PlaneGeometry(40, 40), new MeshBasicMaterial({ color: style === 'workshop' ? 0x4a4844 : 0x2c2c30 }));
  floor.rotation.x = -Math.PI / 2;
  floor.position.y = -0.4;
  scene.add(floor);
  if (style === 'dusk') {
    // Open sky: a warm horizon band under a deep blue dome, and a low sun glow.
    const sky = new Mesh(new SphereGeometry(18, 32, 16, 0, Math.PI * 2, 0, Math.PI / 2), new MeshBasicMaterial({ color: 0x2c3e66, side: BackSide }));
    sky.material.color.multiplyScalar(1.2);
    scene.add(sky);
    panel(scene, 36, 2.2, emissive(2.2, 0xffa257), [0, 1.1, -16], [0, 0, 0]);
    panel(scene, 36, 2.2, emissive(0.9, 0xff8a4a), [-16, 1.1, 0], [0, Math.PI / 2, 0]);
    panel(scene, 6, 1.6, emissive(9, 0xffc27a), [-10, 1.6, -12], [0, 0.7, 0]);
    panel(scene, 14, 4, emissive(1.4, 0x9fb8ff), [0, 12, 0], [Math.PI / 2, 0, 0]);
  } else {
    const top = style === 'workshop' ? 5 : style === 'hall' ? 4 : 7;
    // Overhead softbox (the long reflection along roof, bonnet and bootlid).
    panel(scene, 9, 2.6, emissive(top), [0, 9, 0], [Math.PI / 2, 0, 0]);
    // Two long strip lights at each side (the horizontal line along the flanks).
    panel(scene, 14, 0.9, emissive(style === 'hall' ? 4 : 6), [0, 3.2, 9], [0, Math.PI, 0]);
    panel(scene, 14, 0.9, emissive(4.5), [0, 3.0, -9], [0, 0, 0]);
    // Warm key softbox and a cool fill.
    panel(scene, 4, 5, emissive(6, 0xfff0dc), [9, 4, 4], [0, -Math.PI / 2 + 0.4, 0]);
    panel(scene, 5, 5, emissive(0.8, 0xcfe0ff), [-9, 3.5, 3], [0, Math.PI / 2 - 0.3, 0]);
    if (style === 'workshop' || style === 'hall') {
      // Rows of ceiling tubes.
      for (let index = -3; index <= 3; index += 1)
        panel(scene, 0.25, 12, emissive(style === 'hall' ? 2.5 : 3, 0xf2f6ff), [index * 3.2, 11, 0], [Math.PI / 2, 0, 0]);
    }
    if (style === 'showroom') {
      panel(scene, 30, 1.2, emissive(1.3, 0xffe0a0), [0, 0.6, -14], [0, 0, 0]);
    }
  }
  return scene;
}

/**
 * A lighting environment's room (environmentScene) as an equirectangular image of linear RGB floats, rows from the
 * bottom: the room is drawn into a cube from the origin, then each pixel looks up its direction in three.js's
 * equirectangular convention (u = atan(z, x) / 2π + ½, v = asin(y) / π + ½), which is how the viewer maps it back.
 * The `environment` job writes it as a Radiance file; a scene that must be lit as the site's viewer lights a model
 * (model-stage) uses the texture as its environment, which three prefilters as it does the file.
 */
export function environmentEquirect(renderer: WebGLRenderer, style: EnvironmentStyle, width: number, height: number): WebGLRenderTarget {
  const cube = new WebGLCubeRenderTarget(width / 2, { type: HalfFloatType });
  new CubeCamera(0.05, 100, cube).update(renderer, environmentScene(style));
  const unwrap = new ShaderMaterial({
    uniforms: { cube: { value: cube.texture } },
    vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy, 0.0, 1.0); }',
    fragmentShader: `
      uniform samplerCube cube;
      varying vec2 vUv;
      void main() {
        float phi = (vUv.x - 0.5) * 6.283185307179586;
        float theta = (vUv.y - 0.5) * 3.141592653589793;
        gl_FragColor = vec4(textureCube(cube, vec3(cos(theta) * cos(phi), sin(theta), cos(theta) * sin(phi))).rgb, 1.0);
      }`,
  });
  const quad = new Scene().add(new Mesh(new PlaneGeometry(2, 2), unwrap));
  const target = new WebGLRenderTarget(width, height, { type: FloatType });
  const previousTarget = renderer.getRenderTarget();
  renderer.setRenderTarget(target);
  renderer.render(quad, new OrthographicCamera());
  renderer.setRenderTarget(previousTarget);
  cube.dispose();
  unwrap.dispose();
  return target;
}

/** The environment for image-based lighting of a still: environmentScene, prefiltered for PBR materials. */
export function lightingEnvironment(renderer: WebGLRenderer, style: EnvironmentStyle = 'studio'): Texture {
  const pmrem = new PMREMGenerator(renderer);
  const texture = pmrem.fromScene(environmentScene(style), 0.02).texture;
  pmrem.dispose();
  return texture;
}

/**
 * A flush brushed-metal turntable with a fine machined edge (no glow), on the floor at y = 0: the stage of a product
 * still (the car's sequence, the gearbox). `flare` is how much wider its foot is than its top.
 */
export function brushedTurntable(radius: number, height: number, flare: number): Group {
  const plate = new Mesh(
    new CylinderGeometry(radius, radius + flare, height, 128),
    new MeshPhysicalMaterial({ color: 0x141417, metalness: 0.7, roughness: 0.5, envMapIntensity: 0.35 }),
  );
  const edge = new Mesh(
    new CylinderGeometry(radius + flare + 0.005, radius + flare + 0.005, height + 0.001, 128, 1, true),
    new MeshStandardMaterial({ color: 0x8d9096, metalness: 1, roughness: 0.2 }),
  );
  plate.position.y = height / 2;
  edge.position.y = height / 2;
  const turntable = new Group();
  turntable.add(plate, edge);
  return turntable;
}

const blurMaterial = (shader: { vertexShader: string; fragmentShader: string }) =>
  new ShaderMaterial({
    uniforms: { tDiffuse: { value: null }, h: { value: 0 }, v: { value: 0 } },
    vertexShader: shader.vertexShader,
    fragmentShader: shader.fragmentShader,
    depthTest: false,
  });

function setUniform(material: ShaderMaterial, name: string, value: unknown) {
  const uniform = material.uniforms[name];
  if (uniform) uniform.value = value;
}

export interface ContactShadowOptions {
  /** Footprint in world units (x, z), centred under the object's origin. */
  width: number;
  depth: number;
  /** Only geometry up to this height above the ground darkens the shadow. */
  height?: number;
  /** Blur in texels (at 256 px) and overall opacity. */
  blur?: number;
  opacity?: number;
  darkness?: number;
  resolution?: number;
  /**
   * Whether each texel keeps the surface nearest the floor, from either side, as model-viewer's shadow does. Off by
   * default: the stills' shadows were made with every surface drawn over the last in draw order.
   */
  nearest?: boolean;
}

/**
 * Bakes a soft contact shadow of `object` (posed at its current local transform) into a
 * ground plane: darkest where geometry touches the floor, fading with height and blur.
 * Add the returned mesh beside the object (same parent) so it turns with it.
 */
export function bakeContactShadow(renderer: WebGLRenderer, object: Object3D, options: ContactShadowOptions): Mesh {
  const { width, depth, height = 1.2, blur = 3.5, opacity = 0.9, darkness = 1.4, resolution = 512, nearest = false } = options;
  const size = [resolution, Math.max(16, Math.round((resolution * depth) / width))] as const;
  const target = new WebGLRenderTarget(size[0], size[1]);
  const scratch = new WebGLRenderTarget(size[0], size[1]);
  target.texture.generateMipmaps = false;
  scratch.texture.generateMipmaps = false;

  const camera = new OrthographicCamera(-width / 2, width / 2, depth / 2, -depth / 2, 0, height);
  camera.rotation.x = Math.PI / 2;
  const depthMaterial = new MeshDepthMaterial();
  depthMaterial.onBeforeCompile = (shader) => {
    shader.uniforms.darkness = { value: darkness };
    shader.fragmentShader = `uniform float darkness;\n${shader.fragmentShader.replace(
      'gl_FragColor = vec4( vec3( 1.0 - fragCoordZ ), opacity );',
      'gl_FragColor = vec4( vec3( 0.0 ), ( 1.0 - fragCoordZ ) * darkness );',
    )}`;
  };
  depthMaterial.depthTest = nearest;
  depthMaterial.depthWrite = nearest;
  if (nearest) depthMaterial.side = DoubleSide;

  const stage = new Scene();
  stage.overrideMaterial = depthMaterial;
  const parent = object.parent;
  const matrix = object.matrix.clone();
  stage.add(object);
  object.position.set(0, 0, 0);
  object.rotation.set(0, 0, 0);
  object.updateMatrixWorld(true);

  const previousTarget = renderer.getRenderTarget();
  const previousAlpha = renderer.getClearAlpha();
  const previousColor = renderer.getClearColor(new Color());
  renderer.setClearColor(0x000000, 0);
  renderer.setRenderTarget(target);
  renderer.clear();
  renderer.render(stage, camera);

  const quad = new Mesh(new PlaneGeometry(2, 2));
  const quadScene = new Scene();
  quadScene.add(quad);
  const quadCamera = new OrthographicCamera(-1, 1, 1, -1, 0, 1);
  quadCamera.position.z = 0.5;
  const horizontal = blurMaterial(HorizontalBlurShader);
  const vertical = blurMaterial(VerticalBlurShader);
  const pass = (amount: number) => {
    quad.material = horizontal;
    setUniform(horizontal, 'tDiffuse', target.texture);
    setUniform(horizontal, 'h', amount / size[0]);
    renderer.setRenderTarget(scratch);
    renderer.clear();
    renderer.render(quadScene, quadCamera);
    quad.material = vertical;
    setUniform(vertical, 'tDiffuse', scratch.texture);
    setUniform(vertical, 'v', amount / size[1]);
    renderer.setRenderTarget(target);
    renderer.clear();
    renderer.render(quadScene, quadCamera);
  };
  for (const amount of [blur, blur * 0.6, blur * 0.35]) pass(amount);

  renderer.setRenderTarget(previousTarget);
  renderer.setClearColor(previousColor, previousAlpha);
  stage.remove(object);
  matrix.decompose(object.position, object.quaternion, object.scale);
  if (parent) parent.add(object);
  object.updateMatrixWorld(true);
  scratch.dispose();

  const plane = new Mesh(
    new PlaneGeometry(width, depth).rotateX(Math.PI / 2),
    new MeshBasicMaterial({ map: target.texture, transparent: true, opacity, depthWrite: false, toneMapped: false }),
  );
  plane.scale.y = -1;
  plane.position.y = 0.003;
  plane.renderOrder = 2;
  return plane;
}

/** How a grounded object's shadow is baked (see ContactShadowOptions); the stills' usual soft shadow by default. */
export type GroundedShadow = Pick<ContactShadowOptions, 'height' | 'opacity' | 'blur' | 'resolution'>;

/**
 * Bakes `object`'s soft contact shadow over a `width` × `depth` footprint, from its pose as it is now, and parents it
 * to the object, so it follows wherever the object is placed. Returns the object.
 */
export function grounded<T extends Object3D>(
  renderer: WebGLRenderer,
  object: T,
  width: number,
  depth: number,
  { height = 1, opacity = 0.85, blur = 3.5, resolution = 256 }: GroundedShadow = {},
): T {
  object.updateMatrix();
  object.add(bakeContactShadow(renderer, object, { width, depth, height, blur, opacity, resolution }));
  return object;
}

/** A texture drawn with the 2D canvas API; sRGB unless it holds data rather than colour. */
export function canvasTexture(width: number, height: number, draw: (context: CanvasRenderingContext2D) => void, srgb = true): CanvasTexture {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('2D canvas unavailable');
  draw(context);
  const texture = new CanvasTexture(canvas);
  if (srgb) texture.colorSpace = SRGBColorSpace;
  return texture;
}

/** A tileable, deterministic grain/stain texture for concrete or epoxy floors. */
export function concreteTexture(random: () => number, base: string, spots: string, repeat = 6): CanvasTexture {
  const texture = canvasTexture(512, 512, (context) => {
    context.fillStyle = base;
    context.fillRect(0, 0, 512, 512);
    for (let index = 0; index < 1400; index += 1) {
      const x = random() * 512;
      const y = random() * 512;
      const r = 2 + random() * 26;
      context.globalAlpha = 0.015 + random() * 0.05;
      context.fillStyle = random() > 0.5 ? spots : '#000';
      for (const dx of [-512, 0, 512])
        for (const dy of [-512, 0, 512]) {
          context.beginPath();
          context.arc(x + dx, y + dy, r, 0, Math.PI * 2);
          context.fill();
        }
    }
    context.globalAlpha = 1;
  });
  texture.wrapS = RepeatWrapping;
  texture.wrapT = RepeatWrapping;
  texture.repeat.set(repeat, repeat);
  texture.anisotropy = 8;
  return texture;
}

export interface Ground {
  group: Group;
  floor: Mesh;
}

/**
 * Stagings for the product, each a floor plus backdrop:
 *  - cyclorama: a seamless dark infinity cove under a soft overhead pool of light;
 *  - workshop: sealed grey concrete with expansion joints and a painted bay line;
 *  - showroom: polished dark tiles;
 *  - hall: an exhibition stand, a low carpeted plinth with a lit edge in white;
 *  - apron: wet asphalt at dusk.
 */
export function createGround(kind: 'cyclorama' | 'workshop' | 'showroom' | 'hall' | 'apron', random: () => number): Ground {
  const group = new Group();
  let floorMaterial: MeshPhysicalMaterial | MeshStandardMaterial;
  if (kind === 'workshop') {
    const map = concreteTexture(random, '#6b6a66', '#9a968c', 5);
    floorMaterial = new MeshStandardMaterial({ color: 0x8a8a86, map, roughness: 0.62, metalness: 0 });
  } else if (kind === 'apron') {
    const map = concreteTexture(random, '#26272a', '#3a3b40', 8);
    floorMaterial = new MeshPhysicalMaterial({ color: 0x24262a, map, roughness: 0.7, metalness: 0, clearcoat: 0.15, clearcoatRoughness: 0.5 });
  } else if (kind === 'showroom') {
    const map = canvasTexture(512, 512, (context) => {
      context.fillStyle = '#2b2b2e';
      context.fillRect(0, 0, 512, 512);
      context.fillStyle = '#0c0c0e';
      context.fillRect(0, 0, 512, 3);
      context.fillRect(0, 0, 3, 512);
      context.fillRect(0, 256, 512, 2);
      context.fillRect(256, 0, 2, 512);
    });
    map.wrapS = RepeatWrapping;
    map.wrapT = RepeatWrapping;
    map.repeat.set(12, 12);
    map.anisotropy = 8;
    floorMaterial = new MeshPhysicalMaterial({ color: 0x3c3c40, map, roughness: 0.38, metalness: 0, clearcoat: 0.25, clearcoatRoughness: 0.3 });
  } else {
    floorMaterial = new MeshPhysicalMaterial({
      color: kind === 'hall' ? 0x1d1d21 : 0x0f0f11,
      roughness: 0.5,
      metalness: 0,
      clearcoat: 0,
      clearcoatRoughness: 0.3,
    });
  }
  floorMaterial.envMapIntensity = kind === 'workshop' ? 0.55 : 0.3;
  const floor = new Mesh(new PlaneGeometry(80, 80), floorMaterial);
  floor.rotation.x = -Math.PI / 2;
  group.add(floor);

  if (kind === 'cyclorama') {
    // The cove: floor curving up into a back wall.
    const cove = new Mesh(
      new CylinderGeometry(4, 4, 60, 32, 1, true, Math.PI, Math.PI / 2).rotateZ(Math.PI / 2),
      new MeshStandardMaterial({ color: 0x0f0f11, roughness: 0.8, side: DoubleSide }),
    );
    cove.position.set(0, 4, -14);
    const back = new Mesh(new PlaneGeometry(60, 30), new MeshStandardMaterial({ color: 0x0c0c0e, roughness: 0.85 }));
    back.position.set(0, 19, -18);
    group.add(cove, back);
  }
  if (kind === 'workshop') {
    const joint = new MeshBasicMaterial({ color: 0x1a1a1a, transparent: true, opacity: 0.6 });
    for (let index = -6; index <= 6; index += 1) {
      const a = new Mesh(new PlaneGeometry(0.02, 80), joint);
      a.rotation.x = -Math.PI / 2;
      a.position.set(index * 4 + 2, 0.001, 0);
      const b = new Mesh(new PlaneGeometry(80, 0.02), joint);
      b.rotation.x = -Math.PI / 2;
      b.position.set(0, 0.001, index * 4 + 2);
      group.add(a, b);
    }
    const paint = new MeshStandardMaterial({ color: 0xffd60a, roughness: 0.55 });
    for (const x of [-3.4, 3.4]) {
      const line = new Mesh(new PlaneGeometry(0.1, 9), paint);
      line.rotation.x = -Math.PI / 2;
      line.rotation.z = Math.PI / 2;
      line.position.set(0, 0.002, x);
      group.add(line);
    }
  }
  if (kind === 'hall') {
    const plinth = new Mesh(new BoxGeometry(8.4, 0.12, 5.6), new MeshStandardMaterial({ color: 0x1a1a1d, roughness: 0.9 }));
    plinth.position.y = -0.06;
    const edge = new Mesh(new BoxGeometry(8.44, 0.02, 5.64), emissive(1.4, 0xf4f1ea));
    edge.position.y = -0.115;
    group.add(plinth, edge);
  }
  return { group, floor };
}

/**
 * Soft radial fall-off to black (and optional left-side fade), drawn as a full-screen
 * overlay in front of the camera. Attach to the camera and add the camera to the scene.
 */
export function vignette(
  aspect: number,
  { strength = 0.85, left = 0, bottom = 0, inner = 0.45 }: { strength?: number; left?: number; bottom?: number; inner?: number } = {},
): Mesh {
  const material = new ShaderMaterial({
    transparent: true,
    depthTest: false,
    depthWrite: false,
    toneMapped: false,
    uniforms: { strength: { value: strength }, left: { value: left }, bottom: { value: bottom }, inner: { value: inner }, aspect: { value: aspect } },
    vertexShader: 'varying vec2 vUv; void main() { vUv = uv; gl_Position = vec4(position.xy * 2.0, 0.0, 1.0); }',
    fragmentShader: `varying vec2 vUv; uniform float strength; uniform float left; uniform float bottom; uniform float inner; uniform float aspect;
      void main() {
        vec2 p = (vUv - 0.5) * vec2(aspect, 1.0);
        float r = length(p) / (0.5 * length(vec2(aspect, 1.0)));
        float v = smoothstep(inner, 1.05, r) * strength;
        v = max(v, left * (1.0 - smoothstep(0.0, 0.42, vUv.x)));
        v = max(v, bottom * (1.0 - smoothstep(0.0, 0.22, vUv.y)));
        gl_FragColor = vec4(0.0, 0.0, 0.0, clamp(v, 0.0, 1.0));
      }`,
  });
  const mesh = new Mesh(new PlaneGeometry(1, 1), material);
  mesh.frustumCulled = false;
  mesh.renderOrder = 999;
  return mesh;
}

export interface Stage {
  scene: Scene;
  camera: PerspectiveCamera;
  render: (renderer: WebGLRenderer) => void;
}

/** A black scene lit only by a procedural environment, with bloom for emissive parts. */
export function createStage({
  renderer,
  width,
  height,
  environment = 'studio',
  environmentIntensity = 1,
  fov = 30,
  bloom = 0.35,
  exposure = 1,
  fog = 0.045,
}: {
  renderer: WebGLRenderer;
  width: number;
  height: number;
  environment?: EnvironmentStyle;
  environmentIntensity?: number;
  fov?: number;
  bloom?: number;
  exposure?: number;
  fog?: number;
}): Stage {
  const scene = new Scene();
  scene.background = new Color(0x000000);
  scene.fog = new FogExp2(0x000000, fog);
  scene.environment = lightingEnvironment(renderer, environment);
  scene.environmentIntensity = environmentIntensity;
  renderer.toneMappingExposure = exposure;
  const camera = new PerspectiveCamera(fov, width / height, 0.1, 200);
  const composer = new EffectComposer(renderer);
  composer.setPixelRatio(1);
  composer.setSize(width, height);
  composer.addPass(new RenderPass(scene, camera));
  if (bloom > 0) composer.addPass(new UnrealBloomPass(new Vector2(width, height), bloom, 0.5, 0.9));
  composer.addPass(new OutputPass());
  return { scene, camera, render: () => composer.render() };
}
