import { defineConfig, mergeConfig } from 'vitest/config';
import vitestConfig from './vitest.config';

/**
 * How StrykerJS (stryker.config.mjs) runs the tests: the unit tests only, in vitest.config.ts's projects (a
 * calculation's tests in Node with no setup, about 1 s a mutant where jsdom and MSW cost 3–10 s). A whole app
 * per mutant (the integration tests) costs hours for the thousands of mutants on this 2-core machine.
 */
export default defineConfig((env) =>
  mergeConfig(vitestConfig(env), { test: { exclude: ['tests/integration/**'] } }),
);
