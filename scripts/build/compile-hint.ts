import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment). A file that starts with it
 * is compiled whole on a background thread while it downloads, instead of function by function on the main
 * thread at each first call. Every chunk here holds code its page runs as it opens, and on a data page most
 * of the processor's time between the framework's arrival and the first paint went to those first calls.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

type Bundle = Record<string, { type: 'chunk'; code: string } | { type: 'asset' }>;

/** Puts the hint on the first line of every chunk. */
export function addCompileHints(bundle: Bundle): void {
  for (const file of Object.values(bundle))
    if (file.type === 'chunk' && !file.code.startsWith(COMPILE_HINT))
      file.code = `${COMPILE_HINT}\n${file.code}`;
}

/**
 * Build step, after every other plugin has written the chunks: Vite puts its map of a chunk's dynamic
 * imports (`__vite__mapDeps`) ahead of the chunk's code in this same hook, and the hint must come first.
 */
export function compileHintPlugin(): Plugin {
  return {
    name: 'compile-hint',
    apply: 'build',
    generateBundle: { order: 'post', handler: (_options, bundle) => addCompileHints(bundle as Bundle) },
  };
}
