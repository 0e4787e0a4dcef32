// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { wealthBasePathOf, type CallDescription } from '@/config/call-description';
import { calls } from '@/config/calls';
import { paths } from '@/config/paths';

/**
 * One table: a test or a script names a route by `paths` (src/config/paths.ts), a route's demo query by
 * `exampleLocation`/`exampleQuery` (src/app/route-examples.ts) and a call by `calls` (src/config/calls.ts),
 * never by typing its path, so that a path changes in one place. This reads every source file under tests/
 * and scripts/ (fixtures and JSON data aside) and names each string, template or regular expression that
 * starts with a route path in any case (`/repay?…`, `/#/repay`, `…#/repay`, `/loandetails?…`: the router
 * matches paths whatever their case), holds a call path with or without its version prefix
 * (`/v3/loan-details/loan-details`, `/loan-details/loan-details`), or is a URL glob that picks out a call or a
 * route (`http://*.test/loan-details/*?*`).
 *
 * Not flagged: the home route `/` (every URL has it), a route's name in prose (`'/repay: the amount…'`, a
 * test's title: the path followed by anything but a query, a hash or the end), module specifiers.
 */

const ROOT = join(__dirname, '../../..');
const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
const SKIPPED_FOLDERS = new Set(['node_modules', 'fixtures']);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const routes = Object.values(paths)
  .filter((path) => path !== paths.home)
  .sort((a, b) => b.length - a.length);
/** A call's path, and the same without its version prefix (`/v3`): either is a copy of it. */
const callPaths = [
  ...new Set(Object.values(calls).flatMap((call) => [call.path, call.path.replace(/^\/v\d+(?=\/)/, '')])),
].sort((a, b) => b.length - a.length);
/**
 * A route path in any case at the start of a piece of text or after a `#`, ending there or going on with a
 * query or a hash.
 */
const ROUTE = new RegExp(`(?:^|#)(?:${routes.map(escape).join('|')})(?=$|[?#&/])`, 'i');
/** A call path anywhere, not part of a longer name. */
const CALL = new RegExp(`(?:${callPaths.map(escape).join('|')})(?![\\w-])`);

/** Where the app's calls and routes go, as a URL glob would meet them. */
const ORIGIN = 'http://127.0.0.1:4174';
const ADDRESSES = [
  ...Object.values<CallDescription>(calls).map(
    (call) => `${ORIGIN}${call.service === 'wealth' ? wealthBasePathOf(undefined) : ''}${call.path}`,
  ),
  ...routes.map((route) => `${ORIGIN}/#${route}`),
].flatMap((url) => [url, `${url}?productId=7`]);
/** Addresses that a glob picking out a call or a route does not match (one matching every URL does). */
const ELSEWHERE = [`${ORIGIN}/assets/index.js`, `${ORIGIN}/v3/another/call`, `${ORIGIN}/#/another-page`];

/** A URL glob as Playwright reads it: `**` any characters, `*` any but `/`, the rest literal. */
function globRegExp(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${source}$`, 'i');
}

/** A glob that matches a call's or a route's address and is not one that matches any address at all. */
function globPickingOut(text: string): string | undefined {
  if (!text.includes('*')) return undefined;
  const glob = globRegExp(text);
  if (ELSEWHERE.some((url) => glob.test(url))) return undefined;
  return ADDRESSES.find((url) => glob.test(url));
}
/**
 * A file worth parsing (parsing all of them takes over a second): one where, its regular expressions' `\/`
 * read as `/`, a route path follows a quote, a backtick, a template's `}`, a `#`, a regular expression's
 * opening `/` or `^`, or a tag's `>`, or a call path appears at all, or a string holds a `*` beside a `/` (a URL glob).
 */
const MENTION = new RegExp(
  `[#'"\`}/^>](?:${routes.map(escape).join('|')})(?![\\w-])|${callPaths.map(escape).join('|')}|['"\`][^'"\`\\n]*(?:\\*/|/\\*)`,
  'i',
);

function sourceFiles(folder: string, found: string[] = []): string[] {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) sourceFiles(path, found);
    } else if (SOURCE.test(entry.name)) found.push(path);
  }
  return found;
}

const isModuleSpecifier = (node: ts.Node) =>
  ts.isImportDeclaration(node.parent) ||
  ts.isExportDeclaration(node.parent) ||
  ts.isExternalModuleReference(node.parent) ||
  ts.isImportTypeNode(node.parent.parent) ||
  (ts.isCallExpression(node.parent) &&
    (node.parent.expression.kind === ts.SyntaxKind.ImportKeyword ||
      /^(?:vi\.(?:do)?mock|require)$/.test(node.parent.expression.getText())));

/** The pieces of literal text in a file: strings, each piece of a template, and regular expressions' sources. */
function literalTexts(file: string, text: string): { line: number; text: string }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { line: number; text: string }[] = [];
  const add = (node: ts.Node, value: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1, text: value });
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (!isModuleSpecifier(node)) add(node, node.text);
    } else if (
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node) ||
      ts.isJsxText(node)
    ) {
      add(node, node.text);
    } else if (ts.isRegularExpressionLiteral(node)) {
      // The source unescaped and unanchored: `/^\/repay\?/` holds the text `/repay?`.
      const body = node.text.slice(1, node.text.lastIndexOf('/')).replace(/^\^/, '');
      add(node, body.replace(/\\(.)/g, '$1'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function restatedPaths(): string[] {
  const offences: string[] = [];
  for (const file of [...sourceFiles(join(ROOT, 'tests')), ...sourceFiles(join(ROOT, 'scripts'))]) {
    const text = readFileSync(file, 'utf8');
    if (!MENTION.test(text.replaceAll('\\/', '/'))) continue;
    for (const literal of literalTexts(file, text)) {
      const copy =
        ROUTE.exec(literal.text)?.[0] ?? CALL.exec(literal.text)?.[0] ?? globPickingOut(literal.text);
      if (copy)
        offences.push(`${relative(ROOT, file)}:${literal.line}: ${copy} in ${JSON.stringify(literal.text)}`);
    }
  }
  return offences;
}

describe('one table', () => {
  it('no test or script types a route path or a call path: paths, calls and route-examples name them', () => {
    expect(restatedPaths()).toEqual([]);
  });
});
