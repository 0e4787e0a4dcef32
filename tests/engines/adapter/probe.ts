/**
 * The page's own witness of what goes wrong, the same in every engine (classic WebDriver has no console or
 * error events): a same-origin script the test server puts first in <head>, allowed by the production CSP's
 * `script-src 'self'`. It keeps uncaught errors, unhandled rejections, console.error calls and every CSP
 * violation (`securitypolicyviolation`) in sessionStorage, which outlives reloads of the tab.
 */
import type { DemoServerExtras } from '../../../scripts/demo-server';
import { BLANK_PATH } from './session';

export const PROBE_PATH = '/__engine/probe.js';
const PROBE_KEY = '__engineProbe';

const PROBE_SOURCE = `(function () {
  var KEY = ${JSON.stringify(PROBE_KEY)};
  function keep(line) {
    try {
      var list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
      list.push(String(line).slice(0, 500));
      sessionStorage.setItem(KEY, JSON.stringify(list));
    } catch (e) {
      (window.__engineProbe = window.__engineProbe || []).push(String(line));
    }
  }
  addEventListener('error', function (event) {
    keep('pageerror: ' + ((event.error && event.error.message) || event.message));
  });
  addEventListener('unhandledrejection', function (event) {
    var reason = event.reason;
    keep('pageerror: unhandled rejection ' + ((reason && reason.message) || String(reason)));
  });
  document.addEventListener('securitypolicyviolation', function (event) {
    keep('csp: ' + event.violatedDirective + ' blocked ' + (event.blockedURI || 'inline') + ' (' + event.sourceFile + ':' + event.lineNumber + ')');
  });
  var error = console.error;
  console.error = function () {
    keep('console.error: ' + Array.prototype.map.call(arguments, String).join(' '));
    return error.apply(console, arguments);
  };
})();
`;

export const ENGINE_SERVER_EXTRAS: DemoServerExtras = {
  files: {
    [PROBE_PATH]: { type: 'text/javascript; charset=utf-8', body: PROBE_SOURCE },
    [BLANK_PATH]: {
      type: 'text/html; charset=utf-8',
      body: '<!doctype html><html lang="en"><meta charset="utf-8"><title>blank</title></html>',
    },
  },
  headTags: `<script src="${PROBE_PATH}"></script>`,
};

/**
 * The same, with no service worker: the build registers one on every page, which would precache the
 * whole app in the background of every test (and answer requests). Only offline.spec.ts allows it, on an
 * origin of its own.
 */
export const ENGINE_SERVER_EXTRAS_NO_WORKER: DemoServerExtras = {
  ...ENGINE_SERVER_EXTRAS,
  notFound: ['/sw.js'],
};

/** What the probe kept in this tab so far (nothing where the page is not on the test server's origin). */
export function probeRecords(): string[] {
  try {
    const kept = JSON.parse(sessionStorage.getItem('__engineProbe') ?? '[]') as string[];
    return [...kept, ...((window as unknown as { __engineProbe?: string[] }).__engineProbe ?? [])];
  } catch {
    return [];
  }
}
