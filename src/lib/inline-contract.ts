import type { CallDescription } from '../config/call-description';
import type { ApiBases } from './http/call';

/**
 * What the build, index.html's inline scripts (src/boot/inline) and the app agree on. Types and constants
 * only: the inline scripts are compiled on their own (scripts/inline-scripts) and carry nothing of the app
 * but what they import. In lib, below boot, because the app's own modules read it too.
 */

/** The page's language: Mexico's Spanish, India's English or Hindi (src/lib/session/market.ts). */
export type InlineLocale = 'es' | 'en' | 'hi';

/** One route's files in the preload map. Numbers index `RoutePreloadMap.files`. */
export interface RouteFiles {
  /** Chunks the route's first paint needs beyond the shell's, largest first. */
  scripts?: number[];
  /** The route's own locale files, per language. */
  texts?: Partial<Record<InlineLocale, number[]>>;
  /** The build's rendering of the page, as a file to fetch, per language. */
  prerenderFile?: Partial<Record<InlineLocale, number>>;
  /** The build's rendering of the page, carried in index.html itself, per language. */
  prerenderHtml?: Partial<Record<InlineLocale, string>>;
  /** The page's first API calls, sent with the HTML (src/lib/http/call.ts). */
  firstCalls?: CallDescription[];
  /** The route's query aliases (RouteDef.queryAliases), for its first calls' values. */
  aliases?: Readonly<Record<string, string>>;
  /** Chunks the first paint needs for some queries only (RouteDef.firstLoadWhen), largest first. */
  when?: { key: string; pattern: string; scripts: number[] }[];
}

/** `<script type="application/json" id="route-preload">`: written by the build, read by the preload script. */
export interface RoutePreloadMap {
  /** Every file URL the map names, once. */
  files: string[];
  /** The shell's chunks, which every route needs (the entry, the framework, start-up), largest first. */
  shell: number[];
  /** The shell's locale files, which every route needs, per language. */
  sharedTexts: Record<InlineLocale, number[]>;
  /** Per route path, lower case, without a trailing slash. */
  routes: Record<string, RouteFiles>;
  /** The not-found page's chunks beyond the shell's: what an address no route matches shows. */
  notFound: number[];
  /** Where the API is, as the build was told. */
  api: ApiBases;
}

export const ROUTE_PRELOAD_ID = 'route-preload';

/**
 * `window.__prerender`: what the preload script asked for and the placement script did, for the app to
 * take over (src/lib/prerender/handoff.ts).
 */
export interface PrerenderHandoff {
  /** `<route>|<locale>`, e.g. `/about|es`. */
  key: string;
  /** The rendering, when index.html carries it. */
  html?: string;
  /** The rendering on its way, when it is a file ('' when it could not be had). */
  fetched?: Promise<string>;
  /** Taps and submits made before the app could answer them, to replay once hydrated. */
  held?: Element[];
  /** The app has taken #root over: nothing more is placed or held. */
  done?: boolean;
}

/** The id of the load-failure message; the app removes it once it is on screen. */
export const LOAD_FAILED_ID = 'load-failed';

declare global {
  interface Window {
    __prerender?: unknown;
    /** Set by the app once it is on screen: the load-failure message then never shows. */
    __appShown?: boolean;
  }
}
