// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { contentSecurityPolicy } from '../../../deploy/csp';
import {
  INLINE_SCRIPT_MODULES,
  inlineScriptHashes,
  inlineScripts,
} from '../../../scripts/inline-scripts/compile';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe("index.html's inline scripts, compiled from src/boot/inline", () => {
  const scripts = inlineScripts();

  it('compile to self-contained scripts: no import, no export, nothing that ends their tag', () => {
    for (const [name, text] of Object.entries(scripts)) {
      expect(text.length, name).toBeGreaterThan(100);
      expect(text, name).not.toMatch(/\bimport\s*[{(*'"]|\bexport\s|<\/script/i);
      // Parses as a classic script.
      expect(() => new Function(text), name).not.toThrow();
    }
  });

  it('are allowed by the CSP by their hashes, in their order, and nothing else inline is', () => {
    const hashes = [scripts.loadFailed, scripts.routePreload, scripts.placePrerender].map(sha256);
    expect(inlineScriptHashes()).toEqual(hashes);
    const policy = contentSecurityPolicy({ scriptHashes: hashes });
    expect(policy.split('; ').find((part) => part.startsWith('script-src'))).toBe(
      `script-src 'self' ${hashes.join(' ')}`,
    );
    expect(policy).not.toContain('unsafe-inline');
    const styleHash = sha256('body{margin:0}');
    expect(
      contentSecurityPolicy({ scriptHashes: hashes, styleHashes: [styleHash] })
        .split('; ')
        .find((part) => part.startsWith('style-src')),
    ).toBe(`style-src 'self' ${styleHash}`);
    expect(policy).not.toContain('unsafe-eval');
  });

  it('are written as source: their modules carry no hash and no script text', () => {
    for (const module of Object.values(INLINE_SCRIPT_MODULES)) {
      const source = readFileSync(module, 'utf8');
      expect(source, module).not.toContain('sha256-');
      expect(source, module).not.toMatch(/`\(function\(\)/);
    }
  });
});
