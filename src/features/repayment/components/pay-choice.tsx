import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepTogether } from '@/components/ui';
import { useDates, useMoney } from '@/lib/format';
import type { TotalPart } from '@/entities/loan-figures/total-parts';
import type { Payoff } from '../api/get-repay-detail';
import './pay-choice.css';

/** What /repay pays: what is due now, or the whole loan today (contract §12). */
export type PayScope = 'due' | 'loan';

interface PayChoiceProps {
  due: number;
  /** The due date, as a screen writes it ("3 dic"). */
  dueDate: string;
  payoff: Payoff;
  scope: PayScope;
  onChange: (scope: PayScope) => void;
}

/**
 * The two amounts a loan whose terms allow paying it all off can be paid with, side by side and each by
 * name: what is due now, by its date, and what settles the whole loan today, as the lender worked it out.
 * The channel list below pays the one chosen.
 */
export function PayChoice({ due, dueDate, payoff, scope, onChange }: PayChoiceProps) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const name = useId();
  // Each option as short as it can be said: both fit beside each other and the first way to pay below them.
  const options: { scope: PayScope; label: string; note?: string; amount: number }[] = [
    { scope: 'due', label: t('repay.choice.due', { date: dueDate }), amount: due },
    {
      scope: 'loan',
      label: t('repay.choice.loan'),
      note: t('repay.choice.loanToday'),
      amount: payoff.amount,
    },
  ];
  return (
    <fieldset className="pay-choice">
      <legend className="pay-choice__legend">{t('repay.choice.legend')}</legend>
      {options.map((option) => (
        <label key={option.scope} className="pay-choice__option">
          <input
            type="radio"
            name={name}
            value={option.scope}
            checked={scope === option.scope}
            onChange={() => onChange(option.scope)}
          />
          <span className="pay-choice__label">
            <KeepTogether text={option.label} />
          </span>
          <span className="pay-choice__amount">{money(option.amount)}</span>
          {option.note ? <span className="pay-choice__note">{option.note}</span> : null}
        </label>
      ))}
    </fieldset>
  );
}

interface PartsProps {
  title: string;
  parts: readonly TotalPart[];
  /** When the figures were worked out and until when they hold (the payoff's). */
  asOf?: string | number;
  validUntil?: string | number;
}

/** What an amount to pay is made of, by name, under it: the instalment's parts or the whole loan's. */
export function AmountParts({ title, parts, asOf, validUntil }: PartsProps) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const dates = useDates();
  const headingId = useId();
  return (
    <section className="repay-breakdown" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-breakdown__title">
        {title}
      </h2>
      <dl className="rows">
        {parts.map((part, index) => (
          <Fragment key={`${index}-${part.name}`}>
            <dt>{part.name}</dt>
            <dd>{money(part.amount)}</dd>
          </Fragment>
        ))}
      </dl>
      {asOf !== undefined || validUntil !== undefined ? (
        <p className="repay-breakdown__as-of">
          {asOf !== undefined ? (
            <KeepTogether text={t('repay.payoff.asOf', { date: dates.screenDateTime(asOf) })} />
          ) : null}{' '}
          {validUntil !== undefined ? (
            <KeepTogether text={t('repay.payoff.validUntil', { date: dates.screenDateTime(validUntil) })} />
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
