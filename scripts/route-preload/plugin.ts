/**
 * Build step of issue 11 ("first load in one trip"). From the bundle and the one route table it writes
 * into index.html:
 * - `<link rel=modulepreload>` for the React half of start-up (app/start.tsx and what it imports), which
 *   every route needs;
 * - `<script type="application/json" id="route-preload">`: per route, the chunks, CSS and per-locale texts
 *   its first paint needs (the transport too, for a data route);
 * - the constant inline script (deploy/preload-script.ts) that reads the hash and adds those preloads.
 * It also writes `route-files.json` beside index.html for the first-load guard and the bench.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import {
  FALLBACK_SCRIPT,
  INLINE_SCRIPT_HASHES,
  INLINE_SCRIPTS,
  PLACE_SCRIPT,
  PRELOAD_SCRIPT,
  scriptHash,
} from '../../deploy/preload-script';
import type { Rendering } from '../prerender/plugin';
import { routeTable } from '../../src/app/route-table';
import { normalizeRoutePath } from '../../src/lib/router/route-def';
import { LOCALES, routeFiles, type ChunkGraph, type RouteFilesReport } from './route-files';

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

export const ROUTE_FILES_JSON = 'route-files.json';

function chunkGraph(bundle: Rollup.OutputBundle, root: string): ChunkGraph {
  const chunks = Object.values(bundle).filter((item): item is Chunk => item.type === 'chunk');
  // A module's chunk: the one it is the facade of, else the group chunk that holds it.
  const byModule = new Map<string, Chunk>();
  for (const chunk of chunks)
    for (const id of chunk.moduleIds)
      if (
        id.startsWith(`${root}/`) &&
        (!byModule.has(id.slice(root.length + 1)) || chunk.facadeModuleId === id)
      )
        byModule.set(id.slice(root.length + 1), chunk);
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route-preload: the bundle has no entry chunk');
  // An entry chunk with no code of its own (index.html's, when src/main.ts sits in a group chunk) is
  // dropped by Vite, which loads its imports instead.
  const empty = entry.moduleIds.every((id) => id.endsWith('.html') || id.endsWith('.css'));
  return {
    entries: empty ? entry.imports : [entry.fileName],
    modules: [...byModule.keys()],
    fileOf: (module) => byModule.get(module)?.fileName,
    importsOf: (file) => byFile.get(file)?.imports ?? [],
    cssOf: (file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])],
  };
}

const ROOT = '<div id="root"></div>';

export function routePreload({
  renderings = () => [],
}: {
  /** issue 17: the prerendered routes, as files or, for the entry routes, inline. */
  renderings?: () => readonly Rendering[];
} = {}): Plugin {
  let base = '/';
  let root = '';
  let report: RouteFilesReport | undefined;
  return {
    name: 'route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      root = config.root;
      const hashes = INLINE_SCRIPTS.map(scriptHash);
      if (hashes.join() !== INLINE_SCRIPT_HASHES.join())
        throw new Error(`route-preload: INLINE_SCRIPT_HASHES are stale; set them to ${hashes.join(', ')}`);
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        report = routeFiles(chunkGraph(context.bundle, root), routeTable);
        const files: string[] = [];
        const index = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const routes: Record<string, Record<string, unknown>> = {};
        for (const route of report.routes) {
          const entry: Record<string, number[]> = {};
          const js = route.js.filter((file) => !report!.shell.js.includes(file));
          if (js.length) entry.j = js.map(index);
          if (route.css.length) entry.c = route.css.filter((f) => !report!.shell.css.includes(f)).map(index);
          for (const locale of LOCALES) {
            const texts = route.texts[locale].filter((file) => !report!.shell.texts[locale].includes(file));
            if (texts.length) entry[locale] = texts.map(index);
          }
          routes[normalizeRoutePath(route.path)] = entry;
        }
        for (const { route, locale, html, fileName } of renderings()) {
          const entry = (routes[route] ??= {}) as Record<string, unknown>;
          const [key, value] = fileName ? ['h', index(fileName)] : ['H', html];
          entry[key] = { ...(entry[key] as object), [locale]: value };
        }
        const texts = Object.fromEntries(
          LOCALES.map((locale) => [locale, report!.shell.texts[locale].map(index)]),
        );
        const map = JSON.stringify({ f: files.map((file) => base + file), t: texts, r: routes }).replace(
          /</g,
          '\\u003c',
        );
        const tags: HtmlTagDescriptor[] = [
          // First of all: it must listen before any file can fail.
          { tag: 'script', children: FALLBACK_SCRIPT, injectTo: 'head-prepend' },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: 'route-preload' },
            children: map,
            injectTo: 'head-prepend',
          },
          { tag: 'script', children: PRELOAD_SCRIPT, injectTo: 'head-prepend' },
          ...report.shell.start
            .filter((file) => !report!.shell.entryJs.includes(file))
            .map((file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
              injectTo: 'head',
            })),
        ];
        if (!html.includes(ROOT)) throw new Error(`route-preload: index.html has no ${ROOT}`);
        return { html: html.replace(ROOT, `${ROOT}<script>${PLACE_SCRIPT}</script>`), tags };
      },
    },
    writeBundle(options) {
      if (report && options.dir)
        writeFileSync(join(options.dir, ROUTE_FILES_JSON), `${JSON.stringify(report, null, 2)}\n`);
    },
  };
}
