/**
 * What a page's structure promises and must keep, measured in the page as a borrower sees it: a heading has
 * something under it (emptyHeadingProblems), and two links never read as one (gluedLinkProblems).
 *
 * Each function is self-contained: it runs in the page (Playwright's evaluate), so it may use nothing from
 * outside its own body. Each returns one line per problem, naming the element and its text.
 */

/**
 * A heading with nothing under it: no text, picture or field between it and the next heading of its level
 * or above, within its box (the nearest section, dialog, list item or element with a background or border
 * of its own). A sub-heading is not content; what is under the sub-heading is. What a closed disclosure
 * folds away counts (it is one tap away); a picture not yet loaded, with no size, does not. With a modal
 * dialog open only the dialog is looked at.
 */
export function emptyHeadingProblems(): string[] {
  const problems: string[] = [];
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
  const scope: Element = modals.at(-1) ?? document.body;
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  const levelOf = (element: Element): number | null => {
    const tag = /^H([1-6])$/.exec(element.tagName);
    if (tag) return Number(tag[1]);
    if (element.getAttribute('role') === 'heading') return Number(element.getAttribute('aria-level') ?? 2);
    return null;
  };
  /** Inside a closed <details>, not its summary: folded away, one tap from being shown. */
  const folded = (node: Node) => {
    for (let parent = node.parentElement; parent; parent = parent.parentElement)
      if (parent instanceof HTMLDetailsElement && !parent.open) {
        const summary = parent.querySelector(':scope > summary');
        if (!summary?.contains(node)) return true;
      }
    return false;
  };
  const seen = (element: Element) =>
    !element.closest('.visually-hidden') &&
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions);
  const MEDIA = new Set(['img', 'svg', 'canvas', 'video', 'iframe', 'input', 'select', 'textarea', 'object']);
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

  type Item = { heading: Element; level: number } | { content: Node };
  const items: Item[] = [];
  const visit = (node: Node) => {
    if (node instanceof Text) {
      if (node.data.trim() && node.parentElement && (seen(node.parentElement) || folded(node)))
        items.push({ content: node });
      return;
    }
    if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return;
    const level = levelOf(node);
    if (level !== null) {
      items.push({ heading: node, level });
      return;
    }
    if (MEDIA.has(node.tagName.toLowerCase())) {
      // A picture with no size (not loaded yet, or broken) shows nothing; a decoration hidden from
      // screen readers is not what a heading promises.
      const rect = node.getBoundingClientRect();
      const sized = rect.width > 1 && rect.height > 1 && seen(node);
      if ((sized || folded(node)) && !node.closest('[aria-hidden="true"]')) items.push({ content: node });
      return;
    }
    for (const child of node.childNodes) visit(child);
  };
  visit(scope);

  /** The box a heading's content must be in: its section, or the nearest card or panel around it. */
  const SECTIONS =
    'section, article, aside, nav, main, dialog, details, fieldset, li, form, [role="region"], [role="dialog"], [role="tabpanel"], [role="group"]';
  const boxOf = (heading: Element): Element => {
    for (let node = heading.parentElement; node && node !== scope; node = node.parentElement) {
      if (node.matches(SECTIONS)) return node;
      const computed = getComputedStyle(node);
      const fill = computed.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
      const filled = fill.length === 3 || (fill.length === 4 && fill[3]! > 0);
      if (filled || parseFloat(computed.borderTopWidth) > 0 || parseFloat(computed.borderLeftWidth) > 0)
        return node;
    }
    return scope;
  };

  items.forEach((item, index) => {
    if (!('heading' in item) || !seen(item.heading)) return;
    const box = boxOf(item.heading);
    for (const next of items.slice(index + 1)) {
      const node = 'heading' in next ? next.heading : next.content;
      if (!box.contains(node)) break;
      if ('heading' in next) {
        if (next.level <= item.level) break;
        continue;
      }
      return;
    }
    problems.push(`the heading ${describe(item.heading)} has nothing under it`);
  });
  return problems;
}

/**
 * Two links (or link-looking buttons: a target with no box of its own, neither fill nor border) side by side
 * on one line with nothing between them but white space, their words less than 1em apart: read as one link
 * ("लोन एग्रीमेंट पढ़ेंमुख्य तथ्य विवरण (केएफएस) देखें"), tapped as the wrong one. Each link needs a line
 * of its own, or a separator between (a character such as "·" or "|", a word, a rule). Buttons with a
 * fill or a border are told apart by their boxes. One line per pair.
 */
export function gluedLinkProblems(): string[] {
  const problems: string[] = [];
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
  const scope: Element = modals.at(-1) ?? document.body;
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions) &&
    !element.closest('[aria-hidden="true"], [inert], .visually-hidden');
  /** No box of its own: no fill, no border on three sides or more. It looks like a link. */
  const linkLike = (element: Element) => {
    const computed = getComputedStyle(element);
    const fill = computed.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
    if (fill.length === 3 || (fill.length === 4 && fill[3]! > 0)) return false;
    const sides = ['top', 'right', 'bottom', 'left'].filter(
      (side) =>
        parseFloat(computed.getPropertyValue(`border-${side}-width`)) >= 1 &&
        computed.getPropertyValue(`border-${side}-style`) !== 'none',
    );
    return sides.length < 3;
  };
  /** A separator drawn by the page's style: generated text, or a rule on the facing side. */
  const drawnSeparator = (first: Element, second: Element) => {
    const text = (element: Element, pseudo: string) => {
      const content = getComputedStyle(element, pseudo).content;
      return content !== 'none' && content !== 'normal' && content.replace(/["'\s]/g, '') !== '';
    };
    return (
      text(first, '::after') ||
      text(second, '::before') ||
      parseFloat(getComputedStyle(first).borderRightWidth) >= 1 ||
      parseFloat(getComputedStyle(second).borderLeftWidth) >= 1
    );
  };
  const links = [
    ...scope.querySelectorAll('a[href], button, [role="link"], [role="button"], summary'),
  ].filter((link) => shown(link) && linkLike(link) && (link.textContent ?? '').trim());
  const range = document.createRange();
  /** Where a target's words are printed (its padding is not a separator the eye sees). */
  const printed = (element: Element) => {
    range.selectNodeContents(element);
    return [...range.getClientRects()].filter((rect) => rect.width >= 1 && rect.height >= 1);
  };
  for (let i = 0; i < links.length; i += 1)
    for (let j = i + 1; j < links.length; j += 1) {
      const first = links[i]!;
      const second = links[j]!;
      if (first.contains(second) || second.contains(first)) continue;
      const em = parseFloat(getComputedStyle(first).fontSize);
      const near = printed(first).some((a) =>
        printed(second).some((b) => {
          if (a.width < 1 || b.width < 1) return false;
          const overlap = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
          if (overlap < Math.min(a.height, b.height) / 2) return false;
          const gap = b.left >= a.left ? b.left - a.right : a.left - b.right;
          return gap < em;
        }),
      );
      if (!near) continue;
      // What the page puts between them, in the document's order.
      range.setStartAfter(first);
      range.setEndBefore(second);
      const between = range.toString();
      if (/[^\s\u200b]/.test(between) || drawnSeparator(first, second)) continue;
      problems.push(
        `${describe(first)} and ${describe(second)} read as one: side by side with nothing between them`,
      );
    }
  return problems;
}
