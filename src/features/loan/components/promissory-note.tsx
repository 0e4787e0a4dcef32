import { KeepTogether } from '@/components/ui';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoanLender } from '@/entities/lender';
import { formatDate, isServerDate, useNumberFormat } from '@/lib/format';
import { extensionFees } from '@/entities/loan-figures/fees';
import { pesosInWords, rupeesInWords } from '@/lib/format/amount-words';
import { Market } from '@/lib/session/market';
import { loanFigures, type LoanFigures } from '@/entities/loan-figures/loan-terms';
import { useMarket } from '@/lib/session/react';
import type { Contract } from '../api/get-contract';
import { lateChargeText, moratorioTerms } from '@/entities/loan-figures/late-charge-words';
import { penalChargeWords } from './penal-charge-words';
import './promissory-note.css';

const NS = 'loan-agreement';
const MISSING = '—';

/**
 * The contract's terms as sentences, from the loan's figures (src/entities/loan-figures/loan-terms.ts): the same
 * figures the statement and loan details show; a spec §9 reference value only where the loan states none,
 * and then labelled so.
 */
function useTermsText(figures: LoanFigures, values: Record<string, string>) {
  const { t } = useTranslation(NS);
  const { money, percent } = useNumberFormat();
  // As the statement writes them: rates to 2 decimals, the daily rate to 4.
  const rate = (value: number) => percent(value, 2);
  const note = (source: string) => (source === 'reference' ? t('reference') : '');
  const { interest, lateCharge, penalCharges, prepayment, tax } = figures;
  // The fee by its one name (common.fee), in the middle of a sentence.
  const commissionName = t('common:fee.processing');
  const costs = t('costs', {
    ...values,
    commissionName: commissionName.charAt(0).toLocaleLowerCase() + commissionName.slice(1),
    annualRate: rate(interest.annual),
    dailyRate: percent(interest.daily, 4),
    rateNote: interest.source === 'reference' ? t('reference') : t(`rateGiven.${interest.given}`),
    taxRate: percent(tax.percent, 0),
    taxNote: note(tax.source),
  });
  let overdue: string | undefined;
  // Late charges as every page words them (late-charge-words.ts): the annual rate, its unit and basis.
  const format = { money, percent };
  if (penalCharges) {
    const charges = penalCharges.charges
      .map((charge) => {
        const { name, basis } = penalChargeWords(
          charge,
          (key, values) => ({
            name: t(`penalReference.${key}.name`),
            basis: t(`penalReference.${key}.basis`, values),
          }),
          { money, percent: (value) => percent(value, 0) },
        );
        return lateChargeText({ ...charge, name, basis }, t, format);
      })
      .join('; ');
    overdue = t('penal', { charges, note: note(penalCharges.source) });
  }
  if (lateCharge) {
    const late = t('overdue', {
      rate: lateChargeText(moratorioTerms(lateCharge, t), t, format),
      note: note(lateCharge.source),
    });
    overdue = overdue ? `${late} ${overdue}` : late;
  }
  const prepay = { note: note(prepayment.source) };
  const prepaymentText =
    prepayment.allowed === false
      ? t('prepayment.no', prepay)
      : prepayment.afterHalfTerm
        ? t('prepayment.halfTerm', prepay)
        : prepayment.from
          ? t('prepayment.from', { ...prepay, from: prepayment.from })
          : prepayment.charge
            ? t('prepayment.charge', { ...prepay, charge: money(prepayment.charge) })
            : t('prepayment.free', prepay);
  return { costs, overdue, prepayment: prepaymentText };
}

/**
 * spec §2 Loan agreement: the promissory note with every contract field (spec §3) and the loan's terms.
 * Server values are interpolated into plain text, so any markup in them stays inert.
 */
export function PromissoryNote({
  contract,
  inPeriods,
  dailyRatePercent,
}: {
  contract: Contract;
  inPeriods: boolean;
  /** The loan's daily rate from another response (loan details / confirm `loanRate`), when known. */
  dailyRatePercent?: string | number;
}) {
  const { t } = useTranslation(NS);
  const { money } = useNumberFormat();
  // The contract's own lender (contract §10), else the name it gives (`company`), else the profile's.
  const lender = useLoanLender({ lender: contract.lender, fallbackName: contract.company });
  const market = useMarket();
  const text = (value: string) => value.trim() || MISSING;
  // A promissory note states its sum in figures and in words, as each market's notes write it: Mexico's
  // "$3,450.00 (TRES MIL CUATROCIENTOS CINCUENTA PESOS 00/100 M.N.)", India's "₹20,000.00 (Rupees Twenty
  // Thousand Only)".
  const inWords = (minor: number | undefined) => {
    const figures = money(minor);
    const words = minor === undefined ? '' : (market === Market.india ? rupeesInWords : pesosInWords)(minor);
    return words ? `${figures} (${words})` : figures;
  };
  const values = {
    userName: text(contract.userName),
    productName: text(contract.productName),
    company: lender.legalName,
    userAddress: text(contract.userAddress),
    bankNo: text(contract.bankNo),
    amount: money(contract.amount),
    contractAmount: money(contract.contractAmount),
    contractAmountInWords: inWords(contract.contractAmount),
    commission: money(contract.commission),
    interest: money(contract.Interest),
    iva: money(contract.IVA),
    giveAmount: money(contract.giveAmount),
    // A document is read long after it is signed: its dates always carry the year. Neither Mexico's
    // Ley General de Títulos y Operaciones de Crédito nor India's Negotiable Instruments Act prescribes
    // how a date is written, so the market's own way applies here too.
    daiDate: formatDate(contract.daiDate),
    planDate:
      contract.plans.length > 0 ? formatDate(contract.plans[contract.plans.length - 1]?.date) : MISSING,
    contractDate: formatDate(contract.contractDate),
  };
  const figures = loanFigures({
    market,
    keyFacts: contract.keyFacts,
    dailyRatePercent,
    interest: contract.Interest,
    commission: contract.commission,
    tax: contract.IVA,
  });
  const terms = useTermsText(figures, values);
  // Signed once the contract has its date: before Apply the note says what will happen, never what has not.
  const signed = isServerDate(contract.contractDate);
  const draft = (key: string) => (signed ? key : `draft.${key}`);
  // The extension's fee by its one name and amount, as the KFS or carátula states it (contract §7).
  const extension = extensionFees(contract.keyFacts?.fees)[0];
  const feeName = extension?.name ?? t('common:fee.extension');
  const fee =
    extension?.amount === undefined
      ? t('deferralFeeUnknown', { name: feeName })
      : t(extension.taxAmount ? 'deferralFeeTax' : 'deferralFee', {
          name: feeName,
          amount: money(extension.amount),
          tax: money(extension.taxAmount),
        });
  const fields: [string, ReactNode][] = [
    ...(contract.orderNo.trim() ? [[t('fields.orderNo'), contract.orderNo] as [string, ReactNode]] : []),
    [t('fields.userName'), values.userName],
    [t('fields.productName'), values.productName],
    [t('fields.amount'), values.amount],
    [t('fields.bankNo'), values.bankNo],
    [t('fields.daiDate'), signed ? values.daiDate : t('draft.daiDate')],
    [
      t('fields.planDate'),
      // A list of dates wraps between dates, never inside one ("2026-11-" / "30").
      <KeepTogether
        key="planDate"
        text={contract.plans.map((plan) => formatDate(plan.date)).join(', ') || MISSING}
      />,
    ],
    [t('fields.contractAmount'), values.contractAmount],
    [t('common:fee.processing'), values.commission],
    [t('fields.interest'), values.interest],
    [t('fields.iva'), values.iva],
    [t(signed ? 'fields.giveAmount' : 'fields.giveAmountDraft'), values.giveAmount],
    [t('fields.userAddress'), values.userAddress],
    [t('fields.contractDate'), signed ? values.contractDate : t('draft.contractDate')],
    [t('fields.company'), values.company],
  ];
  const plansWithRows = inPeriods && contract.plans.length > 0;

  return (
    <article className="card promissory-note">
      <h2 className="promissory-note__title">{inPeriods ? t('periodsHeading') : t('heading')}</h2>
      <p className="promissory-note__good-for">{t('goodFor', { amount: values.contractAmount })}</p>

      <dl className="rows promissory-note__fields">
        {fields.map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
      </dl>

      <p>
        <KeepTogether text={t(draft(inPeriods ? 'promisePeriods' : 'promise'), values)} />
      </p>

      {plansWithRows ? (
        <table className="promissory-note__plan">
          <caption>{t('plan.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('plan.number')}</th>
              <th scope="col">{t('plan.date')}</th>
              <th scope="col">{t('plan.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {contract.plans.map((plan, index) => (
              <tr key={`${index}-${String(plan.date)}`}>
                <td>{index + 1}</td>
                <td>{formatDate(plan.date)}</td>
                <td>
                  {plan.amount !== undefined
                    ? money(plan.amount)
                    : contract.plans.length === 1
                      ? values.contractAmount
                      : MISSING}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}

      <p>
        <KeepTogether text={t(draft('disbursal'), values)} />
      </p>
      <p data-figure="costs">
        <KeepTogether text={terms.costs} />
      </p>
      {terms.overdue ? (
        <p data-figure="overdue">
          <KeepTogether text={terms.overdue} />
        </p>
      ) : null}
      <p data-figure="prepayment">
        <KeepTogether text={terms.prepayment} />
      </p>
      <p data-figure="extension">
        <KeepTogether text={t('deferral', { fee })} />
      </p>
      <p>
        <KeepTogether text={t(draft('closing'), values)} />
      </p>

      <div className="promissory-note__parties">
        <div>
          <p className="promissory-note__signature">{values.userName}</p>
          <p className="loan-muted">{t('debtor')}</p>
        </div>
        <div>
          <p className="promissory-note__signature">{values.company}</p>
          <p className="loan-muted">{t('creditor')}</p>
        </div>
      </div>
    </article>
  );
}
