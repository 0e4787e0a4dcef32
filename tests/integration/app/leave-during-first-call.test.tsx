import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { afterLoadIdle } from '@/lib/after-load';
import { isCancelled } from '@/lib/http/api-error';
import { firstDataSettled } from '@/lib/router/first-load';
import type { Query } from '@/lib/router/query-cache';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';

/**
 * Boot step 2 and 5 (src/main.ts): the first route's data starts before React, and background work (the
 * field reporters, the service worker) waits for it to settle. The borrower leaves while that first call
 * is still in flight: its cache entry settles as Cancelled, so the background work still starts in this
 * visit, and nothing is shown for it (no error view, no toast, no console).
 */
const PATH = exampleLocation({ path: paths.loanDetails });

it('settles the first data as cancelled and still starts the background work', async () => {
  let sent = 0;
  server.use(
    onCall(calls.loanDetails, async () => {
      sent += 1;
      // No answer while the borrower is on the page.
      await new Promise<never>(() => undefined);
      return HttpResponse.error();
    }),
  );
  const consoleErrors: unknown[] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void consoleErrors.push(args));

  const { router } = await renderRoute(PATH);
  const settled = firstDataSettled();
  let backgroundStarted = false;
  afterLoadIdle(() => (backgroundStarted = true), settled);
  await waitFor(() => expect(sent).toBe(1));
  await waitFor(() => expect(router.state.loaderData[paths.loanDetails]).toBeDefined());
  const details = (router.state.loaderData[paths.loanDetails] as { details: Query<unknown> }).details;

  await act(() => router.navigate(paths.aboutUs));
  await screen.findByRole('heading', { level: 1, name: 'Sobre nosotros' });

  await settled;
  await details.settled;
  expect(details.outcome.status === 'rejected' && isCancelled(details.outcome.reason)).toBe(true);
  await waitFor(() => expect(backgroundStarted).toBe(true), { timeout: 5_000 });
  expect(sent, 'the call was not sent again').toBe(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(screen.queryByText(/No se pudo|conexión|Algo salió mal/)).not.toBeInTheDocument();
  expect(consoleErrors).toEqual([]);
}, 30_000);
