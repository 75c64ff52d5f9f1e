/**
 * One scene for every way in: a VR headset, a tablet projecting an AR model,
 * a web viewer panel and a live twin gauge around a floating car hologram.
 */
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshPhysicalMaterial, MeshStandardMaterial, TorusGeometry, Vector3 } from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { buildCar } from './car-model.ts';
import { contactShadow, gridFloor, holoPanel, lightSheet } from './hologram-kit.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';

function headset(): Group {
  const group = new Group();
  const body = new Mesh(new RoundedBoxGeometry(1.7, 0.95, 0.9, 5, 0.3), new MeshStandardMaterial({ color: 0x24272d, metalness: 0.5, roughness: 0.4 }));
  const visor = new Mesh(
    new RoundedBoxGeometry(1.6, 0.82, 0.1, 5, 0.05),
    new MeshPhysicalMaterial({ color: 0x040406, metalness: 0.9, roughness: 0.05, clearcoat: 1 }),
  );
  visor.position.z = 0.44;
  const light = new Mesh(new BoxGeometry(1.1, 0.03, 0.02), glowMaterial(BRAND.accent, 2.6));
  light.position.set(0, -0.3, 0.5);
  const strap = new Mesh(new TorusGeometry(0.95, 0.08, 16, 96), new MeshStandardMaterial({ color: 0x121317, roughness: 0.8 }));
  strap.rotation.x = Math.PI / 2;
  strap.scale.set(1, 1.2, 1);
  strap.position.z = -0.6;
  group.add(body, visor, light, strap);
  return group;
}

function tablet(random: () => number): Group {
  const group = new Group();
  const frame = new Mesh(new RoundedBoxGeometry(2.6, 1.75, 0.09, 4, 0.04), new MeshStandardMaterial({ color: 0x1a1b1f, metalness: 0.8, roughness: 0.3 }));
  const screen = holoPanel({ width: 2.45, height: 1.6, style: 'blueprint', random, opacity: 1 });
  screen.position.z = 0.05;
  group.add(frame, screen);
  return group;
}

const xrMontage: SceneFactory = ({ renderer, width, height, random }) => {
  const studio = createStudio({ renderer, width, height, fov: 32, bloomStrength: 0.55, fogDensity: 0.04 });
  const { scene, camera } = studio;
  scene.add(gridFloor(60, 60, BRAND.accent, 0.07));

  const set = headset();
  set.position.set(-2.7, 0.55, 1.6);
  set.rotation.set(-0.05, 0.3, 0);
  scene.add(set);
  const setShadow = contactShadow(2.8, 2.2, 0.85);
  setShadow.position.set(-2.7, 0.01, 1.4);
  scene.add(setShadow);

  const pad = tablet(random);
  pad.position.set(2.6, 1.25, 1.2);
  pad.rotation.set(-0.35, -0.5, 0);
  scene.add(pad);
  const stand = new Mesh(new CylinderGeometry(0.05, 0.3, 0.8, 24), new MeshStandardMaterial({ color: 0x15161a, metalness: 0.7, roughness: 0.4 }));
  stand.position.set(2.6, 0.4, 1.0);
  scene.add(stand);

  // The car as its digital twin: a wire mesh over a faint ghost of the body.
  const twinCar = buildCar(undefined, { wireOpacity: 0.8 });
  twinCar.solid.visible = false;
  twinCar.wire.visible = true;
  const car = twinCar.group;
  const hologram = new Group();
  hologram.add(car);
  car.scale.setScalar(0.62);
  hologram.position.set(0, 1.3, -0.2);
  hologram.rotation.y = -0.6;
  scene.add(hologram);
  // A projector puck on the floor casting the hologram upwards.
  const puck = new Mesh(new CylinderGeometry(0.5, 0.56, 0.08, 64), new MeshStandardMaterial({ color: 0x15161a, metalness: 0.8, roughness: 0.35 }));
  puck.position.set(0, 0.04, -0.2);
  const lens = new Mesh(new CylinderGeometry(0.32, 0.32, 0.01, 64), glowMaterial(BRAND.accent, 1.6));
  lens.position.set(0, 0.085, -0.2);
  const beam = lightSheet(3.0, 1.2, 0.1);
  beam.position.set(0, 0.65, -0.2);
  const puckShadow = contactShadow(1.8, 1.8, 0.8);
  puckShadow.position.set(0, 0.01, -0.2);
  scene.add(puck, lens, beam, puckShadow);

  const web = holoPanel({ width: 2.6, height: 1.7, style: 'chart', random });
  web.position.set(-2.6, 3.0, -2.2);
  web.rotation.y = 0.35;
  const twin = holoPanel({ width: 1.5, height: 1.5, style: 'gauge', random, fill: 0.7 });
  twin.position.set(2.9, 3.3, -2.0);
  twin.rotation.y = -0.35;
  scene.add(web, twin);

  camera.position.copy(new Vector3(0, 3.9, 11.4));
  camera.lookAt(0, 1.45, 0);
  camera.updateMatrixWorld();
  return { scene, camera, update: () => undefined, render: studio.render };
};

export default xrMontage;
