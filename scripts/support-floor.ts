/**
 * Checks a build against the support floor, package.json's `browserslist` (docs/deploying.md, "Support floor"):
 * - syntax and ES built-ins: es-check (`checkBrowser --checkFeatures`), per browser of the floor, and the
 *   regular-expression syntax es-check does not look into (REGEXP_ABOVE_FLOOR);
 * - web APIs: eslint-plugin-compat on the built JavaScript. An API above the floor passes only where the
 *   code around it detects it first: FEATURE_DETECTED names each such API with the guard the bundle must
 *   show at that very spot, so a new unguarded use still fails.
 *
 *   tsx scripts/support-floor.ts [dist]      (tests/e2e/support-floor.spec.ts runs it on the e2e build)
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { tokenizer } from 'acorn';
import { ESLint } from 'eslint';
import compat from 'eslint-plugin-compat';

const root = resolve(import.meta.dirname, '..');

/** The floor as package.json declares it. */
export const FLOOR: string[] = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { browserslist: string[] }
).browserslist;

export interface FeatureDetected {
  /** The API as eslint-plugin-compat names it. */
  api: string;
  /** What the bundle shows right around each use: the detection or the fallback. */
  guard: RegExp;
  /** Where it comes from and why it is safe below the API's own support. */
  why: string;
}

export const FEATURE_DETECTED: FeatureDetected[] = [
  {
    api: 'requestIdleCallback',
    guard: /[`'"]requestIdleCallback[`'"]\s*in\s*window\s*\?|\.requestIdleCallback\s*\|\|/,
    why: 'src/lib/after-load.ts and web-vitals fall back to setTimeout (no Safari has it)',
  },
  {
    api: 'document.prerendering',
    guard: /document\.prerendering\s*(\?|\|\||&&|\))/,
    why: 'web-vitals reads it as a flag: undefined where unsupported',
  },
  {
    api: 'document.wasDiscarded',
    guard: /document\.wasDiscarded\s*(\?|\|\||&&|\))/,
    why: 'web-vitals reads it as a flag: undefined where unsupported',
  },
  {
    api: 'navigator.serviceWorker',
    guard: /try\{(let|const|var) \w+=await navigator\.serviceWorker\.register\(|navigator\.serviceWorker\?\./,
    why:
      'src/lib/pwa/register.ts registers inside try/catch, telemetry reads serviceWorker?.controller: a webview ' +
      'without service workers (WKWebView outside app-bound domains) runs online',
  },
  {
    api: 'navigator.connection',
    guard: /\.connection\?\./,
    why: 'src/lib/telemetry/context.ts reads connection?.effectiveType; Safari and Firefox have none',
  },
];

/**
 * Regular-expression syntax above the floor. A regex literal an engine cannot parse is a SyntaxError that
 * stops its whole chunk from loading: lookbehind came in Safari 16.4 (iOS 16.4), the `v` flag in Chrome 112,
 * Safari 17 and Firefox 116, inline modifiers later still. es-check reads none of them.
 */
export const REGEXP_ABOVE_FLOOR: { name: string; test: (pattern: string, flags: string) => boolean }[] = [
  { name: 'lookbehind (Safari 16.4)', test: (pattern) => /\(\?<[=!]/.test(pattern) },
  { name: 'the v flag (Safari 17, Chrome 112)', test: (_, flags) => flags.includes('v') },
  { name: 'inline modifiers (Chrome 125)', test: (pattern) => /\(\?[ims]*-?[ims]+:/.test(pattern) },
];

/** Every regex literal in the built scripts that uses syntax above the floor. */
export function checkRegexps(dist: string): string[] {
  const problems: string[] = [];
  const dir = resolve(root, dist);
  for (const file of builtFiles(dir)) {
    const code = readFileSync(join(dir, file), 'utf8');
    for (const token of tokenizer(code, { ecmaVersion: 'latest', sourceType: 'module', locations: true })) {
      if (token.type.label !== 'regexp') continue;
      const { pattern, flags } = (token as unknown as { value: { pattern: string; flags: string } }).value;
      for (const feature of REGEXP_ABOVE_FLOOR)
        if (feature.test(pattern, flags))
          problems.push(
            `${relative(root, join(dir, file))}:${token.loc!.start.line}:${token.loc!.start.column + 1} /${pattern}/${flags}: ${feature.name}`,
          );
    }
  }
  return problems;
}

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
}

function builtScripts(dist: string): string {
  return `${dist}/**/*.js`;
}

/** es-check against the floor: every problem line, none when the syntax and built-ins are within it. */
export function checkSyntax(dist: string): string[] {
  const esCheck = join(root, 'node_modules', 'es-check', 'lib', 'cli', 'index.js');
  const result = spawnSync(
    process.execPath,
    [esCheck, 'checkBrowser', builtScripts(dist), '--module', '--checkFeatures', '--noColor'],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status === 0) return checkRegexps(dist);
  const output = `${result.stdout}\n${result.stderr}`;
  const problems = output
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => /^· (erroring file|error):/.test(line));
  return [
    ...(problems.length ? problems : [output.trim() || `es-check exited ${result.status}`]),
    ...checkRegexps(dist),
  ];
}

/** eslint-plugin-compat on the bundle: every API use above the floor that no listed guard covers. */
export async function checkApis(dist: string): Promise<string[]> {
  const dir = resolve(root, dist);
  const eslint = new ESLint({
    // The build is linted where it is: ESLint ignores files outside its cwd.
    cwd: dir,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: ['**/*.js'],
        plugins: { compat },
        languageOptions: { ecmaVersion: 'latest', sourceType: 'module' },
        linterOptions: { reportUnusedDisableDirectives: 'off' },
        settings: { browsers: FLOOR },
        rules: { 'compat/compat': 'error' },
      },
    ],
  });
  const results = await eslint.lintFiles(['**/*.js']);
  const problems: string[] = [];
  for (const result of results) {
    const lines = readFileSync(result.filePath, 'utf8').split('\n');
    for (const message of result.messages) {
      const where = `${relative(root, result.filePath)}:${message.line}:${message.column}`;
      if (message.ruleId !== 'compat/compat') {
        problems.push(`${where} ${message.message}`);
        continue;
      }
      // compat writes a property as a call: "document.prerendering() is not supported in …".
      const api = FEATURE_DETECTED.find(
        (entry) =>
          message.message.startsWith(`${entry.api} is not supported`) ||
          message.message.startsWith(`${entry.api}() is not supported`),
      );
      const line = lines[message.line - 1] ?? '';
      const around = line.slice(Math.max(0, message.column - 1 - 100), message.column - 1 + 100);
      if (!api || !api.guard.test(around)) problems.push(`${where} ${message.message}`);
    }
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dist = process.argv[2] ?? 'dist';
  const problems = [...checkSyntax(dist), ...(await checkApis(dist))];
  console.log(`support floor: ${FLOOR.join(', ')}`);
  for (const problem of problems) console.log(`  ${problem}`);
  console.log(problems.length ? `${problems.length} problem(s) in ${dist}` : `${dist} is within the floor`);
  process.exit(problems.length ? 1 : 0);
}
