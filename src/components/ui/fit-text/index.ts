export { useFitWidth } from './use-fit-width';
export { FitLine } from './fit-line';
export { fitScale, FIT_WRAP } from './fit-scale';
