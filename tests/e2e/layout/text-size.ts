/**
 * The browser's own text size (Chromium's default font size, which an Android host also sets through
 * `WebSettings.setDefaultFontSize`): the size 1rem is, that every size in rem or em follows and a size in px
 * escapes. Unlike `layout/text-zoom.ts`, which multiplies every computed size whatever its unit (the
 * webview's text zoom), this finds the text that would not grow: `recordTextSizes` notes each element's
 * size at the default, the text size is changed, and `fixedTextProblems` names what did not follow.
 *
 * Both functions are self-contained (they run in the page) and share what they noted on `window`.
 */

/** Notes the computed font size of the root and of every element that prints text or takes it. */
export function recordTextSizes(): number {
  const sizes = new Map<Element, number>();
  // A field that takes text (a radio, a box hidden behind its label, an icon button print none; a button's
  // words are its own text or its child's).
  const prints = (element: Element) =>
    (element.matches('input:not([type="radio"], [type="checkbox"], [type="hidden"]), select, textarea') ||
      [...element.childNodes].some((node) => node instanceof Text && node.data.trim() !== '')) &&
    !element.closest('.visually-hidden');
  for (const element of document.querySelectorAll('*'))
    if (
      element === document.documentElement ||
      (prints(element) && !element.closest('svg, script, style, template, noscript, head'))
    )
      sizes.set(element, parseFloat(getComputedStyle(element).fontSize));
  (window as unknown as { __textSizes: Map<Element, number> }).__textSizes = sizes;
  return sizes.size;
}

/**
 * Each text (its element, class and size at the default) that did not grow `factor` times with the text
 * size: sized in px, or in a unit or a calc() that does not follow the root. Text fitted to its line
 * (`.fit-line`, FitLine: a headline amount scaled down when it would not fit) is left out; that it stays at
 * least its label's size is amountLabelProblems'. Hidden text is looked at too: a dialog or a folded part
 * styled in px would escape the text size when opened. One line per class and size, with one text as the
 * example and how many more share it.
 */
export function fixedTextProblems(factor: number): string[] {
  const sizes = (window as unknown as { __textSizes?: Map<Element, number> }).__textSizes;
  if (!sizes) return ['the text sizes at the default were not noted (recordTextSizes)'];
  const found = new Map<string, { example: string; count: number }>();
  for (const [element, before] of sizes) {
    if (!element.isConnected || element.closest('.fit-line')) continue;
    const after = parseFloat(getComputedStyle(element).fontSize);
    if (Math.abs(after - before * factor) <= 0.5) continue;
    const classes = [...element.classList].slice(0, 2).join('.');
    const key = `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> is ${after} px at ${factor * 100} % (${before} px at the default text size, not ${before * factor} px)`;
    const entry = found.get(key);
    if (entry) entry.count += 1;
    else
      found.set(key, {
        example: (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40),
        count: 1,
      });
  }
  return [...found].map(
    ([key, { example, count }]) =>
      `${key}, as "${example}"${count > 1 ? ` and ${count - 1} more` : ''}: its font size does not follow the text size`,
  );
}
