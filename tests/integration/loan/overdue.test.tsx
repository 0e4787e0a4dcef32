import { cleanup, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { server } from '@/demo/node';
import { loanDetailsFixture } from '@/demo/fixtures/loan';
import { repayDetailFixture } from '@/demo/fixtures/repayment';
import { inHindi } from '@/demo/hindi';
import hi from '@/entities/loan-figures/overdue/locales/overdue.hi';
import loanDetailsHi from '@/features/loan/locales/loan-details.hi';
import commonHi from '@/lib/i18n/locales/common.hi';
import { formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';
import { moneyText } from '../../support/money-text';
import { renderRoute } from '../../support/render-route';
import { scenario } from './helpers';
import { calls, onCall } from '../../support/on-call';
import { paths } from '@/config/paths';

/**
 * contract §11: an overdue loan leads loan details and the repay page with what settles it today, the days
 * late, each charge by name with its amount (and its annual rate and basis), and what one more day adds;
 * the demo's figures follow the loan's key facts (tests/unit/demo/overdue.test.ts works them by hand).
 * Without those figures, no sentence says that the amount shown settles the debt.
 */
/** 21 Nov 2026: 9:30 am in Mexico City, 9:00 pm in India; the phone's own zone (the machine's) plays no part. */
const TODAY = new Date('2026-11-21T15:30:00Z');
/** A locale text with its values, as i18next fills it. */
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => values[name] ?? '');
const DUE = '2026-11-18';

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
  scenario('status=180');
});

/** The value beside a term of the block. */
const value = (region: HTMLElement, term: string) =>
  within(region).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? '';

const CASES = [
  {
    name: 'Mexico',
    pageQuery: '',
    orderId: 'MX1',
    heading: 'Pago vencido: 3 días de atraso',
    since: `Venció el ${formatScreenDate(DUE, { market: Market.mexico })}`,
    total: ['Para ponerte al corriente hoy pagas', '$3,352.31'],
    overdueAmount: ['Pago vencido, sin cargos', '$3,351.17'],
    charges: [
      ['Interés moratorio', '$0.98', '3.56% anual sobre el pago vencido'],
      ['IVA del interés moratorio', '$0.16', '16 % del interés moratorio'],
    ],
    perDay: 'Cada día más de atraso suma $0.38 en cargos.',
    asOf: 'Cifras calculadas el 21 nov, 9:30 a.m.',
    pay: 'Pagar',
  },
  {
    name: 'India, English',
    pageQuery: '?type=1',
    orderId: 'IN1',
    heading: 'Payment overdue by 3 days',
    since: `It was due on ${formatScreenDate(DUE, { market: Market.india })}`,
    total: ['To clear everything overdue, pay today', '₹6,706.17'],
    overdueAmount: ['Overdue amount, before charges', '₹6,692.97'],
    charges: [
      [
        'Penal charge on delayed payment',
        '₹13.20',
        '24.00% per annum on the overdue instalment only, from the day after the due date (no penal interest)',
      ],
    ],
    perDay: 'Each further day overdue adds ₹4.40 in charges.',
    asOf: 'Figures worked out on 21 Nov, 9:00 pm',
    pay: 'Repay',
  },
  {
    // Hindi's words are being tuned to the glossary: the block's own texts come from its locale file.
    name: 'India, Hindi',
    pageQuery: '?type=1&language=hi',
    orderId: 'IN1',
    heading: fill(hi.title_other, { count: '3' }),
    since: fill(hi.since, { date: formatScreenDate(DUE, { market: Market.india, locale: 'hi' }) }),
    total: [hi.totalToday, '₹6,706.17'],
    overdueAmount: [hi.overdueAmount, '₹6,692.97'],
    charges: [
      // The demo's own words, put into Hindi on the way out (src/demo/hindi.ts).
      [
        inHindi('Penal charge on delayed payment'),
        '₹13.20',
        fill(commonHi.lateCharge.withBasis, {
          value: fill(commonHi.lateCharge.annual, { rate: '24.00%' }),
          basis: inHindi(
            'on the overdue instalment only, from the day after the due date (no penal interest)',
          ),
        }),
      ],
    ],
    perDay: fill(hi.perDay, { amount: '₹4.40' }),
    asOf: fill(hi.asOf, {
      date: '21 नवंबर, रात 9:00',
    }),
    pay: loanDetailsHi.details.repay,
  },
] as const;

describe.each(CASES)('$name: an overdue loan says what settles it today', (c) => {
  const options = c.pageQuery ? { pageQuery: c.pageQuery } : undefined;

  function expectTheBlock(region: HTMLElement) {
    expect(region).toHaveTextContent(c.since);
    expect(within(region).getByText(c.total[0])).toBeInTheDocument();
    expect(within(region).getByText(moneyText(c.total[1]))).toBeInTheDocument();
    expect(value(region, c.overdueAmount[0])).toMatch(moneyText(c.overdueAmount[1]));
    for (const [name, amount, terms] of c.charges) {
      const shown = value(region, name);
      expect(shown).toMatch(moneyText(amount, { exact: false }));
      expect(shown).toContain(terms);
    }
    expect(region).toHaveTextContent(moneyText(c.perDay, { exact: false }));
    expect(region).toHaveTextContent(c.asOf);
  }

  it('loan details lead with it, Pay right under it', async () => {
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=${c.orderId}`, options);
    const region = await screen.findByRole('region', { name: c.heading });
    // First on the page.
    expect(screen.getAllByRole('heading', { level: 2 })[0]).toBe(
      within(region).getByRole('heading', { level: 2 }),
    );
    expectTheBlock(region);
    expect(within(region).getByRole('link', { name: c.pay })).toHaveAttribute(
      'href',
      `${paths.repay}?productId=7&orderId=${c.orderId}`,
    );
    if (c.pageQuery.includes('hi')) expect(region.textContent).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('the repay page leads with the same figures and asks for what settles it', async () => {
    await renderRoute(`${paths.repay}?productId=7&orderId=${c.orderId}`, options);
    const region = await screen.findByRole('region', { name: c.heading });
    expectTheBlock(region);
    // What it asks for: every way to pay is for what settles it today (stated once, in the lead).
    const channel = screen
      .getAllByRole('link')
      .find((link) => link.getAttribute('href')?.startsWith(`${paths.repayInstructions}?`))!;
    const asked = new URLSearchParams(channel.getAttribute('href')!.split('?')[1]).get('amount');
    expect(asked).toBe(c.total[1].replace(/\D/g, ''));
  });
});

describe('an overdue loan without `overdue` figures never suggests the amount shown settles it', () => {
  /** Loan details and repay as a server that sends no `overdue` answers them, or sends it wrong. */
  function serveWithout(market: 'mx' | 'in', overdue?: unknown) {
    const orderId = market === 'mx' ? 'MX1' : 'IN1';
    const { overdue: _details, ...details } = loanDetailsFixture(market, '7', orderId, '180', false);
    const repay = repayDetailFixture(market, { productId: '7', orderId, status: '180' });
    const { overdue: sent, ...rest } = repay;
    server.use(
      onCall(calls.loanDetails, () => HttpResponse.json({ success: true, data: { ...details, overdue } })),
      onCall(calls.repayDetail, () =>
        HttpResponse.json({
          success: true,
          data: { ...rest, repayAmount: sent!.overdueAmount, overdue },
        }),
      ),
    );
  }

  it.each([
    ['Mexico', 'mx', '', 'Monto vencido', '$3,351.17', /puede no incluir los cargos por atraso/],
    ['India', 'in', '?type=1', 'Overdue amount', '₹6,692.97', /may not include late charges/],
    [
      'India in Hindi',
      'in',
      '?type=1&language=hi',
      loanDetailsHi.details.due.overdueTitle,
      '₹6,692.97',
      new RegExp(hi.noFigures.slice(0, 40).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    ],
  ] as const)(
    '%s: loan details and repay say charges may not be included',
    async (_name, market, pageQuery, title, amount, notice) => {
      serveWithout(market);
      const options = pageQuery ? { pageQuery } : undefined;
      const orderId = market === 'mx' ? 'MX1' : 'IN1';
      await renderRoute(`${paths.loanDetails}?productId=7&orderId=${orderId}`, options);
      const lead = await screen.findByRole('region', { name: title });
      expect(within(lead).getByText(moneyText(amount))).toBeInTheDocument();
      expect(lead).toHaveTextContent(notice);
      // The status and the server's rows are still there.
      expect(screen.getByRole('img', { name: /vencido|overdue|तारीख निकल गई/i })).toBeInTheDocument();
      expect(screen.getByRole('main')).not.toHaveTextContent(
        /pagas ahora|pay now|अभी चुकाएँ|paga hoy para evitar|pay today to avoid|आगे के शुल्क से बचने/i,
      );

      cleanup();
      await renderRoute(`${paths.repay}?productId=7&orderId=${orderId}`, options);
      await screen.findByText(notice);
      expect(screen.getByRole('main')).not.toHaveTextContent(
        /paga hoy para evitar|pay today to avoid|आगे के शुल्क से बचने/i,
      );
    },
  );

  it('a wrong-shaped `overdue` is read as absent: the page shows the loan, never fails', async () => {
    serveWithout('mx', { days: 3, totalToday: 3352.31 });
    await renderRoute(`${paths.loanDetails}?productId=7&orderId=MX1`);
    const lead = await screen.findByRole('region', { name: 'Monto vencido' });
    expect(lead).toHaveTextContent(/puede no incluir los cargos por atraso/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
