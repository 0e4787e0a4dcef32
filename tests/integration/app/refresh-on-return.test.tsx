import { act, screen, waitFor } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { readKeptVoucher } from '@/entities/payment/kept-voucher/voucher';
import { REFRESH_AFTER_AWAY_MS } from '@/lib/router/hooks';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { scenario } from '../loan/helpers';
import { calls, onCall, type Call } from '../../support/on-call';
import { paths } from '@/config/paths';

const PATH = `${paths.loanDetails}?productId=7&orderId=MX1`;

/** The borrower switches to another app (hidden) and back (visible), as conventions.md describes. */
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

async function away(ms: number) {
  act(() => setVisibility('hidden'));
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function back() {
  await act(async () => {
    setVisibility('visible');
    await Promise.resolve();
  });
}

/** From now on `call` answers only once the test calls the function returned (then as the demo backend does). */
function holdCall(call: Call): () => void {
  let answer!: () => void;
  const held = new Promise<void>((resolve) => {
    answer = resolve;
  });
  server.use(
    onCall(call, async () => {
      await held;
      return undefined; // on to the demo backend's answer
    }),
  );
  return answer;
}

/** Fails the test if a loading indicator or an error ever replaces the content while it runs. */
function watchForReplacement() {
  const seen: string[] = [];
  const observer = new MutationObserver(() => {
    if (document.querySelector('.deferred-loading')) seen.push('loading');
    if (screen.queryByRole('alert')) seen.push('alert');
  });
  observer.observe(document.body, { childList: true, subtree: true });
  return { seen, stop: () => observer.disconnect() };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('fresh when the borrower comes back', () => {
  it('refreshes loan details quietly after the borrower paid elsewhere: the new status, nothing replaced', async () => {
    await renderRoute(PATH);
    expect(await screen.findByRole('link', { name: 'Pagar' })).toBeInTheDocument();
    // Updated in place: the page's parts stay the same elements (nothing remounts, so nothing moves).
    const status = document.querySelector('.loan-status');
    const order = screen.getByRole('region', { name: 'Tu préstamo' });
    const log = recordRequests(server);
    const watch = watchForReplacement();

    await away(REFRESH_AFTER_AWAY_MS + 1000);
    scenario('status=200&delay=3000');
    await back();

    // While the new answer is on its way, the page keeps what it showed: no loading state in its place.
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1500);
    });
    expect(screen.getByRole('link', { name: 'Pagar' })).toBeInTheDocument();
    expect(document.querySelector('.deferred-loading')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(await screen.findByRole('link', { name: 'Pedir otro préstamo' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(log.to(calls.loanDetails)).toHaveLength(1);
    expect(watch.seen).toEqual([]);
    expect(status?.isConnected).toBe(true);
    expect(order.isConnected).toBe(true);
    watch.stop();
    log.stop();
  });

  it('sends nothing after a short absence (under the threshold)', async () => {
    await renderRoute(PATH);
    await screen.findByRole('link', { name: 'Pagar' });
    const log = recordRequests(server);
    await away(REFRESH_AFTER_AWAY_MS - 1000);
    await back();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(500);
    });
    expect(log.to(calls.loanDetails)).toHaveLength(0);
    log.stop();
  });

  it('refreshes on pageshow from the back-forward cache too', async () => {
    await renderRoute(PATH);
    await screen.findByRole('link', { name: 'Pagar' });
    const log = recordRequests(server);
    act(() => {
      window.dispatchEvent(new Event('pagehide'));
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_AFTER_AWAY_MS + 1000);
    });
    scenario('status=200');
    await act(async () => {
      const event = new Event('pageshow') as PageTransitionEvent;
      Object.defineProperty(event, 'persisted', { value: true });
      window.dispatchEvent(event);
      await Promise.resolve();
    });
    expect(await screen.findByRole('link', { name: 'Pedir otro préstamo' })).toBeInTheDocument();
    expect(log.to(calls.loanDetails)).toHaveLength(1);
    log.stop();
  });

  it.each([
    ['a server failure', () => HttpResponse.json({ message: 'down' }, { status: 503 })],
    ['no connection', () => HttpResponse.error()],
  ])('keeps what is shown when the refresh fails (%s)', async (_name, fail) => {
    await renderRoute(PATH);
    await screen.findByRole('link', { name: 'Pagar' });
    const watch = watchForReplacement();
    server.use(onCall(calls.loanDetails, fail));
    const log = recordRequests(server);
    await away(REFRESH_AFTER_AWAY_MS + 1000);
    await back();
    await waitFor(() => expect(log.to(calls.loanDetails)).toHaveLength(1));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('link', { name: 'Pagar' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(watch.seen).toEqual([]);
    watch.stop();
    log.stop();
  });
});

describe('leaving a page cancels its requests', () => {
  it('aborts the loan details call when the borrower leaves before it answers', async () => {
    let aborted = false;
    server.use(
      onCall(calls.loanDetails, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const { router } = await renderRoute(PATH);
    await act(async () => {
      await router.navigate(paths.aboutUs);
    });
    await waitFor(() => expect(aborted).toBe(true));
  });

  it('never keeps a voucher that answers after the borrower left /carpmm', async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let sent = false;
    server.use(
      onCall(calls.generateVoucher, async () => {
        sent = true;
        await gate;
        return undefined; // falls through to the demo backend's voucher
      }),
    );
    const { router } = await renderRoute(
      `${paths.repayInstructions}?productId=7&orderId=9001&amount=345000&payCode=OXXO&requestType=1`,
    );
    // The page is on screen and its call is out: then the borrower leaves.
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(sent).toBe(true));
    await act(async () => {
      await router.navigate(paths.aboutUs);
    });
    answer();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(readKeptVoucher('9001')).toBeUndefined();
  });

  it('keeps the voucher when the borrower stays (the check above can fail)', async () => {
    await renderRoute(
      `${paths.repayInstructions}?productId=7&orderId=9001&amount=345000&payCode=OXXO&requestType=1`,
    );
    await screen.findByRole('region', { name: 'Código de pago' });
    expect(readKeptVoucher('9001')).toBeDefined();
  });
});

describe('only the refresh the page asked for is quiet', () => {
  it('a navigation that starts while the refresh is on its way shows its own loading state, not the page it left', async () => {
    const { router } = await renderRoute(PATH);
    expect(await screen.findByRole('link', { name: 'Pagar' })).toBeInTheDocument();
    const answer = holdCall(calls.loanDetails);
    await away(REFRESH_AFTER_AWAY_MS + 1000);
    // Back on the page (its quiet refresh starts), and at once on to another loan.
    await act(async () => {
      setVisibility('visible');
      void router.navigate(`${paths.loanDetails}?productId=7&orderId=MX2`);
      await vi.advanceTimersByTimeAsync(100);
    });
    // The other loan is loading: the first loan's figures are not kept as if they were its own.
    expect(screen.queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Cargando…')[0]).toBeVisible();
    answer();
    expect(await screen.findByRole('link', { name: 'Pagar' })).toBeInTheDocument();
  });

  it('nor is the page the borrower comes Back to after that navigation', async () => {
    const { router } = await renderRoute(PATH);
    await screen.findByRole('link', { name: 'Pagar' });
    await away(REFRESH_AFTER_AWAY_MS + 1000);
    await act(async () => {
      setVisibility('visible');
      void router.navigate(`${paths.loanDetails}?productId=7&orderId=MX2`);
      await vi.advanceTimersByTimeAsync(100);
    });
    await screen.findByRole('link', { name: 'Pagar' });
    // Back on the first loan, whose answer is held: its loading state, not the second loan's figures.
    const answer = holdCall(calls.loanDetails);
    await act(async () => {
      void router.navigate(-1);
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(router.state.location.search).toBe('?productId=7&orderId=MX1');
    expect(screen.queryByRole('link', { name: 'Pagar' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Cargando…')[0]).toBeVisible();
    answer();
    expect(await screen.findByRole('link', { name: 'Pagar' })).toBeInTheDocument();
  });
});
