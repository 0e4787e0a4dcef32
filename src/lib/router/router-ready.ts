/** The part of a React Router data router this needs (createHashRouter's and createMemoryRouter's). */
interface InitializingRouter {
  state: { initialized: boolean };
  subscribe: (listener: (state: { initialized: boolean }) => void) => () => void;
}

/**
 * Settles once the router has loaded the first location's lazy route modules and run its loaders, so the
 * first render is the page itself, not the boot fallback. The build's prerender and the client's hydration
 * wait for it: both must render the same tree.
 */
export function routerReady(router: InitializingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
