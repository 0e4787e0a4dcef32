import './setup';
import { act, cleanup, screen, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatScreenDateTime } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { profileFor } from '@/config/market-profile';
import { requestNewReference } from '@/features/repayment/model/voucher-intent';
import { instructionsQueryFrom } from '@/features/repayment/utils/route-query';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';
import { withOneFullStop } from '@/lib/i18n';

const route = (query: Record<string, string>) =>
  `${paths.repayInstructions}?${new URLSearchParams(query).toString()}`;
const REPAY_QUERY = { productId: '7', orderId: '9001', amount: '345000', payCode: 'OXXO', requestType: '1' };
const OXXO_REFERENCE = '9300128851792493';

/** Local time, so the formatted text does not depend on the machine's time zone. */
const GENERATED_AT = new Date(2026, 7, 10, 9, 30, 0);
const LATER = new Date(2026, 7, 10, 11, 45, 0);
/** The demo voucher is valid for 3 days from when it was generated. */
const THREE_DAYS_ON = new Date(2026, 7, 13, 9, 30, 0);
const MX = { market: Market.mexico };

const savedRegion = (name = 'Referencia guardada en este teléfono') => screen.findByRole('region', { name });

/** What "Generar una referencia nueva" does once confirmed: the next visit asks the server again. */
const askForANewReference = (query: Record<string, string> = REPAY_QUERY) =>
  requestNewReference(instructionsQueryFrom(query)!);

/**
 * Opens the instructions once with the server up, so the voucher is kept on the device. A page shown again
 * reuses that reference with no call at all (voucher-reuse.test.tsx); the server is asked again, and can
 * fail, when the borrower asks for a new reference, which is what these tests do next.
 */
async function generateOnce(query: Record<string, string> = REPAY_QUERY, pageQuery = '') {
  vi.setSystemTime(GENERATED_AT);
  await renderRoute(route(query), { pageQuery });
  await screen.findByRole('region', { name: pageQuery ? 'Payment code' : 'Código de pago' });
  cleanup();
  vi.setSystemTime(LATER);
  askForANewReference(query);
}

function failVoucher(response: () => Response | Promise<Response>) {
  server.use(onCall(calls.generateVoucher, response));
}

beforeEach(() => {
  // Only the clock is fake: the saved-at time is exact, and requests and React run in real time.
  vi.useFakeTimers({ toFake: ['Date'] });
});

describe('instructions without a connection (/carpmm)', () => {
  it('shows the voucher kept from an earlier success, marked with its saved-at time, beside the error', async () => {
    await generateOnce();
    failVoucher(() => HttpResponse.error());
    await renderRoute(route(REPAY_QUERY));

    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    const saved = await savedRegion();
    expect(
      within(saved).getByText(
        `Referencia guardada el ${formatScreenDateTime(GENERATED_AT, MX)} — puede no estar actualizada.`,
      ),
    ).toBeInTheDocument();
    expect(within(saved).getByText(OXXO_REFERENCE)).toBeInTheDocument();
    expect(within(saved).getByText('$3,450.00')).toBeInTheDocument();
    expect(within(saved).getByText(profileFor('mx').legalName)).toBeInTheDocument();
    expect(within(saved).getByText('Paga en OXXO · Pago del préstamo (OXXO)')).toBeInTheDocument();
    // The demo voucher is valid for 3 days from when it was generated.
    expect(within(saved).getByText(formatScreenDateTime(THREE_DAYS_ON, MX))).toBeInTheDocument();
    expect(within(saved).getByRole('img', { name: 'Código para pagar (guardado)' })).toHaveAttribute(
      'src',
      expect.stringContaining('data:image/svg+xml'),
    );
    expect(within(saved).getByRole('button', { name: 'Copiar la referencia' })).toBeInTheDocument();
    expect(within(saved).getByRole('button', { name: 'Copiar los datos del pago' })).toBeInTheDocument();
    expect(within(saved).queryByText(/Atención/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: '¿Qué sigue después de pagar?' })).toBeInTheDocument();
  });

  it('retries, and the fresh voucher replaces the saved one', async () => {
    await generateOnce();
    server.use(onCall(calls.generateVoucher, () => HttpResponse.error(), { once: true }));
    const user = (await renderRoute(route(REPAY_QUERY))).user;
    await savedRegion();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('region', { name: 'Código de pago' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referencia guardada en este teléfono' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps the newest voucher: a later success replaces the saved-at time', async () => {
    await generateOnce();
    vi.setSystemTime(new Date(2026, 7, 10, 10, 0, 0));
    await renderRoute(route(REPAY_QUERY));
    await screen.findByRole('region', { name: 'Código de pago' });
    cleanup();
    askForANewReference();
    failVoucher(() => HttpResponse.error());
    await renderRoute(route(REPAY_QUERY));
    expect(
      within(await savedRegion()).getByText(
        `Referencia guardada el ${formatScreenDateTime(new Date(2026, 7, 10, 10, 0, 0), MX)} — puede no estar actualizada.`,
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing saved for a different order: only the error', async () => {
    await generateOnce();
    failVoucher(() => HttpResponse.error());
    await renderRoute(route({ ...REPAY_QUERY, orderId: '9002' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Referencia guardada en este teléfono' })).toBeNull();
    expect(screen.queryByText(OXXO_REFERENCE)).toBeNull();
  });

  it('says so when the saved voucher is for another channel, purpose and amount', async () => {
    await generateOnce();
    failVoucher(() => HttpResponse.error());
    await renderRoute(route({ ...REPAY_QUERY, payCode: 'SEVEN', requestType: '2', amount: '52000' }));
    const saved = await savedRegion();
    const warnings = within(saved)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(warnings).toEqual([
      'Atención: esta referencia es de otro método de pago (Paga en OXXO · Pago del préstamo (OXXO)), no del que elegiste (SEVEN).',
      'Atención: esta referencia es para el pago del préstamo, no para la extensión.',
      'Atención: esta referencia se generó para $3,450.00, no para $520.00.',
    ]);
    expect(within(saved).getByText(OXXO_REFERENCE)).toBeInTheDocument();
  });

  it('says when the saved reference has expired', async () => {
    await generateOnce();
    vi.setSystemTime(new Date(2026, 7, 14, 8, 0, 0));
    failVoucher(() => HttpResponse.error());
    await renderRoute(route(REPAY_QUERY));
    expect(within(await savedRegion()).getByRole('listitem')).toHaveTextContent(
      withOneFullStop(
        `Atención: esta referencia venció el ${formatScreenDateTime(THREE_DAYS_ON, MX)}. Genera una nueva cuando tengas conexión.`,
      ),
    );
  });

  it.each([
    ['an HTTP 500', () => HttpResponse.json({ message: 'Bad gateway' }, { status: 502 }), 'Bad gateway'],
    [
      'an unreadable (truncated) body',
      () =>
        new HttpResponse('{"success":true,"data":{"topLogo":', {
          headers: { 'Content-Type': 'application/json' },
        }),
      'respuesta inesperada',
    ],
  ])('also falls back to the saved voucher on %s', async (_what, response, message) => {
    await generateOnce();
    failVoucher(response);
    await renderRoute(route(REPAY_QUERY));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(within(await savedRegion()).getByText(OXXO_REFERENCE)).toBeInTheDocument();
  });

  it('does not offer the saved voucher when the server refuses (the server did answer)', async () => {
    await generateOnce();
    failVoucher(() =>
      HttpResponse.json({ success: false, code: 3001, message: 'Este método de pago no está disponible.' }),
    );
    await renderRoute(route(REPAY_QUERY));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este método de pago no está disponible.');
    expect(screen.queryByRole('region', { name: 'Referencia guardada en este teléfono' })).toBeNull();
    expect(screen.queryByText(OXXO_REFERENCE)).toBeNull();
  });

  it('stores only successful, validated vouchers', async () => {
    failVoucher(() => HttpResponse.json({ success: true, data: { imgList: 3 } }));
    await renderRoute(route(REPAY_QUERY));
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
    expect(window.localStorage.getItem('voucher:9001')).toBeNull();
    cleanup();
    server.resetHandlers();
    await renderRoute(route(REPAY_QUERY));
    await screen.findByRole('region', { name: 'Código de pago' });
    expect(JSON.parse(window.localStorage.getItem('voucher:9001')!)).toMatchObject({
      orderId: '9001',
      payCode: 'OXXO',
      requestType: 1,
      amount: 345000,
      reference: OXXO_REFERENCE,
    });
  });

  it('ignores a tampered saved voucher: only the error', async () => {
    window.localStorage.setItem('voucher:9001', JSON.stringify({ orderId: '9001', reference: 42 }));
    failVoucher(() => HttpResponse.error());
    await renderRoute(route(REPAY_QUERY));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(screen.queryByRole('region', { name: 'Referencia guardada en este teléfono' })).toBeNull();
  });

  it('still shows the voucher, then the normal error, when storage throws', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const getItem = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    try {
      await renderRoute(route(REPAY_QUERY));
      expect(await screen.findByText(OXXO_REFERENCE)).toBeInTheDocument();
      cleanup();
      failVoucher(() => HttpResponse.error());
      await renderRoute(route(REPAY_QUERY));
      expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
      expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Referencia guardada en este teléfono' })).toBeNull();
      expect(setItem).toHaveBeenCalled();
      expect(getItem).toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
      getItem.mockRestore();
    }
  });

  it('is in English with ₹ when type=1', async () => {
    const query = { ...REPAY_QUERY, amount: '1250000', payCode: 'UPI' };
    await generateOnce(query, '?type=1');
    failVoucher(() => HttpResponse.error());
    await renderRoute(route(query), { pageQuery: '?type=1' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No connection');
    const saved = await savedRegion('Reference saved on this phone');
    expect(
      within(saved).getByText(
        `Reference saved on ${formatScreenDateTime(GENERATED_AT, { market: Market.india })} — it may not be up to date.`,
      ),
    ).toBeInTheDocument();
    expect(within(saved).getByText('₹12,500.00')).toBeInTheDocument();
    expect(within(saved).getByText('CL63683734')).toBeInTheDocument();
    expect(within(saved).getByText('Pay by UPI · Loan repayment (UPI)')).toBeInTheDocument();
  });
});

describe('instructions that time out (/carpmm)', () => {
  it('falls back to the saved voucher when the call times out', async () => {
    await generateOnce();
    vi.useRealTimers();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    failVoucher(async () => {
      await delay('infinite');
      return HttpResponse.error();
    });
    await renderRoute(route(REPAY_QUERY), {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('tardó demasiado');
    expect(within(await savedRegion()).getByText(OXXO_REFERENCE)).toBeInTheDocument();
  });
});
