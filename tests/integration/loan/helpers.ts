import { configure } from '@testing-library/react';

// Route chunks compile on first use; on a busy machine the first page can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Sets the demo backend's scenario cookie (e.g. `status=180&score=1`). */
export function scenario(value: string): void {
  document.cookie = `demo_scenario=${encodeURIComponent(value)}; path=/`;
}

export const jsonBodies = (requests: { body: string }[]) =>
  requests.map((request) => JSON.parse(request.body) as unknown);
