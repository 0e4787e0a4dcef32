export { useFitWidth } from './use-fit-width';
export { FitLine } from './fit-line';
