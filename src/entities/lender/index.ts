export { LenderLine, useLenderName, type LenderLineProps } from './line';
export { OfferLenderSchema, OptionalLenderSchema, type OfferLender } from './schema';
