import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { routeTable } from '../../src/app/route-table';
import { findRouteDef } from '../../src/lib/router/route-def';
import type { RouteFiles } from './route-files';

/**
 * A route's first load as the guard counts it: every script and text file it needs in `language` (gzip KB,
 * one decimal), and its requests: the HTML (the stylesheet is inside it), each of those files, and the API
 * calls the HTML sends with them.
 */
export function firstLoad(
  dist: string,
  route: RouteFiles,
  language: 'es' | 'en' = 'es',
): { jsKb: number; requests: number } {
  const files = [...route.js, ...route.texts[language]];
  const bytes = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
  const firstCalls = findRouteDef(routeTable, route.path)?.firstCalls?.length ?? 0;
  return {
    jsKb: Math.round(bytes / 100) / 10,
    requests: 1 + files.length + firstCalls,
  };
}
