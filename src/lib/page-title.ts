import { useLayoutEffect } from 'react';

/** spec §9: the page title can be set. Each route sets its own. */
export function usePageTitle(title: string | undefined): void {
  useLayoutEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
