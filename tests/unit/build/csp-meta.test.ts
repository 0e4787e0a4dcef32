// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cspHash, directive, inlineContent } from '../../../deploy/csp';
import { checkWrittenHtml, policyProblem, withCspMeta } from '../../../scripts/build/csp-meta';

/** index.html as the build leaves it before its policy: charset first, then the inline scripts and style. */
const page = [
  '<!doctype html>\n<html lang="es">\n  <head>\n    <meta charset="UTF-8" />',
  '<script>window.a=1</script>',
  '<script type="application/json" id="route-preload">{"files":[]}</script>',
  '<link rel="modulepreload" crossorigin href="/assets/core-x.js">',
  '<style>body{margin:0}</style>',
  '<script type="module" crossorigin src="/assets/index-x.js"></script>',
  '</head><body><div id="root"></div><script>window.b=2</script></body></html>',
].join('');

describe("the page's own Content-Security-Policy (scripts/build/csp-meta.ts)", () => {
  it('goes right after <meta charset>, ahead of every script and style, with exactly their hashes', () => {
    const html = withCspMeta(page, { apiOrigin: 'https://api.example.com/v3' });
    expect(html).toMatch(
      /<meta charset="UTF-8" \/>\s*<meta http-equiv="Content-Security-Policy" content="[^"]+" \/><script>/,
    );
    const { metaPolicies } = inlineContent(html);
    expect(metaPolicies).toHaveLength(1);
    const policy = metaPolicies[0]!.policy;
    // The JSON block is data and the module script is allowed by 'self': neither is hashed.
    expect(directive(policy, 'script-src')).toEqual(["'self'", cspHash('window.a=1'), cspHash('window.b=2')]);
    expect(directive(policy, 'style-src')).toEqual(["'self'", cspHash('body{margin:0}')]);
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.example.com']);
    expect(directive(policy, 'frame-ancestors')).toBeUndefined();
    expect(policyProblem(html)).toBeUndefined();
  });

  it('notices a page whose scripts or style changed after its policy was written', () => {
    const html = withCspMeta(page);
    expect(policyProblem(html.replace('window.a=1', 'window.a=2'))).toMatch(/script-src/);
    expect(policyProblem(html.replace('margin:0', 'margin:1px'))).toMatch(/style-src/);
    expect(policyProblem(html.replace('<script>window.b=2</script>', ''))).toMatch(/script-src/);
    expect(policyProblem(page)).toMatch(/0 <meta> policies/);
    const late = html.replace(/(<meta http-equiv[^>]*>)(<script>window\.a=1<\/script>)/, '$2$1');
    expect(policyProblem(late)).toMatch(/after a script/);
    expect(() => withCspMeta(html)).toThrow(/already carries/);
  });

  it('needs no policy in HTML that runs nothing, and refuses a prerendered fragment that would', () => {
    expect(policyProblem('<main><h1>Hola</h1></main>')).toBeUndefined();
    const dir = mkdtempSync(join(tmpdir(), 'csp-meta-'));
    try {
      mkdirSync(join(dir, 'assets', 'prerender'), { recursive: true });
      writeFileSync(join(dir, 'index.html'), withCspMeta(page));
      writeFileSync(join(dir, 'assets', 'prerender', 'home.es-x.html'), '<main><h1>Hola</h1></main>');
      expect(() => checkWrittenHtml(dir)).not.toThrow();
      writeFileSync(join(dir, 'index.html'), withCspMeta(page).replace('window.b=2', 'window.b=3'));
      expect(() => checkWrittenHtml(dir)).toThrow(/index\.html script-src/);
      writeFileSync(join(dir, 'index.html'), withCspMeta(page));
      writeFileSync(join(dir, 'assets', 'prerender', 'home.es-x.html'), withCspMeta(page));
      expect(() => checkWrittenHtml(dir)).toThrow(/fragment assets\/prerender\/home\.es-x\.html/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
