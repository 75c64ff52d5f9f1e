/**
 * Manufacturing stills, one subject per page so that no machine repeats across the site (the robot-arm assembly line
 * is the digital-twin scene's). All four are staged like the site's 3D models: image-based light from the studio,
 * workshop or hall rooms (render-kit.ts), physically based materials (factory-machines.ts), baked soft contact
 * shadows and a vignette. Options: view
 *   'industry' (default): a five-axis machining centre with its door open on a part, in workshop light;
 *   'sales': an exploded gearbox on a brushed turntable, as a product render;
 *   'training': a press brake and its operator station with AR step markers and one step tag on the bend line;
 *   'twin': a powder-coating line (wash tunnel, curing oven, overhead conveyor) from above with two live tags.
 */
import { BoxGeometry, CylinderGeometry, Group, Vector3, type Object3D } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { gearbox, machiningCentre, operatorStation, ovenLine, pressBrake } from './factory-machines.ts';
import { edgeLines, gridFloor } from './hologram-kit.ts';
import { leaderLine, overlayRing, overlayTag } from './overlay-kit.ts';
import { bakeContactShadow, brushedTurntable, createGround, createStage, vignette, type EnvironmentStyle } from './render-kit.ts';
import { BRAND } from './studio.ts';

interface Staging {
  ground: 'cyclorama' | 'workshop' | 'showroom' | 'hall';
  environment: EnvironmentStyle;
  exposure: number;
  eye: Vector3;
  target: Vector3;
}

const STAGING: Record<string, Staging> = {
  industry: { ground: 'workshop', environment: 'workshop', exposure: 0.95, eye: new Vector3(3.6, 2.2, 7.6), target: new Vector3(-0.3, 1.45, 0) },
  sales: { ground: 'cyclorama', environment: 'studio', exposure: 1.1, eye: new Vector3(1.95, 1.3, 3.05), target: new Vector3(0.05, 0.98, 0) },
  training: { ground: 'workshop', environment: 'workshop', exposure: 0.92, eye: new Vector3(4.6, 2.4, 7.6), target: new Vector3(0.3, 1.25, 0.4) },
  twin: { ground: 'hall', environment: 'hall', exposure: 1.05, eye: new Vector3(-2.5, 8.5, 11.5), target: new Vector3(0.6, 1.7, 0) },
};

/** Adds `object` to the scene with its soft contact shadow baked beneath it. */
function place(scene: Object3D, renderer: Parameters<SceneFactory>[0]['renderer'], object: Object3D, width: number, depth: number, height = 1.2) {
  // The bake restores the object from its matrix, which three only refreshes at render time: set it from the pose now.
  object.updateMatrix();
  object.add(bakeContactShadow(renderer, object, { width, depth, height, blur: 4, opacity: 0.85, resolution: 256 }));
  scene.add(object);
}

/** A tag at `at` on a thin straight leader down to `anchor`, the machine part it describes. */
function pinnedTag(scene: Object3D, facing: Object3D[], anchor: Vector3, at: Vector3, size: [number, number], title: string, value: string) {
  const { mesh: plate } = overlayTag(title, value, size[1], { width: size[0] });
  plate.position.copy(at);
  facing.push(plate);
  scene.add(plate, leaderLine([anchor, at.clone().add(new Vector3(0, -size[1] / 2, 0))]));
}

const factoryLine: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'industry');
  const staging: Staging = STAGING[view] ?? (STAGING.industry as Staging);
  const stage = createStage({ renderer, width, height, environment: staging.environment, fov: 30, bloom: 0.25, exposure: staging.exposure, fog: 0.04 });
  const { scene, camera } = stage;
  const ground = createGround(staging.ground, random);
  scene.add(ground.group);
  // The markings that turn to the camera: step rings and tags.
  const facing: Object3D[] = [];

  if (view === 'industry') {
    // The hero machine, and a sister machine deeper in the hall so it reads as a machining bay, not a lone box.
    const machine = machiningCentre();
    machine.position.x = 0.6;
    machine.rotation.y = -0.12;
    place(scene, renderer, machine, 5, 3.6, 1.5);
    const sister = machiningCentre('green');
    sister.position.set(-4.3, 0, -3.2);
    sister.rotation.y = 0.35;
    place(scene, renderer, sister, 5, 3.6, 1.5);
  }

  if (view === 'sales') {
    // The concept car's turntable, smaller: the product sits on the same kind of stage.
    scene.add(brushedTurntable(1.05, 0.03, 0.02));
    const unit = new Group();
    unit.position.y = 0.03;
    const product = gearbox(1);
    product.rotation.y = -0.5;
    unit.add(product);
    place(scene, renderer, unit, 2.2, 2.2, 0.6);
    // Thin explode guides: the only yellow besides the nameplate, showing where the parts go back.
    for (const [x, z] of [
      [-0.45, 0.2],
      [0.45, -0.2],
    ] as const) {
      const guide = new Vector3(x, 0, z).applyAxisAngle(new Vector3(0, 1, 0), product.rotation.y);
      scene.add(leaderLine([new Vector3(guide.x, 0.58, guide.z), new Vector3(guide.x, 1.48, guide.z)]));
    }
  }

  if (view === 'training') {
    const brake = pressBrake();
    place(scene, renderer, brake, 4.6, 2.6, 1.4);
    const station = operatorStation(['BEND 2 OF 4', 'Place blank on gauge', 'Check bend line', 'Press foot switch']);
    station.position.set(2.65, 0, 1.55);
    station.rotation.y = -0.55;
    place(scene, renderer, station, 2.4, 1.6, 0.8);
    // AR overlay: the bend line on the blank and three step markers (a ring on a short leader), each on a real feature.
    const bendLine = edgeLines(new CylinderGeometry(0.001, 0.001, 1.7, 4).rotateZ(Math.PI / 2), BRAND.accent, 0.95);
    bendLine.position.set(0.2, 0.968, 0.28);
    scene.add(bendLine);
    for (const [point, leader] of [
      [new Vector3(0.9, 1.07, 0.02), 0.55],
      [new Vector3(-0.35, 0.97, 0.55), 0.4],
      [new Vector3(1.78, 0.25, 1.25), 0.6],
    ] as const) {
      const marker = overlayRing(0.06, 0.018, { over: true });
      marker.position.copy(point).add(new Vector3(0, leader, 0));
      facing.push(marker);
      scene.add(marker, leaderLine([point, marker.position.clone().add(new Vector3(0, -0.06, 0))]));
    }
    // One step tag on the bend line, where the operator looks: the step list stays on the station's screen.
    pinnedTag(scene, facing, new Vector3(-0.55, 0.97, 0.28), new Vector3(-1.7, 1.5, 1.0), [0.9, 0.27], 'BEND 2 OF 4', 'Check bend line');
  }

  if (view === 'twin') {
    scene.add(gridFloor(60, 60, BRAND.accent, 0.05));
    const line = ovenLine(random);
    place(scene, renderer, line, 18, 4, 1.5);
    // The twin's wireframe traced faintly over the two tunnels: the model and the plant, aligned.
    for (const [size, at] of [
      [new Vector3(6.0, 2.6, 1.9), new Vector3(1.6, 1.3, 0)],
      [new Vector3(2.0, 2.2, 1.5), new Vector3(-3.6, 1.1, 0)],
    ] as const) {
      const outline = edgeLines(new BoxGeometry(size.x + 0.04, size.y + 0.04, size.z + 0.04), BRAND.accent, 0.45);
      outline.position.copy(at);
      scene.add(outline);
    }
    // Two live tags, each on a leader to its station: oven temperature and wash-tunnel conductivity.
    pinnedTag(scene, facing, new Vector3(2.4, 2.65, 0), new Vector3(2.4, 4.1, 0), [1.5, 0.44], 'CURE OVEN  ZONE 2', '180 °C  ·  on profile');
    pinnedTag(scene, facing, new Vector3(-3.9, 2.25, 0), new Vector3(-3.9, 3.55, 0), [1.5, 0.44], 'WASH TUNNEL  STAGE 3', 'Conductivity in range');
  }

  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));
  camera.position.copy(staging.eye);
  camera.lookAt(staging.target);
  camera.updateMatrixWorld();
  for (const marking of facing) marking.quaternion.copy(camera.quaternion);

  return { scene, camera, update: () => undefined, render: stage.render };
};

export default factoryLine;
