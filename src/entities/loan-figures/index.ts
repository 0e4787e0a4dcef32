export * from './statement';
export * from './statement-lender';
export * from './tenor';
