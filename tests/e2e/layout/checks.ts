/**
 * What a borrower with large text or a small screen must never meet, measured in the page: the
 * page scrolling sideways or anything wider than the screen, a number, amount, date, e-mail or word broken
 * over two lines (an e-mail, wherever it would fit on a line of its own), a code (a reference, a CLABE, a UPI ID) broken inside one of its groups (codeBreakProblems), text printed over
 * other text or cut off with "…", a floating button over text wherever it is dragged or the page scrolled,
 * a control that is cut off, covered or smaller than 44×44 CSS px, a control boundary or focus ring under
 * 3:1 against what is behind it (WCAG 1.4.11), an amount printed smaller than its label (amountLabelProblems).
 *
 * Each function is self-contained: it runs in the page (Playwright's evaluate, or an engine adapter's), so
 * it may use nothing from outside its own body. Each returns one line per problem, naming the element and
 * its text, so a failure says what to fix.
 */

export interface LayoutReport {
  problems: string[];
  /** What was looked at, for the log line: text nodes, words, controls. */
  counted: { words: number; lines: number; controls: number };
}

/** The 44×44 CSS px floor for tap targets (WCAG 2.5.5; Android's 48 dp, Apple's 44 pt). */
export const MIN_TARGET = 44;

/**
 * Overflow, broken words, text over text, controls (visible, reachable, not cut off, 44×44). With a modal
 * dialog open only the dialog is measured: the page behind it is inert and covered by the backdrop.
 * Scrolls the page (to bring each control into view) and puts it back at the top.
 */
export function layoutProblems(minTarget: number): LayoutReport {
  const problems: string[] = [];
  const counted = { words: 0, lines: 0, controls: 0 };
  const html = document.documentElement;
  const viewportWidth = html.clientWidth;
  const viewportHeight = html.clientHeight;

  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const label = element.getAttribute('aria-label');
    const classes = [...element.classList].slice(0, 2).join('.');
    return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}> "${label ?? text}"`;
  };
  const style = (element: Element) => getComputedStyle(element);
  /** Screen-reader-only content (the .visually-hidden pattern) is not on screen. */
  const screenReaderOnly = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const computed = style(node);
      if (computed.position === 'absolute' && computed.clip !== 'auto' && computed.clip !== '') return true;
      const rect = node.getBoundingClientRect();
      if (computed.overflow === 'hidden' && rect.width <= 1 && rect.height <= 1) return true;
    }
    return false;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions) &&
    !element.closest('[aria-hidden="true"], [inert]') &&
    !screenReaderOnly(element);

  // With a modal dialog open, only the dialog.
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
  const scope: Element = modals.at(-1) ?? document.body;
  const inScope = (element: Element) => scope.contains(element);

  // 1. Nothing wider than the screen.
  const pageWidth = Math.max(html.scrollWidth, document.body.scrollWidth);
  if (pageWidth > viewportWidth + 1)
    problems.push(`the page scrolls sideways: ${pageWidth} px wide in a ${viewportWidth} px screen`);

  /** The nearest ancestor that clips horizontally, if any. */
  const clipper = (element: Element): Element | null => {
    for (let node = element.parentElement; node && node !== html; node = node.parentElement) {
      const overflow = style(node).overflowX;
      if (overflow !== 'visible') return node;
    }
    return null;
  };
  const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(style(element).overflowX);
  const all = [...scope.querySelectorAll('*')].filter(
    (element) => !(element instanceof SVGElement && element.ownerSVGElement),
  );
  const reported = new Set<Element>();
  for (const element of all) {
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const clip = clipper(element);
    // Bounds: the screen, or a clipping ancestor's box.
    const box = clip ? clip.getBoundingClientRect() : { left: 0, right: viewportWidth };
    const left = Math.max(0, box.left);
    const right = Math.min(viewportWidth, box.right);
    if (rect.left >= left - 1 && rect.right <= right + 1) continue;
    if (!shown(element)) continue;
    // Inside a strip that scrolls sideways, the control is reached by scrolling the strip.
    if (clip && scrollsSideways(clip) && box.left >= -1 && box.right <= viewportWidth + 1) continue;
    // Report the outermost element only.
    if (element.parentElement && reported.has(element.parentElement)) {
      reported.add(element);
      continue;
    }
    reported.add(element);
    const fullyOutside = rect.right <= left || rect.left >= right;
    problems.push(
      `${describe(element)} ${fullyOutside ? 'is outside' : 'is cut off by'} ${clip ? `${describe(clip)}` : 'the screen'}: ` +
        `${Math.round(rect.left)}–${Math.round(rect.right)} px in ${Math.round(left)}–${Math.round(right)}`,
    );
  }

  // Text cut off by a box that hides its overflow (a fixed height, a clipped row). A line clamp is an
  // intended cut (the full text is one tap away) and is left alone.
  for (const element of all) {
    const computed = style(element);
    if (!['hidden', 'clip'].includes(computed.overflowY) && !['hidden', 'clip'].includes(computed.overflowX))
      continue;
    if (
      computed.getPropertyValue('-webkit-line-clamp') !== 'none' &&
      computed.getPropertyValue('-webkit-line-clamp') !== ''
    )
      continue;
    const cutY =
      ['hidden', 'clip'].includes(computed.overflowY) && element.scrollHeight > element.clientHeight + 1;
    const cutX =
      ['hidden', 'clip'].includes(computed.overflowX) && element.scrollWidth > element.clientWidth + 1;
    if (!cutY && !cutX) continue;
    if (!(element.textContent ?? '').trim() || !shown(element) || element.clientHeight === 0) continue;
    problems.push(
      `text is cut off inside ${describe(element)}: ${element.scrollWidth}×${element.scrollHeight} px of content in ${element.clientWidth}×${element.clientHeight}`,
    );
  }

  // 2. No word broken over two lines; 3. no text over other text.
  const vertical = (a: DOMRect, b: DOMRect) => a.bottom <= b.top + 1 || b.bottom <= a.top + 1;
  const layerOf = (element: Element) => {
    for (let node: Element | null = element; node; node = node.parentElement) {
      const position = style(node).position;
      if (position === 'fixed' || position === 'sticky') return node;
    }
    return null;
  };
  /** The part of a rect not clipped away by overflow-clipping ancestors (null: nothing left). */
  const visiblePart = (rect: DOMRect, element: Element) => {
    let { left, right, top, bottom } = rect;
    for (let node: Element | null = element; node && node !== html; node = node.parentElement) {
      const computed = style(node);
      if (computed.overflowX === 'visible' && computed.overflowY === 'visible') continue;
      const box = node.getBoundingClientRect();
      if (computed.overflowX !== 'visible') {
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (computed.overflowY !== 'visible') {
        top = Math.max(top, box.top);
        bottom = Math.min(bottom, box.bottom);
      }
    }
    return right - left > 1 && bottom - top > 1 ? { left, right, top, bottom } : null;
  };
  const blockOf = (element: Element): Element => {
    let block: Element = element;
    while (block.parentElement && style(block).display.startsWith('inline')) block = block.parentElement;
    return block;
  };
  /** The nearest box with a visible background or border: a card, a button, a dialog, the page. */
  const surfaceOf = (element: Element): Element => {
    for (let node: Element = element; node.parentElement; node = node.parentElement) {
      const computed = style(node);
      const fill = computed.backgroundColor.match(/[\d.]+/g)?.map(Number) ?? [];
      if (
        (fill.length === 4 && fill[3]! > 0) ||
        (fill.length === 3 && !/transparent/.test(computed.backgroundColor))
      )
        return node;
      if (parseFloat(computed.borderLeftWidth) > 0 && parseFloat(computed.borderRightWidth) > 0) return node;
    }
    return document.body;
  };
  /** The width a line of this text can have: its nearest block container's content box. */
  const lineWidth = (element: Element) => {
    const block = blockOf(element);
    const computed = style(block);
    return block.clientWidth - parseFloat(computed.paddingLeft) - parseFloat(computed.paddingRight);
  };
  const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
  /**
   * The widest line a text could have: the content box of the nearest block around it that is not sized
   * by its content (a float, an inline block, a flex or grid item, a table cell, a positioned box are).
   */
  const widestLine = (element: Element) => {
    let block = blockOf(element);
    while (block.parentElement && block !== scope) {
      const computed = style(block);
      const sizedByContent =
        computed.float !== 'none' ||
        computed.display.startsWith('inline') ||
        computed.display === 'table-cell' ||
        ['absolute', 'fixed'].includes(computed.position) ||
        /flex|grid/.test(style(block.parentElement).display);
      if (!sizedByContent) break;
      block = block.parentElement;
    }
    const computed = style(block);
    return block.clientWidth - parseFloat(computed.paddingLeft) - parseFloat(computed.paddingRight);
  };
  const lines: {
    box: { left: number; right: number; top: number; bottom: number };
    element: Element;
    layer: Element | null;
  }[] = [];
  const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const broken = new Set<string>();
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    if (!parent || !node.data.trim() || parent.closest('script, style, noscript, template, option')) continue;
    if (!shown(parent)) continue;
    /** Where a word may be printed: the surface it is on (a card, a button), within the screen. */
    const surface = surfaceOf(parent);
    const surfaceBox = surface.getBoundingClientRect();
    const surfaceLeft = Math.max(0, surfaceBox.left + parseFloat(style(surface).borderLeftWidth));
    const surfaceRight = Math.min(
      viewportWidth,
      surfaceBox.right - parseFloat(style(surface).borderRightWidth),
    );
    for (const match of node.data.matchAll(/\S+/g)) {
      counted.words += 1;
      // A compound may wrap after a hyphen that a word follows, like any text ("socio-|economic",
      // "15-|working-|day"); a number, date, amount, code or e-mail is one piece.
      const pieces = match[0].split(/(?<=-)(?=\p{L})/u);
      let offset = match.index;
      for (const piece of pieces) {
        const start = offset;
        offset += piece.length;
        range.setStart(node, start);
        range.setEnd(node, start + piece.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0.5);
        // Printed past the edge of its card or button, or of the screen (its part visible in a strip
        // that scrolls sideways ends at the strip's edge and counts as inside).
        for (const rect of rects) {
          const box = visiblePart(rect, parent);
          if (!box || (box.right <= surfaceRight + 1 && box.left >= surfaceLeft - 1)) continue;
          const key = `out ${describe(parent)}`;
          if (!broken.has(key))
            problems.push(
              `"${piece}" runs out of ${surface === document.body ? 'the screen' : describe(surface)} in ${describe(parent)}: ` +
                `${Math.round(box.left)}–${Math.round(box.right)} px in ${Math.round(surfaceLeft)}–${Math.round(surfaceRight)}`,
            );
          broken.add(key);
        }
        if (!rects.some((a, i) => rects.slice(i + 1).some((b) => vertical(a, b)))) continue;
        // A word, e-mail, URL or long reference wider than the whole line cannot stay whole: it may wrap
        // (overflow-wrap) rather than run off the screen. Never an amount or a date: those must fit. An
        // e-mail is measured against the widest line it could have (a value squeezed beside its label
        // would fit under it).
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        const room = EMAIL.test(piece) ? widestLine(parent) : lineWidth(parent);
        if (!/[$₹]|\d{4}-\d{2}-\d{2}/.test(piece) && width > room - 1) continue;
        const key = `${piece} in ${describe(parent)}`;
        if (!broken.has(key)) problems.push(`"${piece}" is broken over lines in ${describe(parent)}`);
        broken.add(key);
      }
    }
    range.selectNodeContents(node);
    const layer = layerOf(parent);
    for (const rect of range.getClientRects()) {
      if (rect.width < 1 || rect.height < 1) continue;
      const box = visiblePart(rect, parent);
      if (box) lines.push({ box, element: parent, layer });
    }
  }
  counted.lines = lines.length;
  const overprinted = new Set<string>();
  for (let i = 0; i < lines.length; i += 1)
    for (let j = i + 1; j < lines.length; j += 1) {
      const a = lines[i]!;
      const b = lines[j]!;
      if (a.element === b.element || a.layer !== b.layer) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      // Line boxes of neighbouring lines may touch; printed over each other means a real share of a line.
      const lineHeight = Math.min(a.box.bottom - a.box.top, b.box.bottom - b.box.top);
      if (width > 2 && height > lineHeight * 0.25) {
        const key = `${describe(a.element)} / ${describe(b.element)}`;
        if (!overprinted.has(key))
          problems.push(`text over text: ${key} (${Math.round(width)}×${Math.round(height)} px)`);
        overprinted.add(key);
      }
    }

  // 4. Controls: visible, not covered, at least minTarget × minTarget.
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], ' +
    '[role="radio"], [role="checkbox"], [role="switch"], [role="link"], [tabindex]:not([tabindex="-1"])';
  /** An inline link inside running text (WCAG 2.5.8's inline exception): its block has other words too. */
  const inlineInProse = (element: Element) => {
    if (element.tagName !== 'A' || style(element).display !== 'inline') return false;
    let block = element.parentElement;
    while (block && style(block).display.startsWith('inline')) block = block.parentElement;
    if (!block) return false;
    const own = (element.textContent ?? '').replace(/\s+/g, '');
    const around = (block.textContent ?? '').replace(/\s+/g, '');
    // Words of the sentence around the link, not only punctuation.
    return /[\p{L}\p{N}]{2,}/u.test(around.replace(own, ''));
  };
  /** The element a tap lands on for this control: the label wrapping (or naming) a radio or checkbox. */
  const target = (element: Element): Element => {
    if (element instanceof HTMLInputElement && ['radio', 'checkbox'].includes(element.type)) {
      const label = element.closest('label') ?? element.labels?.[0];
      if (label) return label;
    }
    return element;
  };
  /**
   * Folded away in a closed <details> (anything but its <summary>): not rendered until the borrower opens
   * the disclosure, so not a control on screen. Page states open the disclosures (page-states.ts) and
   * their contents are measured there. Engines differ on what the box of such an element reports
   * (Chromium keeps a box under content-visibility), so it is decided from the DOM.
   */
  const folded = (element: Element) => {
    for (let node = element.parentElement; node; node = node.parentElement) {
      if (!(node instanceof HTMLDetailsElement) || node.open) continue;
      const summary = node.querySelector(':scope > summary');
      if (!summary?.contains(element)) return true;
    }
    return false;
  };
  const seen = new Set<Element>();
  const scrollTop = window.scrollY;
  for (const control of scope.querySelectorAll(CONTROLS)) {
    if (!inScope(control) || control.closest('[aria-hidden="true"], [inert]')) continue;
    const tap = target(control);
    if (seen.has(tap) || folded(tap)) continue;
    seen.add(tap);
    // Screen-reader-only inputs are reached through their (measured) label.
    if (tap === control && screenReaderOnly(control)) continue;
    let rect = tap.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue; // not rendered (display: none)
    // A skip link waits above the page and comes into view on focus: measured focused.
    if (rect.bottom + window.scrollY <= 0 && tap instanceof HTMLElement) {
      tap.focus({ preventScroll: true });
      rect = tap.getBoundingClientRect();
    }
    counted.controls += 1;
    if (!shown(tap)) {
      problems.push(`${describe(tap)} is rendered but not visible`);
      continue;
    }
    if ((rect.width < minTarget - 0.5 || rect.height < minTarget - 0.5) && !inlineInProse(tap))
      problems.push(
        `${describe(tap)} is ${Math.round(rect.width)}×${Math.round(rect.height)} px, under ${minTarget}×${minTarget}`,
      );
    // Reachable: brought into view, the tap on its middle lands on it.
    tap.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    const at = tap.getBoundingClientRect();
    const x = Math.min(Math.max(at.left + at.width / 2, 0), viewportWidth - 1);
    const y = Math.min(Math.max(at.top + at.height / 2, 0), viewportHeight - 1);
    const hit = document.elementFromPoint(x, y);
    const lands =
      hit &&
      (tap.contains(hit) ||
        hit.contains(tap) ||
        (hit instanceof HTMLLabelElement && hit.control === control) ||
        (control instanceof HTMLInputElement &&
          [...(control.labels ?? [])].some((label) => label.contains(hit))));
    // An open menu (the target of an expanded disclosure button) is drawn over the page until closed.
    const overMenu =
      hit &&
      [...document.querySelectorAll('[aria-expanded="true"][aria-controls]')].some((button) =>
        document.getElementById(button.getAttribute('aria-controls') ?? '')?.contains(hit),
      );
    if (!lands && !overMenu)
      problems.push(`${describe(tap)} is covered by ${hit ? describe(hit) : 'nothing on screen'}`);
  }
  (document.activeElement as HTMLElement | null)?.blur();

  // 5. No text cut off with "…" or after a number of lines: every word a borrower may need is on screen.
  for (const element of scope.querySelectorAll('*')) {
    if (!shown(element) || !element.textContent?.trim()) continue;
    const computed = style(element);
    const clamp = computed.getPropertyValue('-webkit-line-clamp');
    const cutSideways = computed.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1;
    const cutBelow = clamp !== '' && clamp !== 'none' && element.scrollHeight > element.clientHeight + 1;
    if (cutSideways || cutBelow)
      problems.push(
        `${describe(element)} is cut off with "…" (${cutSideways ? 'text-overflow' : 'line-clamp'})`,
      );
  }

  // 6. A control that floats over the page (fixed, outside any dialog, like the service button) covers no
  //    text, wherever it is dragged (up and down the screen) and wherever the page is scrolled: no line of
  //    text reaches into the column it moves in. The page keeps that column free beside its content.
  const floating = [...scope.querySelectorAll('a[href], button')].filter(
    (control) => shown(control) && style(control).position === 'fixed' && !control.closest('dialog'),
  );
  if (floating.length > 0) {
    const textWalker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
    const covered = new Set<string>();
    for (let node = textWalker.nextNode() as Text | null; node; node = textWalker.nextNode() as Text | null) {
      const parent = node.parentElement;
      if (!parent || !node.data.trim() || !shown(parent)) continue;
      if (floating.some((control) => control.contains(parent))) continue;
      // Text that is itself fixed on the screen (a toast) comes and goes over the page.
      const layer = layerOf(parent);
      if (layer && style(layer).position === 'fixed') continue;
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.width < 1 || rect.height < 1) continue;
        const box = visiblePart(rect, parent);
        if (!box) continue;
        for (const control of floating) {
          const column = control.getBoundingClientRect();
          const width = Math.min(box.right, column.right) - Math.max(box.left, column.left);
          const key = `${describe(control)} ${describe(parent)}`;
          if (width > 1 && !covered.has(key)) {
            covered.add(key);
            problems.push(
              `${describe(control)} can cover "${node.data.trim().slice(0, 30)}" in ${describe(parent)}: ` +
                `text at ${Math.round(box.left)}–${Math.round(box.right)} px, the button at ` +
                `${Math.round(column.left)}–${Math.round(column.right)} px`,
            );
          }
        }
      }
    }
  }

  window.scrollTo({ top: scrollTop, left: 0, behavior: 'instant' });
  return { problems, counted };
}

/**
 * A code (CodeGroups: a reference, an account number, a CLABE, a UPI ID) wraps only between the groups a
 * borrower reads it in: at a space or <wbr> the page put between them (where its text nodes meet), after a
 * dot, hyphen, underscore or slash, or before its "@"; never inside a run like "cashloan.3638|59@icici",
 * unless that run alone is wider than the whole line. Groups that meet letter to letter or digit to digit
 * ("4471" "9022") are printed apart (at least 0.15em) where they share a line, as a bank app prints them, so
 * a line that ends between two reads as a group ending. One line per code broken inside a group, and per
 * code whose groups run together.
 */
export function codeBreakProblems(): string[] {
  const problems: string[] = [];
  const style = (element: Element) => getComputedStyle(element);
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions) &&
    element.getBoundingClientRect().width > 1 &&
    !element.closest('[aria-hidden="true"], [inert], .visually-hidden');
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}${[...element.classList]
      .slice(0, 2)
      .map((name) => `.${name}`)
      .join('')}>`;
  /** The width a line of the code can have: its nearest block container's content box. */
  const lineWidth = (element: Element) => {
    let block: Element = element;
    while (block.parentElement && style(block).display.startsWith('inline')) block = block.parentElement;
    const computed = style(block);
    return block.clientWidth - parseFloat(computed.paddingLeft) - parseFloat(computed.paddingRight);
  };
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
  const scope: Element = modals.at(-1) ?? document.body;
  const SEPARATOR = /[\s._/@-]/;
  const range = document.createRange();
  for (const code of scope.querySelectorAll('.code-groups')) {
    if (!shown(code)) continue;
    const width = lineWidth(code);
    const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
      const text = node.data;
      let previous: DOMRect | null = null;
      for (let index = 0; index < text.length; index += 1) {
        range.setStart(node, index);
        range.setEnd(node, index + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width === 0 && rect.height === 0) continue;
        const newLine = previous !== null && rect.top > previous.top + previous.height / 2;
        previous = rect;
        // A new line may start after a separator or at an "@" (or a space).
        if (!newLine || /[\s._/-]/.test(text[index - 1]!) || /[\s@]/.test(text[index]!)) continue;
        let start = index;
        while (start > 0 && !SEPARATOR.test(text[start - 1]!)) start -= 1;
        let end = index;
        while (end < text.length && !SEPARATOR.test(text[end]!)) end += 1;
        range.setStart(node, start);
        range.setEnd(node, end);
        const runWidth = [...range.getClientRects()].reduce((sum, part) => sum + part.width, 0);
        if (runWidth > width - 1) continue;
        problems.push(
          `the code "${(code.textContent ?? '').trim()}" breaks inside "${text.slice(start, index)}|${text.slice(index, end)}" in ${describe(code)}`,
        );
      }
    }
    // Groups that meet inside a run ("4471" "9022") are set apart where they share a line, as a bank app
    // prints them: printed together, a line that ends between them ("447190221936" / "3489") reads as a
    // number cut anywhere.
    const groups: Text[] = [];
    const all = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
    for (let node = all.nextNode() as Text | null; node; node = all.nextNode() as Text | null)
      if (node.data.trim()) groups.push(node);
    const em = parseFloat(style(code).fontSize);
    for (let index = 1; index < groups.length; index += 1) {
      const before = groups[index - 1]!;
      const after = groups[index]!;
      const last = before.data.trimEnd();
      const first = after.data.trimStart();
      if (!/[\p{L}\p{N}]$/u.test(last) || !/^[\p{L}\p{N}]/u.test(first)) continue;
      range.setStart(before, last.length - 1);
      range.setEnd(before, last.length);
      const end = range.getBoundingClientRect();
      const lead = after.data.length - first.length;
      range.setStart(after, lead);
      range.setEnd(after, lead + 1);
      const start = range.getBoundingClientRect();
      if (Math.abs(start.top - end.top) > end.height / 2 || start.left - end.right >= em * 0.15) continue;
      problems.push(
        `the code "${(code.textContent ?? '').trim()}" runs its groups together ("${last}|${first}", ${(start.left - end.right).toFixed(1)} px apart) in ${describe(code)}`,
      );
      break;
    }
  }
  return problems;
}

/**
 * An amount is never printed smaller than its label, at any text size the borrower picks: a label-value row
 * (a `dt` and the `dd` right after it) whose value is an amount, and a headline amount fitted to its line
 * (`.fit-line`, FitLine) under the label just before it. The element that prints the amount (the first
 * whose own text holds a currency sign and a digit) has a computed font size at least its label's. One line
 * per amount that is smaller.
 */
export function amountLabelProblems(): string[] {
  const problems: string[] = [];
  const AMOUNT = /[$₹]\s?\d/;
  const size = (element: Element) => parseFloat(getComputedStyle(element).fontSize);
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions) &&
    element.getBoundingClientRect().width > 1 &&
    !element.closest('[aria-hidden="true"], [inert], .visually-hidden');
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    return `<${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}> "${text}"`;
  };
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
  const scope: Element = modals.at(-1) ?? document.body;
  const pairs: [Element, Element][] = [];
  for (const value of scope.querySelectorAll('dt + dd')) pairs.push([value.previousElementSibling!, value]);
  for (const line of scope.querySelectorAll('.fit-line'))
    if (line.previousElementSibling) pairs.push([line.previousElementSibling, line]);
  for (const [label, value] of pairs) {
    if (!shown(label) || !shown(value) || !(label.textContent ?? '').trim()) continue;
    const walker = document.createTreeWalker(value, NodeFilter.SHOW_TEXT);
    let amount: Element | null = null;
    for (let node = walker.nextNode(); node && !amount; node = walker.nextNode())
      if (AMOUNT.test(node.textContent ?? '') && node.parentElement && shown(node.parentElement))
        amount = node.parentElement;
    if (!amount) continue;
    const labelSize = size(label);
    const amountSize = size(amount);
    if (amountSize < labelSize - 0.5)
      problems.push(
        `${describe(amount)} is ${amountSize.toFixed(1)} px, smaller than its label ${describe(label)} at ${labelSize.toFixed(1)} px`,
      );
  }
  return problems;
}

/**
 * WCAG 1.4.11 for the controls on screen: a control told apart by its border (secondary buttons, inputs,
 * chips, tabs, radio cards) has that border at 3:1 against the colour behind it; a control told apart by
 * its fill needs no border; a text-only control (a link, a text button) needs neither. With `focus`, each
 * control is also focused (after one real Tab, so `:focus-visible` applies) and its focus ring measured.
 */
export function contrastProblems(focus: boolean): string[] {
  const problems: string[] = [];
  type Rgba = [number, number, number, number];
  const parse = (value: string): Rgba | null => {
    const match = value.match(/rgba?\(([^)]+)\)/);
    if (!match) return null;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const alpha = top[3];
    return [
      top[0] * alpha + bottom[0] * (1 - alpha),
      top[1] * alpha + bottom[1] * (1 - alpha),
      top[2] * alpha + bottom[2] * (1 - alpha),
      1,
    ];
  };
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255;
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  };
  const ratio = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (light! + 0.05) / (dark! + 0.05);
  };
  const hex = ([r, g, b]: Rgba) =>
    `#${[r, g, b].map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
  /** The colour behind an element: its ancestors' backgrounds composed down to white. */
  const behind = (element: Element): Rgba => {
    const layers: Rgba[] = [];
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor);
      if (colour && colour[3] > 0) {
        layers.push(colour);
        if (colour[3] >= 1) break;
      }
      // A modal dialog sits on its backdrop, in the top layer: what is behind it is its own background.
      if (node instanceof HTMLDialogElement && node.matches(':modal')) break;
    }
    return layers.reduceRight<Rgba>((below, layer) => over(layer, below), [255, 255, 255, 1]);
  };
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
    return `<${element.tagName.toLowerCase()}${element.classList[0] ? `.${element.classList[0]}` : ''}> "${element.getAttribute('aria-label') ?? text}"`;
  };
  const shown = (element: Element) =>
    element.checkVisibility({ opacityProperty: true, visibilityProperty: true } as CheckVisibilityOptions) &&
    element.getBoundingClientRect().width > 1 &&
    !element.closest('[aria-hidden="true"], [inert], .visually-hidden');
  const modals = [...document.querySelectorAll('dialog')].filter((dialog) => dialog.matches(':modal'));
  const scope: Element = modals.at(-1) ?? document.body;
  const CONTROLS =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="tab"], [role="radio"], ' +
    'label:has(input[type="radio"], input[type="checkbox"])';
  const controls = [...scope.querySelectorAll(CONTROLS)].filter(shown);
  for (const control of controls) {
    if ((control as HTMLButtonElement).disabled || control.getAttribute('aria-disabled') === 'true') continue;
    const computed = getComputedStyle(control);
    // Radios and checkboxes the browser draws keep its own (contrasting) rendering.
    if (
      control instanceof HTMLInputElement &&
      computed.appearance !== 'none' &&
      ['radio', 'checkbox'].includes(control.type)
    )
      continue;
    const back = behind(control);
    const fill = over(parse(computed.backgroundColor) ?? [0, 0, 0, 0], back);
    if (ratio(fill, back) >= 3) continue; // told apart by its fill
    const sides = (['Top', 'Right', 'Bottom', 'Left'] as const).filter(
      (side) =>
        parseFloat(computed.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1 &&
        computed.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        (parse(computed.getPropertyValue(`border-${side.toLowerCase()}-color`))?.[3] ?? 0) > 0,
    );
    const field = control.matches('input, select, textarea');
    // A lone rule between list rows is a divider, not the control's boundary: a boundary is a box (or,
    // for a field, an underline).
    if (!field && sides.length < 3) continue;
    if (!sides.length) {
      if (field)
        problems.push(
          `${describe(control)} has no visible boundary (no border, fill ${hex(fill)} on ${hex(back)})`,
        );
      continue;
    }
    for (const side of sides) {
      const colour = over(parse(computed.getPropertyValue(`border-${side.toLowerCase()}-color`))!, back);
      const value = ratio(colour, back);
      if (value < 3) {
        problems.push(
          `${describe(control)} border ${hex(colour)} on ${hex(back)} is ${value.toFixed(2)}:1, under 3:1`,
        );
        break;
      }
    }
  }
  if (focus) {
    const before = document.activeElement as HTMLElement | null;
    const scrollTop = window.scrollY;
    for (const control of controls) {
      const element = control.matches('label') ? control.querySelector('input') : control;
      if (!(element instanceof HTMLElement) || (element as HTMLButtonElement).disabled) continue;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      // The ring may be drawn on the element or, for a hidden radio, on its label.
      const drawn = [element, element.closest('label')].filter((node): node is HTMLElement => !!node);
      const ringed = drawn.find((node) => {
        const computed = getComputedStyle(node);
        return computed.outlineStyle !== 'none' && parseFloat(computed.outlineWidth) >= 2;
      });
      if (!ringed) {
        const shadow = drawn.some((node) => getComputedStyle(node).boxShadow !== 'none');
        if (!shadow) problems.push(`${describe(control)} shows no focus ring`);
        continue;
      }
      const ring = getComputedStyle(ringed);
      const back = behind(ringed);
      const colour = over(parse(ring.outlineColor) ?? [0, 0, 0, 1], back);
      const value = ratio(colour, back);
      if (value < 3)
        problems.push(
          `${describe(control)} focus ring ${hex(colour)} on ${hex(back)} is ${value.toFixed(2)}:1, under 3:1`,
        );
    }
    before?.focus({ preventScroll: true });
    window.scrollTo({ top: scrollTop, left: 0, behavior: 'instant' });
  }
  return problems;
}
