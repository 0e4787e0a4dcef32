import { test, expect } from '@playwright/test';
import { checkApis, checkSyntax } from '../../scripts/support-floor';

/**
 * The production build stays within the declared support floor (package.json `browserslist`):
 * no syntax or ES built-in above it (es-check), no browser API above it unless feature-detected
 * (eslint-plugin-compat with the reviewed guards of scripts/support-floor.ts). No browser is started.
 */
const dist = process.env.E2E_DIST ?? 'dist-e2e';

test('the bundle uses no syntax or ES built-in above the floor (es-check)', () => {
  expect(checkSyntax(dist)).toEqual([]);
});

test('the bundle calls no browser API above the floor unless it detects it first (eslint-plugin-compat)', async () => {
  test.setTimeout(120_000);
  expect(await checkApis(dist)).toEqual([]);
});
