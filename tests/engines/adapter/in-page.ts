/**
 * The part of the adapter that runs inside the page (bundled to one script and injected by the driver):
 * finds elements the way Playwright's locators do (role and accessible name, label, text, CSS) and reads
 * what the assertions compare. Roles and names come from dom-accessibility-api, the engine testing-library
 * uses.
 */
import { computeAccessibleName, getRole, isInaccessible } from 'dom-accessibility-api';
import type { Check, CheckResult, Step, TextMatch } from './steps';

const normalize = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

/** Playwright's rules: a string matches case-insensitively as a part, or whole with `exact`; a RegExp tests. */
function matches(match: TextMatch, value: string): boolean {
  const text = normalize(value);
  if ('source' in match) return new RegExp(match.source, match.flags).test(text);
  return match.exact
    ? text === normalize(match.text)
    : text.toLowerCase().includes(normalize(match.text).toLowerCase());
}

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD']);

function textOf(element: Element): string {
  if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type))
    return element.value;
  let text = '';
  for (const node of Array.from(element.childNodes)) {
    if (node.nodeType === Node.TEXT_NODE) text += node.textContent ?? '';
    else if (node instanceof Element && !SKIPPED.has(node.tagName)) text += textOf(node);
  }
  return text;
}

function descendants(roots: ParentNode[]): Element[] {
  const seen = new Set<Element>();
  for (const root of roots) for (const element of Array.from(root.querySelectorAll('*'))) seen.add(element);
  return [...seen];
}

function headingLevel(element: Element): number | undefined {
  const aria = Number(element.getAttribute('aria-level'));
  if (aria > 0) return aria;
  const tag = /^H([1-6])$/.exec(element.tagName);
  return tag ? Number(tag[1]) : undefined;
}

function isChecked(element: Element): boolean {
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio'))
    return element.checked;
  return element.getAttribute('aria-checked') === 'true';
}

function labelsOf(element: Element): string[] {
  const texts: string[] = [];
  const labels = (element as HTMLInputElement).labels;
  if (labels) for (const label of Array.from(labels)) texts.push(textOf(label));
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy)
    for (const id of labelledBy.split(/\s+/)) {
      const source = document.getElementById(id);
      if (source) texts.push(textOf(source));
    }
  const label = element.getAttribute('aria-label');
  if (label) texts.push(label);
  return texts;
}

function apply(elements: ParentNode[], step: Step): Element[] {
  switch (step.kind) {
    case 'css':
      return descendants(elements).filter((element) => element.matches(step.selector));
    case 'role':
      return descendants(elements).filter(
        (element) =>
          getRole(element) === step.role &&
          (step.includeHidden || !isInaccessible(element)) &&
          (step.level === undefined || headingLevel(element) === step.level) &&
          (step.checked === undefined || isChecked(element) === step.checked) &&
          (step.name === undefined || matches(step.name, computeAccessibleName(element))),
      );
    case 'text': {
      const found = descendants(elements).filter(
        (element) => !SKIPPED.has(element.tagName) && matches(step.match, textOf(element)),
      );
      // The innermost element that holds the text, as Playwright picks it.
      return found.filter((element) => !found.some((other) => other !== element && element.contains(other)));
    }
    case 'label':
      return descendants(elements).filter((element) =>
        labelsOf(element).some((label) => matches(step.match, label)),
      );
    case 'filter':
      return (elements as Element[]).filter(
        (element) =>
          (step.hasText === undefined || matches(step.hasText, textOf(element))) &&
          (step.hasNotText === undefined || !matches(step.hasNotText, textOf(element))),
      );
    case 'nth': {
      const element = step.index < 0 ? elements[elements.length + step.index] : elements[step.index];
      return element ? [element as Element] : [];
    }
  }
}

export function query(steps: Step[]): Element[] {
  return steps.reduce<ParentNode[]>((elements, step) => apply(elements, step), [document]) as Element[];
}

/** Exactly one element, or an error naming how many there were (Playwright's strictness). */
export function one(steps: Step[]): Element {
  const found = query(steps);
  if (found.length !== 1) throw new Error(`${found.length} elements match`);
  return found[0]!;
}

/** Playwright's visibility: a non-empty box and not `visibility: hidden`. */
export function isVisible(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible';
}

function isEnabled(element: Element): boolean {
  return !element.matches(':disabled') && !element.closest('[aria-disabled="true"]');
}

function valueOf(element: Element): string | undefined {
  return element instanceof HTMLInputElement ||
    element instanceof HTMLTextAreaElement ||
    element instanceof HTMLSelectElement
    ? element.value
    : undefined;
}

/** What an assertion sees now: whether it holds, and what was there (for the failure message). */
export function check(steps: Step[], what: Check): CheckResult {
  const found = query(steps);
  const single = () => {
    if (found.length > 1) return { error: `strict mode violation: ${found.length} elements match` };
    return found[0];
  };
  switch (what.kind) {
    case 'count':
      return { pass: found.length === what.count, received: String(found.length) };
    case 'attached':
      return { pass: found.length > 0, received: `${found.length} element(s)` };
    case 'texts': {
      const texts = found.map((element) => normalize(textOf(element)));
      const pass =
        texts.length === what.expected.length &&
        texts.every((text, index) => {
          const expected = what.expected[index]!;
          return 'source' in expected ? matches(expected, text) : text === normalize(expected.text);
        });
      return { pass, received: JSON.stringify(texts) };
    }
  }
  const element = single();
  if (element && 'error' in element) return { pass: false, received: element.error };
  switch (what.kind) {
    case 'visible':
      return {
        pass: element !== undefined && isVisible(element),
        received: element ? (isVisible(element) ? 'visible' : 'hidden') : 'no element',
      };
    case 'hidden':
      return {
        pass: element === undefined || !isVisible(element),
        received: element ? (isVisible(element) ? 'visible' : 'hidden') : 'no element',
      };
  }
  if (!element) return { pass: false, received: 'no element' };
  switch (what.kind) {
    case 'text': {
      const text = normalize(textOf(element));
      const pass =
        'source' in what.expected
          ? matches(what.expected, text)
          : what.contains
            ? text.includes(normalize(what.expected.text))
            : text === normalize(what.expected.text);
      return { pass, received: JSON.stringify(text) };
    }
    case 'attribute': {
      const value = element.getAttribute(what.name);
      const pass =
        what.value === undefined
          ? value !== null
          : value !== null &&
            ('source' in what.value ? matches(what.value, value) : value === what.value.text);
      return { pass, received: JSON.stringify(value) };
    }
    case 'checked':
      return { pass: isChecked(element), received: isChecked(element) ? 'checked' : 'unchecked' };
    case 'enabled':
      return { pass: isEnabled(element), received: isEnabled(element) ? 'enabled' : 'disabled' };
    case 'focused': {
      const focused = element === document.activeElement;
      return {
        pass: focused,
        received: focused ? 'focused' : `focus on ${describe(document.activeElement)}`,
      };
    }
    case 'value':
      return { pass: valueOf(element) === what.value, received: JSON.stringify(valueOf(element)) };
    case 'empty': {
      const value = valueOf(element);
      const empty = value !== undefined ? value === '' : normalize(textOf(element)) === '';
      return { pass: empty, received: JSON.stringify(value ?? normalize(textOf(element))) };
    }
    case 'inViewport': {
      const box = element.getBoundingClientRect();
      const inside =
        box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
      return { pass: inside, received: JSON.stringify({ x: box.x, y: box.y, width: box.width }) };
    }
  }
}

function describe(element: Element | null): string {
  if (!element) return 'nothing';
  const name = computeAccessibleName(element);
  return `<${element.tagName.toLowerCase()}>${name ? ` "${name}"` : ''}`;
}

/** Brings the one element into view and says where its middle is, for pointer actions. */
export function point(steps: Step[]): { x: number; y: number; visible: boolean; enabled: boolean } {
  const element = one(steps);
  element.scrollIntoView({ block: 'center', inline: 'center' });
  const box = element.getBoundingClientRect();
  return {
    x: box.x + box.width / 2,
    y: box.y + box.height / 2,
    visible: isVisible(element),
    enabled: isEnabled(element),
  };
}

export const engine = {
  query,
  one,
  count: (steps: Step[]) => query(steps).length,
  check,
  point,
  isVisible,
  textOf: (element: Element) => normalize(textOf(element)),
};

declare global {
  interface Window {
    __engine?: typeof engine;
  }
}

window.__engine = engine;
