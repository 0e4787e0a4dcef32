import { useEffect, useRef, type RefObject } from 'react';
import type { PrerenderHandoff } from '@/lib/inline-contract';
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

let hydrated: Handoff | undefined;

/**
 * The app takes #root over: from now on the inline script places nothing more and holds no more taps.
 * Returns whether #root holds the rendering of the page about to render, in the session's language, to be
 * hydrated rather than rendered again (a link followed before the app arrived means a fresh render).
 */
export function takeOver(container: HTMLElement, expectedKey: string | undefined): boolean {
  const handoff = readHandoff();
  if (handoff) handoff.done = true;
  const hydrate = !!handoff && container.getAttribute('data-prerendered') === expectedKey;
  // React renders over a rendering of another page: it is no longer what #root holds.
  if (!hydrate) container.removeAttribute('data-prerendered');
  hydrated = hydrate ? handoff : undefined;
  return hydrate;
}

/**
 * Called by the page once it is on screen: on a hydrated page, the taps and submits made while it was
 * HTML only are replayed, in order, after the effects of the first render have applied their updates
 * (a field typed into before hydration is taken into the page's state by the page itself).
 */
export function pageShown(): void {
  const held = hydrated?.held;
  hydrated = undefined;
  if (!Array.isArray(held)) return;
  setTimeout(() => {
    for (const target of held.splice(0)) {
      if (!(target instanceof HTMLElement) || !target.isConnected) continue;
      if (target instanceof HTMLFormElement) target.requestSubmit();
      else target.click();
    }
  }, 0);
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/**
 * A field of a prerendered form the visitor typed into (or ticked) before the app arrived: hydration
 * keeps what the field shows, while the page's state still holds what the build rendered. Once the page is
 * on screen, `take` receives the field's value, so the state is what the visitor sees.
 */
export function useTypedBeforeHydration(
  ref: RefObject<Field | null>,
  take: (value: string | boolean) => void,
): void {
  const taken = useRef(take);
  useEffect(() => {
    const field = ref.current;
    if (!field) return;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      if (field.checked !== field.defaultChecked) taken.current(field.checked);
    } else if (field.value !== field.defaultValue) taken.current(field.value);
  }, [ref]);
}
