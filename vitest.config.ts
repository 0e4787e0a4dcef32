import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';
import { allTests, isolatingTests, logicTests, sharedTests } from './vitest.files';

/**
 * Vitest's settings beside vite.config.ts's `test` block (kept there; this file only adds how files run).
 * Three projects, each file in one (vitest.files.ts finds which by reading it):
 *
 * - `logic`: the unit tests of calculations, in Node with no setup (no jsdom, no MSW), sharing their worker's
 *   modules.
 * - `shared`: most files share their worker's module graph and jsdom (`isolate: false`): the setup (MSW's
 *   handlers, the stores) and the environment are paid once per worker instead of once per file, which was
 *   more than half the run. tests/setup.ts resets what a test leaves behind (handlers, stores, storage,
 *   cookies, timers, the DOM).
 * - `isolated`: a file that replaces or reloads modules or stubs the environment, with a fresh module graph.
 */
const except = (keep: string[]) => allTests.filter((file) => !keep.includes(file));

export default defineConfig((env) => {
  const base = viteConfig(env);
  const { setupFiles, ...test } = base.test ?? {};
  return mergeConfig(
    { ...base, test },
    {
      test: {
        // Threads start faster than forks here; two workers for two cores (Vitest's default leaves one idle).
        pool: 'threads',
        maxWorkers: 2,
        projects: [
          // `extends` adds to the root's include and exclude lists: each project leaves out the others' files.
          {
            extends: true,
            test: { name: 'logic', environment: 'node', isolate: false, exclude: except(logicTests) },
          },
          {
            extends: true,
            test: { name: 'shared', isolate: false, setupFiles, exclude: except(sharedTests) },
          },
          {
            extends: true,
            test: { name: 'isolated', isolate: true, setupFiles, exclude: except(isolatingTests) },
          },
        ],
      },
    },
  );
});
