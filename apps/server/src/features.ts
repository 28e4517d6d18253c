import type { Feature } from './api/define-route';
import * as areas from './areas';

/** Every feature of the API, from `areas.ts` (a new area adds its line there), in the order of their names. */
export const features: Feature[] = Object.values(areas);
