// @vitest-environment node
import { readFileSync } from 'node:fs';
import { CHARSET_WITHIN_BYTES, charsetFirst } from '../../../scripts/build/charset-first';

const source = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
/** index.html as the route preloads leave it: about 4 KB of map and script at the top of <head>. */
const withPreloads = source.replace(
  '<head>',
  `<head>\n    <script type="application/json" id="route-preload">${'{"f":["/assets/x.js"]}'.repeat(200)}</script>`,
);

describe('charsetFirst (the encoding within the first 1024 bytes)', () => {
  it('moves <meta charset> ahead of what the build put at the top of <head>, and keeps everything else', () => {
    expect(withPreloads.indexOf('<meta charset')).toBeGreaterThan(CHARSET_WITHIN_BYTES);
    const html = charsetFirst(withPreloads);
    expect(html).toMatch(
      /^<!doctype html>\s*<html lang="es">\s*<head>\s*<meta charset="UTF-8" \/>\s*<script/,
    );
    expect(html.match(/<meta charset/g)).toHaveLength(1);
    expect(html.replace(/\s+/g, '')).toHaveLength(withPreloads.replace(/\s+/g, '').length);
    expect(Buffer.byteLength(html.slice(0, html.indexOf('<script')))).toBeLessThan(CHARSET_WITHIN_BYTES);
  });

  it('leaves a page that already starts with it as it is', () => {
    expect(charsetFirst(source)).toBe(source);
  });

  it('fails the build without a charset or when it would still come too late', () => {
    expect(() => charsetFirst(source.replace(/<meta charset[^>]*>/, ''))).toThrow(/no <meta charset>/);
    const lateHead = source.replace('<head>', `<!--${'x'.repeat(2000)}--><head>`);
    expect(() => charsetFirst(lateHead)).toThrow(/past 1024/);
  });
});
