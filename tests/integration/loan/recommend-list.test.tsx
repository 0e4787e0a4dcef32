import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { profileFor } from '@/config/market-profile';
import { demoDate } from '@/demo/demo-date';
import { formatDate } from '@/lib/format';
import { renderRoute } from '../../support/render-route';
import './helpers';

const RECOMMEND = '/v3/product/recommend-list';

describe('recommended products (/recommendList)', () => {
  it('lists each offer the same way, its lender and CAT first, and says how the list is ordered (Mexico)', async () => {
    await renderRoute('/recommendList');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Productos recomendados' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Ordenamos las ofertas por su CAT/)).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(3);
    // No badge or colour favours one offer: every card is the same card.
    expect(new Set(items.map((item) => item.className)).size).toBe(1);
    const lenders = new Set(items.map((item) => item.querySelector('.lender-line')?.textContent));
    expect(lenders).toEqual(
      new Set([
        `Otorga el préstamo: ${profileFor('mx').legalName}`,
        'Otorga el préstamo: Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
      ]),
    );
    const amigo = items.find((item) => item.textContent?.includes('Crédito Amigo'))!;
    expect(within(amigo).getByRole('link', { name: 'Crédito Amigo' })).toHaveAttribute(
      'href',
      '/product?productId=12',
    );
    const terms = within(amigo)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['Costo anual total', 'Monto', 'Plazo', 'Pago de ejemplo', 'Cargos por atraso']);
    const cost = within(amigo).getByText('Costo anual total').nextElementSibling!;
    expect(cost).toHaveTextContent(/^CAT [\d,.]+% sin IVA/);
    expect(cost).toHaveTextContent(`Calculado el ${formatDate(demoDate(0))}.`);
    expect(within(amigo).getByText('Monto').nextElementSibling).toHaveTextContent('$2,000.00 – $15,000.00');
    expect(within(amigo).getByText('Plazo').nextElementSibling).toHaveTextContent('14 – 60 días');
    expect(within(amigo).getByText('Pago de ejemplo').nextElementSibling).toHaveTextContent(
      /^\$[\d,.]+ por quincena$/,
    );
    expect(within(amigo).getByText('Cargos por atraso').nextElementSibling).toHaveTextContent(
      /Interés moratorio/,
    );
    expect(
      within(amigo).getByRole('link', { name: 'Carátula del crédito de Crédito Amigo' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/.+\/caratula\/12\.pdf$/));
    expect(amigo).not.toHaveTextContent('Tasa diaria');
    // In the order the ranking says: by CAT, lowest first; the offer stating none last.
    const cats = items
      .map((item) => /CAT ([\d,.]+)%/.exec(item.textContent ?? '')?.[1])
      .map((cat) => (cat === undefined ? Infinity : Number(cat.replace(/,/g, ''))));
    expect(cats).toEqual([...cats].sort((a, b) => a - b));
    // An offer that states no CAT shows what it has, its daily rate last and not as its headline.
    const bare = items.at(-1)!;
    expect(bare).toHaveTextContent('Efectivo Fácil');
    expect(bare).toHaveTextContent(`Otorga el préstamo: ${profileFor('mx').legalName}`);
    expect(
      within(bare)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Monto', 'Plazo', 'Tasa diaria']);
    expect(within(bare).queryByRole('link', { name: /Carátula/ })).not.toBeInTheDocument();
  });

  it('lists India’s offers with their lender, APR, instalment, penal charges and KFS', async () => {
    await renderRoute('/recommendList', { pageQuery: '?type=1' });
    const items = await screen.findAllByRole('listitem');
    expect(items.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByText(/^Offers are sorted by APR, lowest first/)).toBeInTheDocument();
    expect(new Set(items.map((item) => item.className)).size).toBe(1);
    const quick = items.find((item) => item.textContent?.includes('QuickRupee'))!;
    expect(quick).toHaveTextContent(`Lender: ${profileFor('in').legalName}`);
    expect(
      within(quick)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['APR (annual percentage rate)', 'Amount', 'Term', 'Example instalment', 'Penal charges']);
    expect(within(quick).getByText('APR (annual percentage rate)').nextElementSibling).toHaveTextContent(
      `a yearWorked out on ${formatDate(demoDate(0))}, for the example loan`,
    );
    expect(within(quick).getByText('Amount').nextElementSibling).toHaveTextContent('₹3,000.00 – ₹25,000.00');
    expect(within(quick).getByText('Example instalment').nextElementSibling).toHaveTextContent(
      /^₹[\d,.]+ a month$/,
    );
    expect(
      within(quick).getByRole('link', { name: 'Key Facts Statement (KFS) of QuickRupee' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/kfs\/7\.pdf$/));
    const other = items.find((item) => item.textContent?.includes('Sahyadri Cash'))!;
    expect(other).toHaveTextContent('Lender: Sahyadri Fincorp Private Limited');
    expect(screen.queryByText(/Daily rate/, { selector: 'dt' })).toBeInTheDocument();
    expect(items.at(-1)).toHaveTextContent('Daily rate');
  });

  it.each([
    ['Mexico', '', 'mx', 'Otorga el préstamo', ['Monto', 'Plazo', 'Tasa diaria']],
    ['India', '?type=1', 'in', 'Lender', ['Amount', 'Term', 'Daily rate']],
  ] as const)(
    '%s: a bare list of the spec’s fields names the profile’s lender and leads with no daily rate',
    async (_market, pageQuery, market, lenderLabel, terms) => {
      server.use(
        http.post(`*${RECOMMEND}`, () =>
          HttpResponse.json({
            success: true,
            data: [
              {
                productId: '3',
                productName: 'Solo',
                productLogo: '',
                maxAmount: 500000,
                minTerm: 7,
                maxTerm: '14',
                loanRate: '0.1',
                description: '',
                lender: { brandName: 'no legal name' },
                apr: 'n/a',
                instalment: 'monthly',
              },
            ],
          }),
        ),
      );
      await renderRoute('/recommendList', { pageQuery });
      const [item] = await screen.findAllByRole('listitem');
      expect(item).toHaveTextContent(`${lenderLabel}: ${profileFor(market).legalName}`);
      expect(
        within(item!)
          .getAllByRole('term')
          .map((term) => term.textContent),
      ).toEqual(terms);
      expect(within(item!).getByText(terms[2]).nextElementSibling).toHaveTextContent('0.1%');
      expect(within(item!).queryAllByRole('link')).toHaveLength(1);
      expect(screen.queryByText(/sorted|Ordenamos/)).not.toBeInTheDocument();
    },
  );

  it('opens a product', async () => {
    const { user, router } = await renderRoute('/recommendList');
    await user.click(await screen.findByRole('link', { name: /Efectivo Fácil/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?productId=15');
  });

  it('says so when there are no products', async () => {
    server.use(http.post(`*${RECOMMEND}`, () => HttpResponse.json({ success: true, data: [] })));
    await renderRoute('/recommendList');
    expect(
      await screen.findByText('Por ahora no hay productos disponibles. Vuelve pronto.'),
    ).toBeInTheDocument();
  });

  it('is in English with rupees for type=1', async () => {
    await renderRoute('/recommendList', { pageQuery: '?type=1' });
    expect(await screen.findByRole('link', { name: 'QuickRupee' })).toBeInTheDocument();
    expect(screen.getAllByText('Amount')[0]).toBeInTheDocument();
  });

  it('shows the server message, then recovers on retry (a server failure, HTTP 503)', async () => {
    server.use(
      http.post(
        `*${RECOMMEND}`,
        () => HttpResponse.json({ success: false, message: 'Sin ofertas hoy' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const { user } = await renderRoute('/recommendList');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin ofertas hoy');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThanOrEqual(3);
  });

  it('says the network is down and offers a retry', async () => {
    server.use(http.post(`*${RECOMMEND}`, () => HttpResponse.error()));
    await renderRoute('/recommendList');
    expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
  });

  it('treats a wrong-shaped list as an invalid response', async () => {
    server.use(http.post(`*${RECOMMEND}`, () => HttpResponse.json({ success: true, data: { list: [{}] } })));
    await renderRoute('/recommendList');
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
