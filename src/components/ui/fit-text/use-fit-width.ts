import { useLayoutEffect, useRef } from 'react';
import { FIT_WRAP, fitScale } from './fit-scale';

/**
 * One line that must stay whole and stay on the screen: a headline amount. With the phone's text made
 * large (Android's font size scales a webview's every font size, up to twice), "$3,000.00" at 32 px no
 * longer fits a 360 px screen, and an amount must not break over lines. The element's font size is
 * `calc(<size> * max(var(--fit-floor), var(--fit, 1)))` in its stylesheet, in em like its label's; this sets
 * `--fit` below 1 just enough for the line to fit its box, and back to 1 when there is room again. Never
 * below `--fit-floor`, the label's size over the amount's (declared beside the font size): an amount is
 * never smaller than its label. A line too wide even at its floor wraps (FIT_WRAP) instead. Measured
 * before paint and on every size change (a bigger font changes the height), so nothing is seen at the
 * wrong size and nothing moves later.
 */
export function useFitWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const fit = () => {
      // Measured on one line: a line wrapped at its floor is unwrapped to see whether it now fits.
      const wrapped = element.hasAttribute(FIT_WRAP);
      if (wrapped) element.removeAttribute(FIT_WRAP);
      const floor = Number(getComputedStyle(element).getPropertyValue('--fit-floor')) || 0;
      const current = Math.max(floor, Number(element.style.getPropertyValue('--fit') || 1));
      const available = element.clientWidth;
      const needed = element.scrollWidth;
      if (!available || !needed) {
        if (wrapped) element.setAttribute(FIT_WRAP, '');
        return;
      }
      const next = fitScale({ scale: current, available, needed, floor });
      if (next.wrap) element.setAttribute(FIT_WRAP, '');
      if (Math.abs(next.scale - current) < 0.002) return;
      if (next.scale >= 1) element.style.removeProperty('--fit');
      else element.style.setProperty('--fit', String(next.scale));
    };
    fit();
    if (typeof ResizeObserver === 'undefined') return;
    // A new font size changes the element's own size: fitted inside the observer's callback, that change
    // is a notification the same frame cannot deliver, which Gecko reports as a page error ("ResizeObserver
    // loop completed with undelivered notifications"). So a later change (the phone turned, a new font size) is
    // fitted in the next frame; the first fit above stays before the first paint.
    let frame = 0;
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(fit);
    });
    observer.observe(element);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
    };
  }, []);
  return ref;
}
