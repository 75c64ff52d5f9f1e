/**
 * A dexterous robotic hand as a product render: anodised aluminium and graphite phalanges with pinned, screwed
 * joints and rubber pads, a servo pack and tendon cables in the forearm, bolted by its wrist flange to a bench stand,
 * closing its fingers on a turned steel part. Studio image-based light, a baked soft contact shadow, a vignette, and
 * one thin ring on the base plate around the part. Progress 0 is the open hand, 1 the closed grip.
 * Options: view 'sequence' (default) | 'training' (the Engage still: an XR training bay, see trainingBay).
 */
import { Group, Matrix4, Vector3, type Mesh, type MeshBasicMaterial, type Object3D, type WebGLRenderer } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { leaderLine, overlayFrame, overlayRing, overlayTag } from './overlay-kit.ts';
import { WRIST, benchStand, controlDesk, floorMat, robotHand, turnedPart, xrController, type GraspTarget } from './robot-hand-props.ts';
import { bakeContactShadow, createGround, createStage, vignette } from './render-kit.ts';

/** Adds `object` to `parent` with its soft contact shadow baked beneath it. */
function place(parent: Object3D, renderer: WebGLRenderer, object: Object3D, width: number, depth: number, height = 1.2, opacity = 0.85) {
  object.updateMatrix();
  object.add(bakeContactShadow(renderer, object, { width, depth, height, blur: 4, opacity, resolution: 256 }));
  parent.add(object);
}

/** Height of the forearm's axis above the floor, and where the part stands. */
const AXIS = 1.3;
const PART_RADIUS = 0.34;

function handRig(renderer: WebGLRenderer) {
  const rig = new Group();
  // The part in the hand's frame: across the palm, just clear of the palm pad, below the knuckles.
  const target: GraspTarget = { y: WRIST + 0.86, z: 0.15 + PART_RADIUS + 0.04, radius: PART_RADIUS };
  const hand = robotHand(target);
  // Fingers along +x, thumb up, palm facing -z (the part stands behind the hand, seen past its knuckles).
  hand.group.quaternion.setFromRotationMatrix(new Matrix4().makeBasis(new Vector3(0, 1, 0), new Vector3(1, 0, 0), new Vector3(0, 0, -1)));
  hand.group.position.set(0.37, AXIS + 0.1, 0);
  const world = new Vector3(0, target.y, target.z).applyQuaternion(hand.group.quaternion).add(hand.group.position);
  // The hand's own soft shadow on the base plate, baked again for each pose: a holder at the plate's top face.
  const holder = new Group();
  holder.position.set(2.3, 0.1, 0);
  hand.group.position.sub(holder.position);
  holder.add(hand.group);

  const stand = benchStand(AXIS, world.x + 1.4);
  place(rig, renderer, stand, world.x + 3.6, 3.4, 0.8);
  const part = turnedPart(PART_RADIUS, 2.15);
  part.position.set(world.x, 0.1, world.z);
  place(rig, renderer, part, 2, 2, 0.6, 0.7);
  rig.add(holder);
  let shadow: Mesh | undefined;
  const shade = () => {
    if (shadow) {
      holder.remove(shadow);
      (shadow.material as MeshBasicMaterial).map?.dispose();
    }
    holder.updateMatrix();
    shadow = bakeContactShadow(renderer, holder, { width: 4.8, depth: 2.6, height: 2.2, blur: 6, opacity: 0.55, darkness: 1.3, resolution: 256 });
    holder.add(shadow);
  };
  const ring = overlayRing(0.8, 0.016);
  ring.rotation.x = -Math.PI / 2;
  ring.position.set(world.x, 0.112, world.z);
  rig.add(ring);
  return { rig, hand, ring, part: world, shade };
}

/** A sparse AR floor boundary: a faint outline with brighter corner brackets, flat on the floor. */
function floorBoundary(width: number, depth: number): Group {
  const frame = overlayFrame(width, depth, { line: 0.012, opacity: 0.35, corners: { arm: 0.3, opacity: 0.95 } });
  frame.rotation.x = -Math.PI / 2;
  frame.position.y = 0.004;
  return frame;
}

/**
 * The Engage still: an XR training bay. The mock-up of a machine control desk on a rubber mat, a hand-held XR
 * controller on its armrest; a sparse AR boundary marks the trainee's floor zone, and one lesson tag points at the
 * button of the current step.
 */
function trainingBay(scene: Object3D, renderer: WebGLRenderer) {
  const desk = controlDesk();
  desk.group.rotation.y = -0.35;
  place(scene, renderer, desk.group, 3, 3, 1.2);
  const mat = floorMat(1.7, 1.0);
  mat.position.set(-0.33, 0, 0.92);
  mat.rotation.y = -0.35;
  scene.add(mat);
  const controller = xrController();
  controller.position.set(0.45, 0.826, 0.38);
  controller.rotation.y = 0.5;
  desk.group.add(controller);
  const zone = floorBoundary(2.6, 2.5);
  zone.position.set(-0.15, 0, 0.42);
  zone.rotation.y = -0.35;
  scene.add(zone);
  // The ring round the START button, and the lesson tag above it on a thin leader.
  const ring = overlayRing(0.035, 0.006, { opacity: 1 });
  ring.rotation.x = -Math.PI / 2;
  ring.position.copy(desk.cue).add(new Vector3(0, 0.03, 0));
  desk.face.add(ring);
  scene.updateMatrixWorld(true);
  const anchor = ring.getWorldPosition(new Vector3());
  const tagAt = anchor.clone().add(new Vector3(-0.45, 0.55, 0.1));
  const { mesh: tag } = overlayTag('STEP 3 OF 6', 'Start the feed pump', 0.13, { width: 0.52 });
  tag.position.copy(tagAt);
  scene.add(tag);
  scene.add(
    leaderLine([anchor.clone().add(new Vector3(0, 0.01, 0)), anchor.clone().add(new Vector3(0, 0.3, 0)), tagAt.clone().add(new Vector3(0.2, -0.065, 0))]),
  );
  return tag;
}

const robotHandScene: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'sequence');
  const stage = createStage({ renderer, width, height, environment: 'studio', environmentIntensity: 1.25, fov: 28, bloom: 0, exposure: 1.15, fog: 0.045 });
  const { scene, camera } = stage;
  scene.add(createGround('cyclorama', random).group);
  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));

  if (view === 'training') {
    const tag = trainingBay(scene, renderer);
    camera.position.set(2.75, 2.35, 4.1);
    camera.lookAt(0.12, 0.6, 0.4);
    camera.updateMatrixWorld();
    tag.quaternion.copy(camera.quaternion);
    return { scene, camera, update: () => undefined, render: stage.render };
  }

  const { rig, hand, ring, part, shade } = handRig(renderer);
  // The rig turns on a pivot under the grip, so the camera keeps looking at the cove (the studio's back wall).
  const pivot = new Group();
  pivot.position.set(part.x - 0.7, 0, 0);
  rig.position.x = -pivot.position.x;
  pivot.add(rig);
  scene.add(pivot);

  return {
    scene,
    camera,
    update: (progress) => {
      const grip = typeof options.grip === 'number' ? options.grip : progress;
      hand.pose(grip);
      shade();
      const material = ring.material as MeshBasicMaterial;
      material.opacity = 0.3 + 0.45 * grip;
      // A slow dolly round the grip as it closes.
      pivot.rotation.y = -0.95 - 0.14 * progress;
      const distance = 6.4 - 0.4 * progress;
      camera.position.set(pivot.position.x, 4.6 - 0.3 * progress, distance);
      camera.lookAt(pivot.position.x, 1.15, 0);
      camera.updateMatrixWorld();
    },
    render: stage.render,
  };
};

export default robotHandScene;
