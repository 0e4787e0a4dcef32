import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useMoney } from '@/lib/format';
import { sectionRows, type Statement, type StatementSection } from '@/entities/loan-figures/statement';
import { Market } from '@/lib/session';
import { KfsIndia } from './kfs-india';
import { CaratulaMexico } from './caratula-mexico';
import { Rows, Schedule, Value } from './statement-parts';
import './key-facts-statement.css';

/** The carátula's sections; its first block sits under the document's own title. */
const CARATULA_SECTIONS: { section: StatementSection; title?: string }[] = [
  { section: 'caratula' },
  { section: 'warnings', title: 'caratula.warningsTitle' },
  { section: 'claims', title: 'caratula.claimsTitle' },
  { section: 'schedule', title: 'caratula.scheduleTitle' },
];

/** Mexico's carátula, in CONDUSEF's order. */
function Caratula({ statement, collapsible }: { statement: Statement; collapsible: boolean }) {
  const { t } = useTranslation('loan-statement');
  const money = useMoney();
  const titleId = useId();
  const body = CARATULA_SECTIONS.map(({ section, title }) => {
    const rows = sectionRows(statement, section);
    if (rows.length === 0) return null;
    return (
      <Fragment key={section}>
        {title ? <h3 className="kfs__section">{t(title)}</h3> : null}
        {section === 'warnings' ? (
          <Value value={{ kind: 'warning' }} t={t} money={money} market={statement.market} />
        ) : (
          <Rows rows={rows} statement={statement} t={t} money={money} />
        )}
        {rows.some((row) => row.value.kind === 'schedule') ? (
          <Schedule statement={statement} t={t} money={money} />
        ) : null}
      </Fragment>
    );
  });
  return (
    <section className="card kfs" aria-labelledby={titleId} data-statement={statement.market}>
      <h2 id={titleId} className="loan-section-title kfs__title">
        {t('caratula.title')}
      </h2>
      <p className="kfs__intro">{t('caratula.intro')}</p>
      {collapsible ? (
        <details className="kfs__details">
          <summary className="kfs__summary">{t('statement.show')}</summary>
          {body}
        </details>
      ) : (
        body
      )}
    </section>
  );
}

/**
 * The statement of the loan's market: India's Key Facts Statement (./kfs-india.tsx) or Mexico's carátula,
 * each its own view of its own model (src/entities/loan-figures/statement/india.ts, mexico.ts). `headline`
 * puts the headline figures first (India's KFS states its APR ninth; the carátula opens with the CAT).
 */
export function KeyFactsStatement({
  statement,
  collapsible = false,
  headline = false,
}: {
  statement: Statement;
  collapsible?: boolean;
  headline?: boolean;
}) {
  // Mexico's carátula is its own view, beside its own model (statement/mexico.ts).
  if (statement.market === Market.mexico)
    return <CaratulaMexico statement={statement} collapsible={collapsible} />;
  if (statement.market === Market.india)
    return <KfsIndia statement={statement} collapsible={collapsible} headline={headline} />;
  return <Caratula statement={statement} collapsible={collapsible} />;
}
