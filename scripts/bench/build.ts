import { resolve } from 'node:path';
import { build, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

export const APP_DIST = 'dist-bench';
export const FLOOR_DIST = 'dist-bench-floor';
const FLOOR_ROOT = 'bench/floor';

type BuildResult = Awaited<ReturnType<typeof build>>;

function chunksOf(result: BuildResult): Rolldown.OutputChunk[] {
  const outputs = Array.isArray(result) ? result : [result];
  return outputs.flatMap((output) =>
    'output' in output
      ? output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      : [],
  );
}

/** The production bundle (no demo code), the way `npm run build` makes it, into its own directory. */
export async function buildApp(): Promise<Rolldown.OutputChunk[]> {
  // A NODE_ENV left at `development` in the shell would make Vite bundle the packages' development builds.
  process.env.NODE_ENV = 'production';
  process.env.BUILD_OUT_DIR = APP_DIST;
  process.env.VITE_DEMO_API = 'false';
  // Measured on the demo's fictional lender (profiles/), on purpose.
  process.env.ALLOW_DEMO_PROFILE = 'true';
  return chunksOf(await build({ logLevel: 'warn', mode: 'production' }));
}

/** The floor page: the same packages, no app code (bench/floor). */
export async function buildFloor(): Promise<Rolldown.OutputChunk[]> {
  return chunksOf(
    await build({
      root: FLOOR_ROOT,
      configFile: false,
      envDir: false,
      publicDir: false,
      logLevel: 'warn',
      mode: 'production',
      plugins: [react()],
      build: { outDir: resolve(FLOOR_DIST), emptyOutDir: true, target: 'es2020', manifest: true },
    }),
  );
}
