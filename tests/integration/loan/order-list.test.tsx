import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { profileFor } from '@/config/market-profile';
import { server } from '@/demo/node';
import { formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { moneyText } from '../../support/money-text';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';

// The demo dates its orders from its today: the open loan's payment is due in 5 days (2025-07-02).
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 5, 27, 12, 0, 0), toFake: ['Date'] });
});

describe('order list (/order)', () => {
  it('lists the orders, each opening its loan details', async () => {
    const log = recordRequests(server);
    await renderRoute(paths.order);
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis préstamos' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    // Every loan the borrower has: the main one, the partner lender's, one paid off and one refused.
    expect(items).toHaveLength(4);
    const first = within(items[0]!).getByRole('link');
    expect(first).toHaveAttribute('href', exampleLocation({ path: paths.loanDetails }));
    expect(first).toHaveTextContent('Dinero Ya');
    // "Payment due" with its date and the amount due: the $3,000 loan's single payment.
    expect(first).toHaveTextContent(moneyText('$3,351.17', { exact: false }));
    expect(first).toHaveTextContent(
      `Pendiente de pago · ${formatScreenDate('2025-07-02', { market: Market.mexico })}`,
    );
    // The partner lender's loan, due the same day, named by its own lender.
    const partner = within(items[1]!).getByRole('link');
    expect(partner).toHaveAttribute('href', `${paths.loanDetails}?productId=21&orderId=MX24050021`);
    expect(partner).toHaveTextContent(
      `Pendiente de pago · ${formatScreenDate('2025-07-02', { market: Market.mexico })}`,
    );
    expect(partner).toHaveTextContent('Otorga el préstamo: Financiera Ejemplo del Norte');
    expect(within(items[2]!).getByRole('link')).toHaveAttribute(
      'href',
      `${paths.loanDetails}?productId=12&orderId=MX24050012`,
    );
    expect(log.to(calls.orderList)[0]!.method).toBe('POST');
    log.stop();
  });

  it.each([
    ['Mexico', '', 'mx', 'Otorga el préstamo', ['Por pagar', 'Por pagar', 'Prestado', 'Solicitado']],
    ['India', '?type=1', 'in', 'Lender', ['To repay', 'To repay', 'Borrowed', 'Requested']],
  ] as const)(
    '%s: every card names its lender and says what its amount is, the same way',
    async (_market, pageQuery, market, lenderLabel, kinds) => {
      await renderRoute(paths.order, { pageQuery });
      const items = await screen.findAllByRole('listitem');
      // Due (174, the profile lender's and the partner's), paid off (200), refused (110).
      expect(items.map((item) => item.querySelector('.loan-list__side')?.textContent?.split(':')[0])).toEqual(
        kinds,
      );
      for (const [index, item] of items.entries()) {
        if (index !== 1) expect(item).toHaveTextContent(`${lenderLabel}: ${profileFor(market).legalName}`);
        else expect(item).not.toHaveTextContent(profileFor(market).legalName);
        expect(item.querySelector('.loan-list__side')).toHaveTextContent(/^[^:]+: [$₹][\d,.]+$/);
      }
    },
  );

  it('an overdue loan: the amount that settles it today, as its own pages lead with', async () => {
    scenario('status=180');
    await renderRoute(paths.order);
    const [main] = await screen.findAllByRole('listitem');
    // $3,351.17 three days late: $0.98 moratorio and its $0.16 IVA (the overdue figures' totalToday).
    expect(main).toHaveTextContent(moneyText('Por pagar: $3,352.31', { exact: false }));
  });

  it('names the lender an order sends, else the profile’s', async () => {
    server.use(
      onCall(calls.orderList, () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              orderId: 1,
              productId: 9,
              productName: 'Plan X',
              amount: 100000,
              status: '151',
              lender: { legalName: 'Otra Financiera, S.A. de C.V., SOFOM, E.N.R.' },
            },
            {
              orderId: 2,
              productId: 9,
              productName: 'Plan Y',
              amount: 100000,
              status: '999',
              lender: { legalName: ' ' },
            },
          ],
        }),
      ),
    );
    await renderRoute(paths.order);
    const [sent, blank] = await screen.findAllByRole('listitem');
    expect(sent).toHaveTextContent('Otorga el préstamo: Otra Financiera, S.A. de C.V., SOFOM, E.N.R.');
    expect(sent).toHaveTextContent(moneyText('Prestado: $1,000.00', { exact: false }));
    expect(blank).toHaveTextContent(`Otorga el préstamo: ${profileFor('mx').legalName}`);
    // A status that says nothing of the amount: just "Monto".
    expect(blank).toHaveTextContent(moneyText('Monto: $1,000.00', { exact: false }));
  });

  it('opens the loan details of a chosen order', async () => {
    const { user, router } = await renderRoute(paths.order);
    await user.click((await screen.findAllByRole('link'))[2]!);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalles del préstamo' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe('?productId=12&orderId=MX24050012');
  });

  it('accepts a bare list with numeric ids and string amounts', async () => {
    server.use(
      onCall(calls.orderList, () =>
        HttpResponse.json({
          success: true,
          data: [
            {
              orderId: 55,
              productId: 9,
              productName: 'Plan X',
              amount: '120000',
              status: 180,
              date: 1718700000,
            },
          ],
        }),
      ),
    );
    await renderRoute(paths.order);
    const link = await screen.findByRole('link', { name: /Plan X/ });
    expect(link).toHaveAttribute('href', `${paths.loanDetails}?productId=9&orderId=55`);
    expect(link).toHaveTextContent('$1,200.00');
    expect(link).toHaveTextContent('180');
  });

  it('shows an empty state that leads to the products', async () => {
    scenario('orders=0');
    await renderRoute(paths.order);
    expect(await screen.findByText('Aún no tienes préstamos.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver productos' })).toHaveAttribute('href', paths.recommendList);
  });

  it('is in English with rupees for type=1', async () => {
    await renderRoute(paths.order, { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'My loans' })).toBeInTheDocument();
    expect((await screen.findAllByRole('link'))[0]).toHaveTextContent(
      // The ₹20,000 loan's EMI due next (2 of 3, all equal).
      moneyText('₹6,692.97', { exact: false }),
    );
    expect(document.title).toBe('My loans');
  });

  it.each([null, { list: 'x' }, [{ productName: 'no id' }]])(
    'treats %j as an invalid response',
    async (data) => {
      server.use(onCall(calls.orderList, () => HttpResponse.json({ success: true, data })));
      await renderRoute(paths.order);
      expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
    },
  );
});
