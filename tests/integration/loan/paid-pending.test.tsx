import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { scenario } from './helpers';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { writeKeptVoucher, readKeptVoucher, type KeptVoucher } from '@/entities/payment/kept-voucher/voucher';
import { keptVoucherKey } from '@/entities/payment/kept-voucher/key';
import { formatDateTime, formatScreenDateTime } from '@/lib/format';
import { toLenderWallInput } from '@/lib/format/lender-wall';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { withOneFullStop } from '@/lib/i18n';

/**
 * "Paid, not showing yet": a voucher kept on the phone for an order that loan details or repay
 * still shows as due brings a calm panel; after the channel's usual time it offers a complaint with the
 * details filled in; once the order shows as paid (200) the panel and the kept voucher go away.
 */
const ORDER = 'MX24050007';
const DETAILS = `${paths.loanDetails}?productId=7&orderId=${ORDER}`;
const REPAY = `${paths.repay}?productId=7&orderId=${ORDER}`;
const NOW = new Date(2026, 7, 10, 9, 30, 0);
const HOUR = 60 * 60 * 1000;
const MX = { market: Market.mexico };
const IN = { market: Market.india };
/** What the "when did you pay" field shows for a moment: the lender's clock (Mexico City). */
const wall = (date: Date | number) => toLenderWallInput(date.valueOf(), Market.mexico);
const PAID = new Date(2026, 7, 10, 8, 15, 0);
const OXXO_REFERENCE = '9300128845510007';

function keepVoucher(overrides: Partial<KeptVoucher> = {}): KeptVoucher {
  return writeKeptVoucher({
    orderId: ORDER,
    payCode: 'OXXO',
    requestType: 1,
    amount: 345000,
    requestedAmount: 345000,
    reference: OXXO_REFERENCE,
    companyName: 'Préstamo Fácil S.A. de C.V., SOFOM E.N.R.',
    channelTitle: 'Paga en OXXO · Pago del préstamo',
    savedAt: NOW.valueOf() - 2 * HOUR,
    ...overrides,
  });
}

async function open(path: string, pageQuery = '') {
  const view = await renderRoute(path, {
    pageQuery,
    userEventOptions: { advanceTimers: vi.advanceTimersByTime },
  });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const panel = (name = '¿Ya pagaste?') => screen.findByRole('region', { name });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW });
});

describe('"Already paid?" on loan details', () => {
  it('appears for an order still due with a kept voucher: channel, reference and the usual time', async () => {
    keepVoucher();
    await open(DETAILS);
    const region = await panel();
    expect(region).toHaveTextContent(
      'Si ya pagaste con esta referencia, el pago puede tardar un poco en aparecer aquí.',
    );
    expect(within(region).getByText('Paga en OXXO · Pago del préstamo (OXXO)')).toBeInTheDocument();
    expect(within(region).getByText(OXXO_REFERENCE)).toBeInTheDocument();
    // OXXO has no time of its own in the default configuration: the default 24 hours.
    expect(region).toHaveTextContent('Los pagos por este método suelen reflejarse aquí en 24 horas.');
    // It never says a payment was made; it asks.
    expect(region).not.toHaveTextContent(/recibimos|pago registrado|pagado/i);
    expect(within(region).getByLabelText('¿Cuándo pagaste?')).toHaveValue(wall(NOW));
    expect(within(region).queryByRole('link', { name: 'Avisar que mi pago no aparece' })).toBeNull();
  });

  it('counts the usual time from when the borrower says they paid, then offers the complaint with the details', async () => {
    keepVoucher();
    const { user, router } = await open(DETAILS);
    const region = await panel();
    const time = within(region).getByLabelText('¿Cuándo pagaste?');
    await user.clear(time);
    await user.type(time, wall(PAID));
    await user.click(within(region).getByRole('button', { name: 'Guardar' }));
    expect(region).toHaveTextContent(
      withOneFullStop(`Nos dijiste que pagaste el ${formatScreenDateTime(PAID, MX)}.`),
    );
    expect(region).toHaveTextContent(
      withOneFullStop(
        `Debería reflejarse a más tardar el ${formatScreenDateTime(PAID.valueOf() + 24 * HOUR, MX)}.`,
      ),
    );
    expect(readKeptVoucher(ORDER)?.paidAt).toBe(PAID.valueOf());
    expect(within(region).queryByRole('link', { name: 'Avisar que mi pago no aparece' })).toBeNull();

    // The page stays open past the usual time: the panel changes by itself.
    await act(() => vi.advanceTimersByTimeAsync(22 * HOUR + 44 * 60 * 1000));
    expect(within(region).queryByRole('link', { name: 'Avisar que mi pago no aparece' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(2 * 60 * 1000));
    expect(region).toHaveTextContent('Está tardando más de lo normal. Avísanos y lo buscamos.');
    const report = within(region).getByRole('link', { name: 'Avisar que mi pago no aparece' });
    const description = withOneFullStop(
      `Mi pago no aparece. Préstamo: ${ORDER}. Método: Paga en OXXO · Pago del préstamo (OXXO). Referencia: ${OXXO_REFERENCE}. Pagué el ${formatDateTime(PAID, MX)}.`,
    );
    const href = new URL(report.getAttribute('href')!, 'http://x');
    expect(href.pathname).toBe(paths.complaint);
    expect(href.searchParams.get('orderId')).toBe(ORDER);
    expect(href.searchParams.get('problemDetail')).toBe(description);

    // One tap to the complaint: the borrower chooses the type, the description is filled in, they send.
    await user.click(report);
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.complaint));
    await user.click(await screen.findByRole('button', { name: /^Pagos/ }));
    await screen.findByRole('heading', { level: 1, name: 'Describe tu problema' });
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue(description);
    expect(
      screen.getByText(
        'Llenamos la descripción con los datos de tu pago. Revísala, cámbiala si hace falta y envíala.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('dialog', { name: 'Queja enviada' })).toBeInTheDocument();
  });

  it('after the usual time has passed on arrival, offers the complaint at once; the time can be changed', async () => {
    keepVoucher({ paidAt: NOW.valueOf() - 25 * HOUR });
    const { user } = await open(DETAILS);
    const region = await panel();
    expect(region).toHaveTextContent(
      withOneFullStop(`Nos dijiste que pagaste el ${formatScreenDateTime(NOW.valueOf() - 25 * HOUR, MX)}.`),
    );
    expect(within(region).getByRole('link', { name: 'Avisar que mi pago no aparece' })).toBeInTheDocument();
    expect(region).toHaveTextContent(
      'Llenamos la descripción con los datos de tu pago; tú eliges el tipo de queja y la envías.',
    );

    await user.click(within(region).getByRole('button', { name: 'Cambiar la hora' }));
    const time = within(region).getByLabelText('¿Cuándo pagaste?');
    expect(time).toHaveValue(wall(NOW.valueOf() - 25 * HOUR));
    await user.click(within(region).getByRole('button', { name: 'Cancelar' }));
    expect(within(region).getByRole('link', { name: 'Avisar que mi pago no aparece' })).toBeInTheDocument();
  });

  it('refuses a time in the future or no time, and says why', async () => {
    keepVoucher();
    const { user } = await open(DETAILS);
    const region = await panel();
    const time = within(region).getByLabelText('¿Cuándo pagaste?');
    await user.clear(time);
    await user.type(time, wall(new Date(2026, 7, 10, 12, 0)));
    await user.click(within(region).getByRole('button', { name: 'Guardar' }));
    expect(within(region).getByRole('alert')).toHaveTextContent(
      'Esa hora todavía no llega. Escribe cuándo pagaste.',
    );
    expect(time).toHaveAttribute('aria-invalid', 'true');
    await user.clear(time);
    await user.click(within(region).getByRole('button', { name: 'Guardar' }));
    expect(within(region).getByRole('alert')).toHaveTextContent('Escribe la fecha y la hora en que pagaste.');
    expect(readKeptVoucher(ORDER)?.paidAt).toBeUndefined();
  });

  it('goes away with the kept voucher once the order shows as paid (200)', async () => {
    keepVoucher({ paidAt: NOW.valueOf() - 25 * HOUR });
    scenario('status=200');
    await open(DETAILS);
    await screen.findByRole('link', { name: 'Pedir otro préstamo' });
    expect(screen.queryByRole('region', { name: '¿Ya pagaste?' })).toBeNull();
    await waitFor(() => expect(window.localStorage.getItem(keptVoucherKey(ORDER))).toBeNull());
  });

  it('shows for an overdue order (180), not for one with nothing due (21), whose voucher stays', async () => {
    keepVoucher();
    scenario('status=180');
    await open(DETAILS);
    expect(await panel()).toBeInTheDocument();
    cleanup();
    scenario('status=21');
    await open(DETAILS);
    await screen.findByText('En revisión');
    expect(screen.queryByRole('region', { name: '¿Ya pagaste?' })).toBeNull();
    expect(readKeptVoucher(ORDER)).toBeDefined();
  });

  it('does not show without a voucher for this order (another order keeps one)', async () => {
    keepVoucher({ orderId: 'MX24059999' });
    await open(DETAILS);
    await screen.findByRole('link', { name: 'Pagar' });
    expect(screen.queryByRole('region', { name: '¿Ya pagaste?' })).toBeNull();
  });

  it('ignores a tampered record', async () => {
    window.localStorage.setItem(keptVoucherKey(ORDER), JSON.stringify({ orderId: ORDER, reference: 1 }));
    await open(DETAILS);
    await screen.findByRole('link', { name: 'Pagar' });
    expect(screen.queryByRole('region', { name: '¿Ya pagaste?' })).toBeNull();
  });

  it('is in English when type=1, with the channel time from the configuration (UPI: 1 hour)', async () => {
    keepVoucher({
      orderId: 'IN24050007',
      payCode: 'UPI',
      reference: 'cashloan.4471@10007',
      channelTitle: 'Pay by UPI · Loan repayment',
      paidAt: NOW.valueOf() - 30 * 60 * 1000,
    });
    await open(exampleLocation({ path: paths.loanDetails }, 'in'), '?type=1');
    const region = await panel('Already paid?');
    expect(region).toHaveTextContent('Payments through this method usually show here within 1 hour.');
    expect(region).toHaveTextContent(
      withOneFullStop(`You told us you paid on ${formatScreenDateTime(NOW.valueOf() - 30 * 60 * 1000, IN)}.`),
    );
    expect(region).toHaveTextContent(
      withOneFullStop(`It should show by ${formatScreenDateTime(NOW.valueOf() + 30 * 60 * 1000, IN)}.`),
    );
    await act(() => vi.advanceTimersByTimeAsync(31 * 60 * 1000));
    const report = within(region).getByRole('link', { name: 'Report that my payment is not showing' });
    expect(new URL(report.getAttribute('href')!, 'http://x').searchParams.get('problemDetail')).toBe(
      `My payment is not showing. Loan: IN24050007. Channel: Pay by UPI · Loan repayment (UPI). Reference: cashloan.4471@10007. I paid on ${formatDateTime(NOW.valueOf() - 30 * 60 * 1000, IN)}.`,
    );
  });
});

describe('"Already paid?" on repay', () => {
  it('appears above the channels while an amount is due', async () => {
    keepVoucher();
    await open(REPAY);
    const region = await panel();
    expect(within(region).getByText(OXXO_REFERENCE)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^OXXO/ })).toBeInTheDocument();
  });

  it('keeps the time the borrower gave when the same reference is generated again', async () => {
    // The demo's reference for this payment: the open instalment ($3,351.17) by OXXO.
    keepVoucher({
      paidAt: NOW.valueOf() - HOUR,
      amount: 335117,
      requestedAmount: 335117,
      reference: '9300128849947164',
      savedAt: NOW.valueOf() - 80 * HOUR,
    });
    const { user } = await open(REPAY);
    await panel();
    await user.click(screen.getByRole('link', { name: /^OXXO/ }));
    await screen.findByRole('region', { name: 'Código de pago' });
    expect(readKeptVoucher(ORDER)?.paidAt).toBe(NOW.valueOf() - HOUR);
  });
});
