import dayjs from 'dayjs';
import { ORDER_STATUSES } from '@/config/demo-scenario';
import { loanCost } from '@/entities/loan-figures/finance/loan-cost';
import { DEMO_LOAN_PRODUCTS, demoLoan, demoLoanFor, type LoanTerms } from '@/demo/fixtures/demo-loan';
import {
  contractFixture,
  demoOrderId,
  loanConfirmFixture,
  loanDetailsFixture,
  orderListFixture,
} from '@/demo/fixtures/loan';
import { delayDetailFixture, repayDetailFixture } from '@/demo/fixtures/repayment';
import { complaintInitFixture } from '@/demo/fixtures/complaint';
import type { Market } from '@/demo/endpoint';

/** The demo server's today in these tests. */
const TODAY = new Date(2030, 4, 10, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ now: TODAY, toFake: ['Date'] });
});

const MARKETS: Market[] = ['mx', 'in'];
const SIGN: Record<Market, string> = { mx: '$', in: '₹' };

/**
 * A server-formatted amount back to minor units, checking it is written as the market writes numbers:
 * comma groups (India's lakh groups of two after the first three), a point before exactly 2 decimals.
 */
function minor(market: Market, value: string | undefined): number {
  const pattern =
    market === 'in'
      ? /^(-?)₹((?:\d{1,2},)?(?:\d{2},)*\d{1,3}|\d+)\.(\d{2})$/
      : /^(-?)\$((?:\d{1,3},)*\d{1,3})\.(\d{2})$/;
  const match = pattern.exec(value ?? '');
  if (!match) throw new Error(`not a ${SIGN[market]} amount as ${market} writes it: ${value}`);
  const amount = Number(match[2]!.replace(/,/g, '')) * 100 + Number(match[3]);
  return match[1] ? -amount : amount;
}

type Rows = { text: string; value: string }[];
const row = (rows: Rows, text: string | RegExp) =>
  rows.find((item) => (typeof text === 'string' ? item.text === text : text.test(item.text)))?.value;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The cost rows' figures, by what each row says it is. */
function costFigures(market: Market, rows: Rows) {
  const en = market === 'in';
  const value = (text: string | RegExp) => {
    const found = row(rows, text);
    return found === undefined ? 0 : minor(market, found);
  };
  return {
    principal: value(en ? 'Loan amount' : 'Monto del préstamo'),
    interest: value(en ? 'Interest' : 'Intereses'),
    // The fee by its one name (common.fee.processing), before the disbursal (Less …) or after it (… deducted).
    fee: value(en ? /^(Less )?processing fee/i : /^(Menos comisión por apertura|Comisión por apertura)/i),
    // A fee taken at disbursal has its tax on a row of its own ("Menos IVA"), the interest's on another.
    tax: sum(
      rows
        .filter((item) => (en ? /^(Less GST|GST|Tax) at/ : /^(Menos )?IVA \d/).test(item.text))
        // (India's "GST at 18% deducted" is the fee's tax, taken at disbursal.)
        .map((item) => minor(market, item.value)),
    ),
    coupon: Math.abs(value(en ? 'Coupon discount' : 'Cupón de descuento')),
    received: row(rows, en ? /^Amount you receive/ : /^(Monto a recibir|Monto que recibiste)$/) ?? null,
    // An overdue loan's total says it is before late charges (never "to pay" beside today's figure).
    total: value(en ? /^Total (to repay|before late charges)$/ : /^Total (a pagar|sin cargos por atraso)$/),
    feeDeducted: rows.some((item) => /^(Less|Menos) | (deducted|descontada)$/.test(item.text)),
  };
}

describe('the demo loan model', () => {
  it('Mexico: IVA 16 % on interest plus commission, repaid with the loan; the borrower receives it all', () => {
    const loan = demoLoanFor('mx', '7');
    expect(loan).toMatchObject({
      principal: 300000,
      interest: 273, // 3,000 × 0.0065 % × 14 days = 2.73
      fee: 30000,
      tax: 4844, // 16 % × (2.73 + 300) = 48.4368
      received: 300000,
      total: 335117,
    });
    expect(loan.plan.map((part) => [part.day, part.amount])).toEqual([[14, 335117]]);
  });

  it('India: GST 18 % on the processing fee only, taken at disbursal; three monthly instalments', () => {
    const loan = demoLoanFor('in', '7');
    expect(loan).toMatchObject({
      principal: 2000000,
      fee: 40000,
      tax: 7200,
      received: 1952800,
      interest: 7891,
      total: 2007891,
    });
    expect(
      loan.plan.map((part) => [part.day, part.principal, part.interest, part.amount, part.balance]),
    ).toEqual([
      // Equal EMIs of ₹6,692.97: the interest is on the balance for the days it runs, the rest repays principal.
      [30, 665397, 3900, 669297, 1334603], // 20,000 × 0.0065 % × 30 days
      [61, 666608, 2689, 669297, 667995], // 13,346.03 × 0.0065 % × 31 days ≈ 26.89
      [91, 667995, 1302, 669297, 0], // what is left of the last EMI once it repays the balance
    ]);
  });

  it('applies a coupon: it lowers the interest and the taxed base, and the instalments still add up', () => {
    const terms: LoanTerms = {
      principal: 100001,
      termDays: 30,
      instalments: 3,
      dailyRatePercent: '0.07',
      fee: 9999,
      feeDeducted: false,
      taxRatePercent: 16,
      taxOnInterest: true,
      coupon: 500,
      extensionFee: 0,
    };
    const loan = demoLoan('mx', terms);
    expect(loan.coupon).toBe(500);
    expect(loan.tax).toBe(Math.round(0.16 * (loan.fee + loan.interest - 500)));
    expect(loan.total).toBe(loan.principal + loan.interest + loan.fee + loan.tax - 500);
    expect(sum(loan.plan.map((part) => part.amount))).toBe(loan.total);
    expect(sum(loan.plan.map((part) => part.principal))).toBe(loan.principal);
    expect(sum(loan.plan.map((part) => part.tax))).toBe(loan.tax);
    // A coupon above the interest gives only the interest (that loan's own: equal instalments move it by a cent).
    const capped = demoLoan('mx', { ...terms, coupon: 10_000_000 });
    expect(capped.coupon).toBe(capped.interest);
  });
});

describe.each(MARKETS)('every demo order adds up everywhere (%s)', (market) => {
  const today = dayjs(TODAY).startOf('day');
  const daysFromToday = (date: string) => dayjs(date.slice(0, 10)).diff(today, 'day');

  describe.each(DEMO_LOAN_PRODUCTS)('product %s', (productId) => {
    const orderId = demoOrderId(market, productId);

    it('confirmation: rows sum to the total, the plan to the total, the amount is what is received', () => {
      const offer = loanConfirmFixture(market, productId, false);
      const loan = demoLoanFor(market, productId);
      const figures = costFigures(market, offer.details);
      // The identity of demo-loan.ts: total = principal + interest + fee + tax − coupon − deducted.
      // What is taken at disbursal is the fee and its tax, or nothing.
      const deducted = figures.feeDeducted ? figures.principal - offer.amount : 0;
      if (figures.feeDeducted) expect(deducted).toBe(loan.fee + loan.feeTax);
      expect(figures.total).toBe(
        figures.principal + figures.interest + figures.fee + figures.tax - figures.coupon - deducted,
      );
      expect(offer.amount).toBe(figures.principal - deducted);
      if (figures.received !== null) expect(minor(market, figures.received)).toBe(offer.amount);
      expect(figures).toMatchObject({
        principal: loan.principal,
        interest: loan.interest,
        fee: loan.fee,
        tax: loan.tax,
        coupon: loan.coupon,
        total: loan.total,
      });
      expect(offer.couNum).toBe(loan.coupon > 0 ? loan.coupon : null);
      expect(sum(offer.repay_plans.map((plan) => plan.amount))).toBe(figures.total);
      // The term and the plan's last date agree; the first date is the first instalment's.
      expect(offer.termUnit).toBe(1);
      expect(daysFromToday(offer.repay_plans.at(-1)!.pay_time)).toBe(offer.periods);
      expect(offer.firstPayTime).toBe(offer.repay_plans[0]!.pay_time);
      // Tax is the rate times its base: Mexico's IVA on interest plus commission, India's GST on the fee.
      const base = market === 'mx' ? figures.interest + figures.fee - figures.coupon : figures.fee;
      expect(figures.tax).toBe(Math.round((base * (market === 'mx' ? 16 : 18)) / 100));
      // Interest is the daily rate on the outstanding principal for the days it is out.
      expect(offer.loanRate).toBe('0.0065');
      // The cost of credit reads the same received amount and total.
      const cost = loanCost({
        received: offer.amount,
        plan: offer.repay_plans.map((plan) => ({ amount: plan.amount, payDate: plan.pay_time })),
        start: TODAY,
        method: market === 'in' ? 'rbi' : 'banxico',
      });
      expect(cost).toMatchObject({ totalRepay: figures.total, totalCost: figures.total - offer.amount });
    });

    it.each(ORDER_STATUSES)(
      'status %s: details, repay, extension and contract agree with confirmation',
      (status) => {
        for (const instalments of [undefined, 1, 2, 3]) {
          const loan = demoLoanFor(market, productId, instalments);
          const offerFigures = costFigures(market, loanConfirmFixture(market, productId, false).details);
          const details = loanDetailsFixture(market, productId, orderId, status, false, instalments);
          const detailRows = details.userOrderDetail.detail;
          const figures = costFigures(market, detailRows);
          expect(figures).toMatchObject({
            principal: loan.principal,
            interest: loan.interest,
            fee: loan.fee,
            tax: loan.tax,
            total: loan.total,
          });
          if (instalments === undefined) expect(figures).toEqual(offerFigures);
          // An overdue loan's rows tell the lead's story: the late charges so far and, where they add up to
          // it, what settles it today; no "total to pay" that today's payment would not settle.
          const en = market === 'in';
          if (details.overdue) {
            const late = row(detailRows, en ? 'Late charges to date' : 'Cargos por atraso hasta hoy');
            expect(minor(market, late!)).toBe(details.overdue.totalToday - details.overdue.overdueAmount);
            const today = row(detailRows, en ? 'Total to pay today' : 'Total a pagar hoy');
            if (today !== undefined) expect(minor(market, today)).toBe(details.overdue.totalToday);
            expect(row(detailRows, en ? 'Total to repay' : 'Total a pagar')).toBeUndefined();
          }
          const term = Number(row(detailRows, market === 'in' ? 'Term' : 'Plazo')!.split(' ')[0]);
          expect(term).toBe(loan.terms.termDays);

          if (details.repayPlan) {
            expect(sum(details.repayPlan.map((part) => part.amount))).toBe(loan.total);
            const disbursal = daysFromToday(details.daiDate ?? dayjs(TODAY).format('YYYY-MM-DD'));
            expect(daysFromToday(details.repayPlan.at(-1)!.pay_time) - disbursal).toBe(term);
          }

          const contract = contractFixture(market, orderId, instalments, status);
          expect(contract).toMatchObject({
            amount: loan.principal,
            giveAmount: loan.received,
            contractAmount: loan.total,
            commission: loan.fee,
            Interest: loan.interest - loan.coupon,
            IVA: loan.tax,
          });
          // contractAmount = amount + Interest + commission + IVA − what was taken at disbursal.
          expect(contract.contractAmount).toBe(
            contract.amount +
              contract.Interest +
              contract.commission +
              contract.IVA -
              (contract.amount - contract.giveAmount),
          );
          const contractPlan =
            typeof contract.planDate === 'string'
              ? [{ planDate: contract.planDate, amount: contract.contractAmount }]
              : contract.planDate;
          expect(sum(contractPlan.map((part) => part.amount))).toBe(contract.contractAmount);
          expect(daysFromToday(contractPlan.at(-1)!.planDate) - daysFromToday(contract.daiDate!)).toBe(
            loan.terms.termDays,
          );
          if (details.repayPlan) {
            expect(contractPlan.map((part) => part.planDate)).toEqual(
              details.repayPlan.map((part) => part.pay_time),
            );
            expect(contract.daiDate).toBe(details.daiDate ?? contract.daiDate);
          }

          const query = { productId, orderId, status, instalments };
          const repay = repayDetailFixture(market, query);
          // The repay rows are what is owed: they add up to the total, without what was deducted.
          const owed = costFigures(market, repay.detail);
          expect(owed).toMatchObject({
            principal: loan.principal,
            interest: loan.interest,
            total: loan.total,
          });
          expect(owed.feeDeducted).toBe(false);
          expect(owed.total).toBe(owed.principal + owed.interest + owed.fee + owed.tax - owed.coupon);
          expect(sum(repay.repayPlan.map((part) => part.amount))).toBe(loan.total);
          const paid = sum(
            repay.repayPlan.filter((part) => part.status === 'paid').map((part) => part.amount),
          );
          const open = repay.repayPlan.find((part) => part.status !== 'paid')!;
          // contract §11: an overdue order asks for what settles it today, its late charges included.
          expect(repay.repayAmount).toBe(repay.overdue ? repay.overdue.totalToday : open.amount);
          expect(Boolean(repay.overdue)).toBe(status === '180');
          if (repay.overdue) expect(repay.overdue.overdueAmount).toBe(open.amount);
          expect(repay.repayDate).toBe(open.date);
          if (paid > 0) {
            expect(
              minor(market, row(repay.detail, market === 'in' ? 'Outstanding' : 'Saldo pendiente')),
            ).toBe(loan.total - paid);
          }
          if (status === '174' || status === '180') {
            const details = loanDetailsFixture(market, productId, orderId, status, false, instalments);
            const plan = details.repayPlan!;
            // The same overdue figures on loan details as on the repay page.
            expect({ ...details.overdue, asOf: 0 }).toEqual({ ...repay.overdue, asOf: 0 });
            expect(plan.map((part) => [part.pay_time, part.amount, part.isPaid === 1])).toEqual(
              repay.repayPlan.map((part) => [part.date, part.amount, part.status === 'paid']),
            );
          }

          const delay = delayDetailFixture(market, query);
          expect(delay.delayInfo.delayAmount).toBe(loan.extension.amount);
          expect(loan.extension.tax).toBe(
            Math.round((loan.extension.fee * (market === 'mx' ? 16 : 18)) / 100),
          );
          expect(delay.repayPlan[0]!.amount).toBe(loan.extension.amount);
          // contract §7: the fee's tax as a lender states it, on the extension and on the fee's line.
          expect(delay.delayInfo.taxAmount).toBe(loan.extension.tax);
          expect(delay.repayPlan[0]!.taxAmount).toBe(loan.extension.tax);
          // A payment already late moves with its late charges until today (the loan terms' extension clause).
          expect(delay.repayPlan[1]).toMatchObject({
            amount: repay.overdue ? repay.overdue.totalToday : open.amount,
            time: delay.delayInfo.delayTime,
          });
          expect(daysFromToday(delay.delayInfo.delayTime) - daysFromToday(repay.repayDate)).toBe(7);
        }
      },
    );
  });

  it('a complaint about an order of the loan pages names its product and loan amount', () => {
    for (const order of orderListFixture(market).list) {
      const { orderDetail } = complaintInitFixture(market, order.orderId, undefined);
      expect(orderDetail.productName).toBe(order.productName);
      // Written by the app's formatter, whichever separators it uses: compare the digits.
      const amount = orderDetail.list[1]!.value;
      expect(amount.startsWith(SIGN[market])).toBe(true);
      expect(Number(amount.replace(/\D/g, ''))).toBe(demoLoanFor(market, order.productId).principal);
    }
  });

  it('the order list shows what a loan being repaid owes next, and any other order’s loan amount', () => {
    for (const order of orderListFixture(market).list) {
      const repaying = order.status === '174' || order.status === '180';
      expect(order.amount).toBe(
        repaying
          ? repayDetailFixture(market, { orderId: order.orderId, status: order.status }).repayAmount
          : demoLoanFor(market, order.productId).principal,
      );
    }
  });

  it('India’s demo terms run 91 to 365 days; Mexico’s single-payment ones 7 to 30', () => {
    for (const productId of DEMO_LOAN_PRODUCTS) {
      for (const instalments of [undefined, 1, 2, 3, 6, 12]) {
        const { termDays, instalments: count } = demoLoanFor(market, productId, instalments).terms;
        if (market === 'in') {
          expect(termDays).toBeGreaterThanOrEqual(91);
          expect(termDays).toBeLessThanOrEqual(365);
        } else if (count === 1) {
          expect(termDays).toBeGreaterThanOrEqual(7);
          expect(termDays).toBeLessThanOrEqual(30);
        }
      }
    }
  });
});
