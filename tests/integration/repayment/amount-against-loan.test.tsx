import './setup';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { repayDetailFixture } from '@/demo/fixtures/repayment';
import { formatScreenDate, formatScreenDateTime } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { paragraphText } from '../../support/money-text';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * /carpmm says what the reference's amount pays against the loan's own figures (the repay page's answer,
 * or the extension's): what is due, the whole loan, part of what is due with what remains, more than is
 * due, or the extension's fee. The demo's main loan is due 5 days after its today.
 */
const TODAY = new Date(2026, 7, 10, 12, 0, 0);
const DUE_DATE = '2026-08-15';
const MX = { market: Market.mexico };

const carpmm = (amount: number, { payCode = 'SPEI', requestType = '1' } = {}) =>
  `${paths.repayInstructions}?productId=7&orderId=9001&amount=${amount}&payCode=${payCode}&requestType=${requestType}`;

/** The voucher's summary: its amount, and what the page says it pays. */
async function summary() {
  const label = await screen.findByText(
    /^(Monto de esta referencia|Amount of this reference|इस रेफ़रेंस की राशि)$/,
  );
  return label.closest('section')!;
}

/** The amount a link's reference would be for. */
const amountOf = (link: HTMLElement) =>
  new URL(link.getAttribute('href')!, 'http://x').searchParams.get('amount');

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

describe('/carpmm: what the amount pays, said against the loan', () => {
  it('the amount due: says it is what falls due, and by when', async () => {
    await renderRoute(carpmm(335117));
    const card = await summary();
    expect(
      within(card).getByText(
        paragraphText(`Este monto es lo que vence el ${formatScreenDate(DUE_DATE, MX)}.`),
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
  });

  it('less than is due: says so, what is due, what will remain, and offers a reference for what is due', async () => {
    await renderRoute(carpmm(200000));
    const card = await summary();
    expect(
      within(card).getByText(
        paragraphText(
          'Este monto es solo una parte de lo que debes ahora ($3,351.17). Después de este pago quedarán $1,351.17 por pagar.',
        ),
      ),
    ).toBeInTheDocument();
    const instead = within(card).getByRole('link', { name: 'Pagar $3,351.17, lo que debes ahora' });
    expect(amountOf(instead)).toBe('335117');
    expect(new URL(instead.getAttribute('href')!, 'http://x').searchParams.get('payCode')).toBe('SPEI');
  });

  it('more than is due: says by how much, and offers a reference for what is due', async () => {
    await renderRoute(carpmm(345000));
    const card = await summary();
    expect(
      within(card).getByText(paragraphText('Este monto es $98.83 más de lo que debes ahora ($3,351.17).')),
    ).toBeInTheDocument();
    expect(amountOf(within(card).getByRole('link', { name: /^Pagar \$3,351\.17/ }))).toBe('335117');
  });

  it('the lender’s figure for the whole loan today: says it pays the loan off, and until when', async () => {
    const { payoff } = repayDetailFixture('mx', { orderId: '9001' });
    await renderRoute(carpmm(payoff!.amount));
    const card = await summary();
    expect(
      within(card).getByText(
        paragraphText(
          `Este monto liquida todo tu préstamo si lo pagas hoy (vale hasta el ${formatScreenDateTime(payoff!.validUntil, MX)}).`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('an overdue loan: what settles it today brings the loan up to date, and pays it off when that is all', async () => {
    document.cookie = 'demo_scenario=status%3D180; path=/';
    const { repayAmount } = repayDetailFixture('mx', { orderId: '9001', status: '180' });
    await renderRoute(carpmm(repayAmount));
    const card = await summary();
    expect(card).toHaveTextContent(
      'Este monto es lo vencido con sus cargos al día de hoy: te pone al corriente. Con este pago liquidas todo tu préstamo.',
    );
  });

  it('an extension’s reference for its fee: says what the fee does and does not do', async () => {
    await renderRoute(carpmm(17400, { requestType: '2' }));
    expect(await summary()).toHaveTextContent(
      'Este monto es la comisión de la extensión: mueve tu fecha de pago y no reduce lo que debes.',
    );
  });

  it('an extension’s reference for another amount: says the fee, and offers a reference for it', async () => {
    await renderRoute(carpmm(52000, { requestType: '2' }));
    const card = await summary();
    expect(card).toHaveTextContent('La comisión de la extensión es $174.00, no este monto.');
    expect(amountOf(within(card).getByRole('link', { name: 'Pagar la comisión de $174.00' }))).toBe('17400');
  });

  it('the loan’s figures out of reach: the reference still shows, said to be unchecked, with the way to them', async () => {
    server.use(onCall(calls.repayDetail, () => HttpResponse.error()));
    await renderRoute(carpmm(335117));
    const card = await summary();
    expect(card).toHaveTextContent(
      'No pudimos comparar este monto con lo que debe tu préstamo. Antes de pagar, revisa cuánto debes.',
    );
    expect(within(card).getByRole('link', { name: 'Ver lo que debo' })).toHaveAttribute(
      'href',
      `${paths.repay}?productId=7&orderId=9001`,
    );
    expect(screen.getByRole('region', { name: 'Código de pago' })).toBeInTheDocument();
  });

  it.each([
    ['?type=1', 'This amount is what is due on 15 Aug.'],
    ['?type=1&language=hi', 'यह वही राशि है जो 15 अगस्त को देय है।'],
  ])('India (%s): the amount due, in the page’s words', async (pageQuery, due) => {
    await renderRoute(carpmm(669297, { payCode: 'UPI' }), { pageQuery });
    expect(within(await summary()).getByText(paragraphText(due))).toBeInTheDocument();
  });

  it.each([
    ['?type=1', 'This amount is ₹100.00 more than you owe now (₹6,692.97).'],
    ['?type=1&language=hi', 'यह राशि अभी की देय राशि (₹6,692.97) से ₹100.00 ज़्यादा है।'],
  ])('India (%s): an amount above what is due', async (pageQuery, more) => {
    await renderRoute(carpmm(679297, { payCode: 'UPI' }), { pageQuery });
    expect(within(await summary()).getByText(paragraphText(more))).toBeInTheDocument();
  });
});
