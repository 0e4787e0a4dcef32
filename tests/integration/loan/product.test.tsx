import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { profileFor } from '@/config/market-profile';
import { demoDate } from '@/demo/demo-date';
import { formatDate } from '@/lib/format';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { setBridge } from '@/lib/bridge';
import { createFakeBridge } from '../../support/fake-bridge';
import { jsonBodies } from './helpers';

const PRODUCT = '/v3/product/detail';

describe('product (/product)', () => {
  it('shows the offer: its lender, CAT with its date first, range, instalment, penal charges, carátula', async () => {
    const log = recordRequests(server);
    await renderRoute('/product?productId=7');
    expect(await screen.findByText('Dinero Ya')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Producto' })).toBeInTheDocument();
    expect(screen.getByText(`Otorga el préstamo: ${profileFor('mx').legalName}`)).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Costo anual total',
      'Monto',
      'Plazo',
      'Pago de ejemplo',
      'Cargos por atraso',
    ]);
    expect(screen.getByText('Costo anual total').nextElementSibling).toHaveTextContent(
      new RegExp(`^CAT [\\d,.]+% sin IVA.*Calculado el ${formatDate(demoDate(0))}\\.$`),
    );
    expect(screen.getByText('Monto').nextElementSibling).toHaveTextContent('$1,000.00 – $8,000.00');
    expect(screen.getByText('Plazo').nextElementSibling).toHaveTextContent('7 – 30 días');
    expect(screen.queryByText('Tasa diaria')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Carátula del crédito de Dinero Ya' })).toBeInTheDocument();
    expect(jsonBodies(log.to(PRODUCT))).toEqual([{ productId: '7' }]);
    log.stop();
  });

  it('names another lender’s offer by that lender', async () => {
    await renderRoute('/product?productId=21');
    expect(
      await screen.findByText(
        'Otorga el préstamo: Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['Mexico', '', 'mx', 'Otorga el préstamo', ['Monto', 'Plazo', 'Tasa diaria']],
    ['India', '?type=1', 'in', 'Lender', ['Amount', 'Term', 'Daily rate']],
  ] as const)(
    '%s: an offer with only the spec’s fields names the profile’s lender, its daily rate last',
    async (_market, pageQuery, market, label, terms) => {
      await renderRoute('/product?productId=15', { pageQuery });
      expect(await screen.findByText(`${label}: ${profileFor(market).legalName}`)).toBeInTheDocument();
      expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(terms);
      expect(screen.getByText(terms[2]).nextElementSibling).toHaveTextContent('0.0065%');
      expect(screen.queryByRole('link', { name: /Carátula|KFS/ })).not.toBeInTheDocument();
    },
  );

  it('applies: tracks the product through the host, then opens the loan confirmation', async () => {
    const bridge = createFakeBridge();
    setBridge(bridge);
    const { user, router } = await renderRoute('/product?productId=7');
    const apply = await screen.findByRole('link', { name: 'Solicitar' });
    expect(apply).toHaveAttribute('href', '/confirmLoan?productId=7');
    await user.click(apply);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirmar préstamo' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?productId=7');
    expect(bridge.calls).toEqual([{ action: 'confirmTrackingPoint', args: [{ productId: '7' }] }]);
  });

  it('is in English with rupees for type=1, the APR first and the KFS', async () => {
    await renderRoute('/product?productId=7', { pageQuery: '?type=1' });
    expect(await screen.findByText('QuickRupee')).toBeInTheDocument();
    expect(screen.getByText(`Lender: ${profileFor('in').legalName}`)).toBeInTheDocument();
    expect(screen.getAllByRole('term')[0]).toHaveTextContent('APR (annual percentage rate)');
    expect(screen.getByText('Amount').nextElementSibling).toHaveTextContent('₹3,000.00 – ₹25,000.00');
    expect(screen.getByText('Term').nextElementSibling).toHaveTextContent('91 – 180 days');
    expect(screen.getByText('Penal charges')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Key Facts Statement (KFS) of QuickRupee' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply' })).toBeInTheDocument();
  });

  it('shows the server message, then recovers on retry (a server failure, HTTP 503)', async () => {
    server.use(
      http.post(
        `*${PRODUCT}`,
        () => HttpResponse.json({ success: false, message: 'Producto cerrado' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderRoute('/product?productId=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Producto cerrado');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Dinero Ya')).toBeInTheDocument();
  });

  it('says the network is down and offers a retry', async () => {
    server.use(http.post(`*${PRODUCT}`, () => HttpResponse.error()));
    await renderRoute('/product?productId=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  });

  it('treats a wrong-shaped product as an invalid response', async () => {
    server.use(
      http.post(`*${PRODUCT}`, () => HttpResponse.json({ success: true, data: { maxAmount: 'lots' } })),
    );
    await renderRoute('/product?productId=7');
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
