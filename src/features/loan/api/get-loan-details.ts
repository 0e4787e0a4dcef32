import * as v from 'valibot';
import { OptionalLenderSchema } from '@/entities/lender/schema';
import { calls } from '@/config/calls';
import { loanCall, loanCallDated } from '@/lib/http/loan-api';
import type { SendOptions } from '@/lib/http/send';
import { OptionalKeyFactsSchema } from '@/entities/loan-figures/key-facts-schema';
import { OptionalOverdueSchema } from '@/entities/loan-figures/overdue/schema';
import { DetailRowSchema, flag, listOf, optionalMinor, serverDate, text } from '@/lib/http/schema-parts';

/** 1/true and 0/false; anything else (missing included) is unknown. */
const paidState = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((value) => {
      const word = typeof value === 'boolean' ? String(Number(value)) : String(value ?? '').trim();
      return word === '1' ? true : word === '0' ? false : undefined;
    }),
  ),
  null,
);

/** The instalment states the server may state (as on /repay); anything else leaves the state to the dates. */
const planStatus = v.fallback(
  v.optional(
    v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim().toLowerCase()),
      v.picklist(['paid', 'due', 'overdue']),
    ),
  ),
  undefined,
);

const PlanItemSchema = v.pipe(
  v.object({
    title: text,
    amount: optionalMinor,
    pay_time: serverDate,
    time: serverDate,
    date: serverDate,
    isPaid: paidState,
    paid: paidState,
    status: planStatus,
  }),
  // A state the server gives wins over the phone's clock.
  v.transform(({ title, amount, pay_time, time, date, isPaid, paid, status }) => ({
    title,
    amount,
    date: pay_time ?? time ?? date,
    paid: isPaid ?? paid ?? (status === undefined ? undefined : status === 'paid'),
    overdue: status === 'overdue' ? true : status === 'due' ? false : undefined,
  })),
);
export type LoanPlanItem = v.InferOutput<typeof PlanItemSchema>;

/**
 * Not in spec §3: a dated plan the response may carry. Its name is not fixed, so `repayPlan` and
 * `repay_plans` are read, each item with an amount, a date (`pay_time`, `time` or `date`) and, when the
 * data says so, whether it is paid (`isPaid` / `paid`) or its state (`status`: paid, due or overdue). The plan is an extra: a missing or unreadable one
 * means no schedule, never a failed page — and one unreadable item drops the whole plan, because a
 * schedule with a missing instalment would mislead.
 */
const optionalPlan = v.fallback(
  v.pipe(
    listOf(PlanItemSchema),
    v.transform((items) => items.filter((item) => item.date !== undefined || item.amount !== undefined)),
  ),
  [],
);

/** spec §3 "Loan details response", plus the optional plan above as `plan`. */
export const LoanDetailsSchema = v.pipe(
  v.object({
    orderStatus: v.pipe(
      v.union([v.string(), v.number()]),
      v.transform((value) => String(value).trim()),
    ),
    noticeStatusText: text,
    noticeDesText: text,
    productName: text,
    productLogo: text,
    /** contract §10: who lends; absent or unusable, the market's profile names the lender. */
    lender: OptionalLenderSchema,
    userOrderDetail: v.optional(
      v.pipe(
        v.nullable(v.object({ detail: listOf(DetailRowSchema) })),
        v.transform((value) => value ?? { detail: [] }),
      ),
      null,
    ),
    inside: text,
    isScore: flag,
    h5Url: text,
    isDelay: flag,
    isNewContract: text,
    /**
     * Not in spec §3: the disbursal date, named like the contract's lender payment date
     * (`daiDate`). It dates the cooling-off period; missing or unreadable means no period is shown.
     */
    daiDate: v.fallback(serverDate, undefined),
    /**
     * Not in spec §3: the account the loan is paid into, named like the contract's (`bankNo`, e.g.
     * `**** 4821`): while the money is on its way, the page says to which account (its last digits).
     */
    bankNo: v.fallback(text, ''),
    repayPlan: optionalPlan,
    repay_plans: optionalPlan,
    /** contract §7: the lender's key facts may ride with the loan details too (its rates and charges). */
    keyFacts: OptionalKeyFactsSchema,
    /** contract §11: an overdue loan's figures today; a wrong shape reads as absent. */
    overdue: OptionalOverdueSchema,
  }),
  v.transform(({ repayPlan, repay_plans, ...details }) => ({
    ...details,
    plan: repayPlan.length > 0 ? repayPlan : repay_plans,
  })),
);
export type LoanDetails = v.InferOutput<typeof LoanDetailsSchema>;

export function getLoanDetails(
  productId: string | undefined,
  orderId: string | undefined,
  options?: SendOptions,
) {
  return loanCall(calls.loanDetails, LoanDetailsSchema, { productId, orderId }, options);
}

/** The same call with the server's clock (the answer's `Date` header): the signed statement's fallback date. */
export function getLoanDetailsDated(
  productId: string | undefined,
  orderId: string | undefined,
  options?: SendOptions,
) {
  return loanCallDated(calls.loanDetails, LoanDetailsSchema, { productId, orderId }, options);
}
