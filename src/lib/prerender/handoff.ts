import type { PrerenderHandoff } from '@/boot/inline/contract';
import { normalizeRoutePath } from '@/lib/router/route-def';
import type { Locale } from '@/lib/session';

/**
 * What index.html's inline scripts (src/boot/inline) leave for the app: the key of the rendering they asked
 * for, and the taps and submits that waited for the app. They are ours, but they are outside input all the
 * same: read with care (every field is checked where it is used).
 */
type Handoff = Pick<PrerenderHandoff, 'key' | 'done'> & { fetched?: unknown; held?: unknown };

function readHandoff(): Handoff | undefined {
  const value = typeof window === 'undefined' ? undefined : window.__prerender;
  return value && typeof value === 'object' && typeof (value as Handoff).key === 'string'
    ? (value as Handoff)
    : undefined;
}

/** A rendering's key, as the inline script makes it: `/about|es`. */
export function prerenderKey(pathname: string, locale: Locale): string {
  return `${normalizeRoutePath(pathname)}|${locale}`;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

/** Sets a field's value the way typing does, so React's change tracking sees it and calls onChange. */
function typeInto(field: TextField, value: string): void {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A box ticked in the HTML before it was hydrated: the browser toggled it, React's state
 * still has the rendered one, and its next render would untick it under the visitor's finger. React reads a
 * box's change from a click, comparing `checked` with what it saw at hydration (the ticked one): so, as for
 * typing, first back to the rendered state, then the visitor's, each followed by a click event that is not
 * a mouse click (the browser does not toggle the box again for it).
 */
function keepTicked(box: HTMLInputElement): void {
  if (box.checked === box.defaultChecked) return;
  const { checked } = box;
  const setChecked = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'checked')?.set;
  for (const value of [box.defaultChecked, checked]) {
    setChecked?.call(box, value);
    box.dispatchEvent(new Event('click', { bubbles: true }));
  }
}

/**
 * What the visitor typed into the HTML before it was hydrated is in the fields, but not in React's state:
 * hydration keeps a field's text, and the next render would put the state's back. Such a field still has
 * its rendered value as its default (a field React has seen typing into has it synced). Telling React as
 * typing would: first back to the rendered value (React took the typed one as its starting point), then the
 * typed one, keeping the caret where it was.
 */
function keepTyped(container: HTMLElement): void {
  for (const field of container.querySelectorAll<TextField>('input, textarea')) {
    if (field instanceof HTMLInputElement && field.type === 'checkbox') {
      keepTicked(field);
      continue;
    }
    // A radio's choice moves its group's others: no prerendered page has radios yet.
    if (field.value === field.defaultValue || field.type === 'radio') continue;
    const { value, selectionStart, selectionEnd } = field;
    typeInto(field, field.defaultValue);
    typeInto(field, value);
    try {
      if (document.activeElement === field) field.setSelectionRange(selectionStart, selectionEnd);
    } catch {
      // A field type without a caret.
    }
  }
}

/** Replays, on the hydrated page, what the visitor tapped or submitted while it was HTML only. */
function replay(held: unknown): void {
  if (!Array.isArray(held)) return;
  for (const target of held.splice(0)) {
    if (!(target instanceof HTMLElement) || !target.isConnected) continue;
    if (target instanceof HTMLFormElement) target.requestSubmit();
    else target.click();
  }
}

/**
 * The rendering is fetched from the first line of the HTML, so it is nearly always in before the app; when
 * it is not (a busy phone, a service worker starting up), the app waits for it a little rather than render
 * the page a second time, but never longer than `maxWaitMs`.
 */
export async function renderingArrived(container: HTMLElement, maxWaitMs = 1000): Promise<void> {
  const pending = readHandoff()?.fetched;
  if (container.hasAttribute('data-prerendered') || !(pending instanceof Promise)) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    pending.catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, maxWaitMs))),
  ]);
  clearTimeout(timer);
}

export interface Takeover {
  /** #root holds the rendering of the page about to render: hydrate it rather than render again. */
  hydrate: boolean;
  /** Once hydrated: what was typed, then the held taps and submits, in order. */
  replay: () => void;
}

/**
 * The app takes #root over: from now on the inline script places nothing more and holds no more taps. The
 * rendering is hydrated only if it is the page the router is about to show, in the session's language: a
 * link followed before the app arrived, or a rendering still on its way, means a fresh render instead.
 */
export function takeOver(container: HTMLElement, expectedKey: string): Takeover {
  const handoff = readHandoff();
  if (handoff) handoff.done = true;
  const hydrate = !!handoff && container.getAttribute('data-prerendered') === expectedKey;
  // React renders over a rendering of another page: it is no longer what #root holds.
  if (!hydrate) container.removeAttribute('data-prerendered');
  return {
    hydrate,
    replay: () => {
      if (!hydrate) return;
      keepTyped(container);
      // React applies what the fields' change events set before the taps run their handlers.
      setTimeout(() => replay(handoff.held), 0);
    },
  };
}
