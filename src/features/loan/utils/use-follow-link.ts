import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { ServerLink } from './server-link';

/** Follows a resolved server link: in-app routes through the router, safe external URLs by the browser. */
export function useFollowLink(): (link: ServerLink) => void {
  const navigate = useNavigate();
  return useCallback(
    (link: ServerLink) => {
      if (link.kind === 'route') void navigate(link.to);
      else window.location.assign(link.href);
    },
    [navigate],
  );
}
