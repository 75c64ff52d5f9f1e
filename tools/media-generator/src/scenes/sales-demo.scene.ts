/**
 * A product configurator: the coupé (car-model.ts) turns on the brand's lit ring turntable while its paint steps
 * through five colours, and a paint-sample plinth at the turntable's edge lights the chip of the colour shown. This is
 * one of only two places the lit ring turntable appears (the video and the card).
 * Options: view = 'video' | 'card' (closer, lower, from the front three-quarter) | 'kiosk' (a trade-fair stand: the
 * car on a carpeted exhibition plinth beside a freestanding touchscreen kiosk, no turntable).
 */
import { Color, CylinderGeometry, Group, Mesh, MeshPhysicalMaterial, TorusGeometry, Vector3 } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, glowMaterial } from './studio.ts';
import { buildCar, carMaterials, carShadows } from './car-model.ts';
import { bakeContactShadow, createGround, createStage, grounded, vignette } from './render-kit.ts';
import { cyclic, smoothstep } from './xr-kit.ts';
import { PAINTS, carpetPlinth, standWall, swatchPlinth, touchKiosk } from './sales-demo-props.ts';

/** Where each view looks from: the camera orbits `target` at `radius`, `angle` (rad, from +z towards +x), `rise` high. */
const VIEWS = {
  video: { target: new Vector3(0.6, 0.8, 0.5), radius: 10.6, angle: 0.3, rise: 2.7, swatches: 0.95 },
  card: { target: new Vector3(0.5, 0.75, 0.3), radius: 8.8, angle: -0.75, rise: 1.7, swatches: -0.3 },
  kiosk: { target: new Vector3(-1.1, 1.1, 0.2), radius: 10.2, angle: 0.22, rise: 2.7, swatches: 0 },
};

const salesDemo: SceneFactory = ({ renderer, width, height, options, random }) => {
  const requested = String(options.view ?? 'video');
  const view: keyof typeof VIEWS = requested === 'card' || requested === 'kiosk' ? requested : 'video';
  const pose = VIEWS[view];
  const kiosk = view === 'kiosk';
  const studio = createStage({ renderer, width, height, environment: kiosk ? 'hall' : 'studio', fov: 30, bloom: 0.3, fog: 0.035, environmentIntensity: 0.9 });
  const { scene, camera } = studio;

  const turntable = new Group();
  let deck = 0;
  let lightChips: ((levels: readonly number[]) => void) | undefined;
  if (kiosk) {
    // A trade-fair stand: hall floor, a carpeted plinth with the car and the touchscreen kiosk, a printed back wall.
    scene.add(createGround('hall', random).floor);
    deck = 0.14;
    scene.add(grounded(renderer, carpetPlinth(8.4, 5.2, deck), 9.6, 6.4, { height: 0.3, opacity: 0.7 }));
    const wall = grounded(renderer, standWall(11, 3.6), 12, 1.6, { height: 0.6, opacity: 0.6 });
    wall.position.set(0, 0, -3.3);
    scene.add(wall);
    const screen = grounded(renderer, touchKiosk(cyclic(PAINTS, 0).color), 1.3, 1.1, { height: 0.8 });
    screen.position.set(-3.0, deck, 1.7);
    screen.rotation.y = 0.5;
    scene.add(screen);
  } else {
    // The configurator keeps the brand's lit ring turntable on the dark cove.
    scene.add(createGround('cyclorama', random).group);
    const plate = new Mesh(
      new CylinderGeometry(3.2, 3.25, 0.14, 96),
      new MeshPhysicalMaterial({ color: 0x0c0c0e, metalness: 0.5, roughness: 0.42, clearcoat: 0.2 }),
    );
    plate.position.y = 0.07;
    const rim = new Mesh(new TorusGeometry(3.22, 0.016, 8, 160), glowMaterial(BRAND.accent, 2));
    rim.rotation.x = Math.PI / 2;
    rim.position.y = 0.14;
    turntable.add(plate, rim);
    scene.add(bakeContactShadow(renderer, plate, { width: 8, depth: 8, height: 0.3, blur: 6, opacity: 0.8, resolution: 256 }));
    deck = 0.14;
    // The paint samples stand on the floor just outside the rim, turned towards the camera.
    const plinth = swatchPlinth();
    const swatches = grounded(renderer, plinth.group, 1.6, 1.2, { height: 0.6 });
    swatches.position.set(Math.sin(pose.swatches) * 4.05, 0, Math.cos(pose.swatches) * 4.05);
    swatches.rotation.y = pose.angle + (pose.angle - pose.swatches) * 0.4;
    scene.add(swatches);
    lightChips = plinth.light;
  }
  scene.add(turntable);
  const built = buildCar(carMaterials(cyclic(PAINTS, 0).color));
  const paint = built.materials.paint;
  const car = built.group;
  car.position.y = deck;
  carShadows(renderer, built);
  turntable.add(car);
  scene.add(vignette(width / height, { strength: 0.85, inner: 0.5 }));

  const { target, radius, rise } = pose;
  const next = new Color();
  return {
    scene,
    camera,
    update: (progress) => {
      const angle = pose.angle + 0.12 * Math.sin(2 * Math.PI * progress);
      camera.position.set(target.x + Math.sin(angle) * radius, rise + 0.2 * Math.sin(2 * Math.PI * progress + 1), target.z + Math.cos(angle) * radius);
      camera.lookAt(target);
      turntable.rotation.y = -progress * Math.PI * 2 + (view === 'card' ? 0.5 : 0);
      const phase = progress * PAINTS.length;
      const index = Math.floor(phase) % PAINTS.length;
      const following = (index + 1) % PAINTS.length;
      const blend = smoothstep(0.8, 1, phase - Math.floor(phase));
      paint.color.set(cyclic(PAINTS, index).color).lerp(next.set(cyclic(PAINTS, following).color), blend);
      lightChips?.(PAINTS.map((_, chip) => (chip === index ? 1 - blend : chip === following ? blend : 0)));
    },
    render: studio.render,
  };
};

export default salesDemo;
