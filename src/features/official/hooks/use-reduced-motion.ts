import { useBrowserValue } from '@/lib/hooks/use-browser-value';

const QUERY = '(prefers-reduced-motion: reduce)';

function mediaQuery(): MediaQueryList | undefined {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY)
    : undefined;
}

function subscribe(onChange: () => void): () => void {
  const query = mediaQuery();
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

/**
 * Whether the user asked the system for less motion; follows changes while mounted. The build's HTML
 * assumes motion (it cannot know): a reduced-motion phone corrects it right after hydration, before the
 * carousel's first turn.
 */
export function useReducedMotion(): boolean {
  return useBrowserValue(() => mediaQuery()?.matches ?? false, false, subscribe);
}
