/**
 * A digital twin of a production line: boxes ride a conveyor between two
 * stations, yellow robot arms pick in rhythm, background machines appear as
 * glowing wireframes, and live data panels hang over the line.
 * Options: view = 'video' | 'card' | 'overview' | 'warehouse'.
 */
import {
  AdditiveBlending,
  BoxGeometry,
  CylinderGeometry,
  Group,
  Mesh,
  MeshStandardMaterial,
  Points,
  PointsMaterial,
  SphereGeometry,
  Vector3,
  CatmullRomCurve3,
  PCFShadowMap,
  DirectionalLight,
} from 'three';
import { RoundedBoxGeometry } from 'three/examples/jsm/geometries/RoundedBoxGeometry.js';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';
import {
  canvasPanel,
  drawBars,
  drawGauge,
  drawHudFrame,
  drawSparkline,
  drawText,
  edgeLines,
  floorGrid,
  fract,
  materials,
  pointsGeometry,
  polyline,
  series,
  smoothstep,
  YELLOW,
  type CanvasPanel,
} from './xr-kit.ts';

interface RobotArm {
  group: Group;
  pose: (yaw: number, shoulder: number, elbow: number) => void;
}

function createRobotArm(): RobotArm {
  const paint = materials.yellowPaint();
  const dark = materials.graphite();
  const group = new Group();
  const base = new Mesh(new CylinderGeometry(0.32, 0.38, 0.22, 40), dark);
  base.position.y = 0.11;
  group.add(base);
  const turret = new Group();
  turret.position.y = 0.22;
  group.add(turret);
  const turretBody = new Mesh(new CylinderGeometry(0.24, 0.27, 0.3, 32), paint);
  turretBody.position.y = 0.15;
  turret.add(turretBody);
  const shoulder = new Group();
  shoulder.position.y = 0.36;
  turret.add(shoulder);
  const shoulderJoint = new Mesh(new CylinderGeometry(0.17, 0.17, 0.34, 32), dark);
  shoulderJoint.rotation.x = Math.PI / 2;
  shoulder.add(shoulderJoint);
  const upper = new Mesh(new RoundedBoxGeometry(0.22, 1.15, 0.24, 4, 0.06), paint);
  upper.position.y = 0.55;
  shoulder.add(upper);
  const elbow = new Group();
  elbow.position.y = 1.1;
  shoulder.add(elbow);
  const elbowJoint = new Mesh(new CylinderGeometry(0.13, 0.13, 0.3, 28), dark);
  elbowJoint.rotation.x = Math.PI / 2;
  elbow.add(elbowJoint);
  const fore = new Mesh(new RoundedBoxGeometry(0.16, 0.95, 0.18, 4, 0.05), paint);
  fore.position.y = 0.45;
  elbow.add(fore);
  const wrist = new Mesh(new CylinderGeometry(0.07, 0.09, 0.16, 24), materials.steel());
  wrist.position.y = 0.98;
  elbow.add(wrist);
  const tool = new Mesh(new BoxGeometry(0.2, 0.05, 0.12), dark);
  tool.position.y = 1.08;
  elbow.add(tool);
  const lamp = new Mesh(new SphereGeometry(0.03, 16, 10), glowMaterial(BRAND.accent, 4));
  lamp.position.set(0, 0.3, 0.13);
  turret.add(lamp);
  group.traverse((child) => {
    child.castShadow = true;
  });
  return {
    group,
    pose: (yaw, shoulderAngle, elbowAngle) => {
      turret.rotation.y = yaw;
      shoulder.rotation.z = shoulderAngle;
      elbow.rotation.z = elbowAngle;
    },
  };
}

function wireMachine(width: number, height: number, depth: number): Group {
  const group = new Group();
  const geometry = new BoxGeometry(width, height, depth);
  const fill = new Mesh(geometry, new MeshStandardMaterial({ color: 0x0a0b0e, transparent: true, opacity: 0.55, roughness: 0.6 }));
  group.add(fill, edgeLines(geometry, BRAND.accent, 0.55));
  const inner = new BoxGeometry(width * 0.6, height * 0.35, depth * 1.02);
  const panel = edgeLines(inner, BRAND.accent, 0.3);
  panel.position.y = height * 0.12;
  group.add(panel);
  group.position.y = height / 2;
  return group;
}

const digitalTwin: SceneFactory = ({ renderer, width, height, random, options }) => {
  renderer.shadowMap.enabled = true;
  renderer.shadowMap.type = PCFShadowMap;
  const view = String(options.view ?? 'video');
  const studio = createStudio({ renderer, width, height, fov: 32, fogDensity: 0.03, bloomStrength: 0.6 });
  const { scene, camera } = studio;
  const sun = new DirectionalLight(0xfff1dc, 1.2);
  sun.position.set(3, 10, 5);
  sun.castShadow = true;
  sun.shadow.mapSize.set(2048, 2048);
  sun.shadow.radius = 5;
  Object.assign(sun.shadow.camera, { left: -9, right: 9, top: 9, bottom: -9, near: 1, far: 30 });
  scene.add(sun);
  scene.add(floorGrid(40, 80, 0.1));

  // Conveyor: frame, belt and legs, with a station housing at each end.
  const beltLength = 10;
  const conveyor = new Group();
  const frame = new Mesh(new BoxGeometry(beltLength, 0.16, 1.0), materials.darkSteel());
  frame.position.y = 0.72;
  const belt = new Mesh(new BoxGeometry(beltLength, 0.02, 0.86), new MeshStandardMaterial({ color: 0x0d0d10, roughness: 0.8 }));
  belt.position.y = 0.81;
  frame.receiveShadow = true;
  belt.receiveShadow = true;
  conveyor.add(frame, belt);
  for (let x = -4.6; x <= 4.7; x += 1.15) {
    for (const z of [-0.42, 0.42]) {
      const leg = new Mesh(new BoxGeometry(0.06, 0.66, 0.06), materials.darkSteel());
      leg.position.set(x, 0.33, z);
      conveyor.add(leg);
    }
  }
  for (const side of [-1, 1]) {
    const rail = polyline([new Vector3(-beltLength / 2, 0.83, side * 0.5), new Vector3(beltLength / 2, 0.83, side * 0.5)], BRAND.accent, 0.55);
    conveyor.add(rail);
  }
  scene.add(conveyor);
  for (const side of [-1, 1]) {
    const station = new Group();
    const shell = new Mesh(new RoundedBoxGeometry(1.6, 1.7, 1.5, 4, 0.06), materials.graphite());
    shell.position.y = 0.85;
    shell.castShadow = true;
    const opening = new Mesh(new BoxGeometry(0.04, 0.5, 1.0), new MeshStandardMaterial({ color: 0x000000, roughness: 1 }));
    opening.position.set(-side * 0.81, 0.95, 0);
    const stripe = new Mesh(new BoxGeometry(1.62, 0.05, 1.52), glowMaterial(BRAND.accent, 2));
    stripe.position.y = 1.5;
    station.add(shell, opening, stripe, edgeLines(shell.geometry, BRAND.accent, 0.18).translateY(0.85));
    station.position.x = side * (beltLength / 2 - 0.5);
    scene.add(station);
  }

  // Boxes: evenly spaced, they advance two spacings per loop so the loop is seamless.
  const boxCount = 8;
  const boxes: Group[] = [];
  const cardboard = new MeshStandardMaterial({ color: 0xb08d62, roughness: 0.85 });
  for (let index = 0; index < boxCount; index += 1) {
    // Sizes repeat every two boxes because the belt advances two spacings per loop.
    const size = index % 2 === 0 ? 0.52 : 0.44;
    const geometry = new BoxGeometry(size, size * 0.75, size * 0.9);
    const box = new Group();
    const mesh = new Mesh(geometry, cardboard);
    mesh.castShadow = true;
    const tape = new Mesh(new BoxGeometry(size * 1.002, 0.012, size * 0.2), new MeshStandardMaterial({ color: 0x3a3128, roughness: 0.5 }));
    tape.position.y = (size * 0.75) / 2;
    box.add(mesh, tape, edgeLines(geometry, BRAND.accent, 0.28));
    box.userData.half = (size * 0.75) / 2;
    box.rotation.y = index % 2 === 0 ? 0.06 : -0.09;
    boxes.push(box);
    scene.add(box);
  }
  // A scanner gate over the belt.
  const gate = new Group();
  const gateGeometry = new BoxGeometry(0.12, 1.5, 0.12);
  for (const z of [-0.62, 0.62]) {
    const post = new Mesh(gateGeometry, materials.graphite());
    post.position.set(0, 1.45, z);
    gate.add(post);
  }
  const beam = new Mesh(new BoxGeometry(0.14, 0.12, 1.36), materials.graphite());
  beam.position.y = 2.2;
  const scanLine = new Mesh(new BoxGeometry(0.02, 0.01, 1.2), glowMaterial(BRAND.accent, 5));
  scanLine.position.y = 2.13;
  gate.add(beam, scanLine);
  gate.position.x = 0.3;
  scene.add(gate);

  const leftArm = createRobotArm();
  const rightArm = createRobotArm();
  leftArm.group.position.set(-1.6, 0, -1.35);
  rightArm.group.position.set(2.0, 0, 1.35);
  rightArm.group.rotation.y = Math.PI;
  scene.add(leftArm.group, rightArm.group);

  // The rest of the plant as a wireframe twin.
  const panelsToFace: Mesh[] = [];
  const machines: [number, number, number, number, number, number][] = [
    [-5.5, -4.2, 2.2, 2.4, 1.8, 0.2],
    [-2.2, -4.6, 1.6, 1.6, 1.4, 0],
    [1.4, -4.4, 2.6, 2.0, 1.6, 0],
    [5.2, -3.8, 1.8, 2.8, 1.6, -0.2],
    [6.8, 1.6, 1.4, 1.6, 2.2, 0],
    [-7.2, 1.8, 1.6, 1.2, 2.4, 0],
  ];
  for (const [x, z, w, h, d, rotation] of view === 'warehouse' ? [] : machines) {
    const machine = wireMachine(w, h, d);
    machine.position.x = x;
    machine.position.z = z;
    machine.rotation.y = rotation;
    scene.add(machine);
  }
  if (view === 'warehouse') {
    const storedCardboard = new MeshStandardMaterial({ color: 0x6e583d, roughness: 0.9 });
    for (let rack = 0; rack < 4; rack += 1) {
      const rackGroup = new Group();
      for (let level = 0; level < 4; level += 1) {
        const shelf = new Mesh(new BoxGeometry(5.5, 0.05, 1.0), materials.darkSteel());
        shelf.position.y = 0.25 + level * 0.8;
        rackGroup.add(shelf);
        for (let slot = 0; slot < 7; slot += 1) {
          if (random() < 0.25) continue;
          const box = new Mesh(new BoxGeometry(0.55, 0.45, 0.7), storedCardboard);
          box.position.set(-2.4 + slot * 0.8, shelf.position.y + 0.25, 0);
          box.castShadow = true;
          rackGroup.add(box);
        }
      }
      for (const x of [-2.75, 2.75]) {
        const upright = new Mesh(new BoxGeometry(0.07, 3.2, 1.0), materials.yellowPaint());
        upright.position.set(x, 1.6, 0);
        rackGroup.add(upright);
      }
      rackGroup.position.set(-3.2 + (rack % 2) * 6.6, 0, -3.6 - Math.floor(rack / 2) * 2.6);
      scene.add(rackGroup);
    }
    // A trainee's pick task: a glowing route from the line to one highlighted box.
    const route = new CatmullRomCurve3([
      new Vector3(-1.0, 0.03, -0.9),
      new Vector3(-0.6, 0.03, -2.3),
      new Vector3(-1.8, 0.03, -2.35),
      new Vector3(-2.6, 0.03, -2.9),
    ]);
    scene.add(polyline(route.getPoints(60), BRAND.accent, 1));
    for (let index = 0; index <= 10; index += 1) {
      const chevron = new Mesh(new SphereGeometry(0.06, 12, 8), glowMaterial(BRAND.accent, 4));
      chevron.position.copy(route.getPointAt(index / 10));
      scene.add(chevron);
    }
    const pickGeometry = new BoxGeometry(0.6, 0.5, 0.75);
    const pick = new Mesh(pickGeometry, new MeshStandardMaterial({ color: 0xb08d62, roughness: 0.8, emissive: BRAND.accent, emissiveIntensity: 0.25 }));
    pick.position.set(-2.8, 1.1, -3.2);
    const pickEdges = edgeLines(pickGeometry, BRAND.accent, 1);
    pickEdges.scale.setScalar(1.06);
    pickEdges.position.copy(pick.position);
    scene.add(pick, pickEdges);
    const task = canvasPanel(2.6, 1.37, 240, (context, w, h) => {
      drawHudFrame(context, w, h);
      drawText(context, 'TRAINING · PICK TASK 3 / 8', w * 0.07, h * 0.22, h * 0.09, 'rgba(255,255,255,0.7)', 700);
      drawText(context, 'Aisle B · Slot 12', w * 0.07, h * 0.46, h * 0.15, '#ffffff', 800);
      drawText(context, 'Scan, lift, place on line 02', w * 0.07, h * 0.66, h * 0.09, YELLOW, 600);
      drawBars(context, [1, 1, 1, 0.35, 0.35, 0.35, 0.35, 0.35], w * 0.07, h * 0.74, w * 0.5, h * 0.14, 2);
    });
    task.mesh.position.set(-1.6, 4.1, -2.4);
    scene.add(task.mesh, polyline([new Vector3(-2.8, 1.4, -3.2), new Vector3(-2.8, 3.4, -2.4), new Vector3(-2.2, 3.4, -2.4)], BRAND.accent, 0.9));
    panelsToFace.push(task.mesh);
  }

  // Data: flows along the floor between stations and panels over the line.
  const flowPaths = [
    new CatmullRomCurve3([new Vector3(-4.5, 0.02, -1.2), new Vector3(-3.5, 0.02, -2.6), new Vector3(-2.2, 0.02, -3.7)]),
    new CatmullRomCurve3([new Vector3(4.4, 0.02, 1.0), new Vector3(5.6, 0.02, 0.2), new Vector3(6.6, 0.02, 0.8)]),
    new CatmullRomCurve3([new Vector3(1.8, 0.02, -1.0), new Vector3(1.6, 0.02, -2.5), new Vector3(1.4, 0.02, -3.4)]),
    new CatmullRomCurve3([new Vector3(-1.6, 0.02, -0.9), new Vector3(-4.0, 0.02, 0.3), new Vector3(-6.6, 0.02, 1.4)]),
  ];
  for (const path of flowPaths) scene.add(polyline(path.getPoints(40), BRAND.accent, 0.45));
  const pulsesPerPath = 3;
  const pulseGeometry = pointsGeometry(Array.from({ length: flowPaths.length * pulsesPerPath * 3 }, () => 0));
  const pulses = new Points(
    pulseGeometry,
    new PointsMaterial({ color: BRAND.accent, size: 0.16, transparent: true, blending: AdditiveBlending, depthWrite: false, toneMapped: false }),
  );
  scene.add(pulses);

  const panels: { panel: CanvasPanel; anchor: Vector3; leader: ReturnType<typeof polyline>; draw: (progress: number) => void }[] = [];
  const throughput = series(random, 40, 0.55, 0.5);
  const bars = series(random, 9, 0.6, 0.6);
  const addPanel = (
    position: Vector3,
    anchor: Vector3,
    worldWidth: number,
    worldHeight: number,
    draw: (context: CanvasRenderingContext2D, w: number, h: number, progress: number) => void,
  ) => {
    if (view === 'warehouse') return;
    const panel = canvasPanel(worldWidth, worldHeight, 260, () => undefined);
    const redraw = (progress: number) => {
      draw(panel.context, panel.width, panel.height, progress);
      panel.refresh();
    };
    panel.mesh.position.copy(position);
    const leader = polyline(
      [anchor, new Vector3(anchor.x, position.y - worldHeight / 2, anchor.z), new Vector3(position.x, position.y - worldHeight / 2, position.z)],
      BRAND.accent,
      0.7,
    );
    const dot = new Mesh(new SphereGeometry(0.05, 16, 10), glowMaterial(BRAND.accent, 4));
    dot.position.copy(anchor);
    scene.add(panel.mesh, leader, dot);
    panels.push({ panel, anchor, leader, draw: redraw });
  };
  addPanel(new Vector3(-2.6, 3.15, -1.2), new Vector3(-1.6, 1.9, -1.35), 2.2, 1.25, (context, w, h, progress) => {
    drawHudFrame(context, w, h);
    drawText(context, 'LINE 02 · THROUGHPUT', w * 0.07, h * 0.2, h * 0.09, 'rgba(255,255,255,0.7)', 600);
    drawText(context, `${1284 + Math.round(18 * Math.sin(2 * Math.PI * progress))} u/h`, w * 0.07, h * 0.42, h * 0.18, '#ffffff', 700);
    const shift = Math.floor(fract(progress) * 10);
    drawSparkline(context, [...throughput.slice(shift), ...throughput.slice(0, shift)].slice(0, 30), w * 0.07, h * 0.5, w * 0.86, h * 0.36);
  });
  addPanel(new Vector3(2.9, 2.95, 1.0), new Vector3(2.0, 1.9, 1.35), 1.8, 1.2, (context, w, h, progress) => {
    drawHudFrame(context, w, h);
    drawText(context, 'ROBOT R-2 · OEE', w * 0.08, h * 0.2, h * 0.09, 'rgba(255,255,255,0.7)', 600);
    const value = 0.87 + 0.03 * Math.sin(2 * Math.PI * progress);
    drawGauge(context, w * 0.3, h * 0.62, h * 0.24, value);
    drawText(context, `${Math.round(value * 100)}%`, w * 0.21, h * 0.67, h * 0.13, '#ffffff', 700);
    drawBars(context, bars.slice(0, 6), w * 0.56, h * 0.36, w * 0.36, h * 0.48, Math.floor(fract(progress) * 6));
  });
  addPanel(new Vector3(0.3, 3.75, -0.2), new Vector3(0.3, 2.25, 0), 1.6, 0.7, (context, w, h, progress) => {
    drawHudFrame(context, w, h);
    drawText(context, 'SCAN GATE', w * 0.08, h * 0.36, h * 0.16, 'rgba(255,255,255,0.7)', 600);
    drawText(context, `${(99.2 + 0.4 * (0.5 + 0.5 * Math.sin(2 * Math.PI * progress))).toFixed(1)}% read rate`, w * 0.08, h * 0.72, h * 0.2, YELLOW, 700);
  });

  const target = view === 'warehouse' ? new Vector3(-1.3, 1.3, -3.0) : new Vector3(0.3, 1.6, 0);
  const radius = view === 'overview' ? 15.5 : view === 'warehouse' ? 11.5 : 11;
  const elevation = view === 'overview' ? 8.5 : view === 'warehouse' ? 6.2 : 4.8;
  const baseAngle = view === 'warehouse' ? 0.25 : 0.62;
  return {
    scene,
    camera,
    update: (progress) => {
      const angle = baseAngle + 0.16 * Math.sin(2 * Math.PI * progress);
      camera.position.set(target.x + Math.sin(angle) * radius, elevation + 0.3 * Math.sin(2 * Math.PI * progress + 1), target.z + Math.cos(angle) * radius);
      camera.lookAt(target);
      boxes.forEach((box, index) => {
        const travel = fract((index + progress * 2) / boxCount);
        box.position.set(-beltLength / 2 + travel * beltLength, 0.82 + (box.userData.half as number), 0);
        box.visible = smoothstep(0.0, 0.02, travel) * (1 - smoothstep(0.98, 1, travel)) > 0.5;
      });
      const wave = (phase: number) => Math.sin(2 * Math.PI * (progress * 2 + phase));
      leftArm.pose(0.9 + 0.55 * wave(0), -0.35 + 0.18 * wave(0.25), -1.35 + 0.25 * wave(0.1));
      rightArm.pose(0.7 + 0.5 * wave(0.5), -0.3 + 0.2 * wave(0.7), -1.4 + 0.22 * wave(0.6));
      scanLine.position.x = 0.3 * Math.sin(2 * Math.PI * progress * 3);
      const positions = pulseGeometry.getAttribute('position');
      flowPaths.forEach((path, pathIndex) => {
        for (let index = 0; index < pulsesPerPath; index += 1) {
          const point = path.getPointAt(fract(progress + index / pulsesPerPath + pathIndex * 0.17));
          positions.setXYZ(pathIndex * pulsesPerPath + index, point.x, point.y + 0.03, point.z);
        }
      });
      positions.needsUpdate = true;
      for (const mesh of panelsToFace) mesh.lookAt(camera.position);
      for (const { panel, draw } of panels) {
        panel.mesh.lookAt(camera.position);
        draw(progress);
      }
    },
    render: studio.render,
  };
};

export default digitalTwin;
