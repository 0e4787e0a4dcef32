import type { Dayjs } from 'dayjs';
import type { OfferLender } from '@/entities/lender';
import { parseServerDate } from '@/lib/format/date';
import { isServerDate } from '@/lib/format/date-text';
import type { StatementInput } from '@/entities/loan-figures/statement';
import { Market } from '@/lib/session';
import { statementApr } from '@/entities/loan-figures/apr';
import { tenorDays } from '@/entities/loan-figures/tenor';
import type { LoanConfirm } from '../api/get-loan-confirm';
import type { Contract } from '../api/get-contract';
import type { LoanDetails } from '../api/get-loan-details';
import { coolingOffDays } from './cooling-off';

/**
 * A statement's inputs before the lender's details join them: `loanLender` is the loan's own lender
 * (contract §10); `companyName` names the lender otherwise.
 */
export type StatementDraft = Omit<StatementInput, 'lender'> & {
  companyName?: string;
  loanLender?: OfferLender;
};

/**
 * The day an offer's APR/CAT counts from: the lender's `aprDate`, else the server's clock (the answer's
 * `Date` header). Undefined when the server gave neither: the phone's clock is no basis for a rate.
 */
export function calculationDate(offer: LoanConfirm): Date | undefined {
  return parseServerDate(offer.keyFacts?.aprDate)?.toDate() ?? offer.serverDate;
}

/** Before signing: the confirm response (and its optional keyFacts), calculated on the server's date. */
export function confirmStatementInput(offer: LoanConfirm, market: Market): StatementDraft {
  const today = calculationDate(offer);
  const plan = offer.repay_plans.map((line) => ({ date: line.pay_time, amount: line.amount }));
  const tenor = tenorDays(
    offer.periods,
    offer.termUnit,
    today,
    offer.repay_plans.map((line) => line.pay_time),
  );
  return {
    market,
    start: today,
    received: offer.amount,
    periods: offer.periods,
    termUnit: offer.termUnit,
    plan,
    keyFacts: offer.keyFacts,
    // Worked out here, beside the cost summary's own, so the loan cost stays in the pages' shared code.
    apr:
      statementApr({
        market,
        start: today,
        received: offer.keyFacts?.netDisbursed ?? offer.amount,
        plan,
        keyFacts: offer.keyFacts,
      }) ?? null,
    coolingOffDays: market === Market.india ? coolingOffDays(market, tenor) : undefined,
    productName: offer.comProductName || undefined,
    loanLender: offer.lender,
    dailyRatePercent: offer.loanRate || undefined,
  };
}

/**
 * After signing: the contract's terms (/contract/detail) with the loan details' plan, calculated on the
 * disbursal date (the contract's, else the details'), else on the server's date (`serverDate`, the answer's
 * `Date` header); never on the phone's clock. The contract names the lender (`company`).
 */
export function contractStatementInput(
  contract: Contract,
  details: LoanDetails | null,
  market: Market,
  serverDate: Date | Dayjs | undefined,
): StatementDraft {
  const fromDetails = details?.plan.filter((line) => line.date !== undefined) ?? [];
  const plan =
    fromDetails.length > 0
      ? fromDetails.map((line) => ({ date: line.date, amount: line.amount }))
      : contract.plans.map((line) => ({
          date: line.date,
          // A single-payment contract repays its contract amount on its one date.
          amount: line.amount ?? (contract.plans.length === 1 ? contract.contractAmount : undefined),
        }));
  const disbursed = parseServerDate(contract.daiDate ?? details?.daiDate) ?? null;
  // Not paid out yet (the agreement before Apply): the lender's calculation date of the offer.
  const start = disbursed ?? parseServerDate(contract.keyFacts?.aprDate)?.toDate() ?? serverDate ?? undefined;
  const tenor = tenorDays(
    undefined,
    undefined,
    start,
    plan.map((line) => line.date),
  );
  // The contract's key facts, else the loan details' (contract §7 lets either carry them).
  const keyFacts = contract.keyFacts ?? details?.keyFacts;
  return {
    market,
    start,
    received: contract.giveAmount,
    sanctioned: contract.amount,
    keyFacts,
    apr:
      statementApr({
        market,
        start,
        received: keyFacts?.netDisbursed ?? contract.giveAmount,
        plan,
        keyFacts: keyFacts ?? (contract.amount !== undefined ? { sanctionedAmount: contract.amount } : null),
      }) ?? null,
    plan,
    interestTotal: contract.Interest,
    feeTotal: contract.commission,
    taxTotal: contract.IVA,
    companyName: contract.company || undefined,
    loanLender: contract.lender ?? details?.lender,
    coolingOffDays: market === Market.india ? coolingOffDays(market, tenor) : undefined,
    productName: contract.productName || details?.productName || undefined,
    // Signed once the contract has its date (the agreement shows the offer's contract before Apply).
    signed: isServerDate(contract.contractDate),
  };
}
