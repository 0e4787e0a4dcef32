import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/format';
import { sectionRows, type Statement, type StatementSection } from '@/entities/loan-figures/statement';
import { annualRate, Folded, Rows, Schedule } from './statement-parts';
import './key-facts-statement.css';

/** RBI's KFS circular (15 April 2024): Annex A Part 1 and Part 2, Annex B, Annex C, in that order. */
const SECTIONS: { section: StatementSection; title: string }[] = [
  { section: 'part1', title: 'kfs.part1' },
  { section: 'part2', title: 'kfs.part2' },
  { section: 'annexB', title: 'kfs.annexB' },
  { section: 'annexC', title: 'kfs.annexC' },
];

/**
 * India's Key Facts Statement, item by item as the model lays it out (`statement/india.ts`): every item of
 * the circular is a row (`data-item` gives its number), a nil or inapplicable one says so, one the lender left
 * empty says "not provided by the lender". On confirmation the body folds under a disclosure; on its own page
 * (after signing, printed) it is open, with the headline figures first: the KFS states its APR ninth.
 */
export function KfsIndia({
  statement,
  collapsible = false,
  headline = false,
}: {
  statement: Statement;
  collapsible?: boolean;
  headline?: boolean;
}) {
  const { t } = useTranslation('loan-statement');
  const money = useMoney();
  const titleId = useId();
  const { headline: figures, market } = statement;
  const body = SECTIONS.map(({ section, title }) => {
    const rows = sectionRows(statement, section);
    if (rows.length === 0) return null;
    return (
      <Fragment key={section}>
        <h3 className="kfs__section">{t(title)}</h3>
        <Rows rows={rows} statement={statement} t={t} money={money} />
        {rows.some((row) => row.value.kind === 'schedule') ? (
          <Schedule statement={statement} t={t} money={money} />
        ) : null}
      </Fragment>
    );
  });
  return (
    <section className="card kfs" aria-labelledby={titleId} data-statement={market}>
      <h2 id={titleId} className="loan-section-title kfs__title">
        {t('kfs.title')}
      </h2>
      <p className="kfs__intro">{t('kfs.intro')}</p>
      {headline ? (
        <dl className="kfs__rows kfs__headline">
          {figures.received !== undefined ? (
            <div className="kfs__row">
              <dt>{t('statement.headline.received')}</dt>
              <dd>{money(figures.received)}</dd>
            </div>
          ) : null}
          {figures.totalToPay !== undefined ? (
            <div className="kfs__row">
              <dt>{t('statement.headline.totalToPay')}</dt>
              <dd>{money(figures.totalToPay)}</dd>
            </div>
          ) : null}
          {figures.apr ? (
            <div className="kfs__row">
              <dt>{t('kfs.rows.apr')}</dt>
              <dd>{annualRate(t, figures.apr.percent, market)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <Folded collapsible={collapsible} t={t}>
        {body}
      </Folded>
    </section>
  );
}
