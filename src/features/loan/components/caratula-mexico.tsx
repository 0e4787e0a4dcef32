import { Fragment, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepTogether } from '@/components/ui';
import { formatDate, formatPercent, useMoney } from '@/lib/format';
import { Market } from '@/lib/session';
import type { RowValue, Statement, StatementRow, StatementSection } from '@/entities/loan-figures/statement';
import { lateChargeText, moratorioTerms } from '@/entities/loan-figures/late-charge-words';
import { ANNUAL_RATE_DECIMALS } from '@/entities/loan-figures/apr';
import {
  contactLines,
  feeLines,
  Folded,
  foreclosureLines,
  Lines,
  penalLines,
  rateLines,
  Referenced,
  Schedule,
  termText,
  type Money,
  type T,
} from './statement-parts';
import './key-facts-statement.css';
import './caratula-mexico.css';

const MX = Market.mexico;

/** The headings of the carátula's blocks; its first block sits under the document's own title. */
const SECTION_TITLE: Partial<Record<StatementSection, string>> = {
  warnings: 'caratula.warningsTitle',
  claims: 'caratula.claimsTitle',
  schedule: 'caratula.scheduleTitle',
};

/** The CAT to one decimal on every page (`1,126.1%`). */
const catText = (t: T, value: number) =>
  t('statement.percent', { rate: formatPercent(value, ANNUAL_RATE_DECIMALS[MX], MX) });
const percent = (figure: number, decimals?: number) => formatPercent(figure, decimals, MX);

/** One item's value, as the carátula words it. */
function Value({ value, t, money }: { value: RowValue; t: T; money: Money }): ReactNode {
  switch (value.kind) {
    case 'money':
      return money(value.minor);
    case 'text':
      return value.text;
    case 'date':
      return formatDate(value.date);
    case 'notProvided':
      return <span className="kfs__note">{t('statement.notProvided')}</span>;
    case 'creditType':
      return t(`caratula.creditType.${value.type}`);
    case 'insurance':
      return (
        <Lines
          lines={
            value.policies.length
              ? value.policies.map((policy) =>
                  t('caratula.insurance.line', {
                    name: policy.name,
                    kind: t(`caratula.insurance.${policy.mandatory ? 'mandatory' : 'optional'}`),
                    insurer: policy.insurer,
                    clause: policy.clause,
                  }),
                )
              : [t('caratula.insurance.none')]
          }
        />
      );
    case 'accountStatement': {
      const frequency = t(`caratula.accountStatement.frequency.${value.statement.frequency}`);
      return (
        <Lines
          lines={value.statement.means.map((means) =>
            t('caratula.accountStatement.line', {
              means: t(`caratula.accountStatement.means.${means}`),
              frequency,
            }),
          )}
        />
      );
    }
    case 'rate': {
      if (value.late)
        return (
          <Referenced
            source={value.source}
            t={t}
            lines={[
              lateChargeText(
                moratorioTerms({ percent: value.percent, per: value.per ?? 'year', source: 'loan' }, t),
                t,
                { money, percent },
              ),
            ]}
          />
        );
      return <Referenced source={value.source} t={t} lines={rateLines(t, value, MX)} />;
    }
    case 'apr': {
      if (value.unavailable) return <span className="kfs__note">{t('caratula.catNoServerDate')}</span>;
      const note =
        value.by === 'app'
          ? t('caratula.catByApp', { date: formatDate(value.date) })
          : value.date
            ? t('caratula.catByLender', { date: formatDate(value.date) })
            : t('caratula.catByLenderNoDate');
      return (
        <>
          <span className="kfs__figure caratula__cat">{catText(t, value.percent)}</span>
          <span className="kfs__note">{t('caratula.catNote')}</span>
          <span className="kfs__note">{note}</span>
          {value.ivaSplit === 'assumed' ? (
            <span className="kfs__note">{t('caratula.catIvaAssumed')}</span>
          ) : null}
        </>
      );
    }
    case 'term':
      return <KeepTogether text={termText(t, value)} />;
    case 'fees':
      return <Lines lines={feeLines(t, money, value.fees)} />;
    case 'penal':
      return <Referenced source={value.source} t={t} lines={penalLines(t, money, value.charges, MX)} />;
    case 'foreclosure':
      return <Referenced source={value.source} t={t} lines={foreclosureLines(t, money, value)} />;
    case 'contact':
      return <Lines lines={contactLines(t, value)} />;
    case 'warning':
      return (
        <>
          <p className="kfs__warning">{t('caratula.warning1')}</p>
          <p className="kfs__warning">{t('caratula.warning2')}</p>
        </>
      );
    default:
      // India's kinds never reach the carátula (statement/mexico.ts makes none of them).
      return null;
  }
}

/** The rows in the model's order, a block at each change of section (the format's boxes). */
function blocks(rows: StatementRow[]): { section: StatementSection; rows: StatementRow[] }[] {
  const out: { section: StatementSection; rows: StatementRow[] }[] = [];
  for (const row of rows) {
    const last = out.at(-1);
    if (last && last.section === row.section) last.rows.push(row);
    else out.push({ section: row.section, rows: [row] });
  }
  return out;
}

/**
 * Mexico's carátula (statement/mexico.ts), item by item in CONDUSEF's order: the names of the product and
 * of its type of credit, the CAT first among the figures, rates, amounts, term, fees, the warnings, insurance,
 * the account statement, then claims (UNE, RECA, CONDUSEF) and the amortisation table. An item without data
 * says so. It opens with the CAT, so it needs no headline figures above it. On confirmation the body may
 * fold under a disclosure; on its own page it is open.
 */
export function CaratulaMexico({
  statement,
  collapsible = false,
}: {
  statement: Statement;
  collapsible?: boolean;
}) {
  const { t } = useTranslation('loan-statement');
  const money = useMoney();
  const titleId = useId();
  const body = blocks(statement.rows).map((block, index) => {
    const title = SECTION_TITLE[block.section];
    const hasSchedule = block.rows.some((row) => row.value.kind === 'schedule');
    const rows = block.rows.filter((row) => row.value.kind !== 'schedule');
    return (
      <Fragment key={`${block.section}-${index}`}>
        {title ? <h3 className="kfs__section">{t(title)}</h3> : null}
        {block.section === 'warnings' ? (
          <Value value={{ kind: 'warning' }} t={t} money={money} />
        ) : rows.length ? (
          <dl className="kfs__rows">
            {rows.map((row) => (
              <div key={row.id} className="kfs__row" data-row={row.id}>
                <dt>{t(`caratula.rows.${row.id}`)}</dt>
                <dd>
                  <Value value={row.value} t={t} money={money} />
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        {hasSchedule ? <Schedule statement={statement} t={t} money={money} /> : null}
      </Fragment>
    );
  });
  return (
    <section className="card kfs caratula" aria-labelledby={titleId} data-statement={statement.market}>
      <h2 id={titleId} className="loan-section-title kfs__title">
        {t('caratula.title')}
      </h2>
      <p className="kfs__intro">{t('caratula.intro')}</p>
      <Folded collapsible={collapsible} t={t}>
        {body}
      </Folded>
    </section>
  );
}
