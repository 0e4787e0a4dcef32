import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { KeepTogether } from '@/components/ui';
import { formatPercent, useMoney } from '@/lib/format';
import type { KeyFacts } from '@/entities/loan-figures/key-facts-schema';
import { loanFigures } from '@/entities/loan-figures/loan-terms';
import { useMarket } from '@/lib/session/react';
import { lateChargeText, moratorioTerms } from '@/entities/loan-figures/late-charge-words';
import { penalChargeWords } from './penal-charge-words';

/**
 * The loan's rates and charges on loan details: the same figures (src/entities/loan-figures/loan-terms.ts) and
 * the same words as the statement, so the two pages never state two figures for one loan.
 */
export function LoanTermsRows({ keyFacts }: { keyFacts: Partial<KeyFacts> }) {
  const { t } = useTranslation('loan-statement');
  const { t: td } = useTranslation('loan-details');
  const market = useMarket();
  const money = useMoney();
  const figures = loanFigures({ market, keyFacts });
  const rate = (value: number) => formatPercent(value, 2, market);
  const note = (source: string) => (source === 'reference' ? ` ${t('statement.reference')}` : '');
  const { interest, lateCharge, penalCharges, prepayment } = figures;
  const rows: [string, string, string][] = [
    [
      'annualRate',
      t('statement.rateValue', { rate: rate(interest.annual) }) + note(interest.source),
      'annual',
    ],
    [
      'dailyRate',
      `${t('statement.rateDaily', { daily: formatPercent(interest.daily, 4, market) })} (${t(`statement.rateGiven.${interest.given}`)})${note(interest.source)}`,
      'daily',
    ],
  ];
  // Late charges as every page words them (late-charge-words.ts): the annual rate, its unit and basis.
  const format = {
    money,
    percent: (value: number, decimals: number) => formatPercent(value, decimals, market),
  };
  if (lateCharge)
    rows.push([
      'lateCharge',
      lateChargeText(moratorioTerms(lateCharge, t), t, format) + note(lateCharge.source),
      'late',
    ]);
  if (penalCharges)
    rows.push([
      'penalCharges',
      penalCharges.charges
        .map((charge) => {
          const { name, basis } = penalChargeWords(
            charge,
            (key, values) => ({
              name: t(`statement.penal.reference.${key}.name`),
              basis: t(`statement.penal.reference.${key}.basis`, values),
            }),
            { money, percent: (value) => formatPercent(value, 0, market) },
          );
          return lateChargeText({ ...charge, name, basis }, t, format);
        })
        .join('; ') + note(penalCharges.source),
      'penal',
    ]);
  const prepay =
    prepayment.allowed === false
      ? t('statement.foreclosure.no')
      : prepayment.afterHalfTerm
        ? t('statement.foreclosure.halfTerm')
        : prepayment.charge
          ? t('statement.foreclosure.charge', { amount: money(prepayment.charge) })
          : t('statement.foreclosure.free');
  rows.push([
    'prepayment',
    (prepayment.from ? `${prepay}, ${t('statement.foreclosure.from', { from: prepayment.from })}` : prepay) +
      note(prepayment.source),
    'prepayment',
  ]);
  return (
    <section className="card" aria-label={td('terms.title')}>
      <h2 className="loan-section-title">{td('terms.title')}</h2>
      <dl className="rows">
        {rows.map(([key, value, figure]) => (
          <Fragment key={key}>
            <dt>{td(`terms.${key as 'annualRate'}`)}</dt>
            <dd data-figure={figure}>
              <KeepTogether text={value} />
            </dd>
          </Fragment>
        ))}
      </dl>
    </section>
  );
}
