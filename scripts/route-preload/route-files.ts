/**
 * Which built files each route's first load needs, from the chunk graph and the route table. Pure, so the
 * build plugin, the first-load guard and a unit test share it.
 */
import type { RouteDef } from '../../src/lib/router/route-def';

export const LOCALES = ['es', 'en', 'hi'] as const;
export type TextLocale = (typeof LOCALES)[number];

/** Module ids are paths from the project root (`src/app/start.tsx`); files are bundle file names. */
export interface ChunkGraph {
  /** The files the HTML loads as its entry. */
  entries: readonly string[];
  /** Every module of the app (not node_modules) in the bundle. */
  modules: string[];
  fileOf(module: string): string | undefined;
  importsOf(file: string): readonly string[];
}

export interface FirstLoadFiles {
  js: string[];
  texts: Record<TextLocale, string[]>;
}

export interface RouteFiles extends FirstLoadFiles {
  path: string;
  /** The route starts requests on load (it has a data module).  */
  data: boolean;
  /** What some of its queries need besides (RouteDef.firstLoadWhen), beyond `js`. */
  when?: { key: string; pattern: string; js: string[] }[];
  /** What the page fetches on purpose after its first paint (RouteDef.afterFirstPaint), beyond `js`. */
  later?: string[];
}

export interface RouteFilesReport {
  /** What every route loads: the entry, the React half of start-up (with the common texts), their CSS. */
  shell: FirstLoadFiles & { entryJs: string[]; start: string[] };
  /** Per route, everything its first paint needs, the shell included. */
  routes: RouteFiles[];
  /** The page an address no route matches shows (a mistyped or outdated link): its chunks beyond the shell. */
  notFound: string[];
  /**
   * What the app asks for on purpose once the first page has painted and the browser is idle (the field
   * reporters, the service worker's registration), and no first load needs.
   */
  background: string[];
}

export const START_MODULE = 'src/app/start.tsx';
/** The catch-all route's page (src/app/routes.tsx). */
export const NOT_FOUND_MODULE = 'src/app/not-found.tsx';
/** axios, which a page loads on its first request the HTML did not send. */
export const NETWORK_MODULE = 'src/lib/http/network.ts';
/** Loaded after the first page's data has arrived and painted (src/main.ts, startBackgroundWork). */
export const BACKGROUND_MODULES = [
  'src/lib/pwa/register.ts',
  'src/lib/telemetry/error-reporter.ts',
  'src/lib/telemetry/rum.ts',
];

export function routeFiles(graph: ChunkGraph, table: readonly RouteDef[]): RouteFilesReport {
  const fileOf = (module: string): string => {
    const file = graph.fileOf(module);
    if (!file) throw new Error(`route-preload: no chunk for ${module}`);
    return file;
  };
  const closure = (file: string, into = new Set<string>()): Set<string> => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of graph.importsOf(file)) closure(imported, into);
    return into;
  };
  const textFile = (namespace: string, locale: TextLocale): string => {
    const suffix = `/locales/${namespace}.${locale}.ts`;
    const module = graph.modules.find((id) => id.endsWith(suffix));
    if (!module) throw new Error(`route-preload: no texts for ${namespace}.${locale}`);
    return fileOf(module);
  };
  const texts = (namespaces: string[]) =>
    Object.fromEntries(
      LOCALES.map((locale) => [locale, namespaces.map((ns) => textFile(ns, locale))]),
    ) as Record<TextLocale, string[]>;

  const entryJs = new Set<string>();
  for (const entry of graph.entries) closure(entry, entryJs);
  const start = closure(fileOf(START_MODULE));
  const shellJs = new Set([...entryJs, ...start]);
  const shell = {
    entryJs: [...entryJs],
    start: [...start],
    js: [...shellJs],
    // The Spanish and English common texts ship inside the start-up code (app/i18n-resources.ts).
    texts: { es: [], en: [], hi: [textFile('common', 'hi')] },
  };

  const allTexts = new Set(
    graph.modules.filter((id) => /\/locales\/[\w-]+\.(es|en|hi)\.ts$/.test(id)).map(fileOf),
  );
  const routes = table.map((def): RouteFiles => {
    const js = new Set(shellJs);
    closure(fileOf(`src/features/${def.page}.tsx`), js);
    if (def.layout) closure(fileOf(`src/features/${def.layout.module}.tsx`), js);
    if (def.data) closure(fileOf(`src/features/${def.data}.ts`), js);
    // A data page whose first call the HTML does not send sends it itself, at once.
    if (def.data && !def.firstCalls?.length) closure(fileOf(NETWORK_MODULE), js);
    const namespaces = [...new Set([...(def.layout?.namespaces ?? []), ...def.namespaces])];
    const routeTexts = texts(namespaces);
    // What the texts import (a phrase several locales share) runs with them: followed to the end, in every
    // language, since a text file cannot run before its imports have arrived.
    for (const file of LOCALES.flatMap((locale) => routeTexts[locale])) {
      for (const imported of closure(file)) if (!allTexts.has(imported)) js.add(imported);
    }
    const when = def.firstLoadWhen?.map(({ key, pattern, module }) => ({
      key,
      pattern,
      js: [...closure(fileOf(`src/features/${module}.tsx`))].filter((file) => !js.has(file)),
    }));
    const later = new Set<string>();
    for (const { module, namespaces: laterNamespaces } of def.afterFirstPaint ?? []) {
      // A view (.tsx) or a model (.ts).
      closure(graph.fileOf(`src/features/${module}.tsx`) ?? fileOf(`src/features/${module}.ts`), later);
      for (const file of Object.values(texts(laterNamespaces)).flat()) later.add(file);
    }
    return {
      path: def.path,
      data: Boolean(def.data),
      js: [...js],
      ...(later.size ? { later: [...later].filter((file) => !js.has(file)) } : {}),
      texts: Object.fromEntries(
        LOCALES.map((locale) => [locale, [...shell.texts[locale], ...routeTexts[locale]]]),
      ) as Record<TextLocale, string[]>,
      ...(when?.length ? { when } : {}),
    };
  });
  const firstLoads = new Set(routes.flatMap((route) => route.js));
  const background = new Set<string>();
  for (const module of BACKGROUND_MODULES) {
    const file = graph.fileOf(module);
    if (file) closure(file, background);
  }
  const notFound = [...closure(fileOf(NOT_FOUND_MODULE), new Set(shellJs))].filter(
    (file) => !shellJs.has(file),
  );
  return {
    shell,
    routes,
    notFound,
    background: [...background].filter((file) => !firstLoads.has(file) && !notFound.includes(file)),
  };
}
