import { paths } from '@/config/paths';
import { exampleLocation } from '@/app/route-examples';
import { screen, within } from '@testing-library/react';
import { server } from '@/demo/node';
import { formatDate, formatMoney, formatNumber } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { renderRoute } from '../../support/render-route';
import { recordRequests } from '../../support/record-requests';
import { jsonBodies, scenario } from './helpers';
import { caratulaProblems } from '../../support/caratula-checklist';
import { profileFor, type MexicoProfile } from '@/config/market-profile';
import { calls } from '../../support/on-call';
import type { ApiError } from '@/lib/http';
import { onApiFailure } from '@/lib/http/api-error';

/** Calculation day: 2026-11-21; the demo plan falls due 14 days (Mexico) or 91 days (India) later. */
const TODAY = new Date(2026, 10, 21, 9, 30);
const mxn = (minor: number) => formatMoney(minor, '$');
const inr = (minor: number) => formatMoney(minor, '₹');
// Documents carry the year: the Key Facts Statement and the carátula write dates as formatDate does.
const mxDate = (date: string) => formatDate(date, { market: Market.mexico });
const inDate = (date: string) => formatDate(date, { market: Market.india });
/** Percentages as the markets write them, no space: `2.37%`. */
const pct = (value: number) => `${formatNumber(value, 2)}%`;

/**
 * The value beside a row's label in the statement (its `dd`; the first, where Annex B or the totals repeat
 * a label), or null when the row is not there.
 */
function rowValue(region: HTMLElement, label: string): string | null {
  const term = within(region).queryAllByText(label, { selector: 'dt' })[0];
  return term ? (term.nextElementSibling?.textContent ?? '') : null;
}

/** The statement is a sheet one tap away (not on the page): opens it and returns its document. */
async function openStatement(name: string, show: string) {
  expect(screen.queryByRole('region', { name })).not.toBeInTheDocument();
  (await screen.findByRole('button', { name: show })).click();
  const sheet = await screen.findByRole('dialog', { name });
  return within(sheet).findByRole('region', { name });
}

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  scenario('');
});

describe('Mexico: the carátula on /confirmLoan', () => {
  it('shows every carátula row from the demo offer, in CONDUSEF order, with the figures of the plan', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const caratula = await openStatement('Carátula del crédito', 'Ver la carátula del crédito');
    const labels = within(caratula)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(labels.slice(0, 18)).toEqual([
      'Nombre comercial del producto',
      'Tipo de crédito',
      'CAT (Costo Anual Total)',
      'Tasa de interés anual ordinaria',
      'Tasa de interés anual moratoria',
      'Monto del crédito',
      'Monto que recibes',
      'Monto total a pagar',
      'Plazo del crédito',
      'Fecha límite de pago',
      'Comisiones relevantes',
      'Pago anticipado',
      // The statutory warnings, then insurance, the account statement and the claims contacts.
      'Seguros',
      'Estado de cuenta',
      'Unidad Especializada de Atención a Usuarios (UNE)',
      'Registro de Contratos de Adhesión Núm.',
      'Comisión Nacional para la Protección y Defensa de los Usuarios de Servicios Financieros (CONDUSEF)',
      'Entidad financiera',
    ]);
    // CONDUSEF's list, item by item with its words (tests/support/caratula-checklist.ts).
    expect(caratulaProblems(caratula)).toEqual([]);
    expect(rowValue(caratula, 'Tipo de crédito')).toBe('Crédito personal');
    expect(rowValue(caratula, 'Seguros')).toBe('No aplica');
    expect(rowValue(caratula, 'Estado de cuenta')).toBe('Consulta: en la app, mensual');
    expect(rowValue(caratula, 'Unidad Especializada de Atención a Usuarios (UNE)')).toContain(
      `Página de internet: ${(profileFor('mx') as MexicoProfile).grievance.une.web}`,
    );
    expect(rowValue(caratula, 'Nombre comercial del producto')).toBe('Dinero Ya');
    // $3,000 received, $3,351.17 due in 14 days; the demo lender states its own CAT (sin IVA, Banxico), to
    // one decimal as CATs are published, with its date: no note of the app's own.
    expect(rowValue(caratula, 'CAT (Costo Anual Total)')).toBe(
      // The CAT to one decimal on every page (1,126.1%), other rates to two.
      `${formatNumber(1126.1, 1)}%Sin IVA, para fines informativos y de comparación.Fecha de cálculo: ${mxDate('2026-11-21')}`,
    );
    // The daily 0.0065 % for 365 days: 2.37% a year, fixed; moratorio one and a half times it.
    // The lender gave the annual rate: the daily one is worked out from it, and said so.
    expect(rowValue(caratula, 'Tasa de interés anual ordinaria')).toBe(
      `${pct(2.37)} anual, fija0.0065% diario (la tasa diaria es la anual entre 365)`,
    );
    expect(rowValue(caratula, 'Tasa de interés anual moratoria')).toBe(
      `${pct(3.56)} anual sobre el pago vencido`,
    );
    expect(rowValue(caratula, 'Monto del crédito')).toBe(mxn(300_000));
    expect(rowValue(caratula, 'Monto que recibes')).toBe(mxn(300_000));
    expect(rowValue(caratula, 'Monto total a pagar')).toBe(mxn(335_117));
    expect(rowValue(caratula, 'Plazo del crédito')).toBe(
      `14 días (del ${mxDate('2026-11-21')} al ${mxDate('2026-12-05')})`,
    );
    expect(rowValue(caratula, 'Fecha límite de pago')).toBe(mxDate('2026-12-05'));
    expect(rowValue(caratula, 'Comisiones relevantes')).toMatch(
      `Comisión por apertura: ${mxn(30_000)}, más IVA de ${mxn(4_800)}, una sola vez` +
        `Comisión por extensión: ${mxn(15_000)}, más IVA de ${mxn(2_400)}, solo si pides una extensión de plazo; no está en el CAT`,
    );
    expect(
      within(caratula).getByText(
        'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      ),
    ).toBeVisible();
    expect(
      within(caratula).getByText(
        'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
      ),
    ).toBeVisible();
    // The schedule: principal, interest, fees and tax, the payment, the balance.
    expect(rowValue(caratula, 'Capital')).toBe(mxn(300_000));
    expect(rowValue(caratula, 'Intereses')).toBe(mxn(273));
    expect(rowValue(caratula, 'Pago')).toBe(mxn(335_117));
    expect(rowValue(caratula, 'Saldo de capital')).toBe(mxn(0));
    expect(screen.queryByRole('checkbox', { name: /hoja de datos clave/i })).not.toBeInTheDocument();
  });

  it('has one agreement box, unticked at first, gating the submit', async () => {
    const log = recordRequests(server);
    const { user } = await renderRoute(exampleLocation({ path: paths.confirmLoan }));
    const agreement = await screen.findByRole('checkbox', {
      name: 'He leído y acepto el contrato de préstamo',
    });
    expect(screen.getAllByRole('checkbox')).toHaveLength(1);
    expect(agreement).not.toBeChecked();
    const submit = screen.getByRole('button', { name: 'Solicitar y recibir $3,000.00' });
    expect(submit).toBeDisabled();
    await user.click(agreement);
    expect(submit).toBeEnabled();
    await user.click(agreement);
    expect(submit).toBeDisabled();
    await user.click(agreement);
    await user.click(submit);
    expect(jsonBodies(log.to(calls.loanConfirmSubmit))).toHaveLength(1);
    log.stop();
  });
});

describe('India: the Key Facts Statement on /confirmLoan', () => {
  it('shows Part 1, Part 2 and the annexes from the demo offer', async () => {
    await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery: '?type=1' });
    const kfs = await openStatement('Key Facts Statement', 'Open the Key Facts Statement');
    for (const heading of [
      'Part 1: interest rate and fees/charges',
      'Part 2: other qualitative information',
      'Annex B: how the APR is computed',
      'Annex C: repayment schedule',
    ])
      expect(within(kfs).getByRole('heading', { level: 3, name: heading })).toBeInTheDocument();
    expect(rowValue(kfs, 'Loan proposal / account number')).toBe('IN26070001');
    expect(rowValue(kfs, 'Sanctioned loan amount')).toBe(inr(2_000_000));
    expect(rowValue(kfs, 'Loan term')).toBe(`91 days (${inDate('2026-11-21')} to ${inDate('2027-02-20')})`);
    expect(rowValue(kfs, 'Instalments (type, number, amount, first payment)')).toBe(
      `3 instalments3 × ${inr(669_297)}First payment: ${inDate('2026-12-21')}`,
    );
    expect(rowValue(kfs, 'Interest rate and type')).toBe(
      `${pct(2.37)} per annum, fixed0.0065% a day (the daily rate is the annual rate divided by 365)`,
    );
    expect(rowValue(kfs, 'Fees and charges payable to the lender (A)')).toBe(
      `Processing fee: ${inr(40_000)}, plus GST of ${inr(7_200)}, one-time`,
    );
    // No third party is paid: item 8 (B) says nil. The extension's fee is a contingent charge, 10 (v).
    expect(rowValue(kfs, 'Fees payable to third parties through the lender (B)')).toBe('Nil');
    expect(rowValue(kfs, 'Any other charges')).toBe(
      `Extension fee: ${inr(40_000)}, plus GST of ${inr(7_200)}, only if you ask for an extension; not in the APR`,
    );
    // ₹19,528 received (₹472 of fee and GST deducted), three equal EMIs: the demo lender states its own APR
    // (RBI's Annex B method) with its date, so no note of the app's own.
    expect(rowValue(kfs, 'Annual Percentage Rate (APR)')).toBe(
      `${pct(16.85)}Computed by the lender on ${inDate('2026-11-21')}`,
    );
    expect(rowValue(kfs, 'Penal charges for delayed payment')).toMatch(
      /^Penal charge on delayed payment: 24\.00% per annum on the overdue instalment only/,
    );
    expect(rowValue(kfs, 'Foreclosure (prepayment)')).toBe('Allowed, no charge');
    // The firms and people the lender's profile names (tests/integration/loan/named-people.test.tsx).
    expect(rowValue(kfs, 'Recovery agents engaged')).toBe('Recova Collections Pvt. Ltd.');
    expect(rowValue(kfs, 'Nodal grievance redressal officer (digital lending)')).toBe(
      'Arvind KulkarniPhone: +91 80 4718 2201E-mail: nodal.officer@cashloanfinance.example',
    );
    expect(rowValue(kfs, 'Lending service provider (LSP)')).toBe(
      'QuickRupee Technologies Pvt. Ltd.; acts as recovery agent: No' +
        'Its Grievance Redressal Officer: Meera Nair, phone +91 80 4718 2300, e-mail grievance@quickrupee.example',
    );
    // The loan terms (section 14) let the lender transfer a loan whose KFS says so: this one's does.
    expect(rowValue(kfs, 'Loan may be transferred to another lender or securitised')).toBe('Yes');
    expect(rowValue(kfs, 'Cooling-off / look-up period')).toBe('3 days from disbursal');
    expect(rowValue(kfs, 'Net disbursed amount')).toBe(inr(1_952_800));
    expect(rowValue(kfs, 'Total amount to be paid')).toBe(inr(2_007_891));
    expect(rowValue(kfs, 'Total interest over the whole tenor')).toBe(inr(7_891));
    // Annex C: the principal still owed after each of the three equal EMIs (interest first, on the balance).
    expect(
      within(kfs)
        .queryAllByText('Outstanding principal', { selector: 'dt' })
        .map((term) => term.nextElementSibling?.textContent),
    ).toEqual([inr(1_334_603), inr(667_995), inr(0)]);
  });

  it('keeps Apply disabled until both boxes are ticked; the KFS box starts unticked', async () => {
    const log = recordRequests(server);
    const { user } = await renderRoute(exampleLocation({ path: paths.confirmLoan }), {
      pageQuery: '?type=1',
    });
    const agreement = await screen.findByRole('checkbox', {
      name: 'I have read and accept the loan agreement',
    });
    const kfs = screen.getByRole('checkbox', { name: 'I have read and understood the Key Facts Statement' });
    const apply = screen.getByRole('button', { name: 'Apply and receive ₹19,528.00' });
    expect(agreement).not.toBeChecked();
    expect(kfs).not.toBeChecked();
    expect(apply).toBeDisabled();
    // The statement opens right beside its box; ticking does not require opening it.
    expect(screen.getByRole('button', { name: 'Open the Key Facts Statement' })).toHaveAttribute(
      'aria-haspopup',
      'dialog',
    );
    await user.click(agreement);
    expect(screen.getByText('Also tick the Key Facts Statement box to continue.')).toBeInTheDocument();
    await user.click(apply);
    expect(log.to(calls.loanConfirmSubmit)).toHaveLength(0);
    await user.click(kfs);
    expect(apply).toBeEnabled();
    await user.click(agreement);
    expect(apply).toBeDisabled();
    await user.click(agreement);
    await user.click(apply);
    expect(jsonBodies(log.to(calls.loanConfirmSubmit))).toEqual([
      { amount: 1952800, periods: 91, termUnit: '1', productId: '7' },
    ]);
    log.stop();
  });
});

describe('a confirm response without keyFacts', () => {
  it.each([
    [
      'mx',
      '',
      'Carátula del crédito',
      'Ver la carátula del crédito',
      'Tasa de interés anual ordinaria',
      'Monto del crédito',
      /^(El otorgante no lo indicó|No proporcionado por la entidad)$/,
    ],
    [
      'in',
      '?type=1',
      'Key Facts Statement',
      'Open the Key Facts Statement',
      'Interest rate and type',
      'Sanctioned loan amount',
      /^Not provided by the lender$/,
    ],
  ])(
    '%s: still shows what it can derive, invents no value and marks what the lender did not give',
    async (_market, pageQuery, name, show, rate, amount, notProvided) => {
      scenario('keyFacts=none');
      await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery });
      const statement = await openStatement(name, show);
      // The rate is the response's own daily rate (`loanRate`) × 365, never a reference value.
      expect(rowValue(statement, rate)).toMatch(/^2\.37% .*0\.0065%/);
      expect(rowValue(statement, rate)).not.toMatch(/referencia|reference/);
      // A required row the lender left empty keeps its place and says so, never a made-up figure.
      expect(rowValue(statement, amount)).toMatch(notProvided);
      // The plan's own figures are still there, and the rate is the app's, labelled so.
      expect(statement).toHaveTextContent(/Calculad[ao] por esta aplicación|Computed by this app/);
      expect(within(statement).getAllByRole('term').length).toBeGreaterThan(3);
    },
  );

  it.each([
    {
      market: 'mx',
      pageQuery: '',
      title: 'Todavía no puedes solicitar este préstamo',
      apply: /^Solicitar y recibir/,
      agreement: 'He leído y acepto el contrato de préstamo',
      missing: [
        'la tasa de interés moratoria (si pagas tarde) (solo hay una cifra de ejemplo, no la de este préstamo)',
        'el monto del crédito',
        'las comisiones',
        'las condiciones para pagar antes (solo hay una cifra de ejemplo, no la de este préstamo)',
      ],
      call: 'Llamar al 800 953 1100',
      report: /^Incomplete carátula for product 7: Tasa de interés anual moratoria \(reference value\), /,
    },
    {
      market: 'in',
      pageQuery: '?type=1',
      title: 'You cannot apply for this loan yet',
      apply: /^Apply and receive ₹/,
      agreement: 'I have read and accept the loan agreement',
      missing: [
        'the loan proposal number',
        'the loan amount',
        'whether the interest rate is fixed or floating',
        'the fees and charges',
        'the charges for paying late',
        'the terms for paying early (only a sample figure, not this loan’s own)',
        'other charges',
        'whether the loan may be transferred',
        'the lending service provider’s grievance officer',
        'the total interest',
      ],
      call: 'Call 1800 102 4455',
      report: /^Incomplete KFS for product 7: A1\.1, A1\.2, /,
    },
  ])(
    '$market: a statement that only reference values would complete cannot be signed: what is missing, whom to ask, one report',
    async ({ pageQuery, title, apply, agreement, missing, call, report }) => {
      scenario('keyFacts=none');
      const failures: ApiError[] = [];
      onApiFailure((error) => failures.push(error));
      try {
        await renderRoute(exampleLocation({ path: paths.confirmLoan }), { pageQuery });
        const refusal = await screen.findByRole('region', { name: title });
        expect(
          within(refusal)
            .getAllByRole('listitem')
            .slice(0, missing.length)
            .map((item) => item.textContent),
        ).toEqual(missing);
        expect(within(refusal).getByRole('link', { name: call })).toBeInTheDocument();
        // Nothing to agree to, and Apply refused.
        expect(screen.queryByRole('checkbox', { name: agreement })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: apply })).toBeDisabled();
        const reported = failures.filter((error) => error.kind === 'invalid');
        expect(reported).toHaveLength(1);
        expect(reported[0]!.message).toMatch(report);
      } finally {
        onApiFailure(undefined);
      }
    },
  );
});
