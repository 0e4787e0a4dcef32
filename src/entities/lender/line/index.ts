export { LenderLine, useLenderName, type LenderLineProps } from './lender-line';
