import type { DataModule } from '@/lib/router/route-def';
import type { PageModule } from '@/lib/router/route-objects';

/** Keys a glob of `../features/<name>.<ext>` by the route table's module name (`loan/routes/repay`). */
function byModuleName<T>(modules: Record<string, () => Promise<T>>, ext: string) {
  const named: Record<string, () => Promise<T>> = {};
  for (const [file, load] of Object.entries(modules))
    named[file.slice('../features/'.length, -ext.length)] = load;
  return named;
}

/** Every route data module, each its own lazy chunk. Framework-free: main.ts starts the first one early. */
export const dataModules = byModuleName(
  import.meta.glob<DataModule>('../features/*/routes/*.data.ts'),
  '.ts',
);

/** Every page and layout module, each its own lazy chunk. */
export const pageModules = byModuleName(
  import.meta.glob<PageModule>(['../features/*/routes/*.tsx', '../features/*/components/*-layout.tsx']),
  '.tsx',
);
