/**
 * Virtual reality (card still): a product render of a standalone VR headset and its two hand controllers on a
 * studio plinth, lit and shaded like the site's 3D models (render-kit.ts: studio image-based light, physically based
 * materials, baked soft contact shadows, a vignette). Brand yellow only on the strap's adjuster dial.
 */
import { CylinderGeometry, Group, Mesh, MeshPhysicalMaterial, MeshStandardMaterial } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { createGround, createStage, grounded, vignette } from './render-kit.ts';
import { restOnFloor, vrController, vrHeadset } from './vr-headset-props.ts';

/** A round studio plinth in satin graphite with a fine chamfered edge, standing on y = 0. */
function plinth(radius: number, height: number): Group {
  const group = new Group();
  const satin = new MeshPhysicalMaterial({ color: 0x2a2b2f, metalness: 0, roughness: 0.55, clearcoat: 0.2, clearcoatRoughness: 0.4 });
  const column = new Mesh(new CylinderGeometry(radius, radius, height - 0.006, 128), satin);
  column.position.y = (height - 0.006) / 2;
  const top = new Mesh(new CylinderGeometry(radius - 0.006, radius, 0.006, 128), satin);
  top.position.y = height - 0.003;
  const foot = new Mesh(new CylinderGeometry(radius + 0.004, radius + 0.004, 0.012, 128), new MeshStandardMaterial({ color: 0x111114, roughness: 0.7 }));
  foot.position.y = 0.006;
  group.add(column, top, foot);
  return group;
}

const vrHeadsetScene: SceneFactory = ({ renderer, width, height, random }) => {
  const stage = createStage({ renderer, width, height, environment: 'studio', fov: 26, bloom: 0, exposure: 1.05, fog: 0.02 });
  const { scene, camera } = stage;
  scene.add(createGround('cyclorama', random).group);

  const plinthHeight = 0.42;
  const base = grounded(renderer, plinth(0.34, plinthHeight), 1.2, 1.2, { height: 0.4, opacity: 0.8, blur: 4 });
  scene.add(base);

  // The set on the plinth's top: the headset turned three-quarters to the camera, the controllers laid before it.
  const set = new Group();
  const headset = vrHeadset();
  headset.rotation.set(-0.1, 0.75, 0, 'YXZ');
  headset.position.set(-0.02, 0, -0.05);
  set.add(headset);
  restOnFloor(headset);
  // The controllers stand on their grips either side, ring up, turned a little towards each other.
  for (const side of [-1, 1]) {
    const controller = vrController();
    if (side < 0) controller.scale.x = -1;
    const pose = new Group();
    pose.add(controller);
    controller.rotation.x = -0.55;
    restOnFloor(controller);
    pose.rotation.y = side < 0 ? 0.7 : 0.15;
    pose.position.set(side * 0.18, 0, 0.1);
    set.add(pose);
  }
  set.position.y = plinthHeight;
  grounded(renderer, set, 0.9, 0.9, { height: 0.12, opacity: 0.9, blur: 2.5, resolution: 512 });
  scene.add(set);

  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));
  camera.position.set(0.28, 0.76, 0.98);
  camera.lookAt(0, 0.5, 0.02);
  camera.updateMatrixWorld();
  return { scene, camera, update: () => undefined, render: stage.render };
};

export default vrHeadsetScene;
