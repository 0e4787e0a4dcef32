import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { partsOfTotal } from '@/entities/loan-figures/total-parts';
import type { DetailRow } from '@/lib/http/schema-parts';
import { useMoney } from '@/lib/format';

/**
 * Under the amount to pay, what it is made of, by name, adding up to it exactly: read from the server's
 * detail rows (the folded list below keeps them as sent). When the rows do not account for the amount
 * (an instalment of a loan whose rows describe the whole loan, amounts written some other way), nothing is
 * added: the amount stands alone.
 */
export function TotalBreakdown({ rows, total }: { rows: readonly DetailRow[]; total: number }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const headingId = useId();
  const parts = partsOfTotal(rows, total, money);
  if (!parts) return null;
  return (
    <section className="repay-breakdown" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-breakdown__title">
        {t('repay.includes')}
      </h2>
      <dl className="rows">
        {parts.map((part, index) => (
          <Fragment key={`${index}-${part.name}`}>
            <dt>{part.name}</dt>
            <dd>{money(part.amount)}</dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
