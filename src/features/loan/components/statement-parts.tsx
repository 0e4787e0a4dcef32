/**
 * The pieces India's Key Facts Statement (./kfs-india.tsx) is made of: a row's value as the KFS words it, its
 * rows and Annex C's schedule. Mexico's carátula (./caratula-mexico.tsx) words its own values and shares the
 * rest: the wording of a fee, a penal charge, an ordinary rate, the term, paying early and the contact lines,
 * a figure's lines and its reference note, the folded body, the schedule.
 */
import type { ReactNode } from 'react';
import type { useTranslation } from 'react-i18next';
import { KeepTogether } from '@/components/ui';
import { formatDate, formatPercent, type useMoney } from '@/lib/format';
import {
  type FeeLine,
  type RowValue,
  type Statement,
  type StatementRow,
} from '@/entities/loan-figures/statement';
import { lateChargeText } from '@/entities/loan-figures/late-charge-words';
import { ANNUAL_RATE_DECIMALS } from '@/entities/loan-figures/apr';
import type { PenalCharge } from '@/entities/loan-figures/loan-terms';
import { penalChargeWords } from './penal-charge-words';

export type Money = ReturnType<typeof useMoney>;
export type T = ReturnType<typeof useTranslation<'loan-statement'>>['t'];

/** A rate as the market writes it, the way confirmation's loan cost does (`16.86%`). */
const rateText = (value: number, market: Statement['market']) => formatPercent(value, 2, market);
/** The APR/CAT, with the decimals every page of the loan gives it (the CAT to one: `1,126.1%`). */
export const annualRate = (t: T, value: number, market: Statement['market']) =>
  t('statement.percent', { rate: formatPercent(value, ANNUAL_RATE_DECIMALS[market], market) });

export function feeText(t: T, money: Money, fee: FeeLine): string {
  // A fee the contract states only as its total is the processing fee, by its one name (common.fee).
  const name = fee.name ?? (fee.nameKey === 'tax' ? t('statement.fee.tax') : t('common:fee.processing'));
  const parts = [t('statement.fee.line', { name, amount: money(fee.amount) })];
  if (fee.taxAmount) parts.push(t('statement.fee.taxLine', { amount: money(fee.taxAmount) }));
  if (fee.when) parts.push(t(`statement.fee.${fee.when}`));
  return parts.join(', ');
}

/** The loan's fees, a line each, or that there are none. */
export function feeLines(t: T, money: Money, fees: FeeLine[]): string[] {
  return fees.length ? fees.map((fee) => feeText(t, money, fee)) : [t('statement.fee.none')];
}

/**
 * The loan's penal charges, a line each, in the one late-charge wording (annual rate, unit, basis): the
 * lender's own words, or the document's for a reference charge.
 */
export function penalLines(
  t: T,
  money: Money,
  charges: PenalCharge[],
  market: Statement['market'],
): string[] {
  return charges.map((charge) => {
    const { name, basis } = penalChargeWords(
      charge,
      (key, values) => ({
        name: t(`statement.penal.reference.${key}.name`),
        basis: t(`statement.penal.reference.${key}.basis`, values),
      }),
      { money, percent: (figure) => formatPercent(figure, 0, market) },
    );
    return lateChargeText({ ...charge, name, basis }, t, {
      money,
      percent: (figure, decimals) => formatPercent(figure, decimals, market),
    });
  });
}

type RowOf<K extends RowValue['kind']> = Extract<RowValue, { kind: K }>;

/** An ordinary rate's lines: the annual rate (and its type), then its daily figure and which the loan gave. */
export function rateLines(t: T, value: RowOf<'rate'>, market: Statement['market']): string[] {
  const rate = rateText(value.percent, market);
  const lines = [
    value.type
      ? t('statement.rateValueTyped', { rate, type: t(`statement.rateType.${value.type}`) })
      : t('statement.rateValue', { rate }),
  ];
  if (value.daily !== undefined)
    lines.push(
      `${t('statement.rateDaily', { daily: formatPercent(value.daily, 4, market) })} (${t(`statement.rateGiven.${value.given ?? 'annual'}`)})`,
    );
  return lines;
}

/** The term: its days, and its first and last day when the loan gives them. */
export function termText(t: T, value: RowOf<'term'>): string {
  return value.from && value.to
    ? t('statement.termDates', { count: value.days, from: formatDate(value.from), to: formatDate(value.to) })
    : t('statement.termDays', { count: value.days });
}

/** Paying early: allowed or not, and on what terms. */
export function foreclosureLines(t: T, money: Money, value: RowOf<'foreclosure'>): string[] {
  const text =
    value.allowed === false
      ? t('statement.foreclosure.no')
      : value.afterHalfTerm
        ? t('statement.foreclosure.halfTerm')
        : value.charge
          ? t('statement.foreclosure.charge', { amount: money(value.charge) })
          : t('statement.foreclosure.free');
  return [value.from ? `${text}, ${t('statement.foreclosure.from', { from: value.from })}` : text];
}

/** The lender's contact lines, each on a line of its own, kept whole. */
export function contactLines(t: T, value: RowOf<'contact'>): ReactNode[] {
  return value.lines.map((line) => (
    <span key={line.kind} className="kfs__break">
      <KeepTogether text={t(`statement.contact.${line.kind}`, { text: line.text })} />
    </span>
  ));
}

/** The statement's body: folded under a disclosure on confirmation, open on its own page. */
export function Folded({ collapsible, t, children }: { collapsible: boolean; t: T; children: ReactNode }) {
  return collapsible ? (
    <details className="kfs__details">
      <summary className="kfs__summary">{t('statement.show')}</summary>
      {children}
    </details>
  ) : (
    <>{children}</>
  );
}

/** A line of text keeps its amounts and dates whole (the value cell wraps anywhere else). */
const whole = (line: ReactNode) => (typeof line === 'string' ? <KeepTogether text={line} /> : line);

/** A figure's lines, and the note that it is a reference value when the loan did not state it. */
export function Referenced({ source, t, lines }: { source?: string; t: T; lines: string[] }) {
  return (
    <>
      <Lines lines={lines} />
      {source === 'reference' ? (
        <span className="kfs__note" data-reference="">
          {' '}
          {t('statement.reference')}
        </span>
      ) : null}
    </>
  );
}

export function Lines({ lines }: { lines: ReactNode[] }) {
  return lines.length === 1 ? (
    <>{whole(lines[0])}</>
  ) : (
    <ul className="kfs__lines">
      {lines.map((line, index) => (
        <li key={index}>{whole(line)}</li>
      ))}
    </ul>
  );
}

/** One row's value, as the KFS words it. */
export function Value({
  value,
  t,
  money,
  market,
}: {
  value: RowValue;
  t: T;
  money: Money;
  market: Statement['market'];
}) {
  switch (value.kind) {
    case 'money':
      return <>{money(value.minor)}</>;
    case 'text':
      return <>{value.text}</>;
    case 'date':
      return <>{formatDate(value.date)}</>;
    case 'rate':
      return <Referenced source={value.source} t={t} lines={rateLines(t, value, market)} />;
    case 'apr': {
      if (value.unavailable) return <span className="kfs__note">{t('kfs.aprNoServerDate')}</span>;
      const note =
        value.by === 'app'
          ? t('kfs.aprByApp', { date: formatDate(value.date) })
          : value.date
            ? t('kfs.aprByLender', { date: formatDate(value.date) })
            : t('kfs.aprByLenderNoDate');
      return (
        <>
          <span className="kfs__figure">{annualRate(t, value.percent, market)}</span>
          <span className="kfs__note">{note}</span>
        </>
      );
    }
    case 'term':
      return <KeepTogether text={termText(t, value)} />;
    case 'instalments': {
      const single = value.count === 1 && value.groups.length === 1;
      const lines: string[] = single
        ? [t('kfs.instalmentsSingle', { amount: money(value.groups[0]!.amount) })]
        : [
            t('kfs.instalmentsCount', { count: value.count }),
            ...value.groups.map((group) =>
              t('kfs.instalmentsGroup', { count: group.count, amount: money(group.amount) }),
            ),
          ];
      if (value.first) lines.push(t('kfs.firstPayment', { date: formatDate(value.first) }));
      return <Lines lines={lines} />;
    }
    case 'days':
      return <>{t('kfs.coolingOff', { count: value.count })}</>;
    case 'fees':
      return <Lines lines={feeLines(t, money, value.fees)} />;
    case 'penal':
      return <Referenced source={value.source} t={t} lines={penalLines(t, money, value.charges, market)} />;
    case 'foreclosure':
      return <Referenced source={value.source} t={t} lines={foreclosureLines(t, money, value)} />;
    case 'yesNo':
      return <>{t(value.value ? 'statement.yes' : 'statement.no')}</>;
    case 'names':
      return <Lines lines={value.names} />;
    case 'link':
      return <span className="kfs__break">{value.url}</span>;
    case 'contact':
      return <Lines lines={contactLines(t, value)} />;
    case 'serviceProvider':
      return (
        <>
          {t('kfs.serviceProvider', {
            name: value.name,
            agent:
              value.actsAsRecoveryAgent === undefined
                ? '—'
                : t(value.actsAsRecoveryAgent ? 'statement.yes' : 'statement.no'),
          })}
          {value.grievanceOfficer ? (
            <span className="kfs__break">
              <KeepTogether text={t('kfs.serviceProviderOfficer', value.grievanceOfficer)} />
            </span>
          ) : null}
        </>
      );
    // Mexico's carátula only (its own view words them).
    case 'warning':
    case 'schedule':
      return null;
    case 'notProvided':
      // A required row the lender left empty stays, so the borrower and compliance both see the gap.
      return (
        <span className="kfs__note" data-not-provided="">
          {t('statement.notProvided')}
        </span>
      );
    case 'notApplicable':
      return <>{t(`kfs.notApplicable.${value.reason}`)}</>;
    case 'nil':
      return <>{t('statement.nil')}</>;
    case 'loanType':
      return <>{value.product ? t('kfs.loanTypeNamed', { product: value.product }) : t('kfs.loanType')}</>;
    case 'disbursal':
      return <>{t('kfs.disbursal')}</>;
    case 'noOtherPenal':
      return <>{t('kfs.noOtherPenal')}</>;
    case 'clause':
      return <>{t(`kfs.clause.${value.clause}`)}</>;
    case 'rateType':
      return <>{t(`kfs.rateTypeValue.${value.type}`)}</>;
    case 'dueDates':
      return (
        <Lines
          lines={value.dates.map(
            (date, index) => `${t('statement.schedule.item', { n: index + 1 })}: ${formatDate(date)}`,
          )}
        />
      );
  }
}

export function Schedule({ statement, t, money }: { statement: Statement; t: T; money: Money }) {
  const { lines, totals } = statement.schedule;
  const charges = lines.some((line) => line.charges);
  const columns = (line: (typeof lines)[number] | typeof totals) => {
    const cells: [string, number | undefined][] = [
      ['principal', line.principal],
      ['interest', line.interest],
    ];
    if (charges) cells.push(['charges', line.charges]);
    cells.push(['instalment', line.instalment]);
    if ('balance' in line) cells.push(['balance', line.balance]);
    return cells.filter(([, amount]) => amount !== undefined);
  };
  const amountRow = ([key, amount]: [string, number | undefined]) => (
    <div key={key} className="kfs__row">
      <dt>{t(`statement.schedule.${key}`)}</dt>
      <dd>{money(amount)}</dd>
    </div>
  );
  return (
    <ol className="kfs__schedule">
      {lines.map((line) => (
        <li key={line.n} className="kfs__instalment">
          <h4 className="kfs__instalment-title">{t('statement.schedule.item', { n: line.n })}</h4>
          <dl className="kfs__rows">
            {line.date ? (
              <div className="kfs__row">
                <dt>{t('statement.schedule.date')}</dt>
                <dd>{formatDate(line.date)}</dd>
              </div>
            ) : null}
            {columns(line).map(amountRow)}
          </dl>
        </li>
      ))}
      {lines.length > 1 || statement.schedule.split ? (
        <li className="kfs__instalment kfs__instalment--total">
          <h4 className="kfs__instalment-title">{t('statement.schedule.totals')}</h4>
          <dl className="kfs__rows">{columns(totals).map(amountRow)}</dl>
        </li>
      ) : null}
    </ol>
  );
}

/** Items whose words tell whether the money has been paid out: a signed loan's say it has. */
const SIGNED_LABELS = new Set(['bNetDisbursed']);

export function Rows({
  rows,
  statement,
  t,
  money,
}: {
  rows: StatementRow[];
  statement: Statement;
  t: T;
  money: Money;
}) {
  return (
    <dl className="kfs__rows">
      {rows.map((row) =>
        row.value.kind === 'schedule' ? null : (
          <div key={row.id} className="kfs__row" data-row={row.id} data-item={row.item}>
            <dt>{t(`kfs.rows.${row.id}${statement.signed && SIGNED_LABELS.has(row.id) ? 'Signed' : ''}`)}</dt>
            <dd>
              <Value value={row.value} t={t} money={money} market={statement.market} />
            </dd>
          </div>
        ),
      )}
    </dl>
  );
}
