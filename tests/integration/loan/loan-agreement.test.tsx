import { screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { formatDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { digitsOnly, moneyText } from '../../support/money-text';
import { recordRequests } from '../../support/record-requests';
import { contractFixture } from '@/demo/fixtures/loan';
import { scenario } from './helpers';
import { profileFor } from '@/config/market-profile';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

const MX = { market: Market.mexico };
// A document's dates carry the year, as formatDate writes them.
const d = (date: string) => formatDate(date, MX);

/** A field of the note (the summary box beside it has rows of its own). */
const field = (label: string) =>
  within(screen.getByRole('article')).getByText(label, { selector: 'dt' }).nextElementSibling;

// The demo dates the contract from its today: the loan of status 174 was paid out 9 days ago (2025-06-18).
beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2025, 5, 27, 12, 0, 0), toFake: ['Date'] });
});

describe('loan agreement (/loanAgreement)', () => {
  it('loads the contract by orderNo and shows every field', async () => {
    const log = recordRequests(server);
    await renderRoute(`${paths.loanAgreement}?orderNo=MX1`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Pagaré' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contrato de préstamo' })).toBeInTheDocument();
    const request = log.to(calls.contract)[0]!;
    expect(request.method).toBe('GET');
    expect(request.url.searchParams.get('orderNo')).toBe('MX1');

    expect(field('Número de préstamo')).toHaveTextContent('MX1');
    expect(field('Deudor')).toHaveTextContent('María Fernanda López Ruiz');
    expect(field('Producto')).toHaveTextContent('Dinero Ya');
    // The demo's main Mexican loan: $3,000 for 14 days at 0.0065 % a day ($2.73), a $300 commission, and
    // IVA of 16 % on both ($48.44); the commission is repaid with the loan, so all $3,000 are received.
    expect(field('Monto del préstamo')).toHaveTextContent(moneyText('$3,000.00'));
    expect(field('Cuenta bancaria')).toHaveTextContent('**** **** **** 4821');
    expect(field('Fecha de desembolso')).toHaveTextContent(d('2025-06-18'));
    expect(field('Fecha de pago')).toHaveTextContent(d('2025-07-02'));
    expect(field('Monto a pagar')).toHaveTextContent(moneyText('$3,351.17'));
    // Each fee by its one name (common.fee): the carátula's "Comisión por apertura".
    expect(field('Comisión por apertura')).toHaveTextContent(moneyText('$300.00'));
    expect(field('Intereses')).toHaveTextContent(moneyText('$2.73'));
    expect(field('IVA')).toHaveTextContent(moneyText('$48.44'));
    expect(field('Monto recibido')).toHaveTextContent(moneyText('$3,000.00'));
    expect(field('Domicilio del deudor')).toHaveTextContent('Av. Insurgentes Sur 1234');
    expect(field('Fecha del contrato')).toHaveTextContent(d('2025-06-18'));
    // One lender per market in the demo: the lender's profile names it.
    expect(field('Acreedor')).toHaveTextContent(profileFor('mx').legalName);
    log.stop();
  });

  it("writes the note with the values and the loan's own rates and charges", async () => {
    await renderRoute(`${paths.loanAgreement}?orderNo=MX1`);
    const note = await screen.findByRole('article');
    expect(note).toHaveTextContent(moneyText('Bueno por $3,351.17', { exact: false }));
    expect(note).toHaveTextContent(
      'Yo, María Fernanda López Ruiz, con domicilio en Av. Insurgentes Sur 1234, Col. Del Valle, Benito Juárez, 03100 Ciudad de México, debo y me obligo a pagar incondicionalmente',
    );
    expect(note).toHaveTextContent(
      // A pagaré states its sum in words too, in pesos and centavos, moneda nacional.
      moneyText(
        `la cantidad de $3,351.17 (TRES MIL TRESCIENTOS CINCUENTA Y UN PESOS 17/100 M.N.), a más tardar el ${formatDate('2025-07-02', MX)}`,
        { exact: false },
      ),
    );
    expect(note).toHaveTextContent(moneyText('por el préstamo de $3,000.00 que recibí', { exact: false }));
    expect(note).toHaveTextContent(
      moneyText(`depositó el ${formatDate('2025-06-18', MX)} la cantidad de $3,000.00`, { exact: false }),
    );
    // The loan's keyFacts (contract §7): 2.37 % a year, so 0.0065 % a day, said to be worked out.
    expect(note).toHaveTextContent(
      'tasa anual del 2.37%, es decir, 0.0065% diario (tasa diaria: la anual entre 365)',
    );
    expect(note).not.toHaveTextContent('18%');
    expect(note).toHaveTextContent(
      moneyText('Los intereses suman $2.73 y la comisión por apertura $300.00', { exact: false }),
    );
    // 16 % × ($2.73 + $300.00) = $48.4368, rounded to $48.44.
    expect(note).toHaveTextContent(
      moneyText('El IVA, del 16% sobre los intereses más la comisión, suma $48.44', { exact: false }),
    );
    expect(note).toHaveTextContent('intereses moratorios del 3.56% anual sobre el pago vencido');
    expect(note).toHaveTextContent('Puedo pagar anticipadamente el total del préstamo sin comisión.');
    expect(note).not.toHaveTextContent('valor de referencia');
    // The extension's fee by the carátula's name and amount, with the clause that governs it.
    expect(note).toHaveTextContent('una nueva fecha de hasta 7 días después de su vencimiento');
    expect(note).toHaveTextContent(
      moneyText(
        'solo se cobra esta comisión: Comisión por extensión: $150.00, más IVA de $24.00 (cláusula 10 del contrato de adhesión)',
        { exact: false },
      ),
    );
    expect(note).not.toHaveTextContent(/diferimiento|diferido/);
    expect(within(note).getByText('El deudor')).toBeInTheDocument();
    expect(within(note).getByText('El acreedor')).toBeInTheDocument();
  });

  it('renders markup in server strings as inert text', async () => {
    server.use(
      onCall(calls.contract, () =>
        HttpResponse.json({
          code: 0,
          data: {
            ...contractFixture('mx', 'MX1', 1),
            userName: '<img src=x onerror=alert(1)>Ana',
            userAddress: '<script>alert(1)</script>Calle 5',
          },
        }),
      ),
    );
    const { container } = await renderRoute(`${paths.loanAgreement}?orderNo=MX1`);
    expect(
      await screen.findByText('<img src=x onerror=alert(1)>Ana', { selector: 'dd' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent(
      'con domicilio en <script>alert(1)</script>Calle 5',
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img[src="x"]')).toBeNull();
  });

  it('shows a dash for missing fields instead of failing', async () => {
    server.use(
      onCall(calls.contract, () =>
        HttpResponse.json({ code: '0', data: { userName: 'Ana', amount: '100000' } }),
      ),
    );
    await renderRoute(`${paths.loanAgreement}?orderNo=MX1`);
    expect(await screen.findByRole('article')).toBeInTheDocument();
    expect(field('Monto del préstamo')).toHaveTextContent('$1,000.00');
    expect(field('Comisión por apertura')).toHaveTextContent('—');
    expect(field('Fecha de pago')).toHaveTextContent('—');
  });

  it('is in English with rupees for type=1', async () => {
    await renderRoute(`${paths.loanAgreement}?orderNo=IN1`, { pageQuery: '?type=1' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Promissory note' })).toBeInTheDocument();
    expect(field('Borrower')).toHaveTextContent('Priya Sharma');
    // India's main loan: ₹20,000, a ₹400 processing fee and 18 % GST on it (₹72) taken at disbursal.
    expect(field('Loan amount')).toHaveTextContent(moneyText('₹20,000.00'));
    expect(field('Processing fee')).toHaveTextContent(moneyText('₹400.00'));
    expect(field('GST on the processing fee')).toHaveTextContent(moneyText('₹72.00'));
    expect(field('Amount received')).toHaveTextContent(moneyText('₹19,528.00'));
    expect(field('Interest')).toHaveTextContent(moneyText('₹78.91'));
    expect(field('Amount to repay')).toHaveTextContent(moneyText('₹20,078.91'));
    const note = screen.getByRole('article');
    // An Indian note heads its sum with the figure and states it in words; no word-for-word "Bueno por".
    expect(note).not.toHaveTextContent('Good for');
    expect(note).toHaveTextContent(
      moneyText('the sum of ₹20,078.91 (Rupees Twenty Thousand Seventy-Eight and Ninety-One Paise Only)', {
        exact: false,
      }),
    );
    expect(note).toHaveTextContent('annual rate of 2.37%, that is 0.0065% a day');
    // India: penal charges (RBI, 18 Aug 2023), the loan's own, never penal interest.
    expect(note).toHaveTextContent(
      'I will pay the following penal charges: Penal charge on delayed payment: 24.00% per annum on the overdue instalment only',
    );
    expect(note).toHaveTextContent('No penal interest is charged');
    expect(note).toHaveTextContent(
      moneyText(
        'only this fee is then due: Extension fee: ₹400.00, plus GST of ₹72.00 (section 8 of the loan terms and conditions)',
        { exact: false },
      ),
    );
    expect(note).toHaveTextContent(
      moneyText('GST of 18% on the processing fee amounts to ₹72.00; interest is exempt from GST', {
        exact: false,
      }),
    );
  });

  it('is one document in three parts: the KFS as its summary box, the terms it cites, the note', async () => {
    await renderRoute(`${paths.loanAgreement}?orderNo=IN1`, { pageQuery: '?type=1' });
    // RBI's KFS circular: the KFS is the agreement's summary box, its APR among its items (the annex).
    const kfs = await screen.findByRole('region', { name: 'Key Facts Statement' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Loan terms and conditions', 'Promissory note', 'Key Facts Statement']);
    expect(within(kfs).getAllByText('Annual Percentage Rate (APR)', { selector: 'dt' })).not.toHaveLength(0);
    // The sections the KFS cites are the terms the agreement links.
    const terms = screen.getByRole('region', { name: 'Loan terms and conditions' });
    expect(within(terms).getByRole('link', { name: 'Read the loan terms and conditions' })).toHaveAttribute(
      'href',
      paths.loanTerms,
    );
    expect(terms).toHaveTextContent('recovery agents (13)');
    expect(terms).toHaveTextContent('grievances (18)');
    expect(screen.getByRole('main')).toHaveTextContent(
      /has three parts: the loan terms and conditions, the promissory note you signed and, as its annex, the summary box/,
    );
  });

  it('Mexico: the carátula, the contrato de adhesión beside the pagaré, and the pagaré', async () => {
    await renderRoute(`${paths.loanAgreement}?orderNo=MX1`);
    await screen.findByRole('region', { name: 'Carátula del crédito' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Cláusulas del contrato de adhesión',
      'Pagaré',
      'Carátula del crédito',
    ]);
    expect(screen.getByRole('link', { name: 'Leer el contrato de adhesión' })).toHaveAttribute(
      'href',
      paths.loanTerms,
    );
  });

  it('before Apply, says so and acknowledges nothing that has not happened', async () => {
    // An offer's contract (the number its Apply will get): no signing date and no disbursal date yet.
    const { contractDate: _signed, daiDate: _paid, ...offer } = contractFixture('in', 'IN26070001', 3, '151');
    server.use(onCall(calls.contract, () => HttpResponse.json({ code: 0, data: offer })));
    await renderRoute(`${paths.loanAgreement}?orderNo=IN26070001`, { pageQuery: '?type=1' });
    const note = await screen.findByRole('article');
    expect(screen.getByRole('main')).toHaveTextContent(
      'It is not signed yet: you sign it when you apply, and nothing in it has happened before then.',
    );
    expect(note).not.toHaveTextContent(/acknowledge|the lender paid|for value received/);
    expect(note).toHaveTextContent(
      moneyText('the lender is to pay ₹19,528.00 into bank account XXXX XXXX 4821', { exact: false }),
    );
    expect(note).toHaveTextContent('Nothing has been paid yet.');
    expect(note).toHaveTextContent('It is not signed yet.');
    expect(field('Disbursal date')).toHaveTextContent('On disbursal, after you apply');
    expect(field('Contract date')).toHaveTextContent('When you apply');
    expect(field('Amount to be received')).toHaveTextContent(moneyText('₹19,528.00'));
    // The summary box is the offer's KFS, its APR and proposal number with it.
    const kfs = await screen.findByRole('region', { name: 'Key Facts Statement' });
    expect(kfs).toHaveTextContent('IN26070001');
  });

  it('treats a wrong-shaped contract as an invalid response', async () => {
    server.use(onCall(calls.contract, () => HttpResponse.json({ code: 0, data: { amount: { value: 1 } } })));
    await renderRoute(`${paths.loanAgreement}?orderNo=MX1`);
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });
});

describe('loan agreement in periods (/agony)', () => {
  it('frames the same note in periods and lists each instalment', async () => {
    scenario('periods=3');
    await renderRoute(`${paths.loanAgreementPeriods}?orderNo=MX1`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pagaré en parcialidades' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Contrato de préstamo en parcialidades' }),
    ).toBeInTheDocument();
    const plan = within(screen.getByRole('article')).getByRole('table', { name: 'Calendario de pagos' });
    const rows = within(plan).getAllByRole('row').slice(1);
    // The main loan in 3 parts 14 days apart; the first carries the commission and its IVA.
    expect(rows.map((row) => digitsOnly(row.textContent))).toEqual(
      [`1${d('2025-06-18')}$1,350.11`, `2${d('2025-07-02')}$1,002.11`, `3${d('2025-07-16')}$1,002.11`].map(
        digitsOnly,
      ),
    );
    expect(field('Fecha de pago')).toHaveTextContent(
      `${d('2025-06-18')}, ${d('2025-07-02')}, ${d('2025-07-16')}`,
    );
    expect(field('Monto a pagar')).toHaveTextContent(moneyText('$3,354.33'));
    expect(screen.getByRole('article')).toHaveTextContent(
      `La última parcialidad vence el ${d('2025-07-16')}`,
    );
    expect(screen.getByRole('article')).toHaveTextContent('intereses moratorios del 3.56% anual');
  });

  it('shows a one-payment contract as a single instalment', async () => {
    await renderRoute(`${paths.loanAgreementPeriods}?orderNo=MX1`);
    const plan = within(await screen.findByRole('article')).getByRole('table', {
      name: 'Calendario de pagos',
    });
    expect(
      within(plan)
        .getAllByRole('row')
        .slice(1)
        .map((row) => digitsOnly(row.textContent)),
    ).toEqual([digitsOnly(`1${d('2025-07-02')}$3,351.17`)]);
  });

  it('treats a wrong-shaped contract as an invalid response', async () => {
    server.use(onCall(calls.contract, () => HttpResponse.json({ code: 0, data: { amount: { value: 1 } } })));
    await renderRoute(`${paths.loanAgreementPeriods}?orderNo=MX1`);
    expect(await screen.findByRole('alert')).toHaveTextContent('respuesta inesperada');
  });

  it('keeps the periods heading when the contract has no plan dates', async () => {
    server.use(
      onCall(calls.contract, () =>
        HttpResponse.json({ code: 0, data: { ...contractFixture('mx', 'MX1', 1), planDate: null } }),
      ),
    );
    await renderRoute(`${paths.loanAgreementPeriods}?orderNo=MX1`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Pagaré en parcialidades' }),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('article')).queryByRole('table')).not.toBeInTheDocument();
  });
});
