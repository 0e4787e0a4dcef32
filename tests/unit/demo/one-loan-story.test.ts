import dayjs from 'dayjs';
import { calls } from '@/config/calls';
import { env } from '@/config/env';
import { appLoanCost } from '@/entities/loan-figures/apr';
import { examplePayments } from '@/entities/loan-figures/offer-example';
import { Market } from '@/lib/session/market';
import { forgetIdempotencyKeys } from '@/demo/idempotency-store';
import { demoToday } from '@/demo/demo-date';

/**
 * The demo tells one loan from offer to payment: every response that carries a figure of an order, fetched
 * through the demo handlers (msw/node, tests/setup.ts), gives the same figure — amount lent, amount due, due
 * date and each channel's reference — and Apply's new order is the offer confirmed.
 */
const MARKETS = [
  { market: 'mx', type: '2', prefix: 'MX' },
  { market: 'in', type: '1', prefix: 'IN' },
] as const;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const BASE = 'http://localhost';

async function loan(path: string, type: string, body: Record<string, unknown>, key?: string): Promise<Json> {
  const answer = await fetch(`${BASE}${path}?type=${type}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await answer.json()) as Json;
  expect(json.success).toBe(true);
  return json.data as Json;
}

async function wealth(path: string, type: string, form?: Record<string, string>): Promise<Json> {
  const url = `${BASE}${env.wealthBasePath}${path}?type=${type}`;
  const answer = form
    ? await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(form),
      })
    : await fetch(url);
  const json = (await answer.json()) as Json;
  expect(json.code).toBe(0);
  return json.data as Json;
}

const money = (market: string, minor: number) =>
  new Intl.NumberFormat(market === 'in' ? 'en-IN' : 'es-MX', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(minor / 100);

const row = (rows: { text: string; value: string }[], text: RegExp) =>
  rows.find((item) => text.test(item.text));

/** Every figure the pages show of one order, each from its own call. */
async function figuresOf(type: string, productId: string, orderId: string) {
  const details = await loan(calls.loanDetails.path, type, { productId, orderId });
  const contractOf = await fetch(
    `${BASE}${env.wealthBasePath}${calls.contract.path}?type=${type}&orderNo=${encodeURIComponent(orderId)}`,
  ).then((answer) => answer.json() as Promise<Json>);
  const repay = await loan(calls.repayDetail.path, type, { productId, orderId });
  const delay = await loan(calls.delayDetail.path, type, { productId, orderId });
  const orders = await loan(calls.orderList.path, type, {});
  const complaint = await wealth(calls.complaintInit.path, type, { orderId });
  return {
    details,
    contract: contractOf.data as Json,
    repay,
    delay,
    orders: orders.list as Json[],
    complaint,
  };
}

async function vcode(type: string, request: Record<string, unknown>, key: string) {
  const voucher = await loan(calls.generateVoucher.path, type, request, key);
  return voucher.repayDetail as Json;
}

/** Each listed channel's reference equals generateVoucher's for the same payment (and again, renewed). */
async function expectSameReferences(
  type: string,
  productId: string,
  orderId: string,
  list: Json[],
  amount: number,
  requestType: 1 | 2,
) {
  const channels = list.flatMap((group) => group.list as Json[]);
  expect(channels.length).toBeGreaterThan(0);
  for (const channel of channels) {
    const request = { productId, orderId, amount, payCode: channel.payCode, requestType };
    const first = await vcode(type, request, `first-${orderId}-${channel.payCode}-${requestType}`);
    const renewed = await vcode(type, request, `again-${orderId}-${channel.payCode}-${requestType}`);
    expect(first.amount).toBe(amount);
    expect(renewed.vCode).toBe(first.vCode);
    if (channel.vCode) expect(first.vCode).toBe(channel.vCode);
    expect(first.vCode).not.toBe('');
  }
}

beforeEach(() => forgetIdempotencyKeys());

describe.each(MARKETS)('the demo tells one loan ($market)', ({ market, type, prefix }) => {
  it.each(['7', '12', '15'])('order %s: every page gives the same figures', async (productId) => {
    const orderId = `${prefix}2405${productId.padStart(4, '0')}`;
    const { details, contract, repay, delay, orders, complaint } = await figuresOf(type, productId, orderId);
    const listed = orders.find((item) => item.orderId === orderId)!;
    expect(listed).toBeDefined();

    // Status: the list's is the details'; the complaint names the same order, product and status.
    expect(listed.status).toBe(details.orderStatus);
    expect(complaint.orderDetail.orderNo).toBe(orderId);
    expect(complaint.orderDetail.productName).toBe(listed.productName);
    expect(complaint.orderDetail.status).toBe(listed.statusText);
    expect(complaint.orderList.map((item: Json) => [item.orderId, item.status])).toEqual(
      orders.map((item) => [item.orderId, item.statusText]),
    );

    // Amount lent: loan details' row, the contract's amount and the complaint's row.
    const lent = contract.amount as number;
    expect(row(details.userOrderDetail.detail, /^(Loan amount|Monto del préstamo)$/)?.value).toContain(
      money(market, lent),
    );
    expect(
      complaint.orderDetail.list.find((item: Json) => /Loan amount|Monto del préstamo/.test(item.title))
        .value,
    ).toContain(money(market, lent));
    expect(contract.orderNo).toBe(orderId);

    if (details.orderStatus !== '174') {
      // Not being repaid: the list shows the amount lent.
      expect(listed.amount).toBe(lent);
      return;
    }
    // Amount due and due date: the list's, the open instalment of loan details, repay and the contract.
    const open = (details.repayPlan as Json[]).find((part) => part.isPaid !== 1)!;
    expect(listed.amount).toBe(open.amount);
    expect(listed.date).toBe(open.pay_time);
    expect(repay.repayAmount).toBe(open.amount);
    expect(repay.repayDate).toBe(open.pay_time);
    const planDates = Array.isArray(contract.planDate)
      ? (contract.planDate as Json[]).map((part) => part.planDate)
      : [contract.planDate];
    expect(planDates).toEqual((details.repayPlan as Json[]).map((part) => part.pay_time));
    expect(details.daiDate).toBe(contract.daiDate);

    // References: /repay's and /repayDelay's lists, generateVoucher's (and a renewed one).
    await expectSameReferences(type, productId, orderId, repay.repayList, repay.repayAmount, 1);
    await expectSameReferences(type, productId, orderId, delay.repayList, delay.delayInfo.delayAmount, 2);
  });

  it('UPI ID / references differ between orders, purposes and amounts', async () => {
    const channels = (list: Json[]) => list.flatMap((group) => group.list as Json[]);
    const first = await loan(calls.repayDetail.path, type, {
      productId: '7',
      orderId: `${prefix}24050007`,
    });
    const other = await loan(calls.repayDetail.path, type, { productId: '7', orderId: '9001' });
    const delay = await loan(calls.delayDetail.path, type, {
      productId: '7',
      orderId: `${prefix}24050007`,
    });
    const codes = (list: Json[]) =>
      channels(list)
        .map((channel) => channel.vCode as string)
        .filter(Boolean);
    for (const code of codes(first.repayList)) expect(codes(other.repayList)).not.toContain(code);
    // A UPI ID is the order's account: the same for the extension fee. A reference (SPEI's referencia
    // numérica too; its CLABE comes with the voucher) is the payment's: another one for the fee.
    const ACCOUNTS = ['UPI'];
    const payment = (list: Json[]) =>
      channels(list)
        .filter((channel) => !ACCOUNTS.includes(channel.payCode as string))
        .map((channel) => channel.vCode as string)
        .filter(Boolean);
    for (const code of payment(first.repayList)) expect(payment(delay.repayList)).not.toContain(code);
    for (const payCode of ACCOUNTS) {
      const account = channels(first.repayList).find((channel) => channel.payCode === payCode);
      if (account)
        expect(channels(delay.repayList).find((channel) => channel.payCode === payCode)!.vCode).toBe(
          account.vCode,
        );
    }
  });

  it('the recommended list and the product page state the rate the confirmation’s key facts state', async () => {
    const list = await loan(calls.recommendList.path, type, {});
    // Every listed offer states its lender, its rate and the example it is for (contract §10).
    const offers = list.list as Json[];
    expect(offers.length).toBeGreaterThanOrEqual(3);
    for (const offer of offers) {
      const confirmation = await loan(calls.loanConfirm.path, type, {
        productId: offer.productId,
      });
      const product = await loan(calls.product.path, type, { productId: offer.productId });
      const keyFacts = confirmation.keyFacts as Json;
      const what = `product ${offer.productId}`;
      expect(offer.lender?.legalName, what).toBeTruthy();
      expect(offer.apr, what).toBe(keyFacts.apr);
      expect(product.apr, what).toBe(keyFacts.apr);
      expect(offer.aprDate, what).toBe(keyFacts.aprDate);
      expect(product.example, what).toEqual(offer.example);
      // The example is the loan confirmed: the amount lent, its term, and every payment the instalment.
      const plans = confirmation.repay_plans as Json[];
      expect(offer.example.amount, what).toBe(keyFacts.sanctionedAmount);
      expect(examplePayments(offer.example, offer.instalment.every), what).toBe(plans.length);
      for (const plan of plans) expect(plan.amount, what).toBe(offer.instalment.amount);
      const lastDay = dayjs(plans.at(-1)!.pay_time).diff(dayjs(demoToday(market)), 'day');
      if (offer.example.termUnit === 'day') expect(lastDay, what).toBe(offer.example.term);
      else expect(Math.round(lastDay / 30.4), what).toBe(offer.example.term);
      // The rate is the regulator's method (the app's own) applied to that loan, as lenders state it.
      const cost = appLoanCost({
        market: market === 'in' ? Market.india : Market.mexico,
        start: dayjs(demoToday(market)).toDate(),
        received: confirmation.amount,
        plan: plans.map((plan) => ({ amount: plan.amount, date: plan.pay_time })),
        keyFacts,
      })!;
      expect(cost.ivaSplit, what).toBe(market === 'mx' ? 'exact' : undefined);
      // India's APR to 2 decimals, Mexico's CAT to 1, as lenders publish them.
      const scale = market === 'in' ? 100 : 10;
      expect(offer.apr, what).toBe(Math.round(cost.percent * scale) / scale);
    }
    // Two lenders' offers differ in their figures, as real ones do.
    const lenders = new Set(offers.map((offer) => offer.lender.legalName));
    expect(lenders.size).toBe(2);
    expect(new Set(offers.map((offer) => offer.apr)).size).toBe(offers.length);
    expect(new Set(offers.map((offer) => offer.instalment.amount)).size).toBe(offers.length);
  });

  it('Apply makes an order of the offer confirmed: its figures are the offer’s', async () => {
    const offer = await loan(calls.loanConfirm.path, type, { productId: '7' });
    const pushed = await loan(
      calls.loanConfirmSubmit.path,
      type,
      { amount: offer.amount, periods: offer.periods, termUnit: 1, productId: '7' },
      'apply-once',
    );
    const orderId = new URLSearchParams(String(pushed.lendDetailsUrl).split('?')[1]).get('orderId')!;
    // The offer named this order (its contract link and key facts).
    expect(offer.isNewContract).toContain(`orderNo=${orderId}`);
    expect(offer.keyFacts.proposalNo).toBe(orderId);

    const { details, contract, repay, delay, orders, complaint } = await figuresOf(type, '7', orderId);
    // Approved and on its way to the borrower's account on the day of Apply (151), on the offer's plan.
    expect(details.orderStatus).toBe('151');
    expect(details.bankNo).toBe(contract.bankNo);
    expect((details.repayPlan as Json[]).map((part) => [part.pay_time, part.amount, part.isPaid])).toEqual(
      (offer.repay_plans as Json[]).map((part) => [part.pay_time, part.amount, 0]),
    );
    expect(contract.amount).toBe(offer.keyFacts.sanctionedAmount);
    expect(contract.giveAmount).toBe(offer.amount);
    const planDates = Array.isArray(contract.planDate)
      ? (contract.planDate as Json[]).map((part) => [part.planDate, part.amount])
      : [[contract.planDate, offer.repay_plans[0].amount]];
    expect(planDates).toEqual((offer.repay_plans as Json[]).map((part) => [part.pay_time, part.amount]));
    // Paid out today, the lender's today: nothing in the past.
    expect(contract.daiDate).toBe(demoToday(market));
    // Not paid out yet: the details date no disbursal.
    expect(details.daiDate).toBeUndefined();
    expect(repay.repayAmount).toBe(offer.repay_plans[0].amount);
    expect(repay.repayDate).toBe(offer.repay_plans[0].pay_time);
    expect((repay.repayPlan as Json[]).some((part) => part.status === 'paid')).toBe(false);
    expect(delay.repayPlan[1].amount).toBe(offer.repay_plans[0].amount);

    // The list holds it first, with the amount lent and the day of Apply, as the details' status; the
    // complaint names it with its amount.
    expect(orders[0]).toMatchObject({
      orderId,
      amount: offer.keyFacts.sanctionedAmount,
      date: contract.daiDate,
      status: '151',
    });
    expect(complaint.orderDetail.orderNo).toBe(orderId);
    expect(complaint.orderList[0].orderId).toBe(orderId);
    expect(complaint.orderDetail.list.map((item: Json) => item.value).join(' ')).toContain(
      money(market, offer.keyFacts.sanctionedAmount),
    );
    await expectSameReferences(type, '7', orderId, repay.repayList, repay.repayAmount, 1);

    // The same Apply sent again (its key) makes no second order; a new Apply makes another.
    await loan(
      calls.loanConfirmSubmit.path,
      type,
      { amount: offer.amount, periods: offer.periods, termUnit: 1, productId: '7' },
      'apply-once',
    );
    expect((await loan(calls.orderList.path, type, {})).list).toHaveLength(orders.length);
  });
});
