import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FitLine, KeepTogether } from '@/components/ui';
import { useDates, useNumberFormat } from '@/lib/format';
import { lateChargeText } from '../late-charge-words';
import type { Overdue } from './schema';
import './overdue.css';

/**
 * An overdue loan's lead (contract §11): what settles everything overdue if paid today, the days late,
 * what fell due and each charge accrued by name (with its annual rate and basis when the lender sends
 * them), what one more day adds, and when these figures were worked out. Loan details and the repay page
 * show the same block from the same figures; `children` (Pay) come right under the total and what a day
 * adds, so that Pay stays on a small phone's first screen, and the total's parts follow.
 */
export function OverdueSummary({ overdue, children }: { overdue: Overdue; children?: ReactNode }) {
  const { t } = useTranslation('overdue');
  const { money, percent } = useNumberFormat();
  const dates = useDates();
  const headingId = useId();
  const format = { money, percent };
  return (
    <section className="card overdue" aria-labelledby={headingId}>
      <h2 id={headingId} className="overdue__title">
        {t('title', { count: overdue.days })}
      </h2>
      {overdue.since !== undefined ? (
        <p className="overdue__days">
          <KeepTogether text={t('since', { date: dates.screenDate(overdue.since) })} />
        </p>
      ) : null}
      <p className="overdue__label">{t('totalToday')}</p>
      <FitLine className="overdue__amount">{money(overdue.totalToday)}</FitLine>
      {overdue.perDay !== undefined && overdue.perDay > 0 ? (
        <p className="overdue__per-day">
          <KeepTogether text={t('perDay', { amount: money(overdue.perDay) })} />
        </p>
      ) : null}
      {children}
      <p className="overdue__parts-title">{t('parts')}</p>
      <dl className="rows overdue__parts">
        {overdue.overdueAmount !== undefined ? (
          <>
            <dt>{t('overdueAmount')}</dt>
            <dd>{money(overdue.overdueAmount)}</dd>
          </>
        ) : null}
        {overdue.charges.map((charge, index) => {
          const terms = lateChargeText({ rate: charge.rate, basis: charge.basis }, t, format);
          return (
            <Fragment key={`${charge.name}-${index}`}>
              <dt>{charge.name}</dt>
              <dd>
                {money(charge.amount)}
                {terms ? (
                  <span className="overdue__terms">
                    <KeepTogether text={terms} />
                  </span>
                ) : null}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      {overdue.asOf !== undefined ? (
        <p className="overdue__as-of">
          <KeepTogether text={t('asOf', { date: dates.screenDateTime(overdue.asOf) })} />
        </p>
      ) : null}
    </section>
  );
}

/**
 * An overdue loan whose data carries no `overdue` figures: the page says it is overdue and that the amount
 * shown may not be what settles it, never that paying it today ends the matter. It sits inside the card
 * that shows that amount, else in a card of its own (`card`).
 */
export function OverdueNotice({ card = false }: { card?: boolean }) {
  const { t } = useTranslation('overdue');
  return (
    <p className={card ? 'card overdue-notice overdue-notice--card' : 'overdue-notice'}>
      <KeepTogether text={t('noFigures')} />
    </p>
  );
}
