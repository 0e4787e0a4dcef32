// @vitest-environment node
import { existsSync } from 'node:fs';
import { ESLint } from 'eslint';

/**
 * The folders of src/ import in one direction, bottom to top: config, lib, boot, components, entities,
 * features, app (eslint.config.js, `layers`). This lints snippets placed in each folder with the project's
 * own configuration: an import of any folder above fails, an import of one below passes.
 */
const RULE = 'import-x/no-restricted-paths';

/** For each folder, a file to stand in as the importer and a real module to import (the rule needs one). */
const layers = [
  { name: 'config', file: 'src/config/probe.ts', module: '@/config/env' },
  { name: 'lib', file: 'src/lib/probe.ts', module: '@/lib/load-fallback' },
  { name: 'boot', file: 'src/boot/inline/probe.ts', module: '@/boot/inline/market' },
  { name: 'components', file: 'src/components/ui/probe.ts', module: '@/components/ui/loading' },
  { name: 'entities', file: 'src/entities/lender/probe.ts', module: '@/entities/payment/posting' },
  { name: 'features', file: 'src/features/loan/probe.ts', module: '@/features/official/routes/about' },
  { name: 'app', file: 'src/app/probe.ts', module: '@/app/route-table' },
] as const;

const eslint = new ESLint();

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  const fatal = result!.messages.filter((message) => message.fatal);
  expect(fatal, 'the snippet parses').toEqual([]);
  return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
}

const staticImport = (module: string) => `import * as probe from '${module}';\nexport const used = probe;\n`;
const dynamicImport = (module: string) => `export const later = () => import('${module}');\n`;

describe('folders import downwards only (eslint.config.js)', () => {
  // The rule lets an import it cannot resolve pass: the checks below mean something only if these exist.
  it('the stand-in modules exist', () => {
    for (const { module } of layers) {
      const path = module.replace('@/', 'src/');
      expect(
        ['.ts', '.tsx', '/index.ts'].some((ending) => existsSync(`${path}${ending}`)),
        module,
      ).toBe(true);
    }
  });

  it('an import of a folder above fails, static or dynamic, with the layering in its message', async () => {
    for (const [index, lower] of layers.entries()) {
      for (const upper of layers.slice(index + 1)) {
        const found = await restricted(lower.file, staticImport(upper.module));
        expect(found.join(), `${lower.name} → ${upper.name}`).toContain(
          `${lower.name} cannot import a folder above it`,
        );
      }
      if (index < layers.length - 1) {
        const found = await restricted(lower.file, dynamicImport(layers[index + 1]!.module));
        expect(found, `${lower.name} → import(${layers[index + 1]!.name})`).not.toEqual([]);
      }
    }
  }, 60_000);

  it('an import of a folder below passes (boot, compiled alone, excepted: it has its own narrower rule)', async () => {
    for (const [index, upper] of layers.entries()) {
      for (const lower of layers.slice(0, index)) {
        if (upper.name === 'boot' || lower.name === 'boot') continue;
        expect(
          await restricted(upper.file, staticImport(lower.module)),
          `${upper.name} → ${lower.name}`,
        ).toEqual([]);
      }
    }
  }, 60_000);

  it('start-up alone may load the demo backend; no other app code may', async () => {
    const demo = '@/demo/browser';
    expect(await restricted('src/main.ts', dynamicImport(demo))).toEqual([]);
    expect(await restricted('src/features/loan/probe.ts', dynamicImport(demo))).not.toEqual([]);
    expect(await restricted('src/config/probe.ts', staticImport(demo))).not.toEqual([]);
  }, 60_000);
});
