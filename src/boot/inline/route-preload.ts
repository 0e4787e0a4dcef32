/**
 * In <head>, right after the load-failure script. Under hash routing the server cannot know the route, so
 * this reads `location.hash` and the market (the URL's, else the one the tab kept: src/lib/session/kept.ts)
 * and, before any app code arrives:
 * - asks for the route's prerendered HTML (in index.html or as a file) and leaves it in `window.__prerender`
 *   for the placement script and the app;
 * - sends the page's first API calls, when the route has them (src/lib/http/call.ts);
 * - asks for everything the route's first paint needs: its chunks and the active locale's texts (the
 *   stylesheet is in the HTML).
 *   Largest first: on HTTP/1.1 a page has six connections, and the files that take longest must not wait
 *   for one behind small ones. The tags after this script ask again for the shell's files; the browser
 *   reuses these requests.
 */
import {
  buildRequest,
  callValues,
  requestKey,
  type CallDescription,
  type EarlyCall,
} from '../../lib/http/call';
import {
  ROUTE_PRELOAD_ID,
  type PrerenderHandoff,
  type RoutePreloadMap,
  type RouteFiles,
} from '../../lib/inline-contract';
import { readKeptSession, sessionQueryAt, type KeptSession } from '../../lib/session/kept';
import { readUrlQuery, withAliases } from '../../lib/session/url-query';
import { hashRoutePath, pageLocale } from './market';

/**
 * The page's first API calls, now: they are the longest wait of a data page, and they need not wait for
 * the transport, the data module and the framework to arrive and run. The transport takes each answer over.
 */
function sendFirstCalls(route: RouteFiles, map: RoutePreloadMap, kept: KeptSession): void {
  if (!route.firstCalls || !('fetch' in window)) return;
  const sent = route.firstCalls
    .map((call) => sendEarly(call, route, map, kept))
    .filter((call): call is EarlyCall => call !== undefined);
  if (sent.length) window.__firstCalls = sent;
}

function sendEarly(call: CallDescription, route: RouteFiles, map: RoutePreloadMap, kept: KeptSession) {
  // The same values, the same session and the same builder as the app's own request for this call.
  const values = callValues(call, withAliases(readUrlQuery(location.href), route.aliases));
  if (!values) return undefined;
  const request = buildRequest(call, values, {
    bases: map.api,
    href: location.href,
    urlQuery: sessionQueryAt(location.href, kept),
  });
  const controller = new AbortController();
  const handoff: EarlyCall = {
    key: requestKey(request),
    repeatable: call.repeatable,
    abort: () => controller.abort(),
    answer: fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      credentials: 'same-origin',
      signal: controller.signal,
    }).then(
      (response) =>
        response.text().then(
          (text) => ({ status: response.status, text, date: response.headers.get('Date') }),
          () => null,
        ),
      () => null,
    ),
  };
  handoff.answer.catch(() => null);
  return handoff;
}

function preload(url: string): void {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = url;
  document.head.appendChild(link);
}

try {
  const map = JSON.parse(document.getElementById(ROUTE_PRELOAD_ID)!.textContent!) as RoutePreloadMap;
  // The session the tab kept: a reload after an in-app link has no `type` or session in its URL, and the
  // host's URL may name a language the borrower has since switched from.
  const kept = readKeptSession();
  const path = hashRoutePath();
  const locale = pageLocale(kept);
  // Before the first paint: the language's own type settings (Hindi's line height, its font) apply to the
  // prerendered page as it is placed, not when the app starts, which would move every line.
  document.documentElement.lang = locale;
  // An address no route matches (a mistyped or outdated link) shows the not-found page.
  const route: RouteFiles = map.routes[path] ?? { scripts: map.notFound };
  try {
    sendFirstCalls(route, map, kept);
  } catch {
    // The page sends it itself.
  }
  const key = `${path}|${locale}`;
  const inline = route.prerenderHtml?.[locale];
  const file = route.prerenderFile?.[locale];
  let handoff: PrerenderHandoff | undefined;
  if (inline != null) handoff = { key, html: inline };
  else if (file != null && 'fetch' in window)
    handoff = {
      key,
      // Never rejects: leaving the page while the body is still arriving aborts its read, and nobody is
      // there to handle that.
      fetched: fetch(map.files[file]!)
        .then((response) => (response.ok ? response.text() : ''))
        .catch(() => ''),
    };
  if (handoff) window.__prerender = handoff;
  const query = readUrlQuery(location.href);
  const wanted = (route.when ?? []).filter(({ key, pattern }) =>
    new RegExp(pattern).test((query[key] ?? '').toUpperCase()),
  );
  for (const file of [...map.shell, ...(route.scripts ?? []), ...wanted.flatMap((when) => when.scripts)])
    preload(map.files[file]!);
  for (const file of [...(map.sharedTexts[locale] ?? []), ...(route.texts?.[locale] ?? [])])
    preload(map.files[file]!);
} catch {
  // Without the preloads the page still loads, one file after another.
}
