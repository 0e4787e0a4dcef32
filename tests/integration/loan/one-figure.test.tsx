import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { contractFixture, loanDetailsFixture } from '@/demo/fixtures/loan';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { readCaratula } from '../../support/caratula-checklist';
import { calls, onCall } from '../../support/on-call';

/** The amortisation table's own labels: as many as the plan has payments, so not compared by position. */
const SCHEDULE_LABELS = new Set([
  'Fecha',
  'Capital',
  'Intereses',
  'Comisiones e impuestos',
  'Pago',
  'Saldo de capital',
]);

/**
 * One loan, every document: the contract (/loanAgreement and /agony), the statement before signing
 * (/confirmLoan) and after (/loanStatement), loan details and the loan terms state the same rates, late and
 * penal charges, prepayment terms, amounts and dates. Where the loan states a figure it is the loan's; where
 * it does not, every document of that loan gives the same reference value and says it is one; the loan
 * terms, general to every loan, give none and defer to the KFS.
 */
const TODAY = new Date(2026, 10, 21, 9, 30);
const pct = (value: number, decimals = 2) => `${formatNumber(value, decimals)}%`;

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  scenario('');
});

function rowValue(region: HTMLElement, label: string): string {
  const term = within(region).queryAllByText(label, { selector: 'dt' })[0];
  return term?.nextElementSibling?.textContent ?? '';
}

type Variant = 'demo' | 'none' | 'full';

/** A loan with a full keyFacts of figures unlike the demo's, so that a constant cannot pass for them. */
const FULL = {
  mx: {
    interestRate: 36.5,
    interestType: 'fixed',
    lateRate: 54.75,
    foreclosure: { allowed: true, charge: 5_000 },
  },
  in: {
    interestRate: 18.25,
    interestType: 'fixed',
    penalCharges: [
      { name: 'Penal charge on an overdue instalment', amount: 50_000, basis: 'once per instalment' },
    ],
    foreclosure: { allowed: false },
  },
} as const;

/** The contract and loan details of the variant: the demo's; without keyFacts; with FULL's. */
function useVariant(market: 'mx' | 'in', orderId: string, variant: Variant) {
  const contract = contractFixture(market, orderId);
  const keyFacts =
    variant === 'demo'
      ? contract.keyFacts
      : variant === 'full'
        ? { ...contract.keyFacts, ...FULL[market] }
        : undefined;
  if (variant === 'demo') return contract;
  const { keyFacts: _dropped, ...bare } = contract;
  const served = keyFacts ? { ...bare, keyFacts } : bare;
  server.use(
    onCall(calls.contract, () => HttpResponse.json({ code: 0, message: 'ok', data: served })),
    onCall(calls.loanDetails, () =>
      HttpResponse.json({
        success: true,
        code: 0,
        data: {
          ...loanDetailsFixture(market, '7', orderId, '174', false),
          ...(keyFacts ? { keyFacts } : {}),
        },
      }),
    ),
  );
  return contract;
}

async function contractText(path: string, pageQuery?: string) {
  await renderRoute(path, pageQuery ? { pageQuery } : undefined);
  const note = await screen.findByRole('article');
  const part = (name: string) => note.querySelector(`[data-figure="${name}"]`)?.textContent ?? '';
  const result = {
    costs: part('costs'),
    overdue: part('overdue'),
    prepayment: part('prepayment'),
    all: note.textContent ?? '',
  };
  cleanup();
  return result;
}

async function statementRows(
  path: string,
  region: string,
  labels: string[],
  pageQuery?: string,
  show?: string,
) {
  await renderRoute(path, pageQuery ? { pageQuery } : undefined);
  const element = await screen.findByRole('region', { name: region });
  if (show) within(element).getByText(show).click();
  const rows = Object.fromEntries(labels.map((label) => [label, rowValue(element, label)]));
  cleanup();
  return rows;
}

async function detailsFigures(path: string, pageQuery?: string) {
  await renderRoute(path, pageQuery ? { pageQuery } : undefined);
  await screen.findAllByRole('heading', { level: 2 });
  const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent ?? null;
  const result = {
    annual: figure('annual'),
    daily: figure('daily'),
    late: figure('late'),
    penal: figure('penal'),
    prepayment: figure('prepayment'),
  };
  cleanup();
  return result;
}

describe('Mexico: one loan, one set of figures', () => {
  const LABELS = [
    'Tasa de interés anual ordinaria',
    'Tasa de interés anual moratoria',
    'Pago anticipado',
    'Monto del crédito',
    'Monto que recibes',
    'Monto total a pagar',
    'Plazo del crédito',
  ];
  const expected = {
    demo: {
      annual: 2.37,
      daily: 0.0065,
      late: `${pct(3.56)} anual sobre el pago vencido`,
      lateNote: `intereses moratorios del ${pct(3.56)} anual sobre el pago vencido`,
      prepay: ['sin comisión', 'Permitido, sin cargo'],
    },
    none: {
      annual: 2.37,
      daily: 0.0065,
      // The spec's 3 % a day, stated as its annual figure with the daily one after it.
      late: `${pct(1095)} anual sobre el pago vencido (${pct(3, 4)} al día: la tasa anual entre 365)`,
      lateNote: `del ${pct(1095)} anual sobre el pago vencido (${pct(3, 4)} al día`,
      prepay: ['sin comisión', 'Permitido, sin cargo'],
    },
    full: {
      annual: 36.5,
      daily: 0.1,
      late: `${pct(54.75)} anual sobre el pago vencido`,
      lateNote: `intereses moratorios del ${pct(54.75)} anual sobre el pago vencido`,
      prepay: [
        `con una comisión del ${formatMoney(5_000, '$')}`,
        `Permitido, con un cargo de ${formatMoney(5_000, '$')}`,
      ],
    },
  };

  it.each(['demo', 'none', 'full'] as const)('%s keyFacts', async (variant) => {
    const contract = useVariant('mx', 'MX1', variant);
    const want = expected[variant];
    const reference = variant === 'none';
    const note = await contractText(`${paths.loanAgreement}?orderNo=MX1`);
    const periods = await contractText(`${paths.loanAgreementPeriods}?orderNo=MX1`);
    const rows = await statementRows(
      `${paths.loanStatement}?productId=7&orderId=MX1`,
      'Carátula del crédito',
      LABELS,
    );

    // The rates: the same annual and daily figure in the contract (both forms) and the statement.
    for (const text of [note.costs, periods.costs, rows['Tasa de interés anual ordinaria']])
      expect(text).toContain(pct(want.annual));
    for (const text of [note.costs, periods.costs, rows['Tasa de interés anual ordinaria']])
      expect(text).toContain(pct(want.daily, 4));
    expect(note.costs).not.toContain('18%');
    // The late charge: its annual figure, its unit and its basis, in both documents.
    expect(rows['Tasa de interés anual moratoria']).toContain(want.late);
    expect(note.overdue).toContain(want.lateNote);
    expect(periods.overdue).toBe(note.overdue);
    // Prepayment.
    expect(note.prepayment).toContain(want.prepay[0]);
    expect(rows['Pago anticipado']).toContain(want.prepay[1]);
    // A reference value is labelled in every document that shows it, and only then.
    for (const text of [
      note.costs,
      note.overdue,
      note.prepayment,
      rows['Tasa de interés anual ordinaria'],
      rows['Tasa de interés anual moratoria'],
      rows['Pago anticipado'],
    ])
      expect((text ?? '').includes('valor de referencia: el préstamo no lo indica')).toBe(reference);
    // Amounts and dates.
    expect(rows['Monto del crédito']).toBe(formatMoney(contract.amount, '$'));
    expect(note.all).toContain(`por el préstamo de ${formatMoney(contract.amount, '$')}`);
    expect(rows['Monto que recibes']).toBe(formatMoney(contract.giveAmount, '$'));
    expect(note.all).toContain(`la cantidad de ${formatMoney(contract.giveAmount, '$')} en la cuenta`);
    expect(rows['Monto total a pagar']).toBe(formatMoney(contract.contractAmount, '$'));
    expect(note.all).toContain(`Bueno por ${formatMoney(contract.contractAmount, '$')}`);
    const plans = Array.isArray(contract.planDate)
      ? contract.planDate.map((plan) => plan.planDate)
      : [contract.planDate];
    // The pagaré and the carátula are documents: the date with its year.
    const lastDate = formatDate(String(plans.at(-1)).slice(0, 10), { market: Market.mexico });
    expect(rows['Plazo del crédito']).toContain(lastDate);
    expect(note.all).toContain(`a más tardar el ${lastDate}`);

    // Loan details states the loan's own figures when it carries them, never reference values.
    const details = await detailsFigures(`${paths.loanDetails}?productId=7&orderId=MX1`);
    if (variant === 'full') {
      expect(details.annual).toContain(pct(want.annual));
      expect(details.daily).toContain(pct(want.daily, 4));
      expect(details.late).toBe(rows['Tasa de interés anual moratoria']);
      expect(details.prepayment).toBe(rows['Pago anticipado']);
    } else expect(details.annual).toBeNull();
  });

  it('the statement before signing states the demo loan the way its contract does', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    // The statement is a sheet one tap away from the offer.
    (await screen.findByRole('button', { name: 'Ver la carátula del crédito' })).click();
    const sheet = await screen.findByRole('dialog', { name: 'Carátula del crédito' });
    const region = await within(sheet).findByRole('region', { name: 'Carátula del crédito' });
    const before = Object.fromEntries(LABELS.slice(0, 4).map((label) => [label, rowValue(region, label)]));
    const itemsBefore = readCaratula(region);
    cleanup();
    const after = await statementRows(
      `${paths.loanStatement}?productId=7&orderId=MX1`,
      'Carátula del crédito',
      LABELS,
    );
    for (const label of LABELS.slice(0, 4)) expect(before[label]).toBe(after[label]);
    // One model, one list of items: the signed loan's carátula has the same items in the same order, and
    // the lender's own (type of credit, insurance, account statement, claims) read the same.
    await renderRoute(`${paths.loanStatement}?productId=7&orderId=MX1`);
    const itemsAfter = readCaratula(await screen.findByRole('region', { name: 'Carátula del crédito' }));
    const labels = (items: typeof itemsBefore) =>
      items.map((item) => item.label).filter((label) => !SCHEDULE_LABELS.has(label));
    expect(labels(itemsAfter)).toEqual(labels(itemsBefore));
    const lenderItems = [
      'Tipo de crédito',
      'Seguros',
      'Estado de cuenta',
      'Unidad Especializada de Atención a Usuarios (UNE)',
      'Registro de Contratos de Adhesión Núm.',
    ];
    const value = (items: typeof itemsBefore, label: string) =>
      items.find((item) => item.label === label)?.value;
    for (const label of lenderItems) expect(value(itemsAfter, label)).toBe(value(itemsBefore, label));
  });
});

describe('India: one loan, one set of figures', () => {
  const LABELS = [
    'Interest rate and type',
    'Penal charges for delayed payment',
    'Foreclosure (prepayment)',
    'Sanctioned loan amount',
    'Net disbursed amount',
    'Total amount to be paid',
    'Loan term',
  ];
  const Q = '?type=1';

  it.each(['demo', 'none', 'full'] as const)('%s keyFacts', async (variant) => {
    const contract = useVariant('in', 'IN1', variant);
    const reference = variant === 'none';
    const note = await contractText(`${paths.loanAgreement}?orderNo=IN1`, Q);
    const periods = await contractText(`${paths.loanAgreementPeriods}?orderNo=IN1`, Q);
    const rows = await statementRows(
      `${paths.loanStatement}?productId=7&orderId=IN1`,
      'Key Facts Statement',
      LABELS,
      Q,
    );
    const annual = variant === 'full' ? 18.25 : 2.37;
    const daily = variant === 'full' ? 0.05 : 0.0065;
    for (const text of [note.costs, periods.costs, rows['Interest rate and type']]) {
      expect(text).toContain(pct(annual));
      expect(text).toContain(pct(daily, 4));
    }
    // Penal charges, never penal interest (RBI, 18 Aug 2023), with the same figure in both documents.
    expect(note.overdue).toContain('penal charges');
    expect(note.overdue).toContain('No penal interest is charged');
    expect(note.overdue).not.toMatch(/overdue penalty|late interest/i);
    const penalFigure =
      variant === 'demo'
        ? pct(24)
        : variant === 'full'
          ? formatMoney(50_000, '₹')
          : formatMoney(100_000, '₹');
    expect(note.overdue).toContain(penalFigure);
    expect(rows['Penal charges for delayed payment']).toContain(penalFigure);
    if (reference) {
      // The spec's 5 %/4 %/2 % a day, as a penal charge and labelled, in the contract and the statement.
      for (const text of [note.overdue, rows['Penal charges for delayed payment']])
        expect(text).toContain('5% a day');
    }
    // Prepayment.
    const prepay =
      variant === 'full'
        ? ['may not be prepaid', 'Not allowed']
        : variant === 'none'
          ? ['once half of the term has passed', 'once half of the term has passed']
          : ['without any charge', 'Allowed, no charge'];
    expect(note.prepayment).toContain(prepay[0]);
    expect(rows['Foreclosure (prepayment)']).toContain(prepay[1]);
    for (const text of [
      note.costs,
      note.overdue,
      note.prepayment,
      rows['Interest rate and type'],
      rows['Penal charges for delayed payment'],
      rows['Foreclosure (prepayment)'],
    ])
      expect((text ?? '').includes('reference value: not stated for this loan')).toBe(reference);
    // Amounts and dates.
    expect(rows['Sanctioned loan amount']).toBe(formatMoney(contract.amount, '₹'));
    expect(note.all).toContain(`being the loan of ${formatMoney(contract.amount, '₹')}`);
    expect(rows['Net disbursed amount']).toBe(formatMoney(contract.giveAmount, '₹'));
    expect(note.all).toContain(`the lender paid ${formatMoney(contract.giveAmount, '₹')}`);
    expect(rows['Total amount to be paid']).toBe(formatMoney(contract.contractAmount, '₹'));
    // The sum heads the note as a figure alone, and is stated in words in the promise.
    expect(note.all).toContain(`sum of ${formatMoney(contract.contractAmount, '₹')} (Rupees `);
    expect(note.all).not.toContain('Good for');

    const details = await detailsFigures(`${paths.loanDetails}?productId=7&orderId=IN1`, Q);
    if (variant === 'full') {
      expect(details.annual).toContain(pct(annual));
      expect(details.penal).toContain(penalFigure);
      expect(details.prepayment).toBe(rows['Foreclosure (prepayment)']);
    } else expect(details.annual).toBeNull();
  });

  it('words the reference penal charges in Hindi on a Hindi page, with the same figures', async () => {
    useVariant('in', 'IN1', 'none');
    // Hindi orders a sentence its own way: the same figures, in any order.
    const figures = (text: string) => text.match(/\d(?:[\d,.]*\d)?%?/g)?.sort();
    // The tab keeps the language, so each render names its own.
    const EN = '?type=1&language=en';
    const english = await contractText(`${paths.loanAgreement}?orderNo=IN1`, EN);
    const hindi = await contractText(`${paths.loanAgreement}?orderNo=IN1`, '?type=1&language=hi');
    const label = 'देरी का शुल्क (दंडात्मक प्रभार)';
    const englishRows = await statementRows(
      `${paths.loanStatement}?productId=7&orderId=IN1`,
      'Key Facts Statement',
      ['Penal charges for delayed payment'],
      EN,
    );
    const hindiRows = await statementRows(
      `${paths.loanStatement}?productId=7&orderId=IN1`,
      'मुख्य तथ्य विवरण (केएफएस)',
      [label],
      '?type=1&language=hi',
    );
    for (const [text, english_] of [
      [hindi.overdue, english.overdue],
      [hindiRows[label]!, englishRows['Penal charges for delayed payment']!],
    ] as const) {
      expect(text).toContain('देरी के हर दिन का शुल्क');
      expect(text).not.toMatch(/[A-Za-z]{3,}/);
      expect(figures(text)).toEqual(figures(english_));
    }
  });

  it('the loan terms, general to every loan, defer to the KFS’s penal charges and foreclosure terms, and no penal interest', async () => {
    await renderRoute(paths.loanTerms, { pageQuery: Q });
    await screen.findByRole('heading', { level: 1, name: 'Loan terms and conditions' });
    const text = screen.getByRole('main').textContent ?? '';
    expect(text).toMatch(/penal charges are charges, not penal interest/);
    expect(text).toMatch(/the Lender may levy the penal charges stated in your Key Facts Statement/);
    expect(text).toMatch(/on the prepayment \(foreclosure\) terms stated in your Key Facts Statement/);
    // No one loan's figure, nor the spec's reference values (tests/integration/legal/loan-terms.test.tsx).
    expect(text).not.toMatch(/5% \(five per cent\) per day|reference value|Late interest/);
  });
});

/**
 * One "amount due now" for an open loan: the figure loan details leads with is the one /repay asks for,
 * each channel's link carries, and the voucher (/carpmm) states as its total. Read from the pages.
 */
describe.each([
  {
    market: 'Mexico',
    pageQuery: '',
    orderId: 'MX1',
    // An overdue loan leads with what settles it today (contract §11).
    due: /tu próximo pago$|pagas hoy$|días de atraso$/i,
    repay: 'Monto a pagar',
    total: 'Monto de esta referencia',
  },
  {
    market: 'India',
    pageQuery: '?type=1',
    orderId: 'IN1',
    due: /next payment$|due today$|overdue by \d+ days?$/i,
    repay: 'Amount due',
    total: 'Amount of this reference',
  },
])(
  '$market: one amount due now on details, repay and the voucher',
  ({ pageQuery, orderId, due, repay, total }) => {
    it.each(['status=174', 'status=174&periods=3', 'status=180&periods=3'])('%s', async (flags) => {
      scenario(flags);
      const options = pageQuery ? { pageQuery } : undefined;
      await renderRoute(`${paths.loanDetails}?productId=7&orderId=${orderId}`, options);
      const lead = await screen.findByRole('region', { name: due });
      const onDetails = lead.querySelector('.loan-hero__amount, .overdue__amount')?.textContent;
      expect(onDetails).toMatch(/^[$₹][\d,]+\.\d{2}$/);
      cleanup();

      await renderRoute(`${paths.repay}?productId=7&orderId=${orderId}`, options);
      // The amount asked: the row's, or where the whole loan is offered beside it, the option chosen.
      await screen.findByRole('heading', { name: /^(Elige dónde pagar|Choose where to pay)$/ });
      const chosen = screen.queryAllByRole('radio').find((radio) => (radio as HTMLInputElement).checked);
      const onRepay = chosen
        ? /[$₹][\d,]+\.\d{2}/.exec(chosen.closest('label')!.textContent ?? '')?.[0]
        : rowValue((await screen.findByText(repay, { selector: 'dt' })).closest('section')!, repay);
      expect(onRepay).toBe(onDetails);
      const channel = (await screen.findAllByRole('link'))
        .map((link) => link.getAttribute('href') ?? '')
        .find((href) => href.startsWith(`${paths.repayInstructions}?`))!;
      cleanup();

      await renderRoute(channel, options);
      const voucher = (await screen.findByText(total)).closest('section')!;
      expect(voucher).toHaveTextContent(onDetails!);
    });
  },
);
