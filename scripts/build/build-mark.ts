/**
 * A test build's mark (`BUILD_MARK`, unset in real builds): the next-deploy build of the browser tests
 * (scripts/build-e2e.ts) sets it so that its inline script and its stylesheet differ from the first
 * build's, as a real deploy's do, and their hashes with them. With it, the first inline script sets
 * `<html data-build-mark>` and the stylesheet defines `--build-mark` on :root: a page shows both only when
 * its policy allowed that build's script and stylesheet.
 */
export function buildMark(): string {
  const mark = process.env.BUILD_MARK ?? '';
  if (!/^[\w-]*$/.test(mark)) throw new Error(`BUILD_MARK must be letters, digits, - or _, not "${mark}"`);
  return mark;
}

/** The statement the first inline script starts with. */
export const markScript = (mark: string) =>
  mark ? `document.documentElement.setAttribute("data-build-mark",${JSON.stringify(mark)});` : '';

/** The rule the stylesheet ends with. */
export const markStyle = (mark: string) => (mark ? `:root{--build-mark:"${mark}"}` : '');
