/**
 * Right after `<div id="root">`: puts the route's prerendered HTML into #root as soon as it is there (at once
 * when inline; when the fetch answers otherwise), unless the app has already taken over, and marks #root with
 * the rendering's key. Until the app hydrates it, a tap on one of its buttons or a form's submit does nothing
 * but wait in `held`: the app replays them once they can work (a native submit would even leave the page).
 * Links keep working natively; the app then renders their page.
 */
import type { PrerenderHandoff } from '../../lib/inline-contract';

try {
  const handoff = window.__prerender as PrerenderHandoff | undefined;
  const root = document.getElementById('root');
  if (handoff && root) {
    const held: Element[] = (handoff.held = []);
    const place = (html: string) => {
      if (html && !handoff.done && !root.firstChild) {
        root.innerHTML = html;
        root.setAttribute('data-prerendered', handoff.key);
      }
    };
    if (handoff.html != null) place(handoff.html);
    // The handoff is read as outside input: a rendering that fails is simply not placed.
    else if (handoff.fetched) handoff.fetched.then(place).catch(() => undefined);
    const hold = (event: Event) => {
      const target = event.target as Element | null;
      const control = event.type === 'submit' ? target : target?.closest?.('button');
      if (handoff.done || !control || !root.hasAttribute('data-prerendered') || !root.contains(control))
        return;
      event.preventDefault();
      event.stopPropagation();
      if (!held.includes(control)) held.push(control);
    };
    document.addEventListener('click', hold, true);
    document.addEventListener('submit', hold, true);
  }
} catch {
  // The app renders the page itself when nothing was placed.
}
