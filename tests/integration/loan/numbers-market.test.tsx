import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { loanConfirmFixture } from '@/demo/fixtures/loan';
import { renderRoute } from '../../support/render-route';
import './helpers';
import { calls, onCall } from '../../support/on-call';

/**
 * Contract §4: money, rates and counts read as each market writes them, on one page in one convention:
 * a confirmation with amounts large enough to group, the server's daily rate and the computed CAT/APR.
 */
const TODAY = new Date(2026, 10, 21, 9, 30);

function offerReturns(market: 'mx' | 'in') {
  server.use(
    onCall(calls.loanConfirm, () =>
      HttpResponse.json(
        {
          success: true,
          data: {
            ...loanConfirmFixture(market, '7', false),
            amount: 12_345_678,
            loanRate: '0.1',
            couNum: 0,
            // The server's own rows are shown as sent; this page shows only what the app formats.
            details: [],
            // A year's loan: 12 % more, and (Mexico) its 16 % IVA.
            repay_plans: [
              { title: '1', amount: market === 'in' ? 13_827_159 : 14_064_000, pay_time: '2027-11-21' },
            ],
          },
        },
        // The server's clock: the rate counts from it.
        { headers: { Date: new Date().toUTCString() } },
      ),
    ),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

describe('numbers as each market writes them', () => {
  it('Mexico (es-MX): comma thousands, a point before the decimals, the same for rates', async () => {
    offerReturns('mx');
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const offer = await screen.findByRole('region', { name: 'Recibes en tu cuenta' });
    expect(offer).toHaveTextContent('$123,456.78');
    expect(
      within(screen.getByRole('region', { name: 'Producto' })).getByText('Tasa de interés')
        .nextElementSibling,
    ).toHaveTextContent(/^36\.50% anual \(0\.1% diario\)$/);
    const cost = screen.getByRole('region', { name: 'Lo que cuesta' });
    expect(within(offer).getByText('Pagas en total').nextElementSibling).toHaveTextContent('$140,640.00');
    expect(within(cost).getByText('CAT (Costo Anual Total)').nextElementSibling).toHaveTextContent(
      /^12\.0%$/,
    );
    expect(document.body).not.toHaveTextContent(/\d\.\d{3},\d{2}/);
  });

  it('India (en-IN): lakh grouping and the rupee sign, the same for rates', async () => {
    offerReturns('in');
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: '?type=1' });
    const offer = await screen.findByRole('region', { name: 'You receive in your account' });
    expect(offer).toHaveTextContent('₹1,23,456.78');
    expect(
      within(screen.getByRole('region', { name: 'Product' })).getByText('Interest rate').nextElementSibling,
    ).toHaveTextContent(/^36\.50% a year \(0\.1% a day\)$/);
    const cost = screen.getByRole('region', { name: 'What it costs' });
    expect(within(offer).getByText('You repay in total').nextElementSibling).toHaveTextContent(
      '₹1,38,271.59',
    );
    expect(within(cost).getByText('Annual Percentage Rate (APR)').nextElementSibling).toHaveTextContent(
      /^12\.00%$/,
    );
    expect(document.body).not.toHaveTextContent(/\d\.\d{3},\d{2}/);
  });
});
