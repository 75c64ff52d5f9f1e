/**
 * The turbofan of the aerospace case study (scenes/jet-engine-model.ts, closed up as it flies) as the site's 3D model,
 * in its painted, titanium and nickel-alloy finishes; the case study's card shows the same engine on a maintenance
 * stand. About 5.55 m long, its intake turned to face +z (glTF's front, which the viewer's opening angle looks at
 * three-quarters on; the scenes build it along +x, intake at -x), resting on y = 0 and centred on the origin
 * horizontally; the viewer lights it with its own environment and draws its own contact shadow.
 */
import { Box3, Group, Vector3 } from 'three';
import type { ModelFactory } from '../scene-api.ts';
import { buildJetEngine, productMaterials } from '../scenes/jet-engine-model.ts';

const jetEngine: ModelFactory = () => {
  const finish = productMaterials();
  const { body } = buildJetEngine(finish, { closed: finish });
  const root = new Group();
  root.name = 'jet-engine';
  root.add(body);
  // A quarter turn about the vertical: the intake, built at -x, faces +z.
  root.rotation.y = Math.PI / 2;
  // Measured from the vertices, not bounding boxes, so the nacelle's lowest point lands exactly on the floor.
  const bounds = new Box3().setFromObject(root, true);
  const centre = bounds.getCenter(new Vector3());
  body.position.set(-centre.x, -bounds.min.y, -centre.z);
  return root;
};

export default jetEngine;
