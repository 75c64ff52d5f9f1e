/**
 * Professional services: a project team's planning table. A 3D-printed scale model of a production cell stands on
 * the printed layout drawings, with sticky notes, a scale rule and a laptop showing the same cell in the 3D viewer;
 * one sparse AR outline marks the station under discussion. Studio image-based light, physically based materials and
 * baked contact shadows (render-kit.ts).
 */
import { BoxGeometry, DoubleSide, Mesh, MeshBasicMaterial, MeshPhysicalMaterial, PlaneGeometry, Vector3, type Object3D } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { edgeLines } from './hologram-kit.ts';
import { createGround, createStage, grounded, vignette } from './render-kit.ts';
import { BRAND } from './studio.ts';
import { STATION, drawingSheet, plantCellModel, rulerAndPencil, stickyNote } from './blueprint-studio-props.ts';
import { DESK, box, laptop, onDesk, screenRender } from './xr-montage-props.ts';

const blueprintStudio: SceneFactory = ({ renderer, width, height, random }) => {
  const stage = createStage({ renderer, width, height, environment: 'studio', fov: 27, bloom: 0, exposure: 1.05, fog: 0.02 });
  const { scene, camera } = stage;
  scene.add(createGround('cyclorama', random).group);

  // The table: an oiled walnut top, its far edge falling away into the dark room.
  const surface = 7.5;
  const top = new MeshPhysicalMaterial({ color: 0x4a3626, roughness: 0.5, metalness: 0, clearcoat: 0.25, clearcoatRoughness: 0.45 });
  scene.add(box(40, 0.5, 19, top, 0, surface - 0.25, 1.5, 0.04));

  const table = <T extends Object3D>(object: T, x: number, z: number, turn: number, lift = 0): T => {
    object.position.set(x, surface + lift, z);
    object.rotation.y = turn;
    scene.add(object);
    return object;
  };
  table(drawingSheet(random, 1), 2.6, -0.9, -0.12, 0.025);
  table(drawingSheet(random, 0), -1.2, 0.4, 0.06, 0.05);

  // The printed model on the plan, and the AR outline around the station being discussed.
  const model = grounded(renderer, plantCellModel(), 7, 5.4, { height: 1.5, opacity: 0.75, blur: 3 });
  const { x, z, width: w, depth: d, height: h } = STATION;
  const outline = edgeLines(new BoxGeometry(w + 0.3, h + 0.3, d + 0.3), BRAND.accent.clone().multiplyScalar(1.3), 0.95);
  outline.position.set(x, 0.1 + (h + 0.3) / 2, z);
  const footprint = new Mesh(
    new PlaneGeometry(w + 0.3, d + 0.3).rotateX(-Math.PI / 2),
    new MeshBasicMaterial({ color: BRAND.accent, transparent: true, opacity: 0.14, depthWrite: false, toneMapped: false, side: DoubleSide }),
  );
  footprint.position.set(x, 0.105, z);
  model.add(outline, footprint);
  table(model, -1.4, 0.2, 0.06, 0.055);

  // The laptop at the table's right, showing the same cell in the viewer.
  const picture = screenRender(renderer, plantCellModel(), new Vector3(5.5, 6.5, 9), new Vector3(0, 0.4, 0), 640, 400, { fov: 30 });
  const computer = onDesk(renderer, laptop(picture, 0.32, DESK.spaceGrey), 4.2, 3.4, 2.5);
  table(computer, 4.6, 1.0, -0.42);

  // Sticky notes along the drawings' edge, a scale rule and a pencil.
  const notes: [string, number, number, number][] = [
    ['#f6d54a', -4.6, 2.6, 0.12],
    ['#f6d54a', -3.7, 2.85, -0.08],
    ['#f3efe2', 1.3, 2.7, 0.1],
    ['#f6d54a', 2.6, -2.9, -0.15],
  ];
  notes.forEach(([colour, nx, nz, turn]) => table(stickyNote(random, colour), nx, nz, turn, 0.085));
  const tools = onDesk(renderer, rulerAndPencil(), 4, 2, 0.4);
  table(tools, -0.6, 3.5, -0.18, 0.01);

  scene.add(vignette(width / height, { strength: 0.8, inner: 0.5 }));
  camera.position.set(1.0, surface + 9.0, 14.6);
  camera.lookAt(0.5, surface + 0.2, 0.9);
  camera.updateMatrixWorld();
  return { scene, camera, update: () => undefined, render: stage.render };
};

export default blueprintStudio;
