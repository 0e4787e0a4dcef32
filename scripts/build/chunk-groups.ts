/**
 * How the app's code is cut into chunks: a few larger chunks instead of dozens of sub-kilobyte
 * ones, without putting the transport or another feature's code on a page that does not use it.
 *
 * - `core`: beside the entry (src/main.ts), what every page runs first and what the data path needs besides the
 *   transport: the session, the route table, the early data start, errors, storage.
 *   None of it imports React, so a data route's first request never waits for the framework.
 * - `framework`: React, React DOM, the router, i18next.
 * - `transport`: valibot and src/lib/http, and the shared data-path code that no start-up, static page or
 *   landing code uses (the noted lender and the identity reader). Data routes and the landing only.
 * - `network`: axios, loaded on a page's first request the HTML did not send (src/lib/http/send.ts).
 * - `app`: the React half of start-up (app/start.tsx and what it imports, the common texts) and the shared
 *   code the static pages or the ad landing use: every page.
 * - `widgets`: the other shared React code (modal, deferred data view, schedule, formatters, dayjs).
 * - Shared code that only one feature uses goes with that feature.
 * - Code only a dynamic import reaches (the field reporters, the service worker's registration) stays in
 *   its own lazy chunk.
 * - `<feature>-data`: a feature's data modules and what they import (its API calls and models).
 * - `<feature>-ui`: a feature's UI code that several of its pages share (the official site's layout is a
 *   page of its own); code of one page stays in it.
 * - The views of one page (routes that read one data module: the loan agreement and its periods) and the
 *   code only they use make one chunk, named after the data module.
 * - Pages and texts keep their own chunks, except that a view one page imports and another loads lazily
 *   (the statement's view) goes into the page that needs it at once, and code only texts import (a phrase
 *   several locales share) goes with their feature's data. All CSS is one file (cssCodeSplit off).
 */
import type { Rollup } from 'vite';
import { routeTable } from '../../src/app/route-table';

type ModuleInfo = NonNullable<ReturnType<Rollup.PluginContext['getModuleInfo']>>;
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|i18next|react-i18next|zustand[\\/]esm[\\/](react|index))[\\/.]/;
const HTTP_SOURCE =
  /src[\\/](lib[\\/]http[\\/](?!(api-error|loading-store|call|network)\.ts$)|entities[\\/](loan-figures[\\/](key-facts-schema|overdue[\\/]schema)|lender[\\/](schema|identity-fields|loan-lender))\.ts$|config[\\/]calls\.ts$)/;
const TRANSPORT = new RegExp(`node_modules[\\\\/]valibot[\\\\/]|${HTTP_SOURCE.source}`);
const NETWORK = /node_modules[\\/]axios[\\/]|src[\\/]lib[\\/]http[\\/]network\.ts$/;
const CORE_PACKAGES =
  /node_modules[\\/](zustand[\\/]esm[\\/]vanilla)[\\/.]|@oxc-project[\\/+]runtime|vite[\\/]preload-helper|rolldown[\\/]runtime/;
const DAYJS = /node_modules[\\/]dayjs[\\/]/;
const ENTRY = /src[\\/]main\.ts$/;
const START = /src[\\/]app[\\/]start\.tsx$/;
const SOURCE = /[\\/]src[\\/].*\.tsx?$/;
const PAGE = /src[\\/]features[\\/][\w-]+[\\/](routes[\\/][\w-]+|components[\\/][\w-]+-layout)\.tsx$/;
const DATA_MODULE = /src[\\/]features[\\/][\w-]+[\\/]routes[\\/][\w-]+\.data\.ts$/;
const LOCALE = /[\\/]locales[\\/]/;
const COMMON_TEXTS = /src[\\/]lib[\\/]i18n[\\/]locales[\\/]common\.(es|en)\.ts$/;
const FEATURE = /src[\\/]features[\\/]([\w-]+)[\\/]/;

/** The feature of the ad landing (`/agreementTemplate`), whose first load is held tightest. */
const LANDING_FEATURE = 'registration';

const hasData = (feature: string) => routeTable.some((def) => def.data?.startsWith(`${feature}/`));

/**
 * Routes that read one data module are one page's views (the loan agreement, and its periods' view): their
 * pages and the code only they use make one chunk, named after the data module, so that neither view loads a
 * file more and the feature's other pages go without that code. Keyed by page module (`loan/routes/x`).
 */
const VIEWS_OF_ONE_PAGE = new Map<string, string>();
for (const def of routeTable) {
  const views = routeTable.filter((other) => def.data && other.data === def.data);
  if (views.length > 1) VIEWS_OF_ONE_PAGE.set(def.page, /([\w-]+)\.data$/.exec(def.data!)![1]!);
}
const pageModuleOf = (id: string) => /src[\\/]features[\\/](.+)\.tsx$/.exec(id)?.[1]?.replace(/\\/g, '/');

/** Graph questions over one chunking pass, memoised. */
function graphQueries(ctx: ChunkingContext) {
  const info = (id: string) => ctx.getModuleInfo(id);
  const memo = <T>(compute: (id: string) => T) => {
    const known = new Map<string, T>();
    return (id: string): T => {
      if (!known.has(id)) known.set(id, compute(id));
      return known.get(id)!;
    };
  };
  /** Every module that statically imports `id`, directly or not. */
  const importersOf = memo((id: string): string[] => {
    const found = new Set<string>();
    const stack = [...(info(id)?.importers ?? [])];
    while (stack.length) {
      const next = stack.pop()!;
      if (found.has(next)) continue;
      found.add(next);
      stack.push(...(info(next)?.importers ?? []));
    }
    return [...found];
  });
  const importedBy = (id: string, test: RegExp) => importersOf(id).some((importer) => test.test(importer));
  return {
    isInitial: memo((id) => importedBy(id, ENTRY)),
    onDataPath: memo((id) => importedBy(id, DATA_MODULE) || importedBy(id, HTTP_SOURCE)),
    onStartPath: memo((id) => importedBy(id, START)),
    /** No import of its own: plain values (constants), which the bundler may inline everywhere. */
    isLeaf: (id: string) => (info(id)?.importedIds.length ?? 0) === 0,
    /** Used by a feature that has no data: the static pages, which load `app` but not `widgets`. */
    onStaticPage: memo((id) =>
      importersOf(id).some((importer) => {
        const owner = FEATURE.exec(importer)?.[1];
        return owner !== undefined && !hasData(owner);
      }),
    ),
    /** The features whose modules import it, directly or not. */
    featuresUsing: memo((id) => {
      const features = new Set<string>();
      for (const importer of importersOf(id)) {
        const owner = FEATURE.exec(importer)?.[1];
        if (owner) features.add(owner);
      }
      return [...features];
    }),
    /** The pages (or layouts) that use it. */
    pagesUsing: memo((id) => importersOf(id).filter((importer) => PAGE.test(importer))),
    /**
     * The one page that imports a view another page loads lazily (the statement's view, which the
     * confirmation opens later), when `id` is that page or code only it uses; else undefined.
     */
    viewHost: memo((id): string | undefined => {
      const pages = PAGE.test(id) ? [id] : importersOf(id).filter((importer) => PAGE.test(importer));
      const page = pages.length === 1 ? pages[0]! : undefined;
      const hostsView = page
        ? (info(page)?.importedIds ?? []).some(
            (imported) =>
              (info(imported)?.dynamicImporters.length ?? 0) > 0 &&
              importersOf(imported).filter((importer) => PAGE.test(importer)).length === 1,
          )
        : false;
      return hostsView ? /([\w-]+)\.tsx$/.exec(page!)![1] : undefined;
    }),
    /** Imported by texts alone (a phrase several locales share): their pages load it with them. */
    onlyTexts: (id: string) => {
      const importers = info(id)?.importers ?? [];
      return importers.length > 0 && importers.every((importer) => LOCALE.test(importer));
    },
  };
}

let pass: { ctx: ChunkingContext; queries: ReturnType<typeof graphQueries> } | undefined;

export function appChunkName(id: string, ctx: ChunkingContext): string | null {
  if (TRANSPORT.test(id)) return 'transport';
  if (CORE_PACKAGES.test(id) || ENTRY.test(id)) return 'core';
  if (COMMON_TEXTS.test(id)) return 'app';
  // A stylesheet or an asset URL goes with the code that imports it (all CSS ends in one file; this only
  // keeps it from leaving a chunk of its own behind).
  if (/[\\/]src[\\/]/.test(id) && !/\.[cm]?[jt]sx?$/.test(id)) {
    const importer = ctx.getModuleInfo(id)?.importers[0];
    return importer ? appChunkName(importer, ctx) : null;
  }
  if (DAYJS.test(id)) return 'widgets';
  if (!SOURCE.test(id) || id.includes('node_modules') || LOCALE.test(id)) return null;
  if (pass?.ctx !== ctx) pass = { ctx, queries: graphQueries(ctx) };
  const {
    isInitial,
    onDataPath,
    onStartPath,
    onStaticPage,
    featuresUsing,
    pagesUsing,
    isLeaf,
    onlyTexts,
    viewHost,
  } = pass.queries;
  const pageCount = (module: string) => pagesUsing(module).length;
  const feature = FEATURE.exec(id)?.[1];
  if (feature && DATA_MODULE.test(id)) return `${feature}-data`;
  if (!PAGE.test(id) && isInitial(id)) return 'core';
  // The page and that view make one chunk: a chunk of its own would be one more file in the page's trip.
  const host = onDataPath(id) ? undefined : viewHost(id);
  if (host) return host;
  if (PAGE.test(id)) return VIEWS_OF_ONE_PAGE.get(pageModuleOf(id) ?? '') ?? null;
  const pages = pagesUsing(id);
  const views = new Set(pages.map((page) => VIEWS_OF_ONE_PAGE.get(pageModuleOf(page) ?? '')));
  if (!onDataPath(id) && pages.length > 1 && views.size === 1 && !views.has(undefined)) return [...views][0]!;
  const features = featuresUsing(id);
  // Code only texts import goes with the data of their one feature, which the pages of those texts load.
  if (onlyTexts(id) && features.length === 1 && hasData(features[0]!)) return `${features[0]}-data`;
  if (feature) {
    if (onDataPath(id)) return `${feature}-data`;
    // A shared leaf (the feature's constants) would leave an empty chunk once inlined: keep it with the
    // feature's data, which its pages load anyway.
    if (pageCount(id) > 1 && isLeaf(id) && hasData(feature)) return `${feature}-data`;
    return pageCount(id) > 1 ? `${feature}-ui` : null;
  }
  // Shared data-path code only one feature uses (the voucher kept on the phone) goes with its data.
  if (onDataPath(id) && features.length === 1) return `${features[0]}-data`;
  // Shared data-path code the entry does not run and no start-up, static page or landing code uses (the
  // early loads of a pending payment or an overdue loan), or that only the transport imports (the call's
  // request), rides with the transport, which every data page and the landing load: the static pages' first
  // load goes without it.
  const onlyTransportImports = (ctx.getModuleInfo(id)?.importers ?? []).every((importer) =>
    TRANSPORT.test(importer),
  );
  if (
    onDataPath(id) &&
    !onStartPath(id) &&
    !onStaticPage(id) &&
    (!features.includes(LANDING_FEATURE) || onlyTransportImports)
  )
    return 'transport';
  if (onDataPath(id)) return 'core';
  if (START.test(id) || onStartPath(id)) return 'app';
  // Shared code only one feature uses (the test preview's scenario cookie, the loan cost) goes with it.
  if (features.length === 1) return pageCount(id) > 1 ? `${features[0]}-ui` : null;
  // The ad landing loads no `widgets`: the little shared code it uses (a countdown, the URL allow-list)
  // rides in `app`, so the landing does not wait for the data pages' modal, schedule and dates.
  if (onStaticPage(id) || features.includes(LANDING_FEATURE)) return 'app';
  // Reached by no page, only through a dynamic import (the field reporters, the service worker's
  // registration): it stays in its importer's lazy chunk, off every first load.
  return pageCount(id) > 0 ? 'widgets' : null;
}

// Each module goes where its own test says: a captured module does not drag its imports along (the
// transport would otherwise pull the session, which the entry needs, and the entry would pull axios). The
// transport is named by appChunkName, so that the shared data-path code it sends there joins valibot and
// src/lib/http in one chunk (two groups of one name make two chunks).
export const chunkGroups = [
  { name: 'framework', test: FRAMEWORK, priority: 30, includeDependenciesRecursively: false },
  { name: 'network', test: NETWORK, priority: 25, includeDependenciesRecursively: false },
  { name: appChunkName, debugName: 'app code', priority: 10, includeDependenciesRecursively: false },
];
