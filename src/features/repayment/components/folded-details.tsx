import './repay-common.css';
import { Fragment, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DetailRow } from '@/lib/http/schema-parts';
import { useServerText } from '@/lib/format/use-server-text';

/** spec §2, §9: the repayment detail list is folded to its first 2 rows. */
export const FOLDED_DETAIL_ROWS = 2;

/**
 * The loan's own rows (the server's, as sent, less those shown as this payment's parts above them), titled
 * as the loan's so that no box mixes this payment with the whole loan; `children` say more of the loan.
 */
export function FoldedDetails({ rows, children }: { rows: DetailRow[]; children?: ReactNode }) {
  const { t } = useTranslation('repayment');
  const [expanded, setExpanded] = useState(false);
  const serverText = useServerText();
  const headingId = useId();
  const listId = useId();
  if (rows.length === 0 && !children) return null;
  const foldable = rows.length > FOLDED_DETAIL_ROWS;
  const visible = expanded || !foldable ? rows : rows.slice(0, FOLDED_DETAIL_ROWS);
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-section__title">
        {t('details.heading')}
      </h2>
      {rows.length > 0 ? (
        <dl className="rows" id={listId}>
          {visible.map((row, index) => (
            <Fragment key={`${index}-${row.text}`}>
              <dt>{row.text}</dt>
              <dd>{serverText(row.value)}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {foldable ? (
        <button
          type="button"
          className="btn btn--small repay-fold"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('details.less') : t('details.more')}
        </button>
      ) : null}
      {children}
    </section>
  );
}
