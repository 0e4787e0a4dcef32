// @vitest-environment node
import { addCompileHints, COMPILE_HINT } from '../../../scripts/build/compile-hint';

describe('compile hint', () => {
  it('opens every chunk, ahead of the map of its dynamic imports, and leaves other files alone', () => {
    const bundle = {
      'assets/core.js': { type: 'chunk' as const, code: 'const __vite__mapDeps=(i)=>i;export{}' },
      'assets/page.js': { type: 'chunk' as const, code: 'export const a=1' },
      'index.html': { type: 'asset' as const, source: '<!doctype html>' },
    };
    addCompileHints(bundle);
    expect(bundle['assets/core.js'].code).toBe(`${COMPILE_HINT}\nconst __vite__mapDeps=(i)=>i;export{}`);
    expect(bundle['assets/page.js'].code).toBe(`${COMPILE_HINT}\nexport const a=1`);
    expect(bundle['index.html']).toEqual({ type: 'asset', source: '<!doctype html>' });
  });

  it('is added once when the build runs it again', () => {
    const bundle = { 'a.js': { type: 'chunk' as const, code: 'export{}' } };
    addCompileHints(bundle);
    addCompileHints(bundle);
    expect(bundle['a.js'].code).toBe(`${COMPILE_HINT}\nexport{}`);
  });
});
