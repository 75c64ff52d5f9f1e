/**
 * The grand-tourer coupé (car-model.ts) in several stagings. A scanner plane sweeps
 * across it, resolving the digital twin's wire mesh into the finished, painted car.
 * Options:
 *   view: 'turntable' (default, the car_frames sequence: studio cyclorama, a flush
 *         brushed-metal turntable, the car turns ~180° while it resolves)
 *       | 'kiosk' (showroom tiles, a configurator kiosk) | 'hero' (wet apron at dusk)
 *       | 'sales' (showroom, paint swatches) | 'training' (workshop floor, wheel off)
 *       | 'twin' (data floor, wire twin with live panels)
 *   angle: fixed turntable angle in radians for stills; scan: fixed scanner position (-3..3, x).
 */
import { BoxGeometry, CylinderGeometry, Group, Mesh, MeshPhysicalMaterial, Plane, Vector3, type Material, type Object3D } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { buildCar, carMaterials, carShadows, solidMaterials, wireMaterials } from './car-model.ts';
import { faceCamera, gridFloor, holoPanel, hotspot, lightSheet, routeLine } from './hologram-kit.ts';
import { bakeContactShadow, brushedTurntable, createGround, createStage, vignette, type EnvironmentStyle } from './render-kit.ts';
import { BRAND, easeInOut, glowMaterial } from './studio.ts';

const STAGING: Record<string, { ground: 'cyclorama' | 'workshop' | 'showroom' | 'apron'; environment: EnvironmentStyle; paint: string; exposure: number }> = {
  turntable: { ground: 'cyclorama', environment: 'studio', paint: '#f0b800', exposure: 1 },
  kiosk: { ground: 'showroom', environment: 'showroom', paint: '#d9dbde', exposure: 0.95 },
  hero: { ground: 'apron', environment: 'dusk', paint: '#3b4450', exposure: 1.1 },
  sales: { ground: 'showroom', environment: 'showroom', paint: '#8f1612', exposure: 1 },
  training: { ground: 'workshop', environment: 'workshop', paint: '#1f3b5a', exposure: 0.9 },
  twin: { ground: 'cyclorama', environment: 'studio', paint: '#9aa0a8', exposure: 1 },
};

const conceptCar: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'turntable');
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
  if (view === 'twin') scene.add(gridFloor(40, 80, BRAND.accent, 0.1));

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

  const extras: Object3D[] = [];
  const hotspots: Object3D[] = [];
  if (view === 'kiosk' || view === 'sales') {
    const panel = holoPanel({ width: 2.0, height: 2.5, style: 'swatches', random });
    const list = holoPanel({ width: 1.5, height: 1.1, style: 'list', random, fill: 0.5 });
    if (view === 'kiosk') {
      panel.position.set(-1.9, 1.8, 2.4);
      panel.rotation.y = 0.55;
      list.visible = false;
      const kiosk = new Group();
      const metal = new MeshPhysicalMaterial({ color: 0x1a1b1f, metalness: 0.9, roughness: 0.3, clearcoat: 0.5 });
      const post = new Mesh(new BoxGeometry(0.16, 1.05, 0.12), metal);
      post.position.y = 0.53;
      const screen = holoPanel({ width: 0.9, height: 0.56, style: 'swatches', random, opacity: 1 });
      screen.position.set(0, 1.18, 0.02);
      screen.rotation.x = -0.5;
      const bezel = new Mesh(new BoxGeometry(0.96, 0.62, 0.03), new MeshPhysicalMaterial({ color: 0x050506, metalness: 0.5, roughness: 0.2, clearcoat: 1 }));
      bezel.position.set(0, 1.18, 0);
      bezel.rotation.x = -0.5;
      screen.position.z = 0.018;
      const base = new Mesh(new CylinderGeometry(0.38, 0.4, 0.03, 48), metal);
      base.position.y = 0.015;
      kiosk.add(post, bezel, screen, base);
      kiosk.position.set(2.3, 0, 3.3);
      kiosk.rotation.y = -0.6;
      kiosk.add(bakeContactShadow(renderer, kiosk, { width: 2, depth: 2, height: 0.8, blur: 4, opacity: 0.8, resolution: 256 }));
      extras.push(kiosk);
    } else {
      panel.position.set(3.2, 1.75, 1.0);
      panel.rotation.y = -0.5;
      list.position.set(-3.5, 1.9, 0.5);
      list.rotation.y = 0.55;
    }
    extras.push(panel, list);
    ['#ffd60a', '#e8e8ea', '#8a1c1c', '#1d3b5c'].forEach((color, index) => {
      const chip = new Mesh(new CylinderGeometry(0.15, 0.15, 0.03, 48), new MeshPhysicalMaterial({ color, metalness: 0.4, roughness: 0.3, clearcoat: 1 }));
      chip.rotation.x = Math.PI / 2;
      chip.position.set(-1.3 + index * 0.42, 2.35, 1.3);
      if (view === 'sales') chip.position.set(2.5 + index * 0.4, 0.45, 2.0 - index * 0.1);
      extras.push(chip);
    });
  }
  if (view === 'training') {
    const points = [new Vector3(1.36, 0.75, 1.0), new Vector3(-1.4, 0.75, 1.0), new Vector3(0.6, 1.2, 0.3), new Vector3(2.2, 0.62, 0.5)];
    for (const point of points) {
      const marker = hotspot(point, 0.6 + random() * 0.4, 1);
      car.group.add(marker);
      hotspots.push(marker);
    }
    const steps = holoPanel({ width: 1.8, height: 2.1, style: 'steps', random, fill: 0.55 });
    steps.position.set(-3.6, 1.8, 0.7);
    steps.rotation.y = 0.55;
    extras.push(steps);
    // The front wheel slides out along its axle, as in an assembly lesson.
    const frontWheel = car.wheels[0];
    if (frontWheel) frontWheel.position.z += 0.9;
  }
  if (view === 'twin') {
    const chart = holoPanel({ width: 2.1, height: 1.4, style: 'chart', random });
    chart.position.set(3.3, 2.1, 0.4);
    chart.rotation.y = -0.55;
    const gauge = holoPanel({ width: 1.2, height: 1.2, style: 'gauge', random, fill: 0.72 });
    gauge.position.set(-3.3, 1.85, 0.9);
    gauge.rotation.y = 0.55;
    extras.push(chart, gauge);
    for (let index = 0; index < 5; index += 1) {
      const from = new Vector3(-1.8 + index * 0.9, 0.8 + random() * 0.4, 0.6);
      const to = index % 2 === 0 ? new Vector3(3.3, 2.1, 0.4) : new Vector3(-3.3, 1.85, 0.9);
      extras.push(
        routeLine(
          [
            from,
            from
              .clone()
              .lerp(to, 0.5)
              .add(new Vector3(0, 0.9, 0)),
            to,
          ],
          0.006,
          BRAND.accent,
          1.6,
        ),
      );
    }
  }
  for (const object of extras) scene.add(object);
  scene.add(vignette(width / height, { strength: 0.9, inner: 0.5 }));

  const cameraFor: Record<string, [Vector3, Vector3]> = {
    turntable: [new Vector3(5.2, 1.7, 6.0), new Vector3(0, 0.6, 0)],
    kiosk: [new Vector3(6.0, 2.8, 9.0), new Vector3(-0.2, 0.9, 0.6)],
    hero: [new Vector3(4.5, 1.05, 4.7), new Vector3(-0.5, 0.75, 0.2)],
    sales: [new Vector3(2.4, 1.7, 8.4), new Vector3(0.2, 0.95, 0)],
    training: [new Vector3(2.8, 2.0, 8.4), new Vector3(-0.4, 0.9, 0)],
    twin: [new Vector3(-2.0, 2.3, 8.4), new Vector3(0, 1.05, 0)],
  };
  const [eye, target] = cameraFor[view] ?? [new Vector3(5.2, 1.7, 6.0), new Vector3(0, 0.6, 0)];
  camera.position.copy(eye);
  camera.lookAt(target);
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
      faceCamera(hotspots, camera);
    },
    render: stage.render,
  };
};

export default conceptCar;
