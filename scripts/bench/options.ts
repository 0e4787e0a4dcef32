import { parseArgs } from 'node:util';
import { PASSES, type Pass } from './lighthouse-runner';

export interface BenchOptions {
  /** Only these routes (as typed, e.g. `/repay`), in Spanish. */
  routes: string[] | undefined;
  /** Every registered route (and the data routes in English); a quick set of one route per kind without. */
  all: boolean;
  lighthouse: boolean;
  /** Lighthouse passes: simulated throttling, applied throttling, or both (the default). */
  passes: Pass[];
  /** Lighthouse runs per page and pass; each metric is the median over them. */
  runs: number;
  /** Exit 1 when a budget is missed or a measurement failed. */
  strict: boolean;
}

export function readOptions(argv: string[] = process.argv.slice(2)): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      routes: { type: 'string' },
      'no-lighthouse': { type: 'boolean', default: false },
      all: { type: 'boolean', default: false },
      runs: { type: 'string', default: '3' },
      strict: { type: 'boolean', default: false },
      pass: { type: 'string', default: 'both' },
    },
  });
  const passes = values.pass === 'both' ? [...PASSES] : PASSES.filter((pass) => pass === values.pass);
  if (!passes.length) throw new Error(`--pass must be simulated, applied or both, got ${values.pass}`);
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs must be a positive integer, got ${values.runs}`);
  const routes = values.routes
    ?.split(',')
    .map((route) => route.trim())
    .filter(Boolean)
    .map((route) => (route.startsWith('/') ? route : `/${route}`));
  return {
    routes,
    all: values.all,
    lighthouse: !values['no-lighthouse'],
    passes,
    runs,
    strict: values.strict,
  };
}
