/**
 * "The page before the framework": at the start of a production build, renders every route the
 * route table marks `prerender` with its real components (src/app/prerender.tsx, through react-dom/server)
 * once per market, in the market's texts, and emits each rendering as a hashed file beside the bundle. The
 * route-preload plugin maps them into index.html: its inline script fetches (or, for the entry routes, takes
 * inline) the rendering of the route in the hash, and a second inline script puts it into #root before any
 * module has arrived. The client then hydrates it instead of rendering again.
 *
 * The renderer is an SSR build of src/app/prerender.tsx with this same config (the same env, the same
 * asset names), bundled whole, run in Node and thrown away.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import { routeTable } from '../../src/app/route-table';
import { normalizeRoutePath } from '../../src/lib/router/route-def';
import { MARKET_LOCALES } from '../../src/lib/session/market';
import { LOCALES, type TextLocale } from '../route-preload/route-files';
import { paths } from '../../src/config/paths';

export const PRERENDER_ENTRY = 'src/app/prerender.tsx';

/**
 * The routes (as typed in the table) whose rendering index.html carries inline instead of as a file, in
 * each market's default language only: every page's HTML carries them (the hash is not sent to the
 * server), so a further language's rendering is a file, and an English or Spanish page pays nothing for it.
 */
export const INLINE_ROUTES: readonly string[] = [paths.agreementTemplate];
const INLINE_LOCALES: readonly TextLocale[] = Object.values(MARKET_LOCALES).map((locales) => locales[0]);

export interface Rendering {
  /** The route's key in the preload map (normalized path). */
  route: string;
  locale: TextLocale;
  html: string;
  /** The emitted file (`assets/prerender/...`), or none when index.html carries it inline. */
  fileName?: string;
}

type Render = (path: string, locale: TextLocale) => Promise<string>;

/** React's resource hints (image preloads) lead the markup; the HTML the page places holds only the tree. */
function treeOnly(html: string, path: string): string {
  const tree = html.replace(/^(<link\b[^>]*>)+/, '');
  if (/<script\b|<link\b|<style\b/i.test(tree))
    throw new Error(
      `prerender ${path}: the markup carries a script, link or style (the CSP would refuse it)`,
    );
  return tree;
}

const slug = (path: string) => normalizeRoutePath(path).replace(/^\//, '').replace(/\W+/g, '-') || 'home';

async function loadRenderer(
  root: string,
  mode: string,
  configFile: string | false,
): Promise<{
  render: Render;
  done: () => void;
}> {
  const outDir = mkdtempSync(join(tmpdir(), 'prerender-'));
  await build({
    root,
    mode,
    configFile,
    logLevel: 'warn',
    // One self-contained bundle per build: its own React, React Router and i18next, so several builds in
    // one process (scripts/build-e2e.ts) never share a text loaded by the one before.
    ssr: { noExternal: true },
    build: {
      ssr: PRERENDER_ENTRY,
      outDir,
      emptyOutDir: true,
      ssrEmitAssets: false,
      manifest: false,
      minify: false,
      rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
    },
  });
  const { renderRoute } = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as {
    renderRoute: Render;
  };
  return { render: renderRoute, done: () => rmSync(outDir, { recursive: true, force: true }) };
}

export function prerender(): { plugin: Plugin; renderings: () => readonly Rendering[] } {
  let renderings: Rendering[] = [];
  let root = '';
  let mode = 'production';
  let configFile: string | false = false;
  const plugin: Plugin = {
    name: 'prerender',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      configFile = config.configFile ?? false;
    },
    async buildStart() {
      renderings = [];
      const { render, done } = await loadRenderer(root, mode, configFile);
      try {
        for (const def of routeTable.filter((route) => route.prerender))
          for (const locale of LOCALES) {
            const html = treeOnly(await render(def.path, locale), def.path);
            const inline = INLINE_ROUTES.includes(def.path) && INLINE_LOCALES.includes(locale);
            const hash = createHash('sha256').update(html).digest('base64url').slice(0, 8);
            const fileName = inline ? undefined : `assets/prerender/${slug(def.path)}.${locale}-${hash}.html`;
            if (fileName) this.emitFile({ type: 'asset', fileName, source: html });
            renderings.push({ route: normalizeRoutePath(def.path), locale, html, fileName });
          }
      } finally {
        done();
      }
    },
  };
  return { plugin, renderings: () => renderings };
}
