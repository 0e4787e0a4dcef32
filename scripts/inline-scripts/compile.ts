/**
 * index.html's inline scripts are ordinary TypeScript modules (src/boot/inline). This compiles each one on
 * its own, bundled with the little it imports and minified, for the support floor. The build inlines the
 * texts and allows exactly them in the CSP by their hashes (deploy/csp.ts); nothing is copied by hand.
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';
import browserslistToEsbuild from 'browserslist-to-esbuild';

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

let compiled: InlineScripts | undefined;

function compile(module: string): string {
  const result = buildSync({
    entryPoints: [`${ROOT}/${module}`],
    bundle: true,
    format: 'iife',
    minify: true,
    legalComments: 'none',
    target: browserslistToEsbuild(undefined, { path: ROOT }),
    write: false,
    logLevel: 'silent',
  });
  const text = result.outputFiles[0]!.text.trim();
  if (text.includes('</script'))
    throw new Error(`inline-scripts: ${module} compiles to a text that ends its tag`);
  return text;
}

/** The compiled texts (compiled once per process). */
export function inlineScripts(): InlineScripts {
  compiled ??= {
    loadFailed: compile(INLINE_SCRIPT_MODULES.loadFailed),
    routePreload: compile(INLINE_SCRIPT_MODULES.routePreload),
    placePrerender: compile(INLINE_SCRIPT_MODULES.placePrerender),
  };
  return compiled;
}

/** `'sha256-…'` of an inline script's or stylesheet's text, as script-src and style-src want it. */
export function cspHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
}

/** The hashes script-src allows, in the order the scripts appear. */
export function inlineScriptHashes(scripts: InlineScripts = inlineScripts()): string[] {
  return [scripts.loadFailed, scripts.routePreload, scripts.placePrerender].map(cspHash);
}
