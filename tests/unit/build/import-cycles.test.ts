// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/**
 * import-x/no-cycle does not follow `import()`: a circle with one dynamic edge (as the field reporters once
 * had: index → error-reporter → index) passes the lint. This walks every import of src/lib, static and
 * dynamic, and fails on any circle.
 */
const SRC = resolve('src');
const LIB = join(SRC, 'lib');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+['"]([^'"]+)['"]/gm),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map(([, specifier]) => specifier!);
  return specifiers
    .map((specifier) => resolveImport(file, specifier))
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
