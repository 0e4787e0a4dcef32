import { existsSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The app's sources, which `@/` names (tsconfig.json `paths`). */
export const SRC = fileURLToPath(new URL('../src', import.meta.url));

/**
 * The source file an import in `from` names: `@/…` under src/, `./…` and `../…` beside `from`, with the
 * extension or the folder's index the bundler would try. A package's import names none: undefined.
 */
export function resolveSourceImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile());
}
