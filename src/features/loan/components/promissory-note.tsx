import { KeepTogether } from '@/components/ui';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/config/market-profile';
import { formatDate, useNumberFormat } from '@/lib/format';
import type { Contract } from '../api/get-contract';
import './promissory-note.css';

const NS = 'loan-agreement';
const MISSING = '—';
/** spec §9: the contract's rates, in percent, with the decimals the spec writes them with. */
const CONTRACT_RATES = {
  annualRate: [18, 0],
  interestRate: [0.0065, 4],
  taxRate: [16, 0],
  // India: GST on the processing fee (interest is exempt).
  gstRate: [18, 0],
  penaltyRate: [3, 0],
} as const;

/**
 * spec §2 Loan agreement: the promissory note with every contract field (spec §3) and the contract terms of
 * spec §9. Server values are interpolated into plain text, so any markup in them stays inert.
 */
export function PromissoryNote({ contract, inPeriods }: { contract: Contract; inPeriods: boolean }) {
  const { t } = useTranslation(NS);
  const { money, percent } = useNumberFormat();
  const { legalName } = useLenderProfile();
  const text = (value: string) => value.trim() || MISSING;
  const values = {
    userName: text(contract.userName),
    productName: text(contract.productName),
    // The contract names its lender; the lender's profile when it does not.
    company: contract.company.trim() || legalName,
    userAddress: text(contract.userAddress),
    bankNo: text(contract.bankNo),
    amount: money(contract.amount),
    contractAmount: money(contract.contractAmount),
    commission: money(contract.commission),
    interest: money(contract.Interest),
    iva: money(contract.IVA),
    giveAmount: money(contract.giveAmount),
    daiDate: formatDate(contract.daiDate),
    planDate:
      contract.plans.length > 0 ? formatDate(contract.plans[contract.plans.length - 1]?.date) : MISSING,
    contractDate: formatDate(contract.contractDate),
  };
  const rates = Object.fromEntries(
    Object.entries(CONTRACT_RATES).map(([name, [value, decimals]]) => [name, percent(value, decimals)]),
  );
  const fields: [string, ReactNode][] = [
    [t('fields.userName'), values.userName],
    [t('fields.productName'), values.productName],
    [t('fields.amount'), values.amount],
    [t('fields.bankNo'), values.bankNo],
    [t('fields.daiDate'), values.daiDate],
    [
      t('fields.planDate'),
      // A list of dates wraps between dates, never inside one ("2026-11-" / "30").
      <KeepTogether
        key="planDate"
        text={contract.plans.map((plan) => formatDate(plan.date)).join(', ') || MISSING}
      />,
    ],
    [t('fields.contractAmount'), values.contractAmount],
    [t('fields.commission'), values.commission],
    [t('fields.interest'), values.interest],
    [t('fields.iva'), values.iva],
    [t('fields.giveAmount'), values.giveAmount],
    [t('fields.userAddress'), values.userAddress],
    [t('fields.contractDate'), values.contractDate],
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
        <KeepTogether text={inPeriods ? t('promisePeriods', values) : t('promise', values)} />
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
        <KeepTogether text={t('disbursal', values)} />
      </p>
      <p>
        <KeepTogether text={t('costs', { ...values, ...rates })} />
      </p>
      <p>
        <KeepTogether text={t('overdue', rates)} />
      </p>
      <p>{t('deferral')}</p>
      <p>
        <KeepTogether text={t('closing', values)} />
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
