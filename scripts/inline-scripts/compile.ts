/**
 * index.html's inline scripts are ordinary TypeScript modules (src/boot/inline). This compiles each one on
 * its own, bundled with the little it imports and minified, for the support floor. The build inlines the
 * texts and allows exactly them in the page's CSP by their hashes (scripts/build/csp-meta.ts); nothing is
 * copied by hand.
 */
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { cspHash } from '../../deploy/csp';
import { buildMark, markScript } from '../build/build-mark';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The scripts' modules, in the order they appear in index.html. */
export const INLINE_SCRIPT_MODULES = {
  /** First in <head>: the message when a file fails to load. */
  loadFailed: 'src/boot/inline/load-failed.ts',
  /** In <head>, after the route map: the route's preloads and its prerendered HTML. */
  routePreload: 'src/boot/inline/route-preload.ts',
  /** Right after <div id="root">: places the prerendered HTML and holds taps. */
  placePrerender: 'src/boot/inline/place-prerender.ts',
} as const;

export type InlineScripts = Record<keyof typeof INLINE_SCRIPT_MODULES, string>;

/** Per build mark: one process may build twice (scripts/build-e2e.ts). */
const compiled = new Map<string, InlineScripts>();

function compile(module: string, banner = ''): string {
  const result = buildSync({
    entryPoints: [`${ROOT}/${module}`],
    bundle: true,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    target: browserslistToEsbuild(undefined, { path: ROOT }),
    write: false,
    logLevel: 'silent',
    ...(banner ? { banner: { js: banner } } : {}),
  });
  const text = result.outputFiles[0]!.text.trim();
  if (text.includes('</script'))
    throw new Error(`inline-scripts: ${module} compiles to a text that ends its tag`);
  return text;
}

/** The compiled texts (compiled once per process and build mark, scripts/build/build-mark.ts). */
export function inlineScripts(): InlineScripts {
  const mark = buildMark();
  let scripts = compiled.get(mark);
  if (!scripts) {
    scripts = {
      loadFailed: compile(INLINE_SCRIPT_MODULES.loadFailed, markScript(mark)),
      routePreload: compile(INLINE_SCRIPT_MODULES.routePreload),
      placePrerender: compile(INLINE_SCRIPT_MODULES.placePrerender),
    };
    compiled.set(mark, scripts);
  }
  return scripts;
}

/** The hashes script-src allows, in the order the scripts appear. */
export function inlineScriptHashes(scripts: InlineScripts = inlineScripts()): string[] {
  return [scripts.loadFailed, scripts.routePreload, scripts.placePrerender].map(cspHash);
}
