// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { resolveSourceImport, SRC } from '../../../scripts/source-imports';

/**
 * import-x/no-cycle does not follow `import()`: a circle with one dynamic edge (as the field reporters once
 * had: index → error-reporter → index) passes the lint. This walks every import of src/lib, static and
 * dynamic, and fails on any circle.
 */
const LIB = join(SRC, 'lib');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map(([, specifier]) => specifier!);
  return specifiers
    .map((specifier) => resolveSourceImport(file, specifier))
    .filter((path): path is string => !!path && path.startsWith(LIB));
}

it('src/lib has no import circle, through import() either', () => {
  const graph = new Map(files(LIB).map((file) => [file, importsOf(file)]));
  const circles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const walk = (file: string, trail: string[]) => {
    if (state.get(file) === 'done') return;
    if (state.get(file) === 'open') {
      circles.push([...trail.slice(trail.indexOf(file)), file].map((f) => relative(SRC, f)).join(' → '));
      return;
    }
    state.set(file, 'open');
    for (const next of graph.get(file) ?? []) walk(next, [...trail, file]);
    state.set(file, 'done');
  };
  for (const file of graph.keys()) walk(file, []);
  expect(circles).toEqual([]);
});
