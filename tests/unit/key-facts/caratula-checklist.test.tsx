import { render, within } from '@testing-library/react';
import * as v from 'valibot';
import { bootstrap } from '@/app/bootstrap';
import { preloadNamespaces } from '@/lib/i18n';
import { Market } from '@/lib/session';
import { KeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';
import { buildStatement, type StatementInput } from '@/entities/loan-figures';
import { statementLender, type StatementLender } from '@/entities/loan-figures/statement-lender';
import { keyFactsFixture } from '@/demo/fixtures/key-facts';
import { confirmDemoLoan, loanConfirmFixture } from '@/demo/fixtures/loan';
import { CaratulaMexico } from '@/features/loan/components/caratula-mexico';
import { statementDocument } from '@/features/loan/utils/save-statement';
import {
  CARATULA_CHECKLIST,
  caratulaProblems,
  readCaratula,
  withWords,
} from '../../support/caratula-checklist';

/** The demo's Mexican offer (product 7) on its calculation day, with the demo lender's profile. */
function demoInput(lender: StatementLender = statementLender(Market.mexico)): StatementInput {
  const offer = loanConfirmFixture('mx', '7', false);
  const loan = confirmDemoLoan('mx', '7');
  return {
    market: Market.mexico,
    start: new Date(2026, 10, 21, 9, 30),
    received: offer.amount,
    periods: offer.periods,
    termUnit: '1',
    plan: offer.repay_plans.map((line) => ({ date: line.pay_time, amount: line.amount })),
    keyFacts: v.parse(KeyFactsSchema, keyFactsFixture(loan, offer, 'MX1')),
    productName: offer.comProductName,
    dailyRatePercent: offer.loanRate,
    lender,
  };
}

async function renderCaratula(input: StatementInput) {
  // Mexico in Spanish, as a fresh page starts (files share a worker: another may have left India's URL).
  window.history.replaceState(null, '', '/#/');
  await bootstrap(window.location.href).i18nReady;
  await preloadNamespaces('loan-statement');
  const { container } = render(<CaratulaMexico statement={buildStatement(input)} />);
  return within(container).getByRole('region', { name: 'Carátula del crédito' });
}

describe("Mexico's carátula against CONDUSEF's list", () => {
  it('shows every item of the format, in its order, with its words', async () => {
    const caratula = await renderCaratula(demoInput());
    expect(caratulaProblems(caratula)).toEqual([]);
    // The CAT comes first among the figures, before any rate or amount.
    const labels = readCaratula(caratula).map((entry) => entry.label);
    expect(labels.indexOf('CAT (Costo Anual Total)')).toBeLessThan(
      labels.indexOf('Tasa de interés anual ordinaria'),
    );
  });

  it('the printable copy (the saved file) has the same items in the same order', async () => {
    const caratula = await renderCaratula(demoInput());
    const file = new DOMParser().parseFromString(
      statementDocument(caratula, 'Carátula del crédito', 'es'),
      'text/html',
    );
    expect(caratulaProblems(file.body)).toEqual([]);
    expect(readCaratula(file.body)).toEqual(readCaratula(caratula));
  });

  it('a nil item says so: a credit without insurance reads "No aplica"; one with insurance names it', async () => {
    const none = await renderCaratula(demoInput({ ...statementLender(Market.mexico), insurance: [] }));
    expect(caratulaProblems(none, withWords({ insurance: [/^No aplica$/] }))).toEqual([]);
    const insured = await renderCaratula(
      demoInput({
        ...statementLender(Market.mexico),
        insurance: [
          { name: 'Seguro de vida', insurer: 'Aseguradora Uno', clause: 'Décima', mandatory: true },
        ],
        accountStatement: { means: ['app', 'email'], frequency: 'monthly' },
      }),
    );
    expect(
      caratulaProblems(
        insured,
        withWords({
          insurance: ['Seguro de vida (obligatorio). Aseguradora: Aseguradora Uno. Cláusula: Décima'],
          accountStatement: ['Consulta: en la app, mensual', 'Envío por correo electrónico, mensual'],
        }),
      ),
    ).toEqual([]);
  });

  it('an item neither the loan nor the profile states stays, saying so, and the checklist catches its words', async () => {
    const caratula = await renderCaratula(demoInput({}));
    const notProvided = 'El otorgante no lo indicó';
    // Every item is still there, in order; the lender's items say they were not provided.
    expect(
      caratulaProblems(
        caratula,
        withWords({
          creditType: [notProvided],
          insurance: [notProvided],
          accountStatement: [notProvided],
          une: [notProvided],
          reca: [notProvided],
          condusef: [notProvided],
        }),
      ),
    ).toEqual([]);
    // The full list's words fail on them, item by item.
    expect(caratulaProblems(caratula)).toEqual([
      expect.stringMatching(/^creditType .* does not show Crédito personal/),
      expect.stringMatching(/^insurance .* does not show/),
      expect.stringMatching(/^accountStatement .* does not show/),
      ...['Domicilio: ', 'Teléfono: ', 'Correo electrónico: ', 'Página de internet: https://'].map((word) =>
        expect.stringContaining(
          `une ("Unidad Especializada de Atención a Usuarios (UNE)") does not show ${word}`,
        ),
      ),
      expect.stringMatching(/^reca .* does not show/),
      expect.stringMatching(/^condusef .* does not show Teléfono/),
      expect.stringMatching(/^condusef .* does not show Página/),
    ]);
  });

  it('fails when an item is missing or out of order', () => {
    const page = document.createElement('section');
    const row = (label: string, value: string) => `<div><dt>${label}</dt><dd>${value}</dd></div>`;
    page.innerHTML = `<dl>${row('Tipo de crédito', 'Crédito personal')}${row('Nombre comercial del producto', 'Dinero Ya')}</dl>`;
    const [name, type] = CARATULA_CHECKLIST;
    expect(caratulaProblems(page, [name!, type!])).toEqual([
      'creditType ("Tipo de crédito") is out of order',
    ]);
    expect(caratulaProblems(page, CARATULA_CHECKLIST.slice(0, 3))).toEqual([
      'creditType ("Tipo de crédito") is out of order',
      'cat ("CAT (Costo Anual Total)") is missing',
    ]);
  });
});

describe("the carátula's commissions", () => {
  const base: StatementInput = {
    market: Market.mexico,
    start: new Date(2026, 10, 21),
    received: 300_000,
    plan: [{ date: '2026-12-05', amount: 310_000 }],
    lender: statementLender(Market.mexico),
  };
  const fees = (input: StatementInput) => buildStatement(input).rows.find((row) => row.id === 'fees')?.value;

  it('a contract that states no commission has none ("Ninguna"); without a word on them, not provided', () => {
    expect(fees({ ...base, feeTotal: 0, taxTotal: 0 })).toEqual({ kind: 'fees', fees: [] });
    expect(fees(base)).toEqual({ kind: 'notProvided' });
    expect(fees({ ...base, feeTotal: 30_000, taxTotal: 4_800 })).toEqual({
      kind: 'fees',
      fees: [
        { nameKey: 'commission', amount: 30_000, payableTo: 'lender', when: 'once' },
        { nameKey: 'tax', amount: 4_800, payableTo: 'lender', when: 'once' },
      ],
    });
  });
});
