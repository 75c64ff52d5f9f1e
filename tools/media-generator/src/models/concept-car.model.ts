/**
 * The grand-tourer coupé of the car stills and frame sequences (scenes/car-model.ts) as the site's 3D model: the
 * painted, glazed and trimmed car without its digital-twin wire overlay or the studio around it. The viewer lights
 * it with its own environment and draws its own contact shadow. Options: paint (a CSS colour; the home hero's
 * silver by default).
 */
import type { ModelFactory } from '../scene-api.ts';
import { buildCar, carMaterials } from '../scenes/car-model.ts';

const conceptCar: ModelFactory = ({ options }) => {
  const car = buildCar(carMaterials(String(options.paint ?? '#c8cbd0'), '#ffd60a'));
  car.solid.name = 'concept-car';
  return car.solid;
};

export default conceptCar;
