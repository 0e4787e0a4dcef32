import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { profileFor } from '@/config/market-profile';
import { demoDate } from '@/demo/demo-date';
import { recommendListFixture } from '@/demo/fixtures/loan';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { onApiFailure } from '@/lib/http/api-error';
import type { ApiError } from '@/lib/http';
import { renderRoute } from '../../support/render-route';
import './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

type Offer = ReturnType<typeof recommendListFixture>['list'][number] & Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The demo's listed offer of a product, as the server sends it. */
const demoOffer = (market: 'mx' | 'in', productId: string) =>
  recommendListFixture(market).list.find((offer) => offer.productId === productId) as Offer;

/** The value under a card's term. */
const value = (item: HTMLElement, term: string) =>
  within(item).getByText(term, { selector: 'dt' }).nextElementSibling!;

const terms = (item: HTMLElement) =>
  within(item)
    .getAllByRole('term')
    .map((term) => term.textContent);

describe('available offers (/recommendList)', () => {
  it('Mexico: a neutral title, the ranking as sent, and every offer with its lender, example and CAT with its date', async () => {
    await renderRoute(paths.recommendList);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ofertas disponibles' })).toBeInTheDocument();
    expect(screen.queryByText(/recomendad/i)).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Ordenamos las ofertas por su CAT, de menor a mayor. Ningún otorgante paga por aparecer antes.',
      ),
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(recommendListFixture('mx').list.length);
    // No badge or colour favours one offer: every card is the same card.
    expect(new Set(items.map((item) => item.className)).size).toBe(1);
    const date = formatDate(demoDate('mx', 0));
    for (const item of items) {
      // The example the CAT is worked out for comes first, with what of it reaches the account, the CAT with
      // its date right after; no daily rate.
      expect(terms(item).slice(0, 5)).toEqual([
        'Ejemplo',
        'Llega a tu cuenta',
        'Costo anual total',
        'Monto',
        'Plazo',
      ]);
      expect(value(item, 'Costo anual total')).toHaveTextContent(
        new RegExp(`^CAT [\\d,.]+% sin IVA.*Calculado el ${date}\\.$`),
      );
      expect(item).not.toHaveTextContent(/Tasa diaria|diario/);
    }

    const dinero = items.find((item) => item.textContent?.includes('Dinero Ya'))!;
    expect(dinero).toHaveTextContent(`Otorga el préstamo: ${profileFor('mx').legalName}`);
    expect(value(dinero, 'Ejemplo')).toHaveTextContent(/^Para \$3,000\.00 a 14 días: 1 pago de \$3,351\.17$/);
    expect(value(dinero, 'Costo anual total')).toHaveTextContent(/^CAT 1,126\.1% sin IVA/);

    const amigo = items.find((item) => item.textContent?.includes('Crédito Amigo'))!;
    const amigoOffer = demoOffer('mx', '12');
    expect(value(amigo, 'Ejemplo')).toHaveTextContent(
      `Para $8,000.00 a 28 días: 2 pagos quincenales de ${formatMoney(amigoOffer.instalment.amount, '$')}`,
    );
    expect(within(amigo).getByRole('link', { name: 'Crédito Amigo' })).toHaveAttribute(
      'href',
      `${paths.product}?productId=12`,
    );
    expect(
      within(amigo).getByRole('link', { name: 'Carátula del crédito de Crédito Amigo' }),
    ).toHaveAttribute('href', expect.stringMatching(/^https:\/\/.+\/caratula\/12\.pdf$/));

    // Another lender's offer names that lender and states its own figures.
    const norte = items.find((item) => item.textContent?.includes('Crédito Norte'))!;
    expect(norte).toHaveTextContent(
      'Otorga el préstamo: Financiera Ejemplo del Norte, S.A. de C.V., SOFOM, E.N.R.',
    );
    const norteOffer = demoOffer('mx', '21');
    expect(value(norte, 'Ejemplo')).toHaveTextContent(
      `Para $5,000.00 a 30 días: 2 pagos quincenales de ${formatMoney(norteOffer.instalment.amount, '$')}`,
    );
    expect(value(norte, 'Costo anual total')).toHaveTextContent(
      `CAT ${formatNumber(norteOffer.apr, 1)}% sin IVA`,
    );
    expect(norteOffer.apr).not.toBe(demoOffer('mx', '7').apr);
    // Its commission and IVA are taken when it is paid out: what arrives beside what is borrowed.
    expect(value(norte, 'Llega a tu cuenta')).toHaveTextContent('$4,710.00 de los $5,000.00 del ejemplo');
    // Dinero Ya's commission is repaid with the loan: the whole amount arrives.
    expect(value(dinero, 'Llega a tu cuenta')).toHaveTextContent('$3,000.00 de los $3,000.00 del ejemplo');

    // In the order the ranking says: by CAT, lowest first.
    const cats = items.map((item) =>
      Number(/CAT ([\d,.]+)%/.exec(item.textContent ?? '')![1]!.replace(/,/g, '')),
    );
    expect(cats).toEqual([...cats].sort((a, b) => a - b));
  });

  it('India (English): every offer with its lender, example in EMIs and APR with its date', async () => {
    await renderRoute(paths.recommendList, { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Available offers' })).toBeInTheDocument();
    expect(
      screen.getByText('Offers are sorted by APR, lowest first. No lender pays to be placed higher.'),
    ).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(terms(item).slice(0, 5)).toEqual([
        'Example',
        'Reaches your account',
        'APR (annual percentage rate)',
        'Amount',
        'Term',
      ]);
      expect(value(item, 'APR (annual percentage rate)')).toHaveTextContent(
        new RegExp(`^[\\d.]+% a yearWorked out on ${formatDate(demoDate('in', 0))}, for the example loan$`),
      );
      expect(item).not.toHaveTextContent(/Daily rate|a day/);
    }
    const quick = items.find((item) => item.textContent?.includes('QuickRupee'))!;
    expect(quick).toHaveTextContent(`Lender: ${profileFor('in').legalName}`);
    expect(value(quick, 'Example')).toHaveTextContent('For ₹20,000.00 over 3 months: 3 EMIs of ₹6,692.97');
    expect(value(quick, 'APR (annual percentage rate)')).toHaveTextContent(/^16\.85% a year/);
    // The ₹400 processing fee and its ₹72 GST are taken at disbursal.
    expect(value(quick, 'Reaches your account')).toHaveTextContent('₹19,528.00 of the example’s ₹20,000.00');
    expect(
      within(quick).getByRole('link', { name: 'Key Facts Statement (KFS) of QuickRupee' }),
    ).toHaveAttribute('href', expect.stringMatching(/\/kfs\/7\.pdf$/));
    const sahyadri = items.find((item) => item.textContent?.includes('Sahyadri Cash'))!;
    expect(sahyadri).toHaveTextContent('Lender: Sahyadri Fincorp Private Limited');
    const other = demoOffer('in', '21');
    expect(value(sahyadri, 'Example')).toHaveTextContent(
      `For ₹15,000.00 over 4 months: 4 EMIs of ${formatMoney(other.instalment.amount, '₹')}`,
    );
    expect(value(sahyadri, 'APR (annual percentage rate)')).toHaveTextContent(
      `${formatNumber(other.apr, 2)}% a year`,
    );
    expect(other.apr).not.toBe(16.85);
  });

  it('India (Hindi): the same offers in Hindi words', async () => {
    await renderRoute(paths.recommendList, { pageQuery: '?type=1&language=hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'उपलब्ध ऑफ़र' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(screen.getByText(/^ऑफ़र एपीआर के हिसाब से लगाए गए हैं, सबसे कम पहले।/)).toBeInTheDocument();
    const quick = items.find((item) => item.textContent?.includes('QuickRupee'))!;
    expect(terms(quick).slice(0, 3)).toEqual([
      'उदाहरण',
      'आपके खाते में आने वाली राशि',
      'एपीआर (सालाना प्रतिशत दर)',
    ]);
    expect(value(quick, 'आपके खाते में आने वाली राशि')).toHaveTextContent('उदाहरण के ₹20,000.00 में से ₹19,528.00');
    expect(value(quick, 'उदाहरण')).toHaveTextContent('₹20,000.00 का लोन, 3 महीने के लिए: ₹6,692.97 की 3 ईएमआई');
    expect(value(quick, 'एपीआर (सालाना प्रतिशत दर)')).toHaveTextContent(
      `16.85% सालाना${formatDate(demoDate('in', 0))} को, उदाहरण वाले लोन के लिए निकाली गई`,
    );
    // The example and the rate read in Hindi: no English word but the acronym.
    for (const item of items) expect(value(item, 'उदाहरण').textContent).not.toMatch(/[A-Za-z]/);
  });

  it.each([
    ['Mexico', '', 'Ofertas disponibles'],
    ['India', '?type=1', 'Available offers'],
  ] as const)(
    '%s: an entry without its lender, APR/CAT or example is left out and reported once',
    async (_market, pageQuery, title) => {
      const market = pageQuery ? 'in' : 'mx';
      const complete = demoOffer(market, '7');
      const without = (productId: string, field: string) => {
        const entry: Record<string, unknown> = { ...complete, productId, productName: `Sin ${field}` };
        delete entry[field];
        return entry;
      };
      server.use(
        onCall(calls.recommendList, () =>
          HttpResponse.json({
            success: true,
            // A bare list (no ranking), as a server that knows only the spec's shape sends it.
            data: [
              complete,
              without('31', 'lender'),
              // A lender without its legal name is no lender; a rate that is no number, no rate.
              {
                ...complete,
                productId: '32',
                productName: 'Sin nombre legal',
                lender: { brandName: 'Marca' },
              },
              { ...without('33', 'apr'), loanRate: '0.1' },
              { ...complete, productId: '34', productName: 'Sin tasa', apr: 'n/a' },
              without('35', 'example'),
              { ...complete, productId: '36', productName: 'Ejemplo roto', example: { amount: 100000 } },
            ],
          }),
        ),
      );
      const failures: ApiError[] = [];
      onApiFailure((error) => failures.push(error));
      try {
        await renderRoute(paths.recommendList, { pageQuery });
        expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
        const items = await screen.findAllByRole('listitem');
        expect(items).toHaveLength(1);
        expect(items[0]).toHaveTextContent(complete.productName);
        expect(screen.queryByText(/^Sin |Ejemplo roto/)).not.toBeInTheDocument();
        // No ranking sentence was sent: none is shown.
        expect(screen.queryByText(/sorted|Ordenamos/)).not.toBeInTheDocument();
        expect(failures.map((error) => error.kind)).toEqual(['invalid']);
        expect(failures[0]!.message).toBe(
          `Invalid response from ${calls.recommendList.path}: offers left out: 31 (no lender); 32 (no lender); ` +
            '33 (no apr); 34 (no apr); 35 (no example); 36 (no example)',
        );
      } finally {
        onApiFailure(undefined);
      }
    },
  );

  it('shows the ranking sentence as it is sent, as text', async () => {
    server.use(
      onCall(calls.recommendList, () =>
        HttpResponse.json({
          success: true,
          data: { list: [demoOffer('mx', '7')], ranking: '<b>Por CAT</b>, el más bajo primero.' },
        }),
      ),
    );
    await renderRoute(paths.recommendList);
    expect(await screen.findByText('<b>Por CAT</b>, el más bajo primero.')).toBeInTheDocument();
  });

  it('opens an offer', async () => {
    const { user, router } = await renderRoute(paths.recommendList);
    await user.click(await screen.findByRole('link', { name: 'Crédito Amigo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Producto' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?productId=12');
  });

  it('says so when there are no offers', async () => {
    server.use(onCall(calls.recommendList, () => HttpResponse.json({ success: true, data: [] })));
    await renderRoute(paths.recommendList);
    expect(
      await screen.findByText('Por ahora no hay productos disponibles. Vuelve pronto.'),
    ).toBeInTheDocument();
  });

  it('treats a wrong-shaped list as an invalid response', async () => {
    server.use(onCall(calls.recommendList, () => HttpResponse.json({ success: true, data: { list: [{}] } })));
    await renderRoute(paths.recommendList);
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});
