import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { RouteFiles } from './route-files';

/**
 * A route's first load as the guard counts it: every script and Spanish text file it needs (gzip KB, one
 * decimal), and its requests: the HTML, the one stylesheet, then each of those files (API calls aside).
 */
export function firstLoad(dist: string, route: RouteFiles): { jsKb: number; requests: number } {
  const files = [...route.js, ...route.texts.es];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  return { jsKb: Math.round(bytes / 100) / 10, requests: 2 + files.length };
}
