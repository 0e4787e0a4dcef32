/**
 * Android's system font size as a webview applies it (`WebSettings.textZoom`): every element's computed
 * font size multiplied, whatever unit the stylesheet used. A bigger `html` font or
 * `-webkit-text-size-adjust` is not the same (px sizes would not grow), so each element's own computed size
 * is measured with the zoom off and set again, multiplied, by one constructed stylesheet (the CSSOM, which
 * the production CSP allows). Elements added or restyled later (a dialog, data that arrives) are measured
 * the same way on every DOM change.
 *
 * `installTextZoom` is self-contained (it runs in the page: Playwright's addInitScript, or an engine
 * adapter's evaluate); `window.__textZoom(factor)` switches the zoom, 1 for off.
 */
export function installTextZoom(): void {
  const w = window as unknown as { __textZoom?: (factor: number) => void };
  if (w.__textZoom) return;
  const ATTRIBUTE = 'data-text-zoom';
  let factor = 1;
  let sheet: CSSStyleSheet | undefined;
  const rules = new Set<string>();
  const adopted = () => document.adoptedStyleSheets.filter((other) => other !== sheet);
  const apply = () => {
    if (factor === 1 || !document.documentElement) return;
    sheet ??= new CSSStyleSheet();
    // The zoom off, every element's own size as the stylesheets give it...
    document.adoptedStyleSheets = adopted();
    const elements = [...document.querySelectorAll('*')];
    const sizes = elements.map((element) => parseFloat(getComputedStyle(element).fontSize));
    // ...then on again, each element at `factor` times that size.
    elements.forEach((element, index) => {
      const key = String(Math.round(sizes[index]! * 100));
      if (element.getAttribute(ATTRIBUTE) !== key) element.setAttribute(ATTRIBUTE, key);
      if (!rules.has(key)) {
        rules.add(key);
        sheet!.insertRule(
          `[${ATTRIBUTE}="${key}"] { font-size: ${(Number(key) / 100) * factor}px !important; }`,
        );
      }
    });
    document.adoptedStyleSheets = [...adopted(), sheet];
  };
  const observer = new MutationObserver(() => {
    apply();
    // Its own attribute changes are not news.
    observer.takeRecords();
  });
  const start = () =>
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      characterData: false,
      attributes: true,
      attributeFilter: ['class', 'style', 'hidden', 'open'],
    });
  if (document.documentElement) start();
  else document.addEventListener('readystatechange', start, { once: true });
  w.__textZoom = (next: number) => {
    factor = next;
    rules.clear();
    sheet = undefined;
    if (factor === 1) {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
        (other) => !other.cssRules[0]?.cssText.includes(ATTRIBUTE),
      );
      return;
    }
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter(
      (other) => !other.cssRules[0]?.cssText.includes(ATTRIBUTE),
    );
    apply();
  };
}
