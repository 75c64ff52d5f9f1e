/**
 * The Centre of Excellence 3D-capture bench: a 3D-printed prototype bracket turns on a rotary table under a
 * structured-light scanner on a tripod, whose projected fringes fall across the part, and the captured point cloud
 * builds up beside it as the one sparse overlay. Staged like the product stills: studio image-based light, physically
 * based materials, baked contact shadows, a vignette. The table turns once per loop while the scan fills in, then the
 * cloud fades and starts again, so the video loops seamlessly. Options: view = 'video' | 'card'.
 */
import { Group, SpotLight, Vector3, type Object3D, type WebGLRenderer } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { labBench, pointCloud, prototypePart, rotaryTable, scannerTripod, stripeTexture, LAB } from './coe-research-props.ts';
import { bakeContactShadow, createGround, createStage, vignette } from './render-kit.ts';
import { smoothstep } from './xr-kit.ts';

/** Adds `object` to `parent` with its soft contact shadow baked beneath it. */
function place(parent: Object3D, renderer: WebGLRenderer, object: Object3D, width: number, depth: number, height: number, opacity = 0.85) {
  object.updateMatrix();
  object.add(bakeContactShadow(renderer, object, { width, depth, height, blur: 4, opacity, resolution: 256 }));
  parent.add(object);
}

const coeResearch: SceneFactory = ({ renderer, width, height, random, options }) => {
  const card = options.view === 'card';
  const stage = createStage({ renderer, width, height, environment: 'studio', fov: 30, bloom: 0, exposure: 1.0, fog: 0.03 });
  const { scene, camera } = stage;
  scene.add(createGround('cyclorama', random).group);
  renderer.shadowMap.enabled = true;

  const bench = labBench();
  place(scene, renderer, bench, 2.4, 1.4, 0.9, 0.8);

  // The rotary table and the part on it, on the bench top.
  const table = rotaryTable();
  table.group.position.set(-0.55, LAB.benchTop, 0.05);
  const part = prototypePart();
  part.rotation.y = 0.35;
  const turning = new Group();
  turning.add(part);
  turning.position.y = 0.0165;
  place(table.plate, renderer, turning, 0.4, 0.4, 0.12, 0.7);
  place(scene, renderer, table.group, 0.6, 0.6, 0.1, 0.8);

  // A second printed prototype waiting at the back of the bench.
  const spare = prototypePart(LAB.plaBlue);
  spare.position.set(0.1, LAB.benchTop, -0.26);
  spare.rotation.y = -0.6;
  place(scene, renderer, spare, 0.35, 0.35, 0.1, 0.75);

  // The scanner on its tripod at the left end of the bench, aimed down at the part.
  const subject = new Vector3(-0.55, LAB.benchTop + 0.12, 0.05);
  const rig = scannerTripod(1.38);
  rig.group.position.set(-1.12, 0, -0.02);
  place(scene, renderer, rig.group, 1.1, 1.1, 0.6, 0.7);
  rig.group.updateMatrixWorld(true);
  rig.head.lookAt(subject);
  rig.group.updateMatrixWorld(true);

  // The fringe projector: a cool spot light carrying the stripe pattern, shadowed by the part.
  const projector = new SpotLight(0xb8d2ff, 8, 3, 0.2, 0.25, 2);
  projector.map = stripeTexture();
  projector.castShadow = true;
  projector.shadow.mapSize.set(1024, 1024);
  projector.shadow.bias = -0.0004;
  projector.shadow.camera.near = 0.2;
  projector.position.copy(rig.projector.getWorldPosition(new Vector3()));
  projector.target.position.copy(subject).add(new Vector3(0, -0.05, 0));
  scene.add(projector, projector.target);
  for (const object of [table.group, bench]) object.traverse((child) => (child.receiveShadow = true));
  turning.traverse((child) => {
    child.castShadow = true;
    child.receiveShadow = true;
  });

  // The captured point cloud: the one overlay, beside the part, a little larger, held still in a three-quarter view.
  const scannerDirection = rig.group.position.clone().sub(subject);
  const scannerAngle = Math.atan2(scannerDirection.z, scannerDirection.x);
  const cloud = pointCloud(part, random, 3200, scannerAngle, card ? 2 : 1.7);
  const cloudHolder = new Group();
  cloudHolder.position.set(-0.2, LAB.benchTop + 0.16, 0.12);
  cloudHolder.scale.setScalar(1.3);
  const cloudTurn = new Group();
  cloudTurn.add(cloud.points);
  cloud.points.rotation.y = -0.5;
  cloudHolder.add(cloudTurn);
  scene.add(cloudHolder);

  scene.add(vignette(width / height, { strength: 0.9, inner: 0.42 }));
  const eye = card ? new Vector3(-0.32, 1.52, 1.82) : new Vector3(-0.32, 1.5, 1.74);
  const target = new Vector3(-0.64, 1.13, 0.05);
  camera.position.copy(eye);
  camera.lookAt(target);
  camera.updateMatrixWorld();

  return {
    scene,
    camera,
    update: (progress) => {
      // One whole turn per loop; the cloud fills as each face passes the scanner, then fades before the loop restarts.
      const angle = 2 * Math.PI * progress;
      table.plate.rotation.y = angle;
      const captured = cloud.times.findIndex((time) => time > progress);
      cloud.points.geometry.setDrawRange(0, captured < 0 ? cloud.times.length : captured);
      cloud.points.material.opacity = 0.95 * (1 - smoothstep(0.86, 0.98, progress));
    },
    render: stage.render,
  };
};

export default coeResearch;
