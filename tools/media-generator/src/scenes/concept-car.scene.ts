/**
 * A sleek concept coupe on a turntable. A scanner plane sweeps across it,
 * turning the wireframe hologram into the finished car while it turns ~180°.
 * Options:
 *   view: 'turntable' (default, the sequence) | 'kiosk' | 'hero' | 'sales' | 'training' | 'twin'
 *   angle: fixed turntable angle in radians for stills; scan: fixed scanner position (-3..3, x).
 */
import {
  BoxGeometry,
  CylinderGeometry,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  Plane,
  HemisphereLight,
  DirectionalLight,
  PointLight,
  RectAreaLight,
  Shape,
  TorusGeometry,
  Vector2,
  Vector3,
  type Material,
  type Object3D,
} from 'three';
import { RectAreaLightUniformsLib } from 'three/examples/jsm/lights/RectAreaLightUniformsLib.js';
import type { SceneFactory } from '../scene-api.ts';
import { contactShadow, edgeLines, faceCamera, gridFloor, holoPanel, hotspot, lightSheet, routeLine } from './hologram-kit.ts';
import { BRAND, createStudio, easeInOut, glowMaterial } from './studio.ts';

const WHEEL_X = 1.45;
const WHEEL_Y = 0.4;
const TRACK = 0.8;

function bodyShape(): Shape {
  const arch = 0.52;
  const drop = WHEEL_Y - 0.27;
  const spread = Math.sqrt(arch * arch - drop * drop);
  const angle = Math.atan2(drop, spread);
  const shape = new Shape();
  shape.moveTo(-2.2, 0.27);
  shape.lineTo(-WHEEL_X - spread, 0.27);
  shape.absarc(-WHEEL_X, WHEEL_Y, arch, Math.PI + angle, -angle, true);
  shape.lineTo(WHEEL_X - spread, 0.27);
  shape.absarc(WHEEL_X, WHEEL_Y, arch, Math.PI + angle, -angle, true);
  shape.lineTo(2.1, 0.27);
  shape.bezierCurveTo(2.3, 0.27, 2.47, 0.36, 2.47, 0.44);
  shape.bezierCurveTo(2.47, 0.52, 2.3, 0.6, 2.0, 0.68);
  shape.bezierCurveTo(1.5, 0.78, 1.1, 0.82, 0.62, 0.86);
  shape.lineTo(-1.3, 0.92);
  shape.bezierCurveTo(-1.85, 0.94, -2.25, 0.92, -2.36, 0.8);
  shape.lineTo(-2.4, 0.52);
  shape.bezierCurveTo(-2.4, 0.34, -2.32, 0.27, -2.2, 0.27);
  return shape;
}

function cabinShape(): Shape {
  const shape = new Shape();
  shape.moveTo(0.78, 0.8);
  shape.bezierCurveTo(0.45, 1.02, 0.12, 1.24, -0.25, 1.27);
  shape.bezierCurveTo(-0.7, 1.29, -1.05, 1.2, -1.75, 0.88);
  shape.lineTo(0.78, 0.8);
  return shape;
}

function extrude(shape: Shape, width: number, bevel: number, detail: 'fine' | 'coarse') {
  const fine = detail === 'fine';
  const geometry = new ExtrudeGeometry(shape, {
    depth: width - bevel * 2,
    bevelEnabled: true,
    bevelThickness: bevel,
    bevelSize: bevel * 0.6,
    bevelSegments: fine ? 8 : 3,
    curveSegments: fine ? 40 : 7,
  });
  geometry.translate(0, 0, -(width - bevel * 2) / 2);
  sculpt(geometry);
  return geometry;
}

/** Tapers the extruded slab into a car: narrower nose and tail in plan, sides leaning in towards the roof. */
function sculpt(geometry: ExtrudeGeometry) {
  const position = geometry.getAttribute('position');
  for (let index = 0; index < position.count; index += 1) {
    const x = position.getX(index);
    const y = position.getY(index);
    const ends = Math.pow(Math.min(1, Math.abs(x) / 2.45), 4);
    const lean = Math.max(0, y - 0.55) / 0.75;
    position.setZ(index, position.getZ(index) * (1 - 0.2 * ends - 0.32 * lean * lean));
    position.setY(index, y - 0.05 * ends * Math.max(0, y - 0.3));
  }
  geometry.computeVertexNormals();
}

function tireGeometry() {
  const profile = [
    new Vector2(0.25, -0.14),
    new Vector2(0.34, -0.15),
    new Vector2(0.39, -0.13),
    new Vector2(0.41, -0.07),
    new Vector2(0.415, 0),
    new Vector2(0.41, 0.07),
    new Vector2(0.39, 0.13),
    new Vector2(0.34, 0.15),
    new Vector2(0.25, 0.14),
  ];
  const geometry = new LatheGeometry(profile, 64);
  geometry.rotateX(Math.PI / 2);
  return geometry;
}

export interface CarParts {
  car: Group;
  shaded: Material[];
  wire: Material[];
  wheels: Group[];
}

export function buildCar(): CarParts {
  const car = new Group();
  const shaded: Material[] = [];
  const wire: Material[] = [];
  const paint = new MeshPhysicalMaterial({ color: 0x4a4f57, metalness: 0.8, roughness: 0.3, clearcoat: 1, clearcoatRoughness: 0.06 });
  const glass = new MeshPhysicalMaterial({ color: 0x05060a, metalness: 0.9, roughness: 0.16 });
  const trim = new MeshStandardMaterial({ color: 0x111216, metalness: 0.6, roughness: 0.45 });
  const rubber = new MeshStandardMaterial({ color: 0x0b0b0d, metalness: 0, roughness: 0.85 });
  const alloy = new MeshStandardMaterial({ color: 0xc8ccd2, metalness: 1, roughness: 0.22 });
  const caliper = new MeshStandardMaterial({ color: BRAND.accent, metalness: 0.3, roughness: 0.35, emissive: BRAND.accent, emissiveIntensity: 0.15 });
  shaded.push(paint, glass, trim, rubber, alloy, caliper);

  const ghost = new MeshBasicMaterial({ color: 0x1a1608, transparent: true, opacity: 0.35, depthWrite: false });
  wire.push(ghost);
  const addWire = (object: Mesh, coarse: ReturnType<typeof extrude> | undefined, opacity = 0.75) => {
    const lines = edgeLines(coarse ?? object.geometry, BRAND.accent, opacity * 0.6, coarse ? 1 : 20);
    wire.push(lines.material as Material);
    object.add(lines);
    if (coarse) {
      const fill = new Mesh(object.geometry, ghost);
      object.add(fill);
    }
  };

  const body = new Mesh(extrude(bodyShape(), 1.92, 0.24, 'fine'), paint);
  addWire(body, extrude(bodyShape(), 1.92, 0.24, 'coarse'));
  const cabin = new Mesh(extrude(cabinShape(), 1.42, 0.22, 'fine'), glass);
  addWire(cabin, extrude(cabinShape(), 1.42, 0.22, 'coarse'), 0.9);
  const sill = new Mesh(new BoxGeometry(1.9, 0.08, 1.96), trim);
  sill.position.set(0, 0.27, 0);
  car.add(body, cabin, sill);

  // Light bars: full-width front and rear, and a thin line along each flank.
  const bar = glowMaterial(BRAND.accent, 3.2);
  const front = new Mesh(new BoxGeometry(0.05, 0.03, 1.25), bar);
  front.position.set(2.61, 0.45, 0);
  const intake = new Mesh(new BoxGeometry(0.06, 0.07, 0.95), new MeshStandardMaterial({ color: 0x020203, roughness: 0.6 }));
  intake.position.set(2.56, 0.34, 0);
  car.add(intake);
  const rear = new Mesh(new BoxGeometry(0.04, 0.05, 1.3), bar);
  rear.position.set(-2.55, 0.7, 0);
  car.add(front, rear);
  for (const side of [-1, 1]) {
    const flank = new Mesh(new BoxGeometry(1.75, 0.018, 0.02), glowMaterial(BRAND.accent, 2.2));
    flank.position.set(0, 0.36, side * 1.0);
    car.add(flank);
  }

  const wheels: Group[] = [];
  const tire = tireGeometry();
  const spots: [number, number][] = [
    [WHEEL_X, 1],
    [WHEEL_X, -1],
    [-WHEEL_X, 1],
    [-WHEEL_X, -1],
  ];
  for (const [x, side] of spots) {
    const wheel = new Group();
    const rubberMesh = new Mesh(tire, rubber);
    addWire(rubberMesh, undefined, 0.35);
    wheel.add(rubberMesh);
    const face = new Group();
    const rim = new Mesh(new CylinderGeometry(0.26, 0.26, 0.05, 48), trim);
    rim.rotation.x = Math.PI / 2;
    face.add(rim);
    const lip = new Mesh(new TorusGeometry(0.255, 0.018, 12, 64), alloy);
    face.add(lip);
    for (let spoke = 0; spoke < 5; spoke += 1) {
      const arm = new Mesh(new BoxGeometry(0.05, 0.24, 0.03), alloy);
      arm.position.set(0, 0.12, 0.03);
      const pivot = new Group();
      pivot.rotation.z = (spoke / 5) * Math.PI * 2;
      pivot.add(arm);
      face.add(pivot);
    }
    const cap = new Mesh(new CylinderGeometry(0.05, 0.05, 0.04, 24), caliper);
    cap.rotation.x = Math.PI / 2;
    cap.position.z = 0.045;
    face.add(cap);
    face.position.z = side * 0.1;
    face.scale.z = side;
    wheel.add(face);
    const brake = new Mesh(new TorusGeometry(0.2, 0.035, 8, 24, Math.PI * 0.45), caliper);
    brake.position.z = side * 0.06;
    brake.rotation.z = Math.PI * 0.3;
    wheel.add(brake);
    wheel.position.set(x, WHEEL_Y, side * TRACK);
    car.add(wheel);
    wheels.push(wheel);
  }
  return { car, shaded, wire, wheels };
}

const conceptCar: SceneFactory = ({ renderer, width, height, options, random }) => {
  const view = String(options.view ?? 'turntable');
  RectAreaLightUniformsLib.init();
  renderer.localClippingEnabled = true;
  const studio = createStudio({ renderer, width, height, fov: view === 'turntable' ? 30 : 32, bloomStrength: 0.6, fogDensity: 0.045 });
  const { scene, camera } = studio;
  scene.traverse((child) => {
    if (child instanceof PointLight) child.intensity = 10;
    if (child instanceof HemisphereLight) child.intensity = 0.12;
    if (child instanceof DirectionalLight) child.intensity = 1.5;
  });

  const softbox = new RectAreaLight(0xffffff, 1.4, 6, 2.2);
  softbox.position.set(0, 5.2, 0);
  softbox.lookAt(0, 0, 0);
  scene.add(softbox);
  const sideBox = new RectAreaLight(0xfff1d6, 2.2, 4, 1.2);
  sideBox.position.set(6, 1.6, 4);
  sideBox.lookAt(0, 0.6, 0);
  scene.add(sideBox);

  scene.add(gridFloor(48, 48, BRAND.accent, 0.08));
  const table = new Group();
  const plate = new Mesh(new CylinderGeometry(3.1, 3.15, 0.1, 128), new MeshStandardMaterial({ color: 0x0c0d10, metalness: 0.7, roughness: 0.32 }));
  plate.position.y = 0.05;
  const edge = new Mesh(new TorusGeometry(3.13, 0.01, 8, 256), glowMaterial(BRAND.accent, 1.0));
  edge.rotation.x = Math.PI / 2;
  edge.position.y = 0.1;
  const inner = new Mesh(new TorusGeometry(2.7, 0.006, 8, 256), glowMaterial(BRAND.accentSoft, 0.7));
  inner.rotation.x = Math.PI / 2;
  inner.position.y = 0.101;
  const tableShadow = contactShadow(6.2, 3.2, 0.9);
  tableShadow.position.y = 0.102;
  table.add(plate, edge, inner, tableShadow);
  scene.add(table);

  const { car, shaded, wire, wheels } = buildCar();
  car.position.y = 0.1;
  const turntable = new Group();
  turntable.add(car);
  scene.add(turntable);

  // Scanner: shaded where x < scan, hologram where x > scan (world space).
  const shadedClip = new Plane(new Vector3(-1, 0, 0), 0);
  const wireClip = new Plane(new Vector3(1, 0, 0), 0);
  for (const material of shaded) material.clippingPlanes = [shadedClip];
  for (const material of wire) material.clippingPlanes = [wireClip];
  const scanner = new Group();
  const sheet = lightSheet(3.4, 1.9, 0.12);
  sheet.rotation.y = Math.PI / 2;
  sheet.position.y = 0.95;
  const top = new Mesh(new BoxGeometry(0.025, 0.025, 3.4), glowMaterial(BRAND.accent, 2));
  top.position.y = 1.9;
  scanner.add(sheet, top);
  scene.add(scanner);

  const setScan = (x: number) => {
    shadedClip.constant = x;
    wireClip.constant = -x;
    scanner.position.x = x;
    scanner.visible = x > -3.2 && x < 3.2;
  };

  const extras: Object3D[] = [];
  const hotspots: Object3D[] = [];
  if (view === 'kiosk' || view === 'sales') {
    const panel = holoPanel({ width: 2.1, height: 2.6, style: 'swatches', random });
    const list = holoPanel({ width: 1.6, height: 1.2, style: 'list', random, fill: 0.5 });
    if (view === 'kiosk') {
      panel.position.set(-1.7, 1.7, 3.0);
      panel.rotation.y = 0.55;
      list.visible = false;
      // The kiosk: a slim pedestal with a tilted touch screen.
      const kiosk = new Group();
      const post = new Mesh(new BoxGeometry(0.18, 1.1, 0.18), new MeshStandardMaterial({ color: 0x15161a, metalness: 0.8, roughness: 0.3 }));
      post.position.y = 0.55;
      const screen = holoPanel({ width: 1.0, height: 0.62, style: 'swatches', random, opacity: 1 });
      screen.position.y = 1.22;
      screen.rotation.x = -0.5;
      const bezel = new Mesh(new BoxGeometry(1.06, 0.68, 0.03), new MeshStandardMaterial({ color: 0x0a0a0c, metalness: 0.7, roughness: 0.3 }));
      bezel.position.set(0, 1.22, -0.02);
      bezel.rotation.x = -0.5;
      const base = new Mesh(new CylinderGeometry(0.42, 0.46, 0.04, 48), post.material);
      base.position.y = 0.02;
      kiosk.add(post, bezel, screen, base, contactShadow(1.4, 1.4, 0.8));
      kiosk.position.set(2.4, 0, 3.6);
      kiosk.rotation.y = -0.6;
      extras.push(kiosk);
    } else {
      panel.position.set(3.3, 1.7, 1.2);
      panel.rotation.y = -0.5;
      list.position.set(-3.6, 1.9, 0.6);
      list.rotation.y = 0.55;
    }
    extras.push(panel, list);
    // Paint chips orbiting the car.
    ['#ffd60a', '#e8e8ea', '#8a1c1c', '#1d3b5c'].forEach((color, index) => {
      const chip = new Mesh(new CylinderGeometry(0.16, 0.16, 0.03, 48), new MeshPhysicalMaterial({ color, metalness: 0.5, roughness: 0.25, clearcoat: 1 }));
      chip.rotation.x = Math.PI / 2;
      chip.position.set(-1.4 + index * 0.45, 2.45, 1.4);
      if (view === 'sales') chip.position.set(2.5 + index * 0.42, 0.45, 2.1 - index * 0.1);
      extras.push(chip);
    });
  }
  if (view === 'training') {
    const points = [new Vector3(1.45, 0.9, 1.0), new Vector3(-1.45, 0.9, 1.0), new Vector3(0.6, 1.3, 0.2), new Vector3(2.3, 0.75, 0.4)];
    for (const point of points) {
      const marker = hotspot(point, 0.7 + random() * 0.4, 1);
      car.add(marker);
      hotspots.push(marker);
    }
    const steps = holoPanel({ width: 1.9, height: 2.2, style: 'steps', random, fill: 0.55 });
    steps.position.set(-3.7, 1.8, 0.8);
    steps.rotation.y = 0.55;
    extras.push(steps);
    // The front wheel slides out along its axle, as in an assembly lesson.
    const frontWheel = wheels[0];
    if (frontWheel) frontWheel.position.z += 1.3;
  }
  if (view === 'twin') {
    const chart = holoPanel({ width: 2.2, height: 1.5, style: 'chart', random });
    chart.position.set(3.4, 2.2, 0.4);
    chart.rotation.y = -0.55;
    const gauge = holoPanel({ width: 1.3, height: 1.3, style: 'gauge', random, fill: 0.72 });
    gauge.position.set(-3.4, 1.9, 0.9);
    gauge.rotation.y = 0.55;
    extras.push(chart, gauge);
    for (let index = 0; index < 5; index += 1) {
      const from = new Vector3(-2 + index, 0.9 + random() * 0.4, 0.6);
      const to = index % 2 === 0 ? new Vector3(3.4, 2.2, 0.4) : new Vector3(-3.4, 1.9, 0.9);
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

  const cameraFor: Record<string, [Vector3, Vector3]> = {
    turntable: [new Vector3(5.0, 1.85, 5.7), new Vector3(0, 0.62, 0)],
    kiosk: [new Vector3(6.2, 3.2, 9.4), new Vector3(-0.2, 1.0, 0.6)],
    hero: [new Vector3(5.6, 1.5, 5.6), new Vector3(-0.6, 1.35, 0.2)],
    sales: [new Vector3(2.4, 1.9, 8.6), new Vector3(0.2, 1.15, 0)],
    training: [new Vector3(2.6, 2.2, 8.6), new Vector3(-0.5, 1.1, 0)],
    twin: [new Vector3(-2.0, 2.5, 8.6), new Vector3(0, 1.25, 0)],
  };
  const [eye, target]: [Vector3, Vector3] = cameraFor[view] ?? [new Vector3(5.0, 1.85, 5.7), new Vector3(0, 0.62, 0)];
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
      setScan(typeof options.scan === 'number' ? options.scan : -3.3 + 6.6 * sweep);
      for (const wheel of wheels) wheel.rotation.z = 0;
      turntable.updateMatrixWorld(true);
      faceCamera(hotspots, camera);
    },
    render: studio.render,
  };
};

export default conceptCar;
