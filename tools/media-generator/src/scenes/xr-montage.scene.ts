/**
 * One product, every way in: a studio loudspeaker shown in 3D on a laptop's browser, on a tablet on its stand and on
 * a phone, all lying on one desk. Each screen is a live render of the same speaker from its own angle (see
 * screenRender in xr-montage-props.ts); the devices are lit by the studio environment of render-kit.ts and sit on
 * baked contact shadows.
 */
import { MeshPhysicalMaterial, Vector3 } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { createGround, createStage, grounded, vignette } from './render-kit.ts';
import { DESK, box, laptop, loudspeaker, onDesk, phone, screenRender, tabletOnStand } from './xr-montage-props.ts';

const xrMontage: SceneFactory = ({ renderer, width, height, random }) => {
  const stage = createStage({ renderer, width, height, environment: 'studio', fov: 30, bloom: 0, exposure: 1.05, fog: 0.02 });
  const { scene, camera } = stage;
  scene.add(createGround('cyclorama', random).group);

  // The desk: a deep top in dark warm linoleum, its back edge falling away into the dark room.
  const top = new MeshPhysicalMaterial({ color: 0x47433f, roughness: 0.62, metalness: 0, clearcoat: 0.15, clearcoatRoughness: 0.5 });
  scene.add(box(44, 0.5, 13, top, 0, 6.75, -1.5, 0.04));
  const surface = 7.0;

  // The speaker's three pictures, each from the angle that suits the device.
  const speaker = () => grounded(renderer, loudspeaker(), 5, 5, { height: 1.2, opacity: 0.7 });
  const onLaptop = screenRender(renderer, speaker(), new Vector3(5.5, 4.2, 10.5), new Vector3(0.1, 1.7, 0), 640, 400, { fov: 24 });
  const onTablet = screenRender(renderer, speaker(), new Vector3(-5.2, 3.2, 10.2), new Vector3(0, 1.75, 0), 512, 384, { fov: 24 });
  const onPhone = screenRender(renderer, speaker(), new Vector3(2.6, 3.2, 17), new Vector3(0, 1.75, 0), 240, 520, { fov: 24 });

  const computer = onDesk(renderer, laptop(onLaptop, 0.3, DESK.silver), 4.2, 3.4, 2.5);
  computer.position.set(-1.5, surface, 0.2);
  computer.rotation.y = 0.16;
  const tablet = onDesk(renderer, tabletOnStand(onTablet, 0.32), 3.6, 2.6, 2.2);
  tablet.position.set(2.55, surface, 0.1);
  tablet.rotation.y = -0.42;
  const handset = onDesk(renderer, phone(onPhone), 1.4, 2.2, 0.3);
  handset.position.set(0.7, surface, 2.5);
  handset.rotation.y = -0.38;
  scene.add(computer, tablet, handset);

  scene.add(vignette(width / height, { strength: 0.8, inner: 0.5 }));
  camera.position.set(0.2, surface + 5.6, 9.6);
  camera.lookAt(0.3, surface + 0.85, 0.7);
  camera.updateMatrixWorld();
  return { scene, camera, update: () => undefined, render: stage.render };
};

export default xrMontage;
