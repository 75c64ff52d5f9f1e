/**
 * The grand-tourer coupé of the car stills and frame sequences (scenes/car-model.ts) as the site's 3D model: the
 * painted, glazed and trimmed car without its digital-twin wire overlay or the studio around it. The viewer lights
 * it with the stills' studio and draws its own contact shadow.
 *
 * Its paints are declared on the paint material (glTF `extras.variants`, first = as modelled, the home hero's
 * silver); `npm run media` turns them into KHR_materials_variants, which the sales page's configurator switches.
 */
import type { ModelFactory } from '../scene-api.ts';
import { buildCar, carMaterials } from '../scenes/car-model.ts';

/** Factory paints: names are what content picks (model-viewer's `variants`), colours are sRGB. */
const PAINTS = [
  { name: 'arctic-silver', color: '#c8cbd0' },
  { name: 'solar-yellow', color: '#e8b400' },
  { name: 'midnight-blue', color: '#1c2f4f' },
  { name: 'graphite', color: '#34373c' },
] as const;

const conceptCar: ModelFactory = () => {
  const materials = carMaterials(PAINTS[0].color, '#ffd60a');
  materials.paint.userData = { variants: PAINTS };
  const car = buildCar(materials);
  car.solid.name = 'concept-car';
  return car.solid;
};

export default conceptCar;
