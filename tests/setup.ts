import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { server } from '@/demo/node';
import { forgetBookedOrders } from '@/demo/fixtures/order-book';
import { setBridge } from '@/lib/bridge';
import { useToastStore } from '@/components/ui/toast';
import { loadingStore } from '@/lib/http/loading-store';
import { forgetContractFaults } from '@/lib/http/api-error';
import { sessionStore } from '@/lib/session/session-store';
import { fakeCanvas, installFakeCanvas } from './support/fake-canvas';
import { resetEnv } from './support/settings';

// React Testing Library turns this on in a beforeAll it registers when first imported: files that share a
// worker's modules (vitest.config.ts) import it once, so every file turns it on here.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Two cores run the whole suite in parallel: give findBy* queries room before they give up.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no <dialog> behaviour: give it the minimum the Modal relies on.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
// Tests of node scripts run with `@vitest-environment node`: no window there.
const dom = typeof window !== 'undefined';
// jsdom does not implement scrolling.
// jsdom has no canvas and loads no images: the picture code draws on a recording fake.
if (dom) installFakeCanvas();
if (dom) {
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
  Element.prototype.scrollIntoView = vi.fn();
}

const serverUse = server.use.bind(server);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  // A request recorder a test forgot to stop must not leak into the next test.
  server.use = serverUse;
  server.events.removeAllListeners();
  server.resetHandlers();
  // Each test starts from the demo's seeded orders: an Apply in one test is not in the next one's list.
  forgetBookedOrders();
  setBridge(undefined);
  useToastStore.setState({ current: null, openModals: 0 });
  // Files share their worker's modules: the next one starts in Mexico, in Spanish, as a fresh page does.
  sessionStore.setState(sessionStore.getInitialState(), true);
  loadingStore.setState({ pending: 0 });
  forgetContractFaults();
  resetEnv();
  vi.useRealTimers();
  if (!dom) return;
  fakeCanvas.reset();
  document.cookie.split('; ').forEach((cookie) => {
    const name = cookie.split('=')[0];
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    // storage disabled by a test
  }
});
afterAll(() => server.close());
