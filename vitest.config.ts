import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

/**
 * Vitest's settings beside vite.config.ts's `test` block (kept there; this file only adds how files run).
 *
 * Most files share their worker's module graph and jsdom (`isolate: false`): the setup (MSW's handlers,
 * the stores) and the environment are paid once per worker instead of once per file, which was more than
 * half the run. tests/setup.ts resets what a test leaves behind (handlers, stores, storage, cookies, timers,
 * the DOM). A file that replaces a module (`vi.mock`, `vi.doMock`), reloads modules (`vi.resetModules`)
 * or stubs the environment (`vi.stubEnv`) gets a fresh module graph of its own instead: found here by
 * reading the files, so a new one is isolated without being listed.
 */
const ISOLATING = /\bvi\.(mock|doMock|resetModules|stubEnv)\(/;

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = testFiles('tests');
const isolated = files.filter((file) => ISOLATING.test(readFileSync(file, 'utf8')));
const shared = files.filter((file) => !isolated.includes(file));

export default defineConfig((env) =>
  mergeConfig(viteConfig(env), {
    test: {
      // Threads start faster than forks here; two workers for two cores (Vitest's default leaves one idle).
      pool: 'threads',
      maxWorkers: 2,
      projects: [
        // `extends` adds to the root's include and exclude lists: each project leaves out the other's files.
        { extends: true, test: { name: 'shared', isolate: false, exclude: isolated } },
        { extends: true, test: { name: 'isolated', isolate: true, exclude: shared } },
      ],
    },
  }),
);
