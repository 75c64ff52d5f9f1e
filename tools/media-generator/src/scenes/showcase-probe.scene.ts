/** A small reference scene: a brushed-metal torus knot on a glowing ring. Used to check the harness. */
import { Mesh, MeshStandardMaterial, TorusGeometry, TorusKnotGeometry } from 'three';
import type { SceneFactory } from '../scene-api.ts';
import { BRAND, createStudio, glowMaterial } from './studio.ts';

const showcaseProbe: SceneFactory = ({ renderer, width, height }) => {
  const studio = createStudio({ renderer, width, height });
  const knot = new Mesh(new TorusKnotGeometry(1, 0.32, 240, 32), new MeshStandardMaterial({ color: BRAND.steel, metalness: 0.9, roughness: 0.25 }));
  knot.position.y = 1.6;
  studio.scene.add(knot);
  const ring = new Mesh(new TorusGeometry(2.2, 0.025, 16, 160), glowMaterial());
  ring.rotation.x = Math.PI / 2;
  ring.position.y = 0.02;
  studio.scene.add(ring);
  studio.camera.position.set(0, 2.6, 7.5);
  studio.camera.lookAt(0, 1.3, 0);
  return {
    scene: studio.scene,
    camera: studio.camera,
    update: (progress) => {
      knot.rotation.y = progress * Math.PI * 2;
    },
    render: studio.render,
  };
};

export default showcaseProbe;
