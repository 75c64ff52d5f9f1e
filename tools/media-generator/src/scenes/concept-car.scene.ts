/**
 * The grand-tourer coupé (car-model.ts) in several stagings.
 * Options:
 *   view: 'turntable' (default, the car_frames sequence: studio cyclorama, a flush brushed-metal turntable, the car
 *         turns ~180° while a scanner plane sweeps across it, resolving the digital twin's wire mesh into the car)
 *       | 'kiosk' (showroom, a configurator screen on a floor stand) | 'hero' (wet apron at dusk, product shot)
 *       | 'sales' (dealer showroom, a lectern with painted sample chips)
 *       | 'training' (workshop, the car on a two-post lift with a front wheel off, one AR ring on the hub)
 *       | 'twin' (end-of-line test stand: the car on a roller dynamometer, two sensor tags)
 *   angle: fixed turntable angle in radians for stills; scan: fixed scanner position (-3..3, x), turntable only.
 * The stills show the car fully painted and solid; the wire mesh and scanner are the turntable sequence's alone.
 */
import type { MeshPhysicalMaterial } from 'three';
import { BoxGeometry, CylinderGeometry, Group, Mesh, Plane, PlaneGeometry, Vector3, type Material } from 'three';
import type { SceneFactory, SceneInstance, SceneSetup } from '../scene-api.ts';
import { buildCar, carMaterials, carShadows, solidMaterials, wireMaterials, type Car } from './car-model.ts';
import { configuratorStand, coolingFan, paintLectern, pitPlate, rollerSet, twoPostLift } from './concept-car-props.ts';
import { materials } from './factory-machines.ts';
import { lightSheet } from './hologram-kit.ts';
import { leaderLine, overlayRing, overlayTag } from './overlay-kit.ts';
import { brushedTurntable, createGround, createStage, grounded, vignette, type EnvironmentStyle } from './render-kit.ts';
import { BRAND, easeInOut, glowMaterial } from './studio.ts';

const STAGING: Record<string, { ground: 'cyclorama' | 'workshop' | 'showroom' | 'apron'; environment: EnvironmentStyle; paint: string; exposure: number }> = {
  turntable: { ground: 'cyclorama', environment: 'studio', paint: '#f0b800', exposure: 1 },
};

interface Still {
  ground: 'cyclorama' | 'workshop' | 'showroom' | 'apron';
  environment: EnvironmentStyle;
  paint: string;
  caliper: string;
  exposure: number;
  fog: number;
  fov: number;
  angle: number;
  eye: [number, number, number];
  target: [number, number, number];
}

const STILLS: Record<string, Still> = {
  kiosk: {
    ground: 'showroom',
    environment: 'showroom',
    paint: '#d9dbde',
    caliper: '#ffd60a',
    exposure: 0.95,
    fog: 0.05,
    fov: 32,
    angle: -0.2,
    eye: [5.4, 2.1, 7.8],
    target: [0.1, 0.85, 0.6],
  },
  hero: {
    ground: 'apron',
    environment: 'dusk',
    paint: '#3b4450',
    caliper: '#ffd60a',
    exposure: 1.1,
    fog: 0.06,
    fov: 32,
    angle: -0.35,
    eye: [4.5, 1.05, 4.7],
    target: [-0.5, 0.75, 0.2],
  },
  sales: {
    ground: 'showroom',
    environment: 'showroom',
    paint: '#8f1612',
    caliper: '#d8d8d8',
    exposure: 1,
    fog: 0.05,
    fov: 32,
    angle: -0.5,
    eye: [3.0, 1.35, 6.9],
    target: [0.5, 0.75, 0.2],
  },
  training: {
    ground: 'workshop',
    environment: 'workshop',
    paint: '#1f3b5a',
    caliper: '#ffd60a',
    exposure: 0.9,
    fog: 0.04,
    fov: 34,
    angle: -0.5,
    eye: [3.8, 1.5, 7.0],
    target: [0.3, 1.15, 0.3],
  },
  twin: {
    ground: 'cyclorama',
    environment: 'hall',
    paint: '#e6e4df',
    caliper: '#ffd60a',
    exposure: 1,
    fog: 0.04,
    fov: 32,
    angle: -0.35,
    eye: [3.0, 2.3, 7.4],
    target: [0.2, 0.6, 0.2],
  },
};

/** Moves the car's baked shadows from its group onto the floor under `parent` (for a car that is lifted or lowered). */
function floorShadows(car: Car, parent: Group, keep: (index: number) => number): void {
  car.group.children
    .filter((child) => child instanceof Mesh && child.renderOrder === 2)
    .forEach((shadow, index) => {
      const opacity = keep(index);
      if (!(shadow instanceof Mesh) || opacity <= 0) {
        shadow.removeFromParent();
        return;
      }
      (shadow.material as Material).opacity *= opacity;
      parent.add(shadow);
    });
}

function stillScene({ renderer, width, height, random }: SceneSetup, view: string, still: Still): SceneInstance {
  const stage = createStage({ renderer, width, height, environment: still.environment, fov: still.fov, bloom: 0.2, exposure: still.exposure, fog: still.fog });
  const { scene, camera } = stage;
  camera.position.set(...still.eye);
  camera.lookAt(new Vector3(...still.target));
  camera.updateMatrixWorld();
  const ground = createGround(still.ground, random);
  scene.add(ground.group);
  const car = buildCar(carMaterials(still.paint, still.caliper));
  const turntable = new Group();
  turntable.add(car.group);
  turntable.rotation.y = still.angle;
  scene.add(turntable);
  const overlays: Group = new Group();
  scene.add(overlays);
  const inWorld = (object: Group | Mesh, point: Vector3) => {
    turntable.updateMatrixWorld(true);
    return object.localToWorld(point);
  };
  const tagAt = (anchor: Vector3, offset: Vector3, title: string, detail: string) => {
    const end = anchor.clone().add(offset);
    const { mesh: tag } = overlayTag(title, detail, 0.28, { anchor: 'left' });
    tag.position.copy(end);
    tag.quaternion.copy(camera.quaternion);
    overlays.add(tag, leaderLine([anchor, end]));
  };

  if (view === 'hero') {
    // Wet asphalt: a smoother, glossier coat over the apron's grain.
    const floor = ground.floor.material as MeshPhysicalMaterial;
    floor.roughness = 0.32;
    floor.clearcoat = 0.8;
    floor.clearcoatRoughness = 0.08;
    floor.envMapIntensity = 0.6;
    carShadows(renderer, car);
  }
  if (view === 'kiosk') {
    carShadows(renderer, car);
    const stand = grounded(renderer, configuratorStand(), 1.4, 1.2, { height: 0.8, opacity: 0.8 });
    stand.position.set(2.9, 0, 3.2);
    stand.rotation.y = 0.5;
    scene.add(stand);
  }
  if (view === 'sales') {
    carShadows(renderer, car);
    const lectern = grounded(renderer, paintLectern(), 1.2, 1.2, { height: 0.8, opacity: 0.8 });
    lectern.position.set(3.2, 0, 2.5);
    lectern.rotation.y = -0.1;
    scene.add(lectern);
  }
  if (view === 'training') {
    const liftHeight = 0.7;
    const lift = grounded(renderer, twoPostLift(liftHeight), 2.4, 4.6, { height: 1.2, opacity: 0.75 });
    turntable.add(lift);
    // Take the near front wheel off and lay it on the floor; the hub shows its disc, flange and studs.
    const wheel = car.wheels[0];
    const hub = wheel?.parent;
    if (wheel && hub instanceof Group) {
      hub.remove(wheel);
      const disc = new Mesh(new CylinderGeometry(0.19, 0.19, 0.028, 64).rotateX(Math.PI / 2), car.materials.disc);
      disc.position.z = 0.015;
      const flange = new Mesh(new CylinderGeometry(0.075, 0.08, 0.05, 32).rotateX(Math.PI / 2), materials.castIron);
      flange.position.z = 0.05;
      hub.add(disc, flange);
      for (let index = 0; index < 5; index += 1) {
        const a = (index / 5) * Math.PI * 2;
        const stud = new Mesh(new CylinderGeometry(0.007, 0.007, 0.05, 12).rotateX(Math.PI / 2), car.materials.chrome);
        stud.position.set(Math.cos(a) * 0.048, Math.sin(a) * 0.048, 0.09);
        hub.add(stud);
      }
      const ring = overlayRing(0.27, 0.012);
      ring.position.z = 0.14;
      hub.add(ring);
      const lying = new Group();
      wheel.rotation.set(-Math.PI / 2, 0, 0);
      wheel.position.set(0, 0.135, 0);
      lying.add(wheel);
      grounded(renderer, lying, 1.2, 1.2, { height: 0.3, opacity: 0.85 });
      lying.position.set(2.35, 0, 1.55);
      turntable.add(lying);
      carShadows(renderer, car, 0.7);
      car.group.position.y = liftHeight + 0.0875 - 0.22;
      floorShadows(car, turntable, (index) => (index === 2 ? 0.8 : 0));
      tagAt(inWorld(hub, new Vector3(0.19, 0.19, 0.14)), new Vector3(0.35, 0.4, 0), 'Step 3 of 6', 'Check the brake disc');
    }
  }
  if (view === 'twin') {
    const drop = 0.05;
    const gap = 0.44;
    const depth = Math.sqrt(0.55 * 0.55 - (gap / 2) * (gap / 2)) - (0.35 - drop);
    // The floor with a pit for the rollers, covered by steel plates with a slot over each roller set.
    ground.floor.visible = false;
    const floorMaterial = ground.floor.material as Material;
    const pit = { x: 2.5, z: 1.6 };
    const piece = (w: number, d: number, x: number, z: number) => {
      const mesh = new Mesh(new PlaneGeometry(w, d).rotateX(-Math.PI / 2), floorMaterial);
      mesh.position.set(x, 0, z);
      return mesh;
    };
    const stand = new Group();
    stand.add(piece(80, 40, 0, -pit.z - 20), piece(80, 40, 0, pit.z + 20), piece(40, 2 * pit.z, -pit.x - 20, 0), piece(40, 2 * pit.z, pit.x + 20, 0));
    const axles = [1.36, -1.4];
    stand.add(pitPlate(2 * pit.x, 2 * pit.z, axles, 0.9, 2.3));
    for (const x of axles) {
      const rollers = rollerSet(gap, depth);
      rollers.position.x = x;
      stand.add(rollers);
    }
    // Painted safety border round the stand.
    for (const z of [-1, 1]) stand.add(new Mesh(new BoxGeometry(2 * pit.x + 0.3, 0.004, 0.08), materials.paintYellow).translateZ(z * (pit.z + 0.11)));
    for (const x of [-1, 1]) stand.add(new Mesh(new BoxGeometry(0.08, 0.004, 2 * pit.z + 0.3), materials.paintYellow).translateX(x * (pit.x + 0.11)));
    turntable.add(stand);
    const fan = grounded(renderer, coolingFan(), 1.6, 1.2, { height: 0.8, opacity: 0.8 });
    fan.position.set(3.4, 0, 0);
    fan.rotation.y = -0.9;
    turntable.add(fan);
    carShadows(renderer, car);
    car.group.position.y = -drop;
    floorShadows(car, turntable, () => 1);
    turntable.updateMatrixWorld(true);
    tagAt(inWorld(turntable, new Vector3(1.36 + gap / 2, 0.0, 1.1)), new Vector3(0.5, 1.1, 0), 'Roller set 1', 'Speed in sync');
    tagAt(inWorld(turntable, new Vector3(-1.4, 0.62, 0.95)), new Vector3(-0.3, 1.0, 0), 'Brake test', 'In tolerance');
  }
  scene.add(vignette(width / height, { strength: 0.9, inner: 0.5 }));
  turntable.updateMatrixWorld(true);
  return { scene, camera, update: () => undefined, render: stage.render };
}

const conceptCar: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'turntable');
  const still = STILLS[view];
  if (still) return stillScene({ renderer, width, height, options, random }, view, still);
  const staging = STAGING[view] ?? { ground: 'cyclorama', environment: 'studio', paint: '#f0b800', exposure: 1 };
  renderer.localClippingEnabled = true;
  const stage = createStage({
    renderer,
    width,
    height,
    environment: staging.environment,
    fov: view === 'turntable' ? 30 : 32,
    bloom: 0.35,
    exposure: staging.exposure,
    fog: view === 'hero' ? 0.03 : 0.05,
  });
  const { scene, camera } = stage;
  const ground = createGround(staging.ground, random);
  scene.add(ground.group);

  const car = buildCar(carMaterials(staging.paint, view === 'sales' ? '#d8d8d8' : '#ffd60a'), { wireOpacity: 0.6 });
  car.wire.visible = true;
  const turntable = new Group();
  turntable.add(car.group);
  scene.add(turntable);
  let lift = 0;
  if (view === 'turntable') {
    scene.add(brushedTurntable(3.05, 0.035, 0.03));
    lift = 0.035;
  }
  car.group.position.y = lift;
  const shadows = carShadows(renderer, car);

  // Scanner: painted car where x < scan, wire twin where x > scan (world space).
  const shadedClip = new Plane(new Vector3(-1, 0, 0), 0);
  const wireClip = new Plane(new Vector3(1, 0, 0), 0);
  const shaded: Material[] = [...solidMaterials(car), ...shadows.map((shadow) => shadow.material as Material)];
  for (const material of shaded) material.clippingPlanes = [shadedClip];
  for (const material of wireMaterials(car)) material.clippingPlanes = [wireClip];
  const scanner = new Group();
  const sheet = lightSheet(3.0, 1.6, 0.1);
  sheet.rotation.y = Math.PI / 2;
  sheet.position.y = 0.8;
  const top = new Mesh(new BoxGeometry(0.02, 0.02, 3.0), glowMaterial(BRAND.accent, 2));
  top.position.y = 1.6;
  scanner.add(sheet, top);
  scene.add(scanner);
  const setScan = (x: number) => {
    shadedClip.constant = x;
    wireClip.constant = -x;
    scanner.position.x = x;
    scanner.visible = x > -2.7 && x < 2.7;
  };

  scene.add(vignette(width / height, { strength: 0.9, inner: 0.5 }));

  camera.position.copy(new Vector3(5.2, 1.7, 6.0));
  camera.lookAt(new Vector3(0, 0.6, 0));
  camera.updateMatrixWorld();

  return {
    scene,
    camera,
    update: (progress) => {
      const turn = typeof options.angle === 'number' ? options.angle : -0.55 - Math.PI * (1 - easeInOut(progress));
      turntable.rotation.y = turn;
      const sweep = easeInOut(Math.min(1, Math.max(0, (progress - 0.04) / 0.72)));
      setScan(typeof options.scan === 'number' ? options.scan : -3.0 + 6.0 * sweep);
      turntable.updateMatrixWorld(true);
    },
    render: stage.render,
  };
};

export default conceptCar;
