/**
 * Guided lockout-tagout, as a seamless loop: a control cabinet in a plant, its left door open on the switchgear. One
 * sparse AR highlight, a ring on the door with a single step tag on a leader, marks the procedure's active point: the main
 * isolator while its yellow handle turns to OFF and the supply lamp goes out, then the padlock lug as the padlock and
 * the danger tag go on. The lock then comes off, the isolator back on and the ring back, so the last frame flows into
 * the first. Staged like the product renders (render-kit.ts): workshop light, physically based materials, a baked
 * contact shadow on the concrete floor and a vignette.
 */
import { Group, Mesh, Vector3, type LineBasicMaterial, type Material, type MeshBasicMaterial } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { bakeContactShadow, createGround, createStage, vignette } from './render-kit.ts';
import { cableTray, controlCabinet, lockoutTag, padlock, sideCabinet } from './training-props.ts';
import { smoothstep } from './xr-kit.ts';
import { leaderLine, overlayRing, overlayTag } from './overlay-kit.ts';

/** 0 before `from`, 1 after `to`, a smooth (zero-slope) step between: every move starts and ends at rest. */
const step = smoothstep;

const training: SceneFactory = ({ renderer, width, height, random }) => {
  const stage = createStage({ renderer, width, height, environment: 'workshop', fov: 30, bloom: 0.18, exposure: 0.95, fog: 0.035 });
  const { scene, camera } = stage;
  const ground = createGround('workshop', random);
  ground.group.position.z = 1.6;
  scene.add(ground.group);

  // The line-up: the panel under lockout and a closed neighbour, fed from a cable ladder overhead.
  const lineup = new Group();
  const cabinet = controlCabinet();
  lineup.add(cabinet.group);
  const neighbour = sideCabinet(0.8);
  neighbour.position.x = 1.0;
  lineup.add(neighbour);
  lineup.add(cableTray(9, 2.85, -0.15, 2.13));
  lineup.updateMatrix();
  lineup.add(bakeContactShadow(renderer, lineup, { width: 4.4, depth: 2.6, height: 0.9, blur: 4.5, opacity: 0.9, darkness: 1.8, resolution: 256 }));
  lineup.rotation.y = -0.1;
  scene.add(lineup);

  // The padlock and its tag, parented to the cabinet so they sit on its door.
  const lock = padlock();
  const tag = lockoutTag();
  const hanger = new Group();
  tag.position.set(0.03, -0.008, -0.006);
  tag.rotation.set(0.04, 0, 0.4);
  hanger.add(lock.group, tag);
  cabinet.group.add(hanger);
  // Its own copies of the materials, so it can fade in and out as the guide brings it, without touching the cabinet's.
  const fading: Material[] = [];
  hanger.traverse((child) => {
    if (child instanceof Mesh) {
      const material = (child.material as Material).clone();
      child.material = material;
      fading.push(material);
    }
  });
  const fade = (opacity: number) => {
    for (const material of fading) {
      const transparent = opacity < 0.999;
      if (material.transparent !== transparent) {
        material.transparent = transparent;
        material.needsUpdate = true;
      }
      material.opacity = opacity;
    }
  };
  const hangAt = cabinet.lugAt.clone().add(new Vector3(0.012, -0.015, 0));
  // The ring's second place: round the lug and the padlock hanging from it.
  const lockAt = cabinet.lugAt.clone().add(new Vector3(0.014, -0.035, 0));
  lockAt.z = cabinet.isolatorAt.z + 0.003;

  // The AR overlay: one ring on the door and one step tag on a thin leader.
  const overlay = new Group();
  cabinet.group.add(overlay);
  // A unit ring, scaled to the part it marks (its band stays in proportion).
  const ring = overlayRing(1, 0.05);
  overlay.add(ring);
  const steps = [
    ['LOCKOUT · STEP 1', 'Isolator to OFF'],
    ['LOCKOUT · STEP 2', 'Lock and tag'],
  ] as const;
  const stepTag = overlayTag(steps[0][0], steps[0][1], 0.075, { width: 0.26, anchor: 'left' });
  const tagMaterial = stepTag.mesh.material as MeshBasicMaterial;
  overlay.add(stepTag.mesh);
  let shownStep = 0;
  const leader = leaderLine([new Vector3(), new Vector3()]);
  const leaderMaterial = leader.material as LineBasicMaterial;
  overlay.add(leader);

  scene.add(vignette(width / height, { strength: 0.9, inner: 0.42 }));
  // The camera: the whole panel while the isolator is switched, a slow push in on the lock point, and back.
  const wide = { eye: new Vector3(0.7, 1.85, 5.7), target: new Vector3(-0.15, 1.02, 0) };
  const close = { eye: new Vector3(0.7, 1.55, 3.8), target: new Vector3(-0.05, 1.1, 0.25) };
  const eye = new Vector3();
  const target = new Vector3();

  return {
    scene,
    camera,
    update: (progress) => {
      const p = ((progress % 1) + 1) % 1;
      // The procedure: isolate, move to the lock point, lock and tag, hold; then the reset in reverse.
      const off = step(0.06, 0.2, p) - step(0.8, 0.9, p);
      const move = step(0.22, 0.34, p) - step(0.86, 0.97, p);
      const bring = step(0.36, 0.5, p) - step(0.72, 0.82, p);
      const shut = step(0.5, 0.56, p) - step(0.68, 0.72, p);

      const zoom = step(0.16, 0.44, p) - step(0.74, 0.97, p);
      eye.lerpVectors(wide.eye, close.eye, zoom);
      target.lerpVectors(wide.target, close.target, zoom);
      camera.position.copy(eye);
      camera.lookAt(target);

      cabinet.handle.rotation.z = (off * Math.PI) / 2;
      cabinet.lamp.emissiveIntensity = 2 * (1 - step(0.3, 0.7, off));

      // The padlock fades in just in front of the lug, open, hooks it and closes; the tag swings once and settles.
      const shown = step(0.36, 0.42, p) - step(0.78, 0.82, p);
      hanger.visible = shown > 0.001;
      fade(shown);
      hanger.position.copy(hangAt).add(new Vector3(0.015 * (1 - bring), -0.06 * (1 - bring), 0.14 * (1 - bring)));
      lock.shackle.position.y = 0.018 * (1 - shut);
      const since = p - 0.5;
      tag.rotation.z = 0.4 + (since > 0 ? 0.25 * Math.exp(-since * 16) * Math.sin(since * 55) * (1 - step(0.64, 0.72, p)) : 0);

      const at = new Vector3().lerpVectors(cabinet.isolatorAt, lockAt, move);
      const radius = 0.11 + (0.075 - 0.11) * move;
      const breathe = 1 + 0.04 * Math.sin(2 * Math.PI * 5 * p);
      ring.position.copy(at);
      ring.position.z = cabinet.isolatorAt.z + 0.003;
      ring.scale.setScalar(radius * breathe);
      // The tag's left edge, where the leader ends; it names the step the ring is on and fades while the ring moves.
      const end = at.clone().add(new Vector3(0.14, 0.15 + 0.02 * move, 0.06));
      stepTag.mesh.position.copy(end);
      const current = move < 0.5 ? 0 : 1;
      if (current !== shownStep) {
        const [title, value] = steps[current];
        stepTag.draw(title, value);
        shownStep = current;
      }
      tagMaterial.opacity = Math.min(1, Math.abs(move - 0.5) * 2.5);
      leaderMaterial.opacity = 0.9 * tagMaterial.opacity;
      const start = at.clone().add(new Vector3(radius * 0.75, radius * 0.66, 0));
      leader.geometry.setFromPoints([start, end]);
    },
    render: stage.render,
  };
};

export default training;
