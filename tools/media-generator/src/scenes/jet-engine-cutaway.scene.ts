/**
 * The aerospace industry banner (the scene keeps its old name and job path): an airliner's main landing gear in a
 * hangar bay, seen low from ahead and outboard under the wing, with the fuselage's belly and the other main gear
 * behind it. Oleo strut, torque links, two wheels and tyres with their carbon brakes, the side stay with its ground
 * lock pin, brake lines, chocks. One sparse AR marker: a ring round the strut's chrome piston (the extension the
 * walk-round check reads), a thin leader and one short tag. Lit and shaded like the product renders (render-kit.ts).
 */
import { Group, Vector3 } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { aircraftUnderside, chock, hangarWall, landingGear, workSteps } from './aerospace-props.ts';
import { leaderLine, overlayRing, overlayTag } from './overlay-kit.ts';
import { bakeContactShadow, createGround, createStage, vignette } from './render-kit.ts';

const GEAR_HEIGHT = 3.3;
const FUSELAGE_Z = -3.6;

const jetEngineCutaway: SceneFactory = ({ renderer, width, height, random }) => {
  const stage = createStage({ renderer, width, height, environment: 'workshop', fov: 32, bloom: 0.2, exposure: 1.15, fog: 0.04 });
  const { scene, camera } = stage;
  const ground = createGround('workshop', random);
  // The floor's painted bay lines run along x: one passes ahead of the gear, the other under the fuselage.
  ground.group.position.z = 0.6;
  scene.add(ground.group);

  const { gear, inspection, pistonRadius } = landingGear(GEAR_HEIGHT);
  for (const x of [-0.78, 0.78])
    for (const z of [-0.47, 0.47]) {
      const wedge = chock(0.36);
      wedge.position.set(x, 0, z);
      if (x < 0) wedge.rotation.y = Math.PI;
      gear.add(wedge);
    }
  gear.updateMatrix();
  gear.add(bakeContactShadow(renderer, gear, { width: 3.2, depth: 2.4, height: 1.4, blur: 3.5, opacity: 0.9, resolution: 256 }));
  scene.add(gear);
  // The other main gear, mirrored on the far side of the fuselage.
  const twin = gear.clone();
  twin.scale.z = -1;
  twin.position.z = 2 * FUSELAGE_Z - 0.6;
  scene.add(twin);
  // A mobile step stand parked outboard of the gear, ready for the wing.
  const steps = workSteps();
  steps.rotation.y = 2.0;
  steps.position.set(-2.6, 0, 2.1);
  steps.updateMatrix();
  steps.add(bakeContactShadow(renderer, steps, { width: 2.6, depth: 1.2, height: 1, blur: 3.5, opacity: 0.8, resolution: 256 }));
  scene.add(steps);
  const aircraft = aircraftUnderside(GEAR_HEIGHT, FUSELAGE_Z);
  // The hangar's doors, far behind, across the view.
  const wall = hangarWall(48, 14);
  wall.position.set(-11, 0, -14);
  wall.rotation.y = 0.67;
  scene.add(aircraft, wall);

  // The AR marker: a ring round the chrome piston, a leader up and out, one tag.
  const ring = overlayRing(pistonRadius + 0.05, 0.012, { over: true });
  ring.position.copy(inspection);
  const tagAt = new Vector3(0.95, 1.78, 0.75);
  const start = inspection.clone().add(new Vector3(0.12, 0.12, 0.05));
  const leader = leaderLine([start, new Vector3(0.6, 1.78, 0.55), tagAt]);
  const { mesh: tag } = overlayTag('OLEO STRUT', 'Extension · in limits', 0.24, { anchor: 'left' });
  tag.position.copy(tagAt);
  const overlays = new Group();
  overlays.add(ring, leader, tag);
  scene.add(overlays);

  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));
  camera.position.set(4.3, 1.45, 5.6);
  camera.lookAt(-0.9, 1.55, -0.9);
  camera.updateMatrixWorld();
  tag.quaternion.copy(camera.quaternion);
  ring.quaternion.copy(camera.quaternion);

  return { scene, camera, update: () => undefined, render: stage.render };
};

export default jetEngineCutaway;
