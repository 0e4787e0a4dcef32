/**
 * Build step: the document's Content-Security-Policy goes into the HTML it governs, as the first thing after
 * `<meta charset>` (ahead of every script and style), with the hashes of the inline scripts and stylesheet
 * the page carries as written. A deploy then carries its own hashes: the server's header is the same for
 * every build (deploy/csp.ts, deploy/nginx.conf), and a new dist/ copied under a running nginx still allows
 * exactly its own inline scripts.
 *
 * After writing, it reads back every .html the build wrote: each one that runs a script or has a `<style>`
 * must carry one policy, ahead of them, allowing exactly those texts; the prerendered renderings
 * (assets/prerender/*.html) are fragments placed into index.html's #root and must carry neither.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { contentSecurityPolicy, cspHash, cspMetaTag, directive, inlineContent } from '../../deploy/csp';

/** Where the build's pages may reach beyond their own origin (the build's VITE_ values). */
export interface PolicyOrigins {
  apiOrigin?: string;
  privacyOrigin?: string;
  reportOrigins?: string[];
}

const CHARSET_META = /<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;

/** The page with its policy right after `<meta charset>`, allowing the inline texts it carries. */
export function withCspMeta(html: string, origins: PolicyOrigins = {}): string {
  const { scripts, styles, metaPolicies } = inlineContent(html);
  if (metaPolicies.length) throw new Error('csp-meta: the page already carries a policy');
  const charset = CHARSET_META.exec(html);
  if (!charset) throw new Error('csp-meta: the page has no <meta charset> to put its policy after');
  const policy = contentSecurityPolicy({
    scriptHashes: scripts.map(cspHash),
    styleHashes: styles.map(cspHash),
    ...origins,
  });
  const at = charset.index + charset[0].length;
  const out = `${html.slice(0, at)}\n    ${cspMetaTag(policy)}${html.slice(at)}`;
  const problem = policyProblem(out);
  if (problem) throw new Error(`csp-meta: ${problem}`);
  return out;
}

/**
 * Why an HTML file's own policy would refuse what it runs, or undefined when it allows exactly that. A
 * file with no inline script or style needs none (a fragment, a page of links).
 */
export function policyProblem(html: string): string | undefined {
  const { scripts, styles, firstScriptOrStyle, metaPolicies } = inlineContent(html);
  if (firstScriptOrStyle === Infinity) return undefined;
  if (metaPolicies.length !== 1) return `carries ${metaPolicies.length} <meta> policies, not one`;
  const [{ policy, at }] = metaPolicies as [{ policy: string; at: number }];
  if (at > firstScriptOrStyle) return 'its <meta> policy comes after a script or style';
  const same = (listed: string[] | undefined, texts: string[]) => {
    const hashes = (listed ?? []).filter((source) => source.startsWith("'sha256-"));
    const wanted = texts.map(cspHash);
    return hashes.length === wanted.length && wanted.every((hash) => hashes.includes(hash));
  };
  if (!same(directive(policy, 'script-src'), scripts))
    return "script-src does not list exactly the hashes of the page's inline scripts";
  if (!same(directive(policy, 'style-src'), styles))
    return "style-src does not list exactly the hashes of the page's inline stylesheets";
  if (/'unsafe-(inline|eval)'/.test(policy)) return 'the policy allows unsafe-inline or unsafe-eval';
  return undefined;
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every HTML file the build wrote, checked (see the file's comment). */
export function checkWrittenHtml(dir: string): void {
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const name = relative(dir, file);
    const problem = policyProblem(html);
    if (problem) throw new Error(`csp-meta: ${name} ${problem}`);
    if (name.startsWith('assets/prerender/') && /<(script|style)\b|http-equiv/i.test(html))
      throw new Error(`csp-meta: the fragment ${name} carries a script, style or policy`);
  }
}

/** Runs after every other index.html transform: keep it after charset-first in vite.config.ts's plugins. */
export function cspMetaPlugin(origins: PolicyOrigins = {}): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: (html) => withCspMeta(html, origins) },
    writeBundle(options) {
      if (options.dir) checkWrittenHtml(options.dir);
    },
  };
}
