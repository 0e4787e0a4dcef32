import { paths } from '@/config/paths';
import { ROUTE_PRELOAD_ID, type PrerenderHandoff, type RoutePreloadMap } from '@/lib/inline-contract';

/**
 * The build's rendering of a page, fetched by index.html's preload script, is cut off by the page being
 * left (a link, a reload, a new address) while its body is still arriving: the body's read rejects with
 * an AbortError. Nobody is there to handle that, so it must settle as "no rendering" ('' ) and never
 * surface as an unhandled rejection, which the error reporters and the engines' probes would count.
 */

const ABORTED = () => new DOMException('The operation was aborted.', 'AbortError');

const MAP: RoutePreloadMap = {
  files: ['/prerender/about-us.es.html'],
  shell: [],
  sharedTexts: { es: [], en: [], hi: [] },
  routes: { [paths.aboutUs.toLowerCase()]: { prerenderFile: { es: 0, en: 0, hi: 0 } } },
  notFound: [],
  api: {} as RoutePreloadMap['api'],
};

const unhandled: unknown[] = [];
const keep = (reason: unknown) => void unhandled.push(reason);

beforeEach(() => {
  unhandled.length = 0;
  process.on('unhandledRejection', keep);
  const map = document.createElement('script');
  map.type = 'application/json';
  map.id = ROUTE_PRELOAD_ID;
  map.textContent = JSON.stringify(MAP);
  const root = document.createElement('div');
  root.id = 'root';
  document.body.append(map, root);
  window.location.hash = `#${paths.aboutUs}`;
  // The answer's head is in; its body's read is cut off.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve({ ok: true, status: 200, text: () => Promise.reject(ABORTED()) })),
  );
});

afterEach(() => {
  process.off('unhandledRejection', keep);
  vi.unstubAllGlobals();
  document.body.replaceChildren();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  delete window.__prerender;
  window.location.hash = '';
});

/** Runs the inline scripts as the HTML does: the preload script in <head>, the placement after #root. */
async function runInlineScripts() {
  vi.resetModules();
  await import('@/boot/inline/route-preload');
  await import('@/boot/inline/place-prerender');
}

/** Lets every promise settle and Node report what nobody handled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('a rendering whose download is cut off by leaving the page', () => {
  it('settles as no rendering, and nothing rejects unhandled', async () => {
    await runInlineScripts();
    const handoff = window.__prerender as PrerenderHandoff;
    expect(fetch).toHaveBeenCalledWith('/prerender/about-us.es.html');
    await expect(handoff.fetched).resolves.toBe('');
    await settle();
    expect(unhandled).toEqual([]);
    expect(document.getElementById('root')).toBeEmptyDOMElement();
  });

  it('is not an unhandled rejection even when the handoff it finds rejects (outside input)', async () => {
    let abort!: (reason: unknown) => void;
    const fetched = new Promise<string>((_, reject) => (abort = reject));
    window.__prerender = { key: `${paths.aboutUs.toLowerCase()}|es`, fetched };
    vi.resetModules();
    await import('@/boot/inline/place-prerender');
    abort(ABORTED());
    await settle();
    expect(unhandled).toEqual([]);
  });
});
