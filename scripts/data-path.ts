/**
 * Counts the files and lines a page's data crosses from the HTML to its first paint: the static value
 * imports (type-only imports are erased by the build) within src/, followed to the end from the given
 * modules. Packages, stylesheets and assets are not counted.
 *
 *   npx tsx scripts/data-path.ts            the path to /loanDetails's first paint of its data
 *   npx tsx scripts/data-path.ts --list     the same, with each file and its lines
 *   npx tsx scripts/data-path.ts a.ts b.ts  the path from other starting modules (paths under src/)
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { resolveSourceImport, SRC } from './source-imports';

/** Where the data of /loanDetails starts and is read on its way to the first paint. */
const LOAN_DETAILS_PATH = [
  'boot/inline/route-preload.ts',
  'lib/router/first-load.ts',
  'features/loan/routes/loan-details.data.ts',
  'lib/router/route-objects.ts',
  'lib/router/hooks.ts',
  'components/ui/async-view/index.ts',
];

/** The modules `file` imports for their values (not `import type`, nor imports of types alone). */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    let specifier: string | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      const typeOnly =
        clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly);
      if (!typeOnly) specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    }
    const resolved = specifier ? resolveSourceImport(file, specifier) : undefined;
    if (resolved) found.push(resolved);
  }
  return found;
}

function dataPath(starts: readonly string[]): { file: string; lines: number }[] {
  const seen = new Set<string>();
  const stack = starts.map((start) => join(SRC, start));
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    stack.push(...valueImports(file));
  }
  return [...seen]
    .map((file) => ({ file: relative(SRC, file), lines: readFileSync(file, 'utf8').split('\n').length - 1 }))
    .sort((a, b) => a.file.localeCompare(b.file));
}

const args = process.argv.slice(2);
const starts = args.filter((arg) => !arg.startsWith('--'));
const files = dataPath(starts.length ? starts : LOAN_DETAILS_PATH);
if (args.includes('--list'))
  for (const { file, lines } of files) console.log(`${String(lines).padStart(5)} ${file}`);
console.log(`${files.length} files, ${files.reduce((sum, { lines }) => sum + lines, 0)} lines`);
