import './setup';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { dataModules } from '@/app/route-modules';
import { routeTable } from '@/app/route-table';
import { server } from '@/demo/node';
import { formatScreenDateTime } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { VOUCHER_KEPT_MS } from '@/features/repayment/model/voucher-intent';
import { firstDataSettled, startFirstLoad } from '@/lib/router/first-load';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const MX = { market: Market.mexico };

const REPAY_QUERY = { productId: '7', orderId: '9001', amount: '345000', payCode: 'OXXO', requestType: '1' };
const route = (query: Record<string, string> = REPAY_QUERY) =>
  `${paths.repayInstructions}?${new URLSearchParams(query).toString()}`;
const OXXO_REFERENCE = '9300128851792493';

const GENERATED_AT = new Date(2026, 7, 10, 9, 30, 0);
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const keysOf = (requests: { headers: Headers }[]) =>
  requests.map((request) => request.headers.get('Idempotency-Key'));

async function openVoucher(query = REPAY_QUERY) {
  const view = await renderRoute(route(query), {
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  const code = await screen.findByRole('region', { name: 'Código de pago' });
  return { ...view, code };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(GENERATED_AT);
});

describe('one payment reference per payment (/carpmm)', () => {
  it('issues the reference once, with an Idempotency-Key, and shows it again with no call on a remount and a reload', async () => {
    const log = recordRequests(server);
    const { code } = await openVoucher();
    expect(within(code).getByText(OXXO_REFERENCE)).toBeInTheDocument();
    expect(keysOf(log.to(calls.generateVoucher))).toEqual([expect.stringMatching(KEY)]);
    cleanup();

    // Shown again an hour later (a return, or a reload: a new render with what the phone keeps).
    vi.setSystemTime(new Date(2026, 7, 10, 10, 30, 0));
    const again = await openVoucher();
    expect(within(again.code).getByText(OXXO_REFERENCE)).toBeInTheDocument();
    expect(within(again.code).getByRole('img', { name: 'Código para pagar' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Paga en OXXO · Pago del préstamo' })).toBeInTheDocument();
    const another = screen.getByRole('region', { name: '¿Necesitas otra referencia?' });
    expect(another).toHaveTextContent(
      `Esta referencia se generó el ${formatScreenDateTime(new Date(2026, 7, 10, 9, 30), MX)} para este pago`,
    );
    cleanup();
    await openVoucher();
    expect(log.to(calls.generateVoucher)).toHaveLength(1);
    log.stop();
  });

  it('issues no second reference after customer service and back (history steps)', async () => {
    const log = recordRequests(server);
    const { router } = await openVoucher();
    await act(() => router.navigate(paths.customerService));
    await screen.findByRole('heading', { level: 1, name: 'Servicio al cliente' });
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('region', { name: 'Código de pago' })).toHaveTextContent(OXXO_REFERENCE);
    await act(() => router.navigate(1));
    await act(() => router.navigate(-1));
    await screen.findByRole('region', { name: 'Código de pago' });
    expect(log.to(calls.generateVoucher)).toHaveLength(1);
    log.stop();
  });

  it("reuses the kept reference in start-up's first load too: no call before React", async () => {
    await openVoucher();
    cleanup();
    const log = recordRequests(server);
    const href = `${window.location.origin}/#${route()}`;
    await startFirstLoad(href, routeTable, dataModules);
    await firstDataSettled();
    expect(log.to(calls.generateVoucher)).toHaveLength(0);
    log.stop();
  });

  it('issues a new reference, with a new key, for a new amount or another channel', async () => {
    const log = recordRequests(server);
    await openVoucher();
    cleanup();
    await openVoucher({ ...REPAY_QUERY, amount: '120000' });
    cleanup();
    await openVoucher({ ...REPAY_QUERY, amount: '120000', payCode: 'SEVEN' });
    const keys = keysOf(log.to(calls.generateVoucher));
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(log.to(calls.generateVoucher).map((request) => JSON.parse(request.body) as unknown)).toEqual([
      { productId: '7', orderId: '9001', amount: 345000, payCode: 'OXXO', requestType: 1 },
      { productId: '7', orderId: '9001', amount: 120000, payCode: 'OXXO', requestType: 1 },
      { productId: '7', orderId: '9001', amount: 120000, payCode: 'SEVEN', requestType: 1 },
    ]);
    log.stop();
  });

  it('issues a new one once the kept reference has expired', async () => {
    const log = recordRequests(server);
    await openVoucher();
    cleanup();
    // The demo voucher is valid for 3 days.
    vi.setSystemTime(new Date(2026, 7, 13, 9, 31, 0));
    await openVoucher();
    const keys = keysOf(log.to(calls.generateVoucher));
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
    log.stop();
  });

  it(`keeps a reference without an expiry for ${VOUCHER_KEPT_MS / 3_600_000} hours`, async () => {
    server.use(
      onCall(calls.generateVoucher, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({
          success: true,
          data: {
            repayDetail: { amount: body.amount, repayTitle: 'OXXO', vCode: 'REF-NO-EXPIRY', repayCode: '' },
          },
        });
      }),
    );
    const log = recordRequests(server);
    await openVoucher();
    cleanup();
    vi.setSystemTime(GENERATED_AT.valueOf() + VOUCHER_KEPT_MS - 60_000);
    await openVoucher();
    expect(log.to(calls.generateVoucher)).toHaveLength(1);
    cleanup();
    vi.setSystemTime(GENERATED_AT.valueOf() + VOUCHER_KEPT_MS + 60_000);
    await openVoucher();
    expect(log.to(calls.generateVoucher)).toHaveLength(2);
    log.stop();
  });

  it('gets a new reference, with a new key, only after the borrower confirms the warning', async () => {
    const log = recordRequests(server);
    const { user } = await openVoucher();
    const another = screen.getByRole('region', { name: '¿Necesitas otra referencia?' });

    await user.click(within(another).getByRole('button', { name: 'Generar una referencia nueva' }));
    let dialog = screen.getByRole('dialog', { name: '¿Generar una referencia nueva?' });
    expect(dialog).toHaveTextContent(
      `Si ya pagaste o estás pagando con la referencia ${OXXO_REFERENCE}, ese pago puede estar en camino: una referencia nueva no lo cancela. Paga solo con una de las dos.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Conservar la actual' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log.to(calls.generateVoucher)).toHaveLength(1);

    vi.setSystemTime(new Date(2026, 7, 10, 11, 0, 0));
    await user.click(within(another).getByRole('button', { name: 'Generar una referencia nueva' }));
    dialog = screen.getByRole('dialog', { name: '¿Generar una referencia nueva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sí, generar otra' }));
    await waitFor(() => expect(log.to(calls.generateVoucher)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: '¿Necesitas otra referencia?' })).toHaveTextContent(
        formatScreenDateTime(new Date(2026, 7, 10, 11, 0), MX),
      ),
    );
    const keys = keysOf(log.to(calls.generateVoucher));
    expect(keys[1]).toMatch(KEY);
    expect(keys[1]).not.toBe(keys[0]);

    // The new one is the kept one now: shown again, no call.
    cleanup();
    await openVoucher();
    expect(log.to(calls.generateVoucher)).toHaveLength(2);
    log.stop();
  });

  it('sends the same Idempotency-Key on a retry after a time-out, and on a reload after it', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const hang = async () => {
      await delay('infinite');
      return HttpResponse.error();
    };
    server.use(onCall(calls.generateVoucher, hang, { once: true }));
    const log = recordRequests(server);
    await renderRoute(route(), { userEventOptions: { advanceTimers: vi.advanceTimersByTime } });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('tardó demasiado');
    cleanup();

    // A reload after the time-out: the same payment, so the same key.
    server.use(onCall(calls.generateVoucher, hang, { once: true }));
    const second = await renderRoute(route(), {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await second.user.click(await screen.findByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Código de pago' })).toHaveTextContent(OXXO_REFERENCE);

    const keys = keysOf(log.to(calls.generateVoucher));
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(KEY);
    expect(new Set(keys).size).toBe(1);
    log.stop();
  });
});
