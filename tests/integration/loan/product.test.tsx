import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { cleanup, screen } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { profileFor } from '@/config/market-profile';
import { demoDate } from '@/demo/demo-date';
import { productFixture } from '@/demo/fixtures/loan';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge } from '../../support/fake-bridge';
import { jsonBodies } from './helpers';
import { calls, onCall } from '../../support/on-call';

/** The value under a term of the offer. */
const value = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!;

describe('product (/product)', () => {
  it('shows the offer: its lender, the example, its CAT with its date, range, penal charges, carátula', async () => {
    const log = recordRequests(server);
    await renderRoute(exampleLocation({ path: paths.product }));
    expect(await screen.findByText('Dinero Ya')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Producto' })).toBeInTheDocument();
    expect(screen.getByText(`Otorga el préstamo: ${profileFor('mx').legalName}`)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('term')
        .map((term) => term.textContent)
        .slice(0, 5),
    ).toEqual(['Ejemplo', 'Llega a tu cuenta', 'Costo anual total', 'Monto', 'Plazo']);
    expect(value('Ejemplo')).toHaveTextContent(/^Para \$3,000\.00 a 14 días: 1 pago de \$3,351\.17$/);
    expect(value('Costo anual total')).toHaveTextContent(
      new RegExp(`^CAT 1,126\\.1% sin IVA.*Calculado el ${formatDate(demoDate('mx', 0))}\\.$`),
    );
    expect(value('Monto')).toHaveTextContent('$1,000.00 – $8,000.00');
    expect(value('Plazo')).toHaveTextContent('7 – 30 días');
    expect(screen.getByRole('main')).not.toHaveTextContent(/Tasa diaria|diario/);
    expect(screen.getByRole('link', { name: 'Carátula del crédito de Dinero Ya' })).toBeInTheDocument();
    expect(jsonBodies(log.to(calls.product))).toEqual([{ productId: '7' }]);
    log.stop();
  });

  it('names another lender’s offer by that lender, with its own example and CAT', async () => {
    await renderRoute(`${paths.product}?productId=21`);
    expect(
      await screen.findByText(
        'Otorga el préstamo: Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
      ),
    ).toBeInTheDocument();
    const offer = productFixture('mx', '21') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    expect(value('Ejemplo')).toHaveTextContent(
      `Para $5,000.00 a 30 días: 2 pagos quincenales de ${formatMoney(offer.instalment.amount, '$')}`,
    );
    expect(value('Costo anual total')).toHaveTextContent(`CAT ${formatNumber(offer.apr, 1)}% sin IVA`);
    expect(value('Costo anual total')).not.toHaveTextContent('1,126.1%');
    // What arrives beside what is borrowed: its $250 commission and $40 IVA are taken at disbursal.
    expect(value('Llega a tu cuenta')).toHaveTextContent('$4,710.00 de los $5,000.00 del ejemplo');
  });

  it('an example without what arrives says nothing of it, and never works it out', async () => {
    server.use(
      onCall(calls.product, async () => {
        const offer = productFixture('mx', '21') as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
        const { netDisbursed: _left, ...example } = offer.example;
        return HttpResponse.json({ success: true, data: { ...offer, example } });
      }),
    );
    await renderRoute(`${paths.product}?productId=21`);
    expect(await screen.findByText('Ejemplo', { selector: 'dt' })).toBeInTheDocument();
    expect(screen.queryByText('Llega a tu cuenta')).not.toBeInTheDocument();
  });

  it.each([
    [
      'Mexico',
      '',
      'mx',
      'Otorga el préstamo',
      ['Costo anual total', 'Monto', 'Plazo', 'Tasa de interés'],
      /^La entidad no lo indicó para esta oferta/,
      '2.37% anual (0.0065% diario)',
    ],
    [
      'India',
      '?type=1',
      'in',
      'Lender',
      ['APR (annual percentage rate)', 'Amount', 'Term', 'Interest rate'],
      /^The lender has not stated it for this offer/,
      '2.37% a year (0.0065% a day)',
    ],
  ] as const)(
    '%s: an offer with only the spec’s fields says its annual cost is not stated, its interest rate last and annual first',
    async (_market, pageQuery, market, label, terms, missing, interest) => {
      await renderRoute(`${paths.product}?productId=15`, { pageQuery });
      expect(await screen.findByText(`${label}: ${profileFor(market).legalName}`)).toBeInTheDocument();
      expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(terms);
      expect(value(terms[0])).toHaveTextContent(missing);
      expect(value(terms[3])).toHaveTextContent(interest);
      expect(screen.queryByRole('link', { name: /Carátula|KFS/ })).not.toBeInTheDocument();
    },
  );

  it('says for what loan an instalment is when the payments cannot be counted, and drops one without its example', async () => {
    const offer = productFixture('mx', '21');
    server.use(
      onCall(calls.product, () =>
        HttpResponse.json({
          success: true,
          data: {
            ...offer,
            example: { amount: 500000, term: 45, termUnit: 'Days' },
            instalment: { amount: 190000, every: 'month' },
          },
        }),
      ),
    );
    await renderRoute(`${paths.product}?productId=21`);
    // 45 days paid monthly is no whole number of payments: the amount and how often, never a guessed count.
    expect(await screen.findByText('Para $5,000.00 a 45 días: $1,900.00 al mes')).toBeInTheDocument();
    cleanup();

    server.use(
      onCall(calls.product, () =>
        HttpResponse.json({
          success: true,
          data: { ...offer, example: undefined, instalment: { amount: 190000, every: 'month' } },
        }),
      ),
    );
    await renderRoute(`${paths.product}?productId=21`);
    expect(await screen.findByText('Costo anual total')).toBeInTheDocument();
    expect(screen.queryByText('Ejemplo')).not.toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent('$1,900.00');
  });

  it('applies: tracks the product through the host, then opens the loan confirmation', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    const { user, router } = await renderRoute(exampleLocation({ path: paths.product }));
    const apply = await screen.findByRole('link', { name: 'Solicitar' });
    expect(apply).toHaveAttribute('href', exampleLocation({ path: paths.confirmLoan }));
    await user.click(apply);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmar préstamo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?productId=7');
    expect(bridge.calls).toEqual([{ action: 'confirmTrackingPoint', args: [{ productId: '7' }] }]);
  });

  it('is in English with rupees for type=1: the example in EMIs, the APR with its date, the KFS', async () => {
    await renderRoute(exampleLocation({ path: paths.product }), { pageQuery: '?type=1' });
    expect(await screen.findByText('QuickRupee')).toBeInTheDocument();
    expect(screen.getByText(`Lender: ${profileFor('in').legalName}`)).toBeInTheDocument();
    expect(
      screen
        .getAllByRole('term')
        .map((term) => term.textContent)
        .slice(0, 3),
    ).toEqual(['Example', 'Reaches your account', 'APR (annual percentage rate)']);
    expect(value('Reaches your account')).toHaveTextContent('₹19,528.00 of the example’s ₹20,000.00');
    expect(value('Example')).toHaveTextContent('For ₹20,000.00 over 3 months: 3 EMIs of ₹6,692.97');
    expect(value('APR (annual percentage rate)')).toHaveTextContent(
      `16.85% a yearWorked out on ${formatDate(demoDate('in', 0))}, for the example loan`,
    );
    expect(value('Amount')).toHaveTextContent('₹3,000.00 – ₹25,000.00');
    expect(value('Term')).toHaveTextContent('91 – 180 days');
    expect(screen.getByRole('link', { name: 'Key Facts Statement (KFS) of QuickRupee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toBeInTheDocument();
  });

  it('is in Hindi for language=hi: the same example and APR in Hindi words', async () => {
    await renderRoute(exampleLocation({ path: paths.product }), { pageQuery: '?type=1&language=hi' });
    expect(await screen.findByText('QuickRupee')).toBeInTheDocument();
    expect(value('उदाहरण')).toHaveTextContent('₹20,000.00 का लोन, 3 महीने के लिए: ₹6,692.97 की 3 ईएमआई');
    expect(value('एपीआर (सालाना प्रतिशत दर)')).toHaveTextContent(
      `16.85% सालाना${formatDate(demoDate('in', 0))} को, उदाहरण वाले लोन के लिए निकाली गई`,
    );
  });

  it('treats a wrong-shaped product as an invalid response', async () => {
    server.use(
      onCall(calls.product, () => HttpResponse.json({ success: true, data: { maxAmount: 'lots' } })),
    );
    await renderRoute(exampleLocation({ path: paths.product }));
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
