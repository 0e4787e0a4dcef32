/**
 * Build step: the first load in one trip. From the bundle and the one route table it writes into index.html:
 * - `<link rel=modulepreload>` for the React half of start-up (app/start.tsx and what it imports), which
 *   every route needs;
 * - `<script type="application/json" id="route-preload">`: per route, the chunks, CSS and per-locale texts
 *   its first paint needs (the transport too, for a data route), and its prerendered HTML; and the
 *   not-found page's chunks, for an address no route matches;
 * - the inline scripts (src/boot/inline, compiled by scripts/inline-scripts): the load-failure message, the
 *   preloader that reads the hash and adds those preloads, and the prerender's placement.
 * - the stylesheet, inline: every page's first paint needs it, and as a file it was one more request in
 *   the first trip, which on HTTP/1.1's six connections pushed a data page's last file into a third round
 *   trip.
 * It also writes `route-files.json` beside index.html for the first-load guard and the bench. The policy that
 * allows those inline scripts and that stylesheet by their hashes goes into the page afterwards
 * (scripts/build/csp-meta.ts).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite';
import type { RouteFiles, RoutePreloadMap } from '../../src/lib/inline-contract';
import { ROUTE_PRELOAD_ID } from '../../src/lib/inline-contract';
import { buildMark, markStyle } from '../build/build-mark';
import { inlineScripts } from '../inline-scripts/compile';
import type { Rendering } from '../prerender/plugin';
import { routeTable } from '../../src/app/route-table';
import { calls } from '../../src/config/calls';
import { findRouteDef, normalizeRoutePath } from '../../src/lib/router/route-def';
import type { ApiBases } from '../../src/lib/http/call';
import { LOCALES, routeFiles, type ChunkGraph, type RouteFilesReport } from './route-files';

type Chunk = Rollup.OutputChunk;

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
  };
}

const ROOT = '<div id="root"></div>';

/**
 * Puts the stylesheets index.html links from the bundle into it as `<style>`, and takes their files out of
 * the bundle (a test build's mark, scripts/build/build-mark.ts, ends the first).
 */
function inlineStylesheets(html: string, bundle: Rollup.OutputBundle, base: string): string {
  let mark = markStyle(buildMark());
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/g, (_link, href: string) => {
    const file = href.startsWith(base) ? href.slice(base.length) : '';
    const asset = bundle[file];
    if (asset?.type !== 'asset')
      throw new Error(`route-preload: index.html links ${href}, not in the bundle`);
    const text = String(asset.source) + mark;
    mark = '';
    if (/<\/style/i.test(text)) throw new Error(`route-preload: ${file} would end its <style> early`);
    delete bundle[file];
    return `<style>${text}</style>`;
  });
}

export function routePreload({
  renderings = () => [],
  api = {},
}: {
  /** The prerendered routes, as files or, for the entry routes, inline. */
  renderings?: () => readonly Rendering[];
  /** Where the first calls go (VITE_API_BASE_URL, VITE_WEALTH_BASE_PATH). */
  api?: ApiBases;
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
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html;
        report = routeFiles(chunkGraph(context.bundle, root), routeTable);
        html = inlineStylesheets(html, context.bundle, base);
        const files: string[] = [];
        const index = (file: string) => {
          const at = files.indexOf(file);
          return at >= 0 ? at : files.push(file) - 1;
        };
        const sizeOf = (file: string) => {
          const item = context.bundle![file];
          return item?.type === 'chunk' ? item.code.length : 0;
        };
        const largestFirst = (files: string[]) => [...files].sort((a, b) => sizeOf(b) - sizeOf(a));
        const shell = largestFirst([...report.shell.entryJs, ...report.shell.start]).map(index);
        const routes: Record<string, RouteFiles> = {};
        for (const route of report.routes) {
          const entry: RouteFiles = {};
          const js = route.js.filter((file) => !report!.shell.js.includes(file));
          if (js.length) entry.scripts = largestFirst(js).map(index);
          for (const locale of LOCALES) {
            const texts = route.texts[locale].filter((file) => !report!.shell.texts[locale].includes(file));
            if (texts.length) (entry.texts ??= {})[locale] = texts.map(index);
          }
          const def = findRouteDef(routeTable, route.path);
          if (def?.firstCalls?.length) entry.firstCalls = def.firstCalls.map((key) => calls[key]);
          if (def?.queryAliases) entry.aliases = def.queryAliases;
          if (route.when)
            entry.when = route.when.map(({ key, pattern, js }) => ({
              key,
              pattern,
              scripts: largestFirst(js).map(index),
            }));
          routes[normalizeRoutePath(route.path)] = entry;
        }
        for (const { route, locale, html, fileName } of renderings()) {
          const entry = (routes[route] ??= {});
          if (fileName) (entry.prerenderFile ??= {})[locale] = index(fileName);
          else (entry.prerenderHtml ??= {})[locale] = html;
        }
        const notFound = largestFirst(report.notFound).map(index);
        const sharedTexts = Object.fromEntries(
          LOCALES.map((locale) => [locale, report!.shell.texts[locale].map(index)]),
        ) as RoutePreloadMap['sharedTexts'];
        const preloadMap: RoutePreloadMap = {
          files: files.map((file) => base + file),
          shell,
          sharedTexts,
          routes,
          notFound,
          api,
        };
        const map = JSON.stringify(preloadMap).replace(/</g, '\\u003c');
        const scripts = inlineScripts();
        const tags: HtmlTagDescriptor[] = [
          // First of all: it must listen before any file can fail.
          { tag: 'script', children: scripts.loadFailed, injectTo: 'head-prepend' },
          {
            tag: 'script',
            attrs: { type: 'application/json', id: ROUTE_PRELOAD_ID },
            children: map,
            injectTo: 'head-prepend',
          },
          { tag: 'script', children: scripts.routePreload, injectTo: 'head-prepend' },
          ...report.shell.start
            .filter((file) => !report!.shell.entryJs.includes(file))
            .map((file): HtmlTagDescriptor => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: base + file },
              injectTo: 'head',
            })),
        ];
        if (!html.includes(ROOT)) throw new Error(`route-preload: index.html has no ${ROOT}`);
        return { html: html.replace(ROOT, `${ROOT}<script>${scripts.placePrerender}</script>`), tags };
      },
    },
    writeBundle(options) {
      if (!options.dir) return;
      if (report) writeFileSync(join(options.dir, ROUTE_FILES_JSON), `${JSON.stringify(report, null, 2)}\n`);
    },
  };
}
