/**
 * The physical props of the digital-twin scene (digital-twin.scene.ts), modelled in metres and built from the same
 * physically based materials as the factory and logistics stills (factory-machines.ts, warehouse-props.ts): a
 * six-axis industrial robot with cast housings, motors and cable dress; a belt conveyor with end drums, return
 * rollers, guide rails and a drive guard; mesh safety fencing; shipping cartons with tape and labels; a pick face of
 * pallet racking with pick-to-light modules; and a bottle filler-capper monoblock with its slat-chain conveyor.
 * Each builder returns a group standing on y = 0, so the scene can bake its contact shadow before placing it.
 */
import {
  CatmullRomCurve3,
  CylinderGeometry,
  DoubleSide,
  ExtrudeGeometry,
  Group,
  LatheGeometry,
  Mesh,
  MeshBasicMaterial,
  MeshPhysicalMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  RepeatWrapping,
  Shape,
  TubeGeometry,
  Vector2,
  Vector3,
  type Material,
} from 'three';
import { box, cylinder, materials as m, signalTower } from './factory-machines.ts';
import { canvasTexture } from './render-kit.ts';
import { CARTONS } from './warehouse-props.ts';

/** A cable or hose along a smooth curve. */
function cable(points: Vector3[], radius: number, material: Material = m.rubber): Mesh {
  return new Mesh(new TubeGeometry(new CatmullRomCurve3(points), 48, radius, 8, false), material);
}

/** A servo motor lying along x from the origin: finned body, end cap and a connector with its cable gland. */
function servoMotor(length: number, radius: number): Group {
  const group = new Group();
  const body = cylinder(radius, length, m.paintDark, length / 2, 0, 0, 32);
  body.rotation.z = Math.PI / 2;
  const cap = cylinder(radius * 0.92, 0.03, m.castIron, length + 0.015, 0, 0, 32);
  cap.rotation.z = Math.PI / 2;
  group.add(body, cap);
  group.add(box(0.07, 0.05, 0.06, m.plastic, length * 0.6, radius + 0.02, 0, 0.01));
  return group;
}

/**
 * A cast link of the arm: a tapered slot outline (round r0 at the joint, r1 at the far end, `length` apart along y)
 * extruded `thickness` deep in z with rounded edges, as the painted castings of industrial robots look.
 */
function castLink(length: number, r0: number, r1: number, thickness: number, material: Material): Mesh {
  const shape = new Shape();
  const steps = 16;
  for (let index = 0; index <= steps; index += 1) {
    const a = Math.PI + (index / steps) * Math.PI;
    if (index === 0) shape.moveTo(r0 * Math.cos(a), r0 * Math.sin(a));
    else shape.lineTo(r0 * Math.cos(a), r0 * Math.sin(a));
  }
  for (let index = 0; index <= steps; index += 1) {
    const a = (index / steps) * Math.PI;
    shape.lineTo(r1 * Math.cos(a), length + r1 * Math.sin(a));
  }
  shape.closePath();
  const bevel = Math.min(0.03, thickness * 0.2);
  const geometry = new ExtrudeGeometry(shape, {
    depth: thickness - 2 * bevel,
    bevelEnabled: true,
    bevelThickness: bevel,
    bevelSize: bevel,
    bevelSegments: 3,
    curveSegments: 12,
  });
  geometry.translate(0, 0, -(thickness - 2 * bevel) / 2);
  geometry.computeVertexNormals();
  return new Mesh(geometry, material);
}

/** A body of revolution about y from a profile of (radius, height) pairs: cast bases and housings. */
function turned(profile: [number, number][], material: Material, segments = 48): Mesh {
  return new Mesh(
    new LatheGeometry(
      profile.map(([r, y]) => new Vector2(r, y)),
      segments,
    ),
    material,
  );
}

export interface RobotArm {
  group: Group;
  /** Points the vacuum gripper straight down at `target` (in the arm's parent frame, the group placed and turned). */
  reach: (target: Vector3) => void;
  /** The turret's heading in the parent frame, e.g. to square a carried carton with the gripper. */
  yaw: () => number;
}

/** Link lengths of the robot (metres): shoulder height above the floor, shoulder offset, upper arm, forearm, tool. */
const ARM = { pedestal: 0.42, shoulder: 1.02, offset: 0.16, upper: 0.86, fore: 0.82, tool: 0.34 };

/**
 * A six-axis industrial robot of about 1.8 m reach on a steel pedestal: yellow-painted cast base, turret, upper arm
 * and forearm; graphite servo motors at each joint; a cable dress from the base along the arm to the wrist; a vacuum
 * gripper with four suction cups on the flange. `paint` is the robot's colour (industrial yellow by default).
 */
export function robotArm(paint: Material = m.paintYellow, label = 'R-02'): RobotArm {
  const group = new Group();
  // Pedestal: anchored foot plate, square column, top plate.
  group.add(box(0.72, 0.04, 0.72, m.paintDark, 0, 0.02, 0, 0.01));
  for (const x of [-0.3, 0.3]) for (const z of [-0.3, 0.3]) group.add(cylinder(0.025, 0.03, m.machined, x, 0.055, z, 12));
  group.add(box(0.44, ARM.pedestal - 0.08, 0.44, m.paintDark, 0, 0.04 + (ARM.pedestal - 0.08) / 2, 0, 0.02));
  group.add(box(0.6, 0.04, 0.6, m.paintDark, 0, ARM.pedestal - 0.02, 0, 0.01));
  // Fixed base (axis 1 housing): a cast drum with a fillet, bolted to the pedestal.
  const base = turned(
    [
      [0, 0],
      [0.3, 0],
      [0.3, 0.05],
      [0.27, 0.08],
      [0.25, 0.16],
      [0.24, 0.2],
      [0, 0.2],
    ],
    paint,
  );
  base.position.y = ARM.pedestal;
  group.add(base);
  for (let index = 0; index < 8; index += 1) {
    const a = (index / 8) * Math.PI * 2 + 0.2;
    group.add(cylinder(0.018, 0.02, m.castIron, 0.27 * Math.cos(a), ARM.pedestal + 0.06, 0.27 * Math.sin(a), 10));
  }
  const plate = box(0.1, 0.06, 0.004, m.plastic, 0, ARM.pedestal + 0.12, 0.252);
  group.add(plate);

  // Axis 1: the turret turns about y.
  const turret = new Group();
  turret.position.y = ARM.pedestal + 0.2;
  group.add(turret);
  turret.add(
    turned(
      [
        [0, 0],
        [0.23, 0],
        [0.22, 0.12],
        [0.17, 0.2],
        [0, 0.2],
      ],
      paint,
    ),
  );
  // The shoulder housing: a rounded block carrying axis 2, offset forward, with the axis-2 motor on its side.
  const shoulderY = ARM.shoulder - ARM.pedestal - 0.2;
  turret.add(box(0.36, shoulderY + 0.12, 0.34, paint, ARM.offset * 0.6, (shoulderY + 0.12) / 2, 0, 0.08));
  const motor2 = servoMotor(0.2, 0.075);
  motor2.rotation.y = -Math.PI / 2;
  motor2.position.set(ARM.offset, shoulderY, 0.17);
  turret.add(motor2);
  const motor1 = servoMotor(0.18, 0.07);
  motor1.rotation.z = Math.PI / 2;
  motor1.position.set(-0.2, 0.02, 0);
  turret.add(motor1);

  // Axis 2: the upper arm swings in the turret's x-y plane.
  const shoulder = new Group();
  shoulder.position.set(ARM.offset, shoulderY, 0);
  turret.add(shoulder);
  const hub2 = cylinder(0.17, 0.3, paint, 0, 0, 0, 40);
  hub2.rotation.x = Math.PI / 2;
  shoulder.add(hub2);
  const upper = castLink(ARM.upper, 0.15, 0.11, 0.22, paint);
  shoulder.add(upper);
  shoulder.add(box(0.12, 0.05, 0.004, m.plastic, 0, ARM.upper * 0.45, 0.112));
  const nameplate = new Mesh(
    new PlaneGeometry(0.16, 0.05),
    new MeshBasicMaterial({
      map: canvasTexture(256, 80, (context) => {
        context.fillStyle = '#15161a';
        context.fillRect(0, 0, 256, 80);
        context.fillStyle = '#e8e8e8';
        context.font = '700 46px sans-serif';
        context.fillText(label, 30, 58);
      }),
    }),
  );
  nameplate.position.set(0, ARM.upper * 0.62, 0.113);
  shoulder.add(nameplate);

  // Axis 3: the elbow; the forearm reaches along its x, the wrist motors sit behind the joint as a counterweight.
  const elbow = new Group();
  elbow.position.y = ARM.upper;
  shoulder.add(elbow);
  const hub3 = cylinder(0.13, 0.26, paint, 0, 0, 0, 36);
  hub3.rotation.x = Math.PI / 2;
  elbow.add(hub3, box(0.34, 0.22, 0.22, paint, -0.02, 0.02, 0, 0.07));
  const motor3 = servoMotor(0.16, 0.065);
  motor3.rotation.y = -Math.PI / 2;
  motor3.position.set(0, 0, 0.13);
  elbow.add(motor3);
  for (const z of [-0.05, 0.05]) {
    const motor = servoMotor(0.16, 0.05);
    motor.rotation.y = Math.PI;
    motor.position.set(-0.17, 0.04, z);
    elbow.add(motor);
  }
  const fore = turned(
    [
      [0, 0],
      [0.1, 0],
      [0.095, 0.2],
      [0.075, ARM.fore - 0.12],
      [0.068, ARM.fore - 0.06],
      [0, ARM.fore - 0.06],
    ],
    paint,
    36,
  );
  fore.rotation.z = -Math.PI / 2;
  fore.position.x = 0.06;
  elbow.add(fore);
  elbow.add(cylinder(0.085, 0.03, m.castIron, 0.3, 0, 0, 32).rotateZ(Math.PI / 2));

  // Axis 5: the wrist yoke and the tool flange with the vacuum gripper.
  const wrist = new Group();
  wrist.position.x = ARM.fore;
  elbow.add(wrist);
  for (const z of [-0.065, 0.065]) wrist.add(box(0.16, 0.12, 0.03, paint, -0.05, 0, z, 0.012));
  const hub5 = cylinder(0.055, 0.16, m.paintDark, 0, 0, 0, 28);
  hub5.rotation.x = Math.PI / 2;
  wrist.add(hub5);
  wrist.add(cylinder(0.05, 0.05, m.machined, 0.07, 0, 0, 28).rotateZ(Math.PI / 2));
  // Gripper: a short adaptor, an aluminium frame plate and four bellows cups.
  wrist.add(cylinder(0.035, 0.08, m.castIron, 0.13, 0, 0, 20).rotateZ(Math.PI / 2));
  wrist.add(box(0.03, 0.22, 0.3, m.aluminium, 0.185, 0, 0, 0.008));
  for (const y of [-0.07, 0.07])
    for (const z of [-0.1, 0.1]) {
      wrist.add(cylinder(0.012, 0.05, m.machined, 0.22, y, z, 10).rotateZ(Math.PI / 2));
      const cup = new Mesh(new CylinderGeometry(0.028, 0.018, 0.05, 20), m.rubber);
      cup.rotation.z = Math.PI / 2;
      cup.position.set(ARM.tool - 0.025, y, z);
      wrist.add(cup);
    }
  wrist.add(box(0.05, 0.06, 0.08, m.paintDark, 0.16, 0.13, 0, 0.01));

  // Cable dress: from the base's connector panel up the back of the upper arm to the forearm, clamped at the joints.
  const dress = new Group();
  turret.add(dress);
  const clamp = (x: number, y: number) => box(0.05, 0.04, 0.05, m.plastic, x, y, 0, 0.01);

  group.traverse((child) => {
    if (child instanceof Mesh) child.castShadow = true;
  });

  const reach = (target: Vector3) => {
    const local = target
      .clone()
      .sub(group.position)
      .applyAxisAngle(new Vector3(0, 1, 0), -group.rotation.y);
    turret.rotation.y = Math.atan2(-local.z, local.x);
    // The wrist centre is above the target by the tool's length; solve the two links in the turret's plane.
    const wx = Math.hypot(local.x, local.z) - ARM.offset;
    const wy = local.y + ARM.tool - ARM.shoulder;
    const d = Math.min(Math.hypot(wx, wy), ARM.upper + ARM.fore - 0.01);
    const gamma = Math.atan2(wy, wx);
    const beta = Math.acos((ARM.upper * ARM.upper + d * d - ARM.fore * ARM.fore) / (2 * ARM.upper * d));
    const upperAngle = gamma + beta;
    shoulder.rotation.z = upperAngle - Math.PI / 2;
    const ex = ARM.upper * Math.cos(upperAngle);
    const ey = ARM.upper * Math.sin(upperAngle);
    const foreAngle = Math.atan2(wy - ey, wx - ex);
    elbow.rotation.z = foreAngle - (upperAngle - Math.PI / 2);
    wrist.rotation.z = -Math.PI / 2 - foreAngle;
    // The dress follows the pose: re-laid as a hose from the base to the elbow's back.
    dress.clear();
    const s = new Vector3(ARM.offset, shoulderY, 0);
    const along = (t: number, off: number) =>
      new Vector3(
        s.x + Math.cos(upperAngle) * ARM.upper * t - Math.sin(upperAngle) * off,
        s.y + Math.sin(upperAngle) * ARM.upper * t + Math.cos(upperAngle) * off,
        0,
      );
    const elbowBack = new Vector3(
      s.x + ex - Math.cos(foreAngle) * 0.22 - Math.sin(foreAngle) * 0.1,
      s.y + ey - Math.sin(foreAngle) * 0.22 + Math.cos(foreAngle) * 0.1,
      -0.02,
    );
    const path = [new Vector3(-0.22, 0.1, -0.1), new Vector3(-0.2, 0.35, -0.12), along(0.25, -0.17), along(0.6, -0.15), along(0.9, -0.15), elbowBack];
    for (const z of [-0.13, -0.085])
      dress.add(
        cable(
          path.map((point) => point.clone().setZ(z)),
          0.018,
        ),
      );
    for (const t of [0.3, 0.65]) {
      const at = along(t, -0.15);
      const c = clamp(at.x, at.y);
      c.position.z = -0.11;
      dress.add(c);
    }
    dress.traverse((child) => {
      if (child instanceof Mesh) child.castShadow = true;
    });
  };
  reach(new Vector3(1.2, 0.9, 0));
  return { group, reach, yaw: () => group.rotation.y + turret.rotation.y };
}

/** Shipping carton: corrugated board, a tape strip over the top seam and a white label on the long side. */
export function carton(random: () => number, width: number, height: number, depth: number): Group {
  const group = new Group();
  const board = CARTONS[Math.floor(random() * CARTONS.length)] ?? m.aluminium;
  group.add(box(width, height, depth, board, 0, height / 2, 0, 0.008));
  group.add(box(width + 0.004, 0.003, 0.05, TAPE, 0, height + 0.001, 0));
  for (const side of [-1, 1]) group.add(box(0.003, height * 0.3, 0.05, TAPE, (side * (width + 0.004)) / 2, height * 0.85, 0));
  group.add(box(width * 0.34, height * 0.3, 0.002, LABEL, width * 0.18, height * 0.55, depth / 2 + 0.001));
  return group;
}

const TAPE = new MeshStandardMaterial({ color: 0x8a7558, metalness: 0, roughness: 0.35 });
const LABEL = new MeshStandardMaterial({ color: 0xe9e7e2, metalness: 0, roughness: 0.6 });
const BELT = new MeshStandardMaterial({ color: 0x1d1e21, metalness: 0, roughness: 0.75 });

/**
 * A flat belt conveyor along x, centred on the origin, its belt at `top` metres: anodised aluminium side profiles,
 * a dark PVC belt over end drums, return rollers underneath, legs with cross braces and levelling feet, guide rails
 * on brackets along both edges, and the drive (motor, gearbox and a yellow guard) at the +x end.
 */
export function beltConveyor(length: number, width = 0.62, top = 0.82): Group {
  const group = new Group();
  const half = length / 2;
  group.add(box(length, 0.012, width - 0.02, BELT, 0, top - 0.006, 0));
  for (const side of [-1, 1]) {
    group.add(box(length + 0.04, 0.1, 0.045, m.aluminium, 0, top - 0.04, side * (width / 2 + 0.022), 0.006));
    group.add(box(length + 0.04, 0.012, 0.047, m.seam, 0, top - 0.06, side * (width / 2 + 0.022)));
    // Guide rail: a round aluminium bar 10 cm above the belt on stand-off brackets.
    const rail = cylinder(0.012, length - 0.1, m.stainless, 0, top + 0.1, side * (width / 2 - 0.01), 12);
    rail.rotation.z = Math.PI / 2;
    group.add(rail);
    for (let x = -half + 0.3; x < half; x += 0.9) {
      group.add(box(0.03, 0.14, 0.02, m.stainless, x, top + 0.04, side * (width / 2 + 0.05)));
      group.add(box(0.03, 0.02, 0.07, m.stainless, x, top + 0.1, side * (width / 2 + 0.015)));
    }
  }
  for (const x of [-half, half]) {
    const drum = cylinder(0.05, width - 0.01, BELT, x, top - 0.05, 0, 32);
    drum.rotation.x = Math.PI / 2;
    group.add(drum);
  }
  group.add(box(length, 0.01, width - 0.04, BELT, 0, top - 0.1, 0));
  for (let x = -half + 0.5; x < half - 0.2; x += 1.0) {
    const roller = cylinder(0.03, width - 0.04, m.machined, x, top - 0.13, 0, 20);
    roller.rotation.x = Math.PI / 2;
    group.add(roller);
  }
  const legs = Math.max(2, Math.round(length / 1.8) + 1);
  for (let index = 0; index < legs; index += 1) {
    const x = -half + 0.15 + ((length - 0.3) * index) / (legs - 1);
    for (const side of [-1, 1]) {
      group.add(box(0.05, top - 0.1, 0.05, m.aluminium, x, (top - 0.1) / 2 + 0.02, side * (width / 2 - 0.03), 0.005));
      group.add(cylinder(0.04, 0.02, m.rubber, x, 0.01, side * (width / 2 - 0.03), 16));
    }
    group.add(box(0.04, 0.04, width - 0.06, m.aluminium, x, 0.22, 0, 0.004));
  }
  // Drive at +x: gearmotor under the belt end, behind a yellow sheet guard with ventilation slots.
  const motor = servoMotor(0.3, 0.08);
  motor.rotation.y = Math.PI / 2;
  motor.position.set(half - 0.12, top - 0.22, width / 2 + 0.18);
  group.add(motor, box(0.2, 0.2, 0.16, m.paintDark, half - 0.12, top - 0.2, width / 2 + 0.1, 0.02));
  group.add(box(0.34, 0.3, 0.02, m.paintYellow, half - 0.06, top - 0.12, width / 2 + 0.06, 0.01));
  for (let index = 0; index < 4; index += 1) group.add(box(0.2, 0.015, 0.004, m.seam, half - 0.06, top - 0.2 + index * 0.05, width / 2 + 0.072));
  group.traverse((child) => {
    if (child instanceof Mesh) child.castShadow = true;
  });
  return group;
}

/** A short gravity roller conveyor along x (rollers in a steel frame), the belt's discharge or a buffer. */
export function rollerConveyor(length: number, width = 0.62, top = 0.8): Group {
  const group = new Group();
  const half = length / 2;
  for (const side of [-1, 1]) group.add(box(length, 0.09, 0.04, m.paintDark, 0, top - 0.05, side * (width / 2 + 0.02), 0.006));
  for (let x = -half + 0.05; x <= half - 0.04; x += 0.1) {
    const roller = cylinder(0.024, width, m.machined, x, top - 0.025, 0, 16);
    roller.rotation.x = Math.PI / 2;
    group.add(roller);
  }
  for (const x of [-half + 0.12, half - 0.12])
    for (const side of [-1, 1]) {
      group.add(box(0.05, top - 0.1, 0.05, m.paintDark, x, (top - 0.1) / 2 + 0.02, side * (width / 2 - 0.02), 0.005));
      group.add(cylinder(0.04, 0.02, m.rubber, x, 0.01, side * (width / 2 - 0.02), 16));
    }
  return group;
}

/** Weld-mesh fence infill: a fine wire grid on a transparent panel, drawn once and repeated. */
const MESH_MATERIAL = (() => {
  const map = canvasTexture(64, 64, (context) => {
    context.clearRect(0, 0, 64, 64);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, 64, 7);
    context.fillRect(0, 0, 7, 64);
  });
  map.wrapS = RepeatWrapping;
  map.wrapT = RepeatWrapping;
  return new MeshStandardMaterial({
    color: 0x3a3d44,
    map,
    alphaMap: map,
    transparent: true,
    opacity: 0.95,
    metalness: 0.4,
    roughness: 0.6,
    side: DoubleSide,
    depthWrite: false,
  });
})();

/**
 * A run of machine-guard fencing along x from the origin: graphite posts on foot plates and weld-mesh panels with a
 * rolled frame, `height` tall. A panel left out (`gap`, its index) is the cell's gate opening.
 */
export function fence(length: number, height = 2.0, panel = 1.5, gap = -1): Group {
  const group = new Group();
  const count = Math.max(1, Math.round(length / panel));
  const pitch = length / count;
  for (let index = 0; index <= count; index += 1) {
    const x = index * pitch;
    group.add(box(0.06, height, 0.06, m.paintDark, x, height / 2, 0, 0.008));
    group.add(box(0.16, 0.012, 0.16, m.paintDark, x, 0.006, 0));
    group.add(box(0.07, 0.02, 0.07, m.paintDark, x, height + 0.01, 0, 0.005));
  }
  for (let index = 0; index < count; index += 1) {
    if (index === gap) continue;
    const x = (index + 0.5) * pitch;
    const w = pitch - 0.1;
    const h = height - 0.25;
    const material = MESH_MATERIAL.clone();
    const map = material.map?.clone();
    if (map) {
      map.repeat.set(w / 0.05, h / 0.05);
      map.needsUpdate = true;
      material.map = map;
      material.alphaMap = map;
    }
    const infill = new Mesh(new PlaneGeometry(w, h), material);
    infill.position.set(x, 0.15 + h / 2, 0);
    group.add(infill);
    for (const y of [0.15, 0.15 + h]) group.add(box(w, 0.025, 0.025, m.paintDark, x, y, 0));
    for (const dx of [-w / 2, w / 2]) group.add(box(0.025, h, 0.025, m.paintDark, x + dx, 0.15 + h / 2, 0));
  }
  return group;
}

/** A cell's door interlock and its yellow handle: the one brand-coloured part of the fence. */
export function gateSwitch(): Group {
  const group = new Group();
  group.add(box(0.08, 0.16, 0.05, m.plastic, 0, 1.1, 0.05, 0.01));
  group.add(box(0.04, 0.16, 0.04, m.paintYellow, 0, 1.1, 0.1, 0.012));
  group.add(
    cylinder(0.02, 0.02, new MeshPhysicalMaterial({ color: 0x2fbf4a, emissive: 0x2fbf4a, emissiveIntensity: 1.6 }), 0, 1.22, 0.075, 12).rotateX(Math.PI / 2),
  );
  return group;
}

/** The cell's control cabinet with a signal tower (green: running). */
export function cellCabinet(): Group {
  const group = new Group();
  group.add(box(0.8, 1.8, 0.45, m.paintLight, 0, 0.98, 0, 0.02));
  group.add(box(0.78, 0.12, 0.43, m.paintDark, 0, 0.06, 0, 0.01));
  group.add(box(0.005, 1.6, 0.01, m.seam, 0, 0.98, 0.226));
  for (const x of [-0.3, 0.3]) group.add(box(0.03, 0.18, 0.03, m.stainless, x, 1.05, 0.24, 0.01));
  group.add(box(0.32, 0.24, 0.01, m.plastic, -0.18, 1.45, 0.23));
  const tower = signalTower('green');
  tower.position.set(0.28, 1.88, 0);
  group.add(tower);
  return group;
}

/** Rack paint: blue upright frames and orange box beams, the usual finish of selective pallet racking. */
const RACK_BLUE = new MeshPhysicalMaterial({ color: 0x24406e, metalness: 0.2, roughness: 0.45, clearcoat: 0.5, clearcoatRoughness: 0.3 });
const RACK_ORANGE = new MeshPhysicalMaterial({ color: 0xd4561a, metalness: 0.15, roughness: 0.42, clearcoat: 0.6, clearcoatRoughness: 0.25 });
/** Stretch film over a reserve pallet: a pale, glossy, mostly clear skin. */
const FILM = new MeshPhysicalMaterial({ color: 0xdfe6ea, metalness: 0, roughness: 0.25, clearcoat: 1, transparent: true, opacity: 0.28, depthWrite: false });
const TIMBER = new MeshStandardMaterial({ color: 0x8a6c48, metalness: 0, roughness: 0.85 });
const TOTE = new MeshStandardMaterial({ color: 0x4f6a86, metalness: 0, roughness: 0.55 });

/** A location label on a beam face: white with a printed barcode block and the slot code. */
function beamLabel(code: string): Mesh {
  const texture = canvasTexture(256, 96, (context) => {
    context.fillStyle = '#eeeeea';
    context.fillRect(0, 0, 256, 96);
    context.fillStyle = '#17181b';
    for (let x = 12, index = 0; x < 132; index += 1) {
      const w = 2 + ((index * 7) % 5);
      context.fillRect(x, 14, w, 68);
      x += w + 2 + ((index * 3) % 4);
    }
    context.font = '700 40px sans-serif';
    context.fillText(code, 146, 62);
  });
  return new Mesh(new PlaneGeometry(0.2, 0.075), new MeshStandardMaterial({ map: texture, roughness: 0.6 }));
}

/** A pick-to-light module: graphite housing, a display and a square confirm button; `lit` shows a quantity. */
function pickLight(lit: number): Group {
  const group = new Group();
  group.add(box(0.15, 0.07, 0.035, m.plastic, 0, 0, 0, 0.008));
  const display = new Mesh(
    new PlaneGeometry(0.07, 0.04),
    new MeshBasicMaterial({
      map: canvasTexture(140, 80, (context) => {
        context.fillStyle = '#0b0c0e';
        context.fillRect(0, 0, 140, 80);
        if (lit > 0) {
          context.fillStyle = '#ff3b2f';
          context.font = '700 64px monospace';
          context.fillText(String(lit).padStart(2, ' '), 18, 64);
        }
      }),
      toneMapped: lit === 0,
    }),
  );
  display.position.set(-0.03, 0, 0.018);
  group.add(display);
  const button = new MeshPhysicalMaterial({
    color: lit > 0 ? 0xffd60a : 0x2a2b2e,
    emissive: 0xffd60a,
    emissiveIntensity: lit > 0 ? 2.4 : 0,
    roughness: 0.3,
    clearcoat: 1,
  });
  group.add(box(0.04, 0.04, 0.02, button, 0.045, 0, 0.02, 0.006));
  return group;
}

/**
 * A pick face of selective pallet racking along x, centred, facing +z: `bays` bays of three pallet positions, the
 * floor level picked by hand from open pallets of cases, reserve pallets in film above on `levels` beam levels. A
 * pick-to-light module and a location label per floor slot sit on the first beam. `target` is the index of the lit
 * slot (counted from -x); returns the group and the lit slot's centre (floor, front face).
 */
export function pickFace(random: () => number, bays: number, levels: number, target: number, quantity: number): { group: Group; slot: Vector3 } {
  const group = new Group();
  const bayWidth = 2.7;
  const depth = 1.1;
  const firstBeam = 1.45;
  const levelHeight = 1.5;
  const top = firstBeam + (levels - 1) * levelHeight + 0.35;
  const x0 = (-bays * bayWidth) / 2;
  for (let bay = 0; bay <= bays; bay += 1) {
    const x = x0 + bay * bayWidth;
    for (const z of [-depth / 2, depth / 2]) {
      group.add(box(0.09, top, 0.075, RACK_BLUE, x, top / 2, z, 0.008));
      group.add(box(0.16, 0.01, 0.14, RACK_BLUE, x, 0.005, z));
      group.add(cylinder(0.012, 0.012, m.machined, x + 0.05, 0.014, z + (z > 0 ? 0.04 : -0.04), 10));
    }
    // Frame bracing: horizontals and alternating diagonals between the front and back uprights.
    for (let y = 0.15; y < top - 0.3; y += 0.9) {
      group.add(box(0.03, 0.03, depth, RACK_BLUE, x, y, 0));
      const diagonal = box(0.025, Math.hypot(0.9, depth), 0.025, RACK_BLUE, x, y + 0.45, 0);
      diagonal.rotation.x = Math.atan2(depth, 0.9) * (Math.round(y / 0.9) % 2 === 0 ? 1 : -1);
      group.add(diagonal);
    }
    // Column guard at the foot of the aisle-side upright.
    group.add(box(0.17, 0.4, 0.13, m.paintYellow, x, 0.2, depth / 2 + 0.07, 0.02));
  }
  for (let level = 0; level < levels; level += 1) {
    const y = firstBeam + level * levelHeight;
    for (let bay = 0; bay < bays; bay += 1)
      for (const z of [-depth / 2, depth / 2]) {
        group.add(box(bayWidth - 0.1, 0.12, 0.05, RACK_ORANGE, x0 + (bay + 0.5) * bayWidth, y - 0.06, z + (z > 0 ? 0.06 : -0.06), 0.01));
        for (const end of [-1, 1])
          group.add(box(0.05, 0.2, 0.02, RACK_ORANGE, x0 + (bay + 0.5) * bayWidth + end * (bayWidth / 2 - 0.07), y - 0.06, z + (z > 0 ? 0.04 : -0.04)));
      }
    // Reserve pallets on every beam level, wrapped in film.
    for (let bay = 0; bay < bays; bay += 1)
      for (let slot = 0; slot < 3; slot += 1) {
        if (random() < 0.12) continue;
        const x = x0 + bay * bayWidth + 0.47 + slot * 0.88;
        const load = new Group();
        load.add(box(0.8, 0.14, 1.2, TIMBER, 0, 0.07, 0));
        const height = 0.75 + random() * 0.4;
        const tone = CARTONS[Math.floor(random() * CARTONS.length)] ?? TIMBER;
        load.add(box(0.76, height, 1.14, tone, 0, 0.14 + height / 2, 0, 0.02));
        load.add(box(0.78, height * 0.92, 1.16, FILM, 0, 0.14 + height * 0.52, 0, 0.02));
        load.position.set(x, y, 0);
        group.add(load);
      }
  }
  // Floor-level pick slots: an open pallet of cases in each, a label and a pick light on the first beam's front.
  let slot = new Vector3();
  for (let bay = 0; bay < bays; bay += 1)
    for (let index = 0; index < 3; index += 1) {
      const number = bay * 3 + index;
      const x = x0 + bay * bayWidth + 0.47 + index * 0.88;
      const pallet = new Group();
      pallet.add(box(0.8, 0.14, 1.2, TIMBER, 0, 0.07, 0));
      const layers = 1 + Math.floor(random() * 3);
      for (let layer = 0; layer < layers; layer += 1)
        for (const cx of [-0.2, 0.2])
          for (const cz of [-0.4, 0, 0.4]) {
            // The top layer is being picked: its front cases are gone on some slots.
            if (layer === layers - 1 && cz > 0.2 && random() < 0.6) continue;
            const tone = CARTONS[Math.floor(random() * CARTONS.length)] ?? TIMBER;
            pallet.add(box(0.38, 0.26, 0.38, tone, cx, 0.14 + layer * 0.26 + 0.13, cz, 0.01));
          }
      pallet.position.set(x, 0, 0.02);
      group.add(pallet);
      const code = `B-${String(10 + number).padStart(2, '0')}`;
      const label = beamLabel(code);
      label.position.set(x - 0.12, firstBeam - 0.06, depth / 2 + 0.087);
      group.add(label);
      const light = pickLight(number === target ? quantity : 0);
      light.position.set(x + 0.16, firstBeam - 0.06, depth / 2 + 0.1);
      group.add(light);
      if (number === target) slot = new Vector3(x, 0, depth / 2 + 0.1);
    }
  group.traverse((child) => {
    if (child instanceof Mesh && child.material !== FILM) child.castShadow = true;
  });
  return { group, slot };
}

/** An open plastic tote, `w` × `h` × `d`, standing on y = 0. */
function tote(w: number, h: number, d: number): Group {
  const group = new Group();
  group.add(box(w - 0.02, 0.015, d - 0.02, TOTE, 0, 0.008, 0));
  for (const side of [-1, 1]) {
    group.add(box(w, h, 0.015, TOTE, 0, h / 2, (side * (d - 0.015)) / 2, 0.004));
    group.add(box(0.015, h, d, TOTE, (side * (w - 0.015)) / 2, h / 2, 0, 0.004));
  }
  // The rolled rim: four strips round the open top.
  for (const side of [-1, 1]) {
    group.add(box(w + 0.02, 0.02, 0.03, TOTE, 0, h - 0.01, (side * d) / 2, 0.006));
    group.add(box(0.03, 0.02, d + 0.02, TOTE, (side * w) / 2, h - 0.01, 0, 0.006));
  }
  return group;
}

/**
 * An order-picking trolley facing +x: a steel frame on four castors, two shelves of totes, a push handle with
 * rubber grips and a handheld scanner in its holster (yellow trigger guard).
 */
export function pickTrolley(): Group {
  const group = new Group();
  const w = 1.0;
  const d = 0.55;
  for (const x of [-w / 2, w / 2])
    for (const z of [-d / 2, d / 2]) {
      group.add(box(0.03, 1.0, 0.03, m.stainless, x, 0.6, z, 0.006));
      group.add(cylinder(0.05, 0.04, m.rubber, x, 0.05, z, 16).rotateX(Math.PI / 2));
      group.add(box(0.05, 0.05, 0.05, m.castIron, x, 0.11, z));
    }
  for (const y of [0.2, 0.65]) {
    group.add(box(w + 0.03, 0.02, d + 0.03, m.stainless, 0, y, 0));
    for (const x of [-0.24, 0.24]) {
      const crate = tote(0.44, 0.18, 0.34);
      crate.position.set(x, y + 0.01, 0);
      group.add(crate);
      // Picked cases in the upper totes.
      if (y > 0.5) group.add(box(0.18, 0.16, 0.14, CARTONS[x > 0 ? 0 : 2] ?? TIMBER, x - 0.08, y + 0.1, 0.05, 0.006));
    }
  }
  // Push handle at -x with grips, a holster and the scanner.
  group.add(box(0.03, 0.03, d + 0.03, m.stainless, -w / 2, 1.1, 0));
  for (const z of [-0.2, 0.2]) {
    const grip = cylinder(0.02, 0.12, m.rubber, -w / 2, 1.1, z, 12);
    grip.rotation.x = Math.PI / 2;
    group.add(grip);
  }
  group.add(box(0.07, 0.12, 0.06, m.plastic, -w / 2 + 0.05, 1.0, d / 2 + 0.03, 0.01));
  group.add(box(0.06, 0.18, 0.05, m.paintDark, -w / 2 + 0.05, 1.1, d / 2 + 0.035, 0.015));
  group.add(box(0.065, 0.04, 0.055, m.paintYellow, -w / 2 + 0.05, 1.17, d / 2 + 0.035, 0.012));
  group.traverse((child) => {
    if (child instanceof Mesh) child.castShadow = true;
  });
  return group;
}

/* ---- The bottling line of the video: bottles, slat-chain conveyor, and the filler-capper monoblock. ---- */

/** Conveyor (and machine table) height, bottle pitch along the line (m), and the monoblock's layout. */
export const BOTTLING = (() => {
  const top = 0.92;
  const pitch = 0.1;
  const starPockets = 8;
  const fillerValves = 24;
  const capperHeads = 12;
  const r = (starPockets * pitch) / (2 * Math.PI);
  const filler = (fillerValves * pitch) / (2 * Math.PI);
  const capper = (capperHeads * pitch) / (2 * Math.PI);
  return {
    top,
    pitch,
    starPockets,
    fillerValves,
    capperHeads,
    star: r,
    filler,
    capper,
    /** Centres along x, all on z = 0; the conveyors run along z = -star behind them. */
    infeedStar: -(filler + r),
    transferStar: filler + r,
    capperAt: filler + 2 * r + capper,
    outfeedStar: filler + 2 * r + 2 * capper + r,
  };
})();

const GLASS = new MeshPhysicalMaterial({
  color: 0xd5ece2,
  metalness: 0,
  roughness: 0.05,
  transparent: true,
  opacity: 0.32,
  clearcoat: 1,
  clearcoatRoughness: 0.05,
  envMapIntensity: 1.6,
});
const JUICE = new MeshPhysicalMaterial({ color: 0xc0701c, metalness: 0, roughness: 0.15, clearcoat: 0.6 });
const CAP = new MeshStandardMaterial({ color: 0xe9e9e6, metalness: 0, roughness: 0.45 });
const UHMW = new MeshStandardMaterial({ color: 0xe4e4df, metalness: 0, roughness: 0.5 });
const GUARD_GLASS = new MeshPhysicalMaterial({
  color: 0xb9c7cf,
  metalness: 0,
  roughness: 0.04,
  transparent: true,
  opacity: 0.05,
  clearcoat: 0.6,
  depthWrite: false,
  envMapIntensity: 0.5,
});
const BOTTLE_LABEL = new MeshStandardMaterial({
  map: canvasTexture(256, 64, (context) => {
    context.fillStyle = '#efe8d8';
    context.fillRect(0, 0, 256, 64);
    context.fillStyle = '#2c5a3a';
    context.fillRect(0, 8, 256, 6);
    context.fillRect(0, 50, 256, 6);
    context.fillStyle = '#3a2c22';
    context.fillRect(40, 24, 70, 16);
    context.fillRect(168, 24, 50, 16);
  }),
  roughness: 0.55,
});

export interface Bottle {
  group: Group;
  /** 0 empty … 1 filled to the fill line. */
  setFill: (fraction: number) => void;
  /** Cap height above its seat (m), or null before the capper gives it one. */
  setCap: (lift: number | null) => void;
}

/** A 330 ml glass bottle with a wrap-around label; its juice and screw cap are set as it moves down the line. */
export function bottle(): Bottle {
  const group = new Group();
  const glass = turned(
    [
      [0.0, 0.002],
      [0.029, 0.0],
      [0.0325, 0.006],
      [0.0325, 0.128],
      [0.03, 0.148],
      [0.018, 0.182],
      [0.0135, 0.198],
      [0.0135, 0.212],
      [0.0152, 0.214],
      [0.0152, 0.222],
      [0.012, 0.222],
    ],
    GLASS,
    28,
  );
  glass.renderOrder = 4;
  group.add(glass);
  const juice = cylinder(0.0295, 1, JUICE, 0, 0.5, 0, 24);
  juice.geometry.translate(0, 0.5, 0);
  juice.position.y = 0.006;
  juice.visible = false;
  group.add(juice);
  const band = new Mesh(new CylinderGeometry(0.0331, 0.0331, 0.07, 28, 1, true), BOTTLE_LABEL);
  band.position.y = 0.075;
  group.add(band);
  const cap = cylinder(0.0162, 0.017, CAP, 0, 0.2215, 0, 24);
  cap.visible = false;
  group.add(cap);
  return {
    group,
    setFill: (fraction) => {
      juice.visible = fraction > 0.002;
      juice.scale.y = Math.max(0.001, fraction) * 0.13;
    },
    setCap: (lift) => {
      cap.visible = lift !== null;
      cap.position.y = 0.2215 + (lift ?? 0);
    },
  };
}

/** The slat-chain's top: fine transverse seams on stainless, scrolled by the scene as the chain runs. */
export function chainTexture(length: number) {
  const map = canvasTexture(64, 16, (context) => {
    context.fillStyle = '#b9bec4';
    context.fillRect(0, 0, 64, 16);
    context.fillStyle = '#6d7277';
    context.fillRect(0, 0, 3, 16);
  });
  map.wrapS = RepeatWrapping;
  map.wrapT = RepeatWrapping;
  // One seam every 5 cm: two slats per bottle pitch.
  map.repeat.set(length / 0.05, 1);
  return map;
}

/**
 * A single-lane slat-chain conveyor along x from `from` to `to` at z: stainless side channels over the chain, bottle
 * guide rails on brackets at both sides, legs with feet. Returns the group and the chain's texture (to scroll).
 */
export function slatConveyor(from: number, to: number, z: number) {
  const { top } = BOTTLING;
  const group = new Group();
  const length = to - from;
  const mid = (from + to) / 2;
  const map = chainTexture(length);
  const chain = new Mesh(
    new PlaneGeometry(length, 0.085).rotateX(-Math.PI / 2),
    new MeshStandardMaterial({ color: 0xffffff, map, metalness: 0.6, roughness: 0.35 }),
  );
  chain.position.set(mid, top, z);
  group.add(chain);
  for (const side of [-1, 1]) {
    group.add(box(length, 0.11, 0.012, m.stainless, mid, top - 0.05, z + side * 0.05));
    group.add(box(length, 0.012, 0.03, m.stainless, mid, top - 0.1, z + side * 0.06));
    for (const y of [0.06, 0.15]) {
      const rail = cylinder(0.006, length, m.stainless, mid, top + y, z + side * 0.043, 10);
      rail.rotation.z = Math.PI / 2;
      group.add(rail);
    }
    for (let x = from + 0.2; x < to; x += 0.6) {
      group.add(box(0.012, 0.2, 0.012, m.stainless, x, top + 0.04, z + side * 0.075));
      group.add(box(0.012, 0.012, 0.035, m.stainless, x, top + 0.06, z + side * 0.058));
      group.add(box(0.012, 0.012, 0.035, m.stainless, x, top + 0.15, z + side * 0.058));
    }
  }
  group.add(box(length, 0.05, 0.1, m.paintDark, mid, top - 0.16, z, 0.01));
  for (let x = from + 0.3; x < to; x += 1.2) {
    group.add(box(0.04, top - 0.18, 0.04, m.stainless, x, (top - 0.18) / 2, z, 0.006));
    group.add(box(0.3, 0.03, 0.04, m.stainless, x, 0.05, z));
    for (const dz of [-0.13, 0.13]) group.add(cylinder(0.03, 0.02, m.rubber, x, 0.01, z + dz, 14));
  }
  return { group, map };
}

/** A star wheel: a white UHMW disc with `pockets` half-round notches at pitch radius `r`, two plates stacked. */
export function starWheel(r: number, pockets: number): Group {
  const outer = r + 0.03;
  const notch = 0.035;
  const shape = new Shape();
  const steps = 12;
  for (let index = 0; index < pockets; index += 1) {
    const a0 = (index / pockets) * Math.PI * 2;
    const half = Math.asin(Math.min(0.99, notch / outer));
    // The rim between notches, then the notch itself, dipping to the pitch circle and beyond.
    for (let k = 0; k <= steps; k += 1) {
      const a = a0 + half + (k / steps) * ((Math.PI * 2) / pockets - 2 * half);
      const x = outer * Math.cos(a);
      const y = outer * Math.sin(a);
      if (index === 0 && k === 0) shape.moveTo(x, y);
      else shape.lineTo(x, y);
    }
    const centre = a0 + (Math.PI * 2) / pockets;
    const cx = r * Math.cos(centre);
    const cy = r * Math.sin(centre);
    for (let k = 0; k <= steps; k += 1) {
      const a = centre - Math.PI / 2 - 0.35 - (k / steps) * (Math.PI - 0.7);
      shape.lineTo(cx + notch * Math.cos(a), cy + notch * Math.sin(a));
    }
  }
  shape.closePath();
  const geometry = new ExtrudeGeometry(shape, { depth: 0.012, bevelEnabled: false, curveSegments: 8 });
  geometry.rotateX(-Math.PI / 2);
  const group = new Group();
  for (const y of [0.05, 0.16]) {
    const plate = new Mesh(geometry, UHMW);
    plate.position.y = y;
    group.add(plate);
  }
  group.add(cylinder(0.04, 0.2, m.stainless, 0, 0.1, 0, 20));
  group.add(cylinder(0.05, 0.03, m.stainless, 0, 0.2, 0, 20));
  return group;
}

export interface Turret {
  group: Group;
  /** The heads, each a group at its pitch position whose y the scene sets (0 = raised). */
  heads: Group[];
}

/**
 * A rotary turret: a base plate at table height, a centre column and an overhead drum at radius `r` carrying
 * `count` heads. 'filler': a product bowl with fill valves and nozzles; 'capper': a drive housing with capping
 * spindles and chucks.
 */
export function turret(kind: 'filler' | 'capper', r: number, count: number): Turret {
  const group = new Group();
  const heads: Group[] = [];
  group.add(cylinder(r + 0.05, 0.02, m.stainless, 0, 0.01, 0, 64));
  group.add(cylinder(kind === 'filler' ? 0.09 : 0.06, 0.7, m.stainless, 0, 0.35, 0, 32));
  if (kind === 'filler') {
    group.add(cylinder(r + 0.07, 0.2, m.stainless, 0, 0.62, 0, 64));
    group.add(cylinder(r + 0.075, 0.02, m.machined, 0, 0.52, 0, 64));
    group.add(cylinder(r + 0.075, 0.02, m.machined, 0, 0.72, 0, 64));
    group.add(cylinder(0.12, 0.06, m.stainless, 0, 0.75, 0, 32));
    group.add(cylinder(0.035, 0.45, m.stainless, 0, 0.98, 0, 20));
  } else {
    group.add(cylinder(r + 0.06, 0.16, m.paintLight, 0, 0.66, 0, 48));
    group.add(cylinder(r + 0.065, 0.02, m.stainless, 0, 0.57, 0, 48));
    group.add(cylinder(0.1, 0.12, m.paintDark, 0, 0.8, 0, 32));
  }
  for (let index = 0; index < count; index += 1) {
    const a = (index / count) * Math.PI * 2;
    const holder = new Group();
    holder.position.set(r * Math.cos(a), 0, -r * Math.sin(a));
    group.add(holder);
    const head = new Group();
    holder.add(head);
    if (kind === 'filler') {
      holder.add(box(0.045, 0.09, 0.045, m.stainless, 0, 0.47, 0, 0.008));
      holder.add(cylinder(0.012, 0.03, m.plastic, 0, 0.41, 0, 12));
      head.add(cylinder(0.007, 0.17, m.machined, 0, 0.325, 0, 10));
      head.add(cylinder(0.02, 0.012, m.rubber, 0, 0.26, 0, 14));
    } else {
      head.add(cylinder(0.012, 0.24, m.machined, 0, 0.44, 0, 10));
      head.add(cylinder(0.02, 0.04, m.castIron, 0, 0.31, 0, 14));
      head.add(cylinder(0.018, 0.02, m.rubber, 0, 0.282, 0, 14));
    }
    heads.push(head);
  }
  return { group, heads };
}

/**
 * The monoblock's frame: a stainless-clad base under the table, the table top with its dead plates, a glass guard
 * on a stainless frame (hinged front doors with handles, openings for the conveyors), the cap hopper and chute over
 * the capper, an operator panel on a swing arm and a signal tower.
 */
export function monoblockFrame(): Group {
  const { top, infeedStar, outfeedStar, capperAt, star } = BOTTLING;
  const group = new Group();
  const x0 = infeedStar - 0.3;
  const x1 = outfeedStar + 0.3;
  const w = x1 - x0;
  const cx = (x0 + x1) / 2;
  const d = 1.3;
  group.add(box(w, top - 0.12, d, m.stainless, cx, (top - 0.12) / 2 + 0.08, 0, 0.02));
  group.add(box(w - 0.04, 0.08, d - 0.04, m.seam, cx, 0.04, 0));
  const panels = 4;
  for (let index = 1; index < panels; index += 1)
    group.add(box(0.008, top - 0.3, 0.004, m.seam, x0 + (w * index) / panels, (top - 0.12) / 2 + 0.08, d / 2 + 0.002));
  for (let index = 0; index < panels; index += 1)
    group.add(box(0.12, 0.025, 0.02, m.plastic, x0 + (w * (index + 0.5)) / panels, top - 0.22, d / 2 + 0.01, 0.006));
  group.add(box(w + 0.04, 0.04, d + 0.04, m.stainless, cx, top - 0.02, 0, 0.01));
  // Guard: corner posts and rails, glass infill; the front has two pairs of doors.
  const gh = 1.25;
  for (const x of [x0, x0 + w / 2, x1]) for (const z of [-d / 2, d / 2]) group.add(box(0.045, gh, 0.045, m.stainless, x, top + gh / 2, z, 0.008));
  for (const z of [-d / 2, d / 2]) group.add(box(w, 0.045, 0.045, m.stainless, cx, top + gh, z, 0.008));
  for (const x of [x0, x1]) group.add(box(0.045, 0.045, d, m.stainless, x, top + gh, 0, 0.008));
  const door = (x: number, width: number) => {
    const leaf = new Group();
    leaf.add(new Mesh(new PlaneGeometry(width - 0.06, gh - 0.12), GUARD_GLASS));
    for (const y of [-(gh - 0.08) / 2, (gh - 0.08) / 2]) leaf.add(box(width - 0.02, 0.03, 0.03, m.stainless, 0, y, 0));
    for (const dx of [-(width - 0.02) / 2, (width - 0.02) / 2]) leaf.add(box(0.03, gh - 0.08, 0.03, m.stainless, dx, 0, 0));
    leaf.position.set(x, top + gh / 2, d / 2 + 0.03);
    return leaf;
  };
  const leafWidth = w / 4;
  for (let index = 0; index < 4; index += 1) group.add(door(x0 + leafWidth * (index + 0.5), leafWidth));
  // Door handles (yellow grips) where each pair meets.
  for (const x of [x0 + leafWidth, x0 + leafWidth * 3])
    for (const dx of [-0.045, 0.045]) group.add(box(0.018, 0.13, 0.022, m.paintYellow, x + dx, top + 0.62, d / 2 + 0.065, 0.008));
  const back = new Mesh(new PlaneGeometry(w, gh - 0.05), GUARD_GLASS);
  back.position.set(cx, top + gh / 2, -d / 2);
  group.add(back);
  for (const x of [x0, x1]) {
    const side = new Mesh(new PlaneGeometry(d, gh - 0.35), GUARD_GLASS);
    side.rotation.y = Math.PI / 2;
    side.position.set(x, top + 0.3 + (gh - 0.35) / 2, 0);
    group.add(side);
  }
  // Cap hopper on the guard roof, its chute dropping to the capper.
  group.add(box(0.4, 0.3, 0.35, m.stainless, capperAt + 0.15, top + gh + 0.2, -0.35, 0.02));
  group.add(box(0.3, 0.05, 0.25, m.paintDark, capperAt + 0.15, top + gh + 0.38, -0.35, 0.01));
  const chute = cable(
    [new Vector3(capperAt + 0.1, top + gh + 0.05, -0.35), new Vector3(capperAt - 0.02, top + 0.85, -0.3), new Vector3(capperAt - 0.05, top + 0.62, -0.22)],
    0.02,
    m.stainless,
  );
  group.add(chute);
  // Operator panel on a swing arm at the outfeed end, and the signal tower on the guard.
  group.add(box(0.06, 0.06, 0.5, m.stainless, x1 + 0.05, top + gh - 0.2, d / 2 - 0.2));
  const hmi = new Group();
  hmi.add(box(0.42, 0.3, 0.07, m.plastic, 0, 0, 0, 0.02));
  hmi.add(box(0.36, 0.22, 0.004, new MeshBasicMaterial({ color: 0x1b2733 }), 0, 0.015, 0.037));
  hmi.add(cylinder(0.025, 0.01, m.paintYellow, 0.15, -0.11, 0.04, 20).rotateX(Math.PI / 2));
  hmi.position.set(x1 + 0.12, top + gh - 0.45, d / 2 + 0.1);
  hmi.rotation.y = -0.5;
  group.add(hmi);
  const tower = signalTower('green');
  tower.position.set(x1 - 0.1, top + gh + 0.02, -d / 2 + 0.1);
  group.add(tower);
  // Dead plates where the conveyors meet the star wheels.
  for (const x of [infeedStar - 0.25, outfeedStar + 0.25]) group.add(box(0.3, 0.006, 0.1, m.stainless, x, top + 0.003, -star));
  group.traverse((child) => {
    if (child instanceof Mesh && child.material !== GUARD_GLASS) child.castShadow = true;
  });
  return group;
}
