// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { FLOOR, checkApis, checkSyntax } from '../../../scripts/support-floor';
import { buildTarget } from '../../../vite.config';

/** A throw-away "build" with the given files. */
function fakeDist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'floor-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, name), code);
  return dir;
}

describe('the support floor check', () => {
  let dist = '';
  afterEach(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });

  it('Vite builds for the floor package.json declares, and docs/deploying.md states the same floor', () => {
    expect(buildTarget).toEqual(browserslistToEsbuild(FLOOR));
    expect(buildTarget).toEqual(['chrome93', 'firefox98', 'ios15.4', 'safari15.4']);
    const oldest = (browser: string) =>
      FLOOR.find((query) => query.startsWith(`${browser} >= `))?.split(' >= ')[1];
    const readme = readFileSync(new URL('../../../docs/deploying.md', import.meta.url), 'utf8');
    const stated = /Declared in `package\.json` as `browserslist`: ([^\n]+\n[^\n]+)/.exec(readme)?.[1] ?? '';
    expect(stated).toContain(`**Chromium ${oldest('chrome')}**`);
    expect(oldest('ios_saf')).toBe(oldest('safari'));
    expect(stated).toContain(`**iOS and Safari ${oldest('ios_saf')}**`);
    expect(stated).toContain(`**Firefox ${oldest('firefox')}**`);
  });

  it('passes syntax the floor has and fails syntax above it', () => {
    dist = fakeDist({ 'ok.js': 'export const a = (b) => b?.c ?? 1;\n' });
    expect(checkSyntax(dist)).toEqual([]);
    // Class static blocks: Chrome 94, one above the Chromium floor.
    writeFileSync(join(dist, 'above.js'), 'export class A { static { this.b = 1; } }\n');
    expect(checkSyntax(dist).join('\n')).toMatch(/above\.js/);
  }, 30_000);

  it('fails a regular expression that Safari 15.4 cannot parse, which es-check does not see', () => {
    dist = fakeDist({
      'ok.js': 'export const phone = (text) => text.replace(/(?<area>\\d{3})\\s*/u, "$<area>-");\n',
      'lookbehind.js': 'export const amount = (text) => text.replace(/(?<=\\d)(?=(\\d{3})+$)/g, ".");\n',
    });
    expect(checkSyntax(dist)).toEqual([
      expect.stringMatching(
        /lookbehind\.js:1:\d+ \/\(\?<=\\d\)\(\?=\(\\d\{3\}\)\+\$\)\/g: lookbehind \(Safari 16\.4\)$/,
      ),
    ]);
  }, 30_000);

  it('lets a browser API above the floor pass only at a guarded use', async () => {
    dist = fakeDist({
      'guarded.js':
        'export const idle = (f) => { `requestIdleCallback` in window ? window.requestIdleCallback(f) : setTimeout(f, 1) };\n',
      'bare.js': 'export const idle = (f) => requestIdleCallback(f);\n',
    });
    const problems = await checkApis(dist);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/bare\.js:1:\d+ requestIdleCallback is not supported in Safari 15\.4/);
  }, 60_000);
});
