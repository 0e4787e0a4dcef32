import './setup';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDueDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { moneyText, paragraphText } from '../../support/money-text';
import { renderRoute } from '../../support/render-route';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * The extension says what today's payment is for, that it does not reduce what is owed, what is due on the
 * new date and, where the figures allow, what the postponement costs in a year's terms. The demo's open
 * instalment falls due 5 days after its today; the extension moves it 7 days on, to day 12.
 */
const TODAY = new Date(2026, 7, 10, 12, 0, 0);
const NEW_DATE = '2026-08-22';

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

async function summaryOf(label: string) {
  return (await screen.findByText(label, { selector: 'dt' })).closest('section')!;
}

describe('extension (/repayDelay): what it is, what it does not do, what it costs', () => {
  it('Mexico: the fee today, not a payment off the loan, the whole payment on the new date, and its CAT', async () => {
    await renderRoute(`${paths.repayDelay}?productId=7&orderId=9001`);
    const summary = await summaryOf('Pagas hoy');
    expect(within(summary).getByText(moneyText('$174.00'), { selector: 'dd' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('Es la comisión por mover tu fecha de pago.');
    expect(within(summary).getByText('Este pago no reduce lo que debes.')).toBeInTheDocument();
    expect(summary).toHaveTextContent(
      moneyText(`El ${formatDueDate(NEW_DATE, { market: Market.mexico })} pagas $3,351.17.`, {
        exact: false,
      }),
    );
    // The server states the fee's IVA (delayInfo.taxAmount, $24): the page says how fee and IVA make the
    // amount, in one line, never as two amounts that read as if they add to more.
    expect(
      within(summary).getByText(paragraphText('Comisión $150.00 + IVA $24.00 = $174.00')),
    ).toBeInTheDocument();
    // $3,351.17 moved 7 days for $174, of which $24 is IVA: without IVA the fee is $150, so $3,201.17
    // "received" and $3,351.17 repaid 7 days later; Banxico: (3,351.17 / 3,201.17)^(365/7) − 1 = 988.94 %, a CAT written to one decimal.
    expect(summary).toHaveTextContent(
      /Mover el pago 7 días cuesta el equivalente a un CAT de 988[.,]9% sin IVA, calculado como el de tu préstamo\./,
    );
    // The plan's fee line says the same, and no row of its own for the IVA or the amount.
    const plan = screen.getByRole('region', { name: 'Plan de pago' });
    const fee = within(plan).getAllByRole('listitem')[0]!;
    expect(
      within(fee).getByText(paragraphText('Comisión $150.00 + IVA $24.00 = $174.00')),
    ).toBeInTheDocument();
    expect(within(fee).queryByText('IVA', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(fee).queryByText('Monto', { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('Mexico without the fee’s tax: the fee as sent, no word about IVA, and no CAT sin IVA claimed', async () => {
    server.use(
      onCall(calls.delayDetail, async () => {
        const { delayDetailFixture } = await import('@/demo/fixtures/repayment');
        const detail = delayDetailFixture('mx', { productId: '7', orderId: '9001' });
        const { taxAmount: _tax, ...delayInfo } = detail.delayInfo;
        const repayPlan = detail.repayPlan.map(({ taxAmount: _t, ...item }) => item);
        return HttpResponse.json({
          success: true,
          code: 0,
          message: '',
          data: { ...detail, delayInfo, repayPlan },
        });
      }),
    );
    await renderRoute(`${paths.repayDelay}?productId=7&orderId=9001`);
    const summary = await summaryOf('Pagas hoy');
    expect(within(summary).getByText(moneyText('$174.00'), { selector: 'dd' })).toBeInTheDocument();
    // $174 counted whole: $3,177.17 "received", (3,351.17 / 3,177.17)^(365/7) − 1 = 1,512.21 %.
    expect(summary).toHaveTextContent(
      /Mover el pago 7 días cuesta el equivalente a 1,512[.,]2% al año, contando toda la comisión que pagas hoy\./,
    );
    expect(summary).not.toHaveTextContent(/IVA|CAT/);
    const plan = screen.getByRole('region', { name: 'Plan de pago' });
    expect(plan).not.toHaveTextContent(/IVA/);
    // The fee as sent, on the amount's own row.
    const fee = within(plan).getAllByRole('listitem')[0]!;
    expect(within(fee).getByText('Monto', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
      moneyText('$174.00'),
    );
  });

  it('India (type=1): the EMI due on the new date, and the APR by RBI’s method', async () => {
    await renderRoute(`${paths.repayDelay}?productId=7&orderId=9001`, { pageQuery: '?type=1' });
    const summary = await summaryOf('You pay today');
    expect(within(summary).getByText(moneyText('₹472.00'), { selector: 'dd' })).toBeInTheDocument();
    expect(summary).toHaveTextContent('It is the fee to move your due date.');
    expect(within(summary).getByText('This payment does not reduce what you owe.')).toBeInTheDocument();
    expect(summary).toHaveTextContent(
      moneyText(`On ${formatDueDate(NEW_DATE, { market: Market.india })} you pay ₹6,692.97.`, {
        exact: false,
      }),
    );
    expect(
      within(summary).getByText(paragraphText('Fee ₹400.00 + GST ₹72.00 = ₹472.00')),
    ).toBeInTheDocument();
    const fee = within(screen.getByRole('region', { name: 'Payment plan' })).getAllByRole('listitem')[0]!;
    expect(within(fee).getByText(paragraphText('Fee ₹400.00 + GST ₹72.00 = ₹472.00'))).toBeInTheDocument();
    // ₹6,692.97 moved 7 days for ₹472 (GST included): 472 / (6,692.97 − 472) × 365 / 7 = 395.62 %.
    expect(summary).toHaveTextContent(
      /Moving the payment by 7 days costs the equivalent of an APR of 395[.,]62%, worked out as your loan’s is\./,
    );
    expect(summary).not.toHaveTextContent(/IVA/);
  });

  it('India in Hindi: the same sentences and figures in Hindi', async () => {
    await renderRoute(`${paths.repayDelay}?productId=7&orderId=9001`, { pageQuery: '?type=1&language=hi' });
    const summary = await summaryOf('आज चुकाएँ');
    expect(summary).toHaveTextContent('यह आपकी देय तारीख आगे बढ़ाने का शुल्क है।');
    expect(within(summary).getByText('इस भुगतान से आपका बकाया कम नहीं होता।')).toBeInTheDocument();
    expect(summary).toHaveTextContent(moneyText('₹6,692.97 चुकाएँगे।', { exact: false }));
    expect(summary).toHaveTextContent(/395[.,]62%/);
    expect(
      within(summary).getByText(paragraphText('शुल्क ₹400.00 + जीएसटी ₹72.00 = ₹472.00')),
    ).toBeInTheDocument();
  });

  it('says nothing of a yearly cost when the current due date is not known', async () => {
    server.use(onCall(calls.repayDetail, () => HttpResponse.json({ success: false }, { status: 503 })));
    await renderRoute(`${paths.repayDelay}?productId=7&orderId=9001`);
    const summary = await summaryOf('Pagas hoy');
    // The rest stands: the plan states the amount due on the new date.
    expect(within(summary).getByText('Este pago no reduce lo que debes.')).toBeInTheDocument();
    expect(summary).toHaveTextContent(moneyText('pagas $3,351.17.', { exact: false }));
    expect(summary).not.toHaveTextContent(/CAT|%/);
  });
});
