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

const field = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

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

    expect(field('Deudor')).toHaveTextContent('María Fernanda López Ruiz');
    expect(field('Producto')).toHaveTextContent('Dinero Ya');
    // The demo's main Mexican loan: $3,000 for 14 days at 0.0065 % a day ($2.73), a $300 commission, and
    // IVA of 16 % on both ($48.44); the commission is repaid with the loan, so all $3,000 are received.
    expect(field('Monto del préstamo')).toHaveTextContent(moneyText('$3,000.00'));
    expect(field('Cuenta bancaria')).toHaveTextContent('**** **** **** 4821');
    expect(field('Fecha de desembolso')).toHaveTextContent(d('2025-06-18'));
    expect(field('Fecha de pago')).toHaveTextContent(d('2025-07-02'));
    expect(field('Monto a pagar')).toHaveTextContent(moneyText('$3,351.17'));
    expect(field('Comisión')).toHaveTextContent(moneyText('$300.00'));
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
      moneyText('Los intereses suman $2.73 y la comisión $300.00', { exact: false }),
    );
    // 16 % × ($2.73 + $300.00) = $48.4368, rounded to $48.44.
    expect(note).toHaveTextContent(
      moneyText('El IVA, del 16% sobre los intereses más la comisión, suma $48.44', { exact: false }),
    );
    expect(note).toHaveTextContent('intereses moratorios del 3.56% anual sobre el pago vencido');
    expect(note).toHaveTextContent('Puedo pagar anticipadamente el total del préstamo sin comisión.');
    expect(note).not.toHaveTextContent('valor de referencia');
    expect(note).toHaveTextContent('aplazar la fecha de pago hasta 7 días');
    expect(note).toHaveTextContent('solo se debe la comisión por servicio de diferimiento');
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
    expect(field('Comisión')).toHaveTextContent('—');
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
      moneyText('GST of 18% on the processing fee amounts to ₹72.00; interest is exempt from GST', {
        exact: false,
      }),
    );
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
    const plan = screen.getByRole('table', { name: 'Calendario de pagos' });
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
    const plan = await screen.findByRole('table', { name: 'Calendario de pagos' });
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
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
