import { act, screen } from '@testing-library/react';
import { server } from '@/demo/node';
import { REFRESH_AFTER_AWAY_MS } from '@/lib/router/refresh';
import { calls, onCall } from '../../support/on-call';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('only the refresh the page asked for is quiet', () => {
  it('a navigation that starts while the refresh is on its way shows its own loading state, not the page it left', async () => {
    const { router } = await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    expect(await screen.findByRole('link', { name: 'Pagar' })).toBeInTheDocument();
    // From now on, loan details answer only when the test says so.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      onCall(calls.loanDetails, async () => {
        await held;
        return undefined; // on to the demo backend's answer
      }),
    );
    act(() => setVisibility('hidden'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_AFTER_AWAY_MS + 1000);
    });
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
    const { router } = await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    await screen.findByRole('link', { name: 'Pagar' });
    act(() => setVisibility('hidden'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REFRESH_AFTER_AWAY_MS + 1000);
    });
    await act(async () => {
      setVisibility('visible');
      void router.navigate(`${paths.loanDetails}?productId=7&orderId=MX2`);
      await vi.advanceTimersByTimeAsync(100);
    });
    await screen.findByRole('link', { name: 'Pagar' });
    // Back on the first loan, whose answer is held: its loading state, not the second loan's figures.
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      onCall(calls.loanDetails, async () => {
        await held;
        return undefined;
      }),
    );
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
