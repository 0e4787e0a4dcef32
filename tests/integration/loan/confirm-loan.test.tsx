import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { act, screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDueDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { moneyText } from '../../support/money-text';
import { recordRequests } from '../../support/record-requests';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge } from '../../support/fake-bridge';
import { loanConfirmFixture } from '@/demo/fixtures/loan';
import { onApiFailure } from '@/lib/http/api-error';
import type { ApiError } from '@/lib/http';
import { agree, jsonBodies, scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';

function pushReturns(lendDetailsUrl: string) {
  server.use(
    onCall(calls.loanConfirmSubmit, () =>
      HttpResponse.json({ success: true, code: 0, message: '', data: { lendDetailsUrl } }),
    ),
  );
}

const submitButton = () => screen.getByRole('button', { name: /^Solicitar y recibir \$/ });
/** The disbursal amount block (the details rows repeat the amount, so the block is queried by its name). */
async function findOffer(amount: string, name = 'Recibes en tu cuenta') {
  const offer = await screen.findByRole('region', { name });
  expect(offer).toHaveTextContent(moneyText(amount, { exact: false }));
  return offer;
}

describe('loan confirmation (/confirmLoan)', () => {
  it('shows the offer: amount, term, annual rate, product, details and plan', async () => {
    // The demo plan falls due 14 days after the demo server's today.
    vi.useFakeTimers({ now: new Date(2026, 10, 21, 9), toFake: ['Date'] });
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirmar préstamo' })).toBeInTheDocument();
    expect(document.title).toBe('Confirmar préstamo');
    expect(screen.getByText('14 días')).toBeInTheDocument();
    // Every rate a year's, the spec's daily figure after it from the same number (0.0065 % × 365).
    expect(screen.getByText('Tasa de interés').nextElementSibling).toHaveTextContent(
      /^2\.37% anual \(0\.0065% diario\)$/,
    );
    expect(
      screen.getByText('La tasa diaria se aplica solo a los días en que usas el dinero.'),
    ).toBeInTheDocument();
    const product = screen.getByRole('region', { name: 'Producto' });
    expect(within(product).getByText('Dinero Ya')).toBeInTheDocument();
    // The rows add up: $3,000 + $2.73 interest + $300 commission + $48.44 IVA (16 % of $302.73) = $3,351.17.
    const row = (label: string) => within(product).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(row('Intereses')).toHaveTextContent('$2.73');
    expect(row('Comisión por apertura')).toHaveTextContent('$300.00');
    expect(row('IVA 16 %')).toHaveTextContent('$48.44');
    // The amount and the total are stated once, at the top (the amount and the cost of the loan): the
    // server's rows that repeat them are left out of the breakdown.
    expect(within(product).queryByText('Monto del préstamo')).not.toBeInTheDocument();
    expect(within(product).queryByText('Total a pagar')).not.toBeInTheDocument();
    expect(screen.getAllByText(moneyText('$3,351.17', { exact: false })).length).toBeGreaterThan(0);
    // The demo offers no coupon (it could not be shown on the contract), so none is shown.
    expect(screen.queryByText('Cupón')).not.toBeInTheDocument();
    const plan = within(screen.getByRole('region', { name: 'Plan de pagos' })).getByRole('list');
    expect(within(plan).getByText('Pago único')).toBeInTheDocument();
    expect(within(plan).getByText('$3,351.17')).toBeInTheDocument();
    // The date is kept on one line in its own span (large text): the paragraph reads as one.
    expect(within(plan).getByText(/^Fecha de pago:/)).toHaveTextContent(
      `Fecha de pago: ${formatDueDate('2026-12-05', { market: Market.mexico })}`,
    );
    expect(screen.getByRole('link', { name: 'Ver el contrato de préstamo' })).toHaveAttribute(
      'href',
      // The order Apply will create: its contract is this offer's.
      `${paths.loanAgreement}?orderNo=MX26070001`,
    );
  });

  it('is in English with rupees for type=1, and hides an absent coupon', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: '?type=1' });
    // India's main loan: ₹20,000 less the ₹400 processing fee and its ₹72 GST.
    await findOffer('₹19,528.00', 'You receive in your account');
    expect(screen.getByRole('heading', { level: 1, name: 'Confirm loan' })).toBeInTheDocument();
    expect(screen.getByText('91 days')).toBeInTheDocument();
    expect(screen.getByText('Interest rate').nextElementSibling).toHaveTextContent(
      /^2\.37% a year \(0\.0065% a day\)$/,
    );
    expect(screen.queryByText('Coupon')).not.toBeInTheDocument();
    // India also asks for the Key Facts Statement's acknowledgement (see confirm-key-facts.test.tsx).
    expect(screen.getByRole('button', { name: /^Apply and receive ₹/ })).toBeDisabled();
  });

  it('accepts numbers sent as numeric strings', async () => {
    server.use(
      onCall(calls.loanConfirm, () =>
        HttpResponse.json({
          success: true,
          data: { ...loanConfirmFixture('mx', '7', false), amount: '125050', periods: '7', couNum: '' },
        }),
      ),
    );
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$1,250.50');
    expect(screen.getByText('7 días')).toBeInTheDocument();
    expect(screen.queryByText('Cupón')).not.toBeInTheDocument();
  });

  it('shows a coupon the server sends', async () => {
    server.use(
      onCall(calls.loanConfirm, () =>
        HttpResponse.json({ success: true, data: { ...loanConfirmFixture('mx', '7', false), couNum: 5000 } }),
      ),
    );
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    expect(screen.getByText('Cupón').nextElementSibling).toHaveTextContent(moneyText('$50.00'));
  });

  it('has the agreement unticked at first; unticked, the submit is disabled and nothing is sent', async () => {
    const log = recordRequests(server);
    const { user } = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const agreement = await screen.findByRole('checkbox', {
      name: 'He leído y acepto el contrato de préstamo',
    });
    // A deliberate yes (a recorded departure from spec §2): the box is never ticked for the borrower.
    expect(agreement).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    // Apply names what is applied for.
    expect(submitButton()).toHaveAccessibleName('Solicitar y recibir $3,000.00');
    await user.click(submitButton());
    expect(log.to(calls.loanConfirmSubmit)).toHaveLength(0);
    await user.click(agreement);
    expect(submitButton()).toBeEnabled();
    await user.click(agreement);
    expect(agreement).not.toBeChecked();
    expect(submitButton()).toBeDisabled();
    await user.click(agreement);
    expect(submitButton()).toBeEnabled();
    log.stop();
  });

  it('submits the offer, tracks the product, and goes to lendDetailsUrl with from=confirm', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    server.use(
      onCall(calls.loanConfirmSubmit, async () => {
        await delay(50);
        return HttpResponse.json({
          success: true,
          data: { lendDetailsUrl: `#${paths.loanDetails}?productId=7&orderId=MX24050007` },
        });
      }),
    );
    const log = recordRequests(server);
    const { user, router } = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    await agree(user);
    await user.click(submitButton());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalles del préstamo' }),
    ).toBeInTheDocument();
    expect(jsonBodies(log.to(calls.loanConfirmSubmit))).toEqual([
      { amount: 300000, periods: 14, termUnit: '1', productId: '7' },
    ]);
    expect(router.state.location.pathname).toBe(paths.loanDetails);
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      productId: '7',
      orderId: 'MX24050007',
      from: 'confirm',
    });
    expect(bridge.calls).toEqual([{ action: 'confirmTrackingPoint', args: [{ productId: '7' }] }]);
    log.stop();
  });

  it('follows a lendDetailsUrl given as a route path or as a same-origin page URL with a hash route', async () => {
    pushReturns(`${paths.loanDetails}?productId=7&orderId=A1`);
    const first = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    await agree(first.user);
    await first.user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Detalles del préstamo' });
    expect(first.router.state.location.search).toBe('?productId=7&orderId=A1&from=confirm');
    first.unmount();

    pushReturns(`${window.location.origin}/index.html?x=1#${paths.loanDetails}?orderId=B2`);
    const second = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    await agree(second.user);
    await second.user.click(submitButton());
    await screen.findByRole('heading', { level: 1, name: 'Detalles del préstamo' });
    expect(second.router.state.location.search).toBe('?orderId=B2&from=confirm');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:x',
  ])('refuses an unsafe lendDetailsUrl (%s) with a message and stays on the page', async (url) => {
    pushReturns(url);
    const { user, router } = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    await agree(user);
    await user.click(submitButton());
    expect(await screen.findByRole('status', { name: 'Notificaciones' })).toHaveTextContent(
      'el enlace recibido no es seguro',
    );
    expect(router.state.location.pathname).toBe(paths.confirmLoan);
    // The application was made: the button says so and does not apply again.
    expect(screen.getByRole('button', { name: 'Solicitud enviada' })).toBeDisabled();
  });

  it('shows the server message when the submit is refused, and keeps the page usable', async () => {
    server.use(
      onCall(calls.loanConfirmSubmit, () =>
        HttpResponse.json({ success: false, code: 3, message: 'Cupo agotado' }),
      ),
    );
    const { user } = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    await agree(user);
    await user.click(submitButton());
    expect(await screen.findByText('Cupo agotado')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('treats a wrong-shaped offer (no amount) as an invalid response', async () => {
    server.use(
      onCall(calls.loanConfirm, () =>
        HttpResponse.json({
          success: true,
          data: { ...loanConfirmFixture('mx', '7', false), amount: 'mucho' },
        }),
      ),
    );
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });

  // contract §4: money is integer minor units. Rounding 123.45 to 123 would state a figure the lender never
  // sent; leaving a wrong netDisbursed out would count the whole loan as received and move the APR.
  it.each<[string, (offer: Record<string, unknown>) => string]>([
    ['an amount with decimals', (offer) => JSON.stringify({ ...offer, amount: 123.45 })],
    ['an amount that is not a number', (offer) => JSON.stringify({ ...offer, amount: '12a' })],
    [
      'an amount beyond any number (1e400)',
      (offer) => JSON.stringify({ ...offer, amount: 0 }).replace('"amount":0', '"amount":1e400'),
    ],
    [
      'an instalment with decimals',
      (offer) =>
        JSON.stringify({
          ...offer,
          repay_plans: [{ title: '1', amount: 345_000.5, pay_time: '2026-12-05' }],
        }),
    ],
    [
      'a keyFacts net disbursed amount with decimals',
      (offer) => JSON.stringify({ ...offer, keyFacts: { netDisbursed: 123.45 } }),
    ],
  ])(
    'treats %s as a wrong shape: the error state and a report, never a rounded figure',
    async (_case, body) => {
      const failures: ApiError[] = [];
      onApiFailure((error) => failures.push(error));
      const offer = loanConfirmFixture('mx', '7', false) as unknown as Record<string, unknown>;
      server.use(
        onCall(
          calls.loanConfirm,
          () =>
            new HttpResponse(`{"success":true,"data":${body(offer)}}`, {
              headers: { 'Content-Type': 'application/json' },
            }),
        ),
      );
      try {
        await renderRoute(exampleLocation({ path: paths.confirmLoan }));
        expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
        expect(screen.queryByRole('region', { name: 'Lo que cuesta' })).not.toBeInTheDocument();
        expect(failures.map((error) => error.kind)).toEqual(['invalid']);
      } finally {
        onApiFailure(undefined);
      }
    },
  );
});

describe('loan confirmation refresh (spec §4: isNeedPop 1 → one reload with isType=1 after 5.5 s)', () => {
  beforeEach(() => {
    scenario('pop=1');
  });

  it('shows the countdown modal, reloads exactly once at 5.5 s with isType=1, then shows the new data', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = recordRequests(server);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const modal = await screen.findByRole('dialog', { name: 'Actualizando tu oferta' });
    expect(within(modal).getByText('Listo en 5 segundos')).toBeInTheDocument();
    expect(jsonBodies(log.to(calls.loanConfirm))).toEqual([{ productId: '7' }]);

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(within(modal).getByText('Listo en 4 segundos')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(4000));
    expect(within(modal).getByText('Actualizando…')).toBeInTheDocument();
    expect(log.to(calls.loanConfirm)).toHaveLength(1);

    server.use(
      onCall(calls.loanConfirm, () =>
        HttpResponse.json({
          success: true,
          data: { ...loanConfirmFixture('mx', '7', false), amount: 420000 },
        }),
      ),
    );
    await act(() => vi.advanceTimersByTimeAsync(500));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await findOffer('$4,200.00');
    expect(jsonBodies(log.to(calls.loanConfirm))).toEqual([
      { productId: '7' },
      { productId: '7', isType: 1 },
    ]);

    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(log.to(calls.loanConfirm)).toHaveLength(2);
    log.stop();
  });

  it('reloads only once even when the reloaded data asks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(
      onCall(calls.loanConfirm, () =>
        HttpResponse.json({ success: true, data: loanConfirmFixture('mx', '7', true) }),
      ),
    );
    const log = recordRequests(server);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await screen.findByRole('dialog', { name: 'Actualizando tu oferta' });
    await act(() => vi.advanceTimersByTimeAsync(5500));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(jsonBodies(log.to(calls.loanConfirm))).toEqual([
      { productId: '7' },
      { productId: '7', isType: 1 },
    ]);
    log.stop();
  });

  it('does not reload when isNeedPop is 0', async () => {
    scenario('');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = recordRequests(server);
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await findOffer('$3,000.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(log.to(calls.loanConfirm)).toHaveLength(1);
    log.stop();
  });

  it('cancels the pending reload when the page is left before 5.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const log = recordRequests(server);
    const { unmount } = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    await screen.findByRole('dialog', { name: 'Actualizando tu oferta' });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    unmount();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(log.to(calls.loanConfirm)).toHaveLength(1);
    log.stop();
  });

  it('shows a failed reload in the modal with a retry', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { user } = await renderRoute(exampleLocation({ path: paths.confirmLoan }), {
      userEventOptions: { advanceTimers: vi.advanceTimersByTime },
    });
    const modal = await screen.findByRole('dialog', { name: 'Actualizando tu oferta' });
    server.use(onCall(calls.loanConfirm, () => HttpResponse.error(), { once: true }));
    await act(() => vi.advanceTimersByTimeAsync(5500));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Sin conexión');
    await user.click(within(modal).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await agree(user);
    expect(submitButton()).toBeEnabled();
  });
});
