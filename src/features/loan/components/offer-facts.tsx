import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDates, useNumberFormat } from '@/lib/format';
import { lateChargeText } from '@/entities/loan-figures/late-charge-words';
import { examplePayments, type OfferExample } from '@/entities/loan-figures/offer-example';
import { Market } from '@/lib/session';
import { useMarket } from '@/lib/session/react';
import type { OfferTerms } from '../api/offer-terms';
import { dailyRate, rangeText } from '../utils/product-text';
import { ServerLinkAnchor } from './server-link-anchor';
import './offer-facts.css';

export interface Offer extends OfferTerms {
  minAmount?: number;
  maxAmount?: number;
  minTerm?: number;
  maxTerm?: number;
  loanRate: string;
}

/** A rate as the lender wrote it, to at most 2 decimals (`18` → `18%`, `35.47` → `35.47%`). */
function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf('.');
  return point < 0 ? 0 : Math.min(2, text.length - point - 1);
}

/** "For ₹20,000.00 over 3 months: 3 EMIs of ₹6,692.97": the loan the APR or CAT is worked out for. */
function exampleText(
  example: OfferExample,
  instalment: Offer['instalment'],
  t: ReturnType<typeof useTranslation<'loan-products'>>['t'],
  money: (minor: number) => string,
): string {
  const amount = money(example.amount);
  const term = t(`offer.example.term.${example.termUnit}`, { count: example.term });
  if (!instalment) return t('offer.example.noPayments', { amount, term });
  const each = money(instalment.amount);
  const count = examplePayments(example, instalment.every);
  const payments =
    count !== undefined && instalment.every
      ? t(`offer.example.payments.${instalment.every}`, { count, amount: each })
      : t(`offer.every.${instalment.every ?? 'unknown'}`, { amount: each });
  return t('offer.example.value', { amount, term, payments });
}

/**
 * What an offer states, the same way for every offer (contract §10; RBI's Digital Lending Directions 2025,
 * para 6, for a platform that shows several lenders' offers; Banxico's CAT rules): the example loan and what
 * repays it, then its APR (India) or CAT sin IVA (Mexico) with its date, the amount and term, the penal
 * charges and the key facts. An offer without an APR or CAT says so where the figure would be, and its
 * interest rate comes last, annual first: a daily rate never leads, as it makes a costly loan look cheap.
 * An instalment without the example it repays is not shown: it would not say for what loan. Nothing is
 * styled to favour one offer.
 */
export function OfferFacts({
  offer,
  name,
  extra,
}: {
  offer: Offer;
  /** The product's name, which tells one offer's key facts link from another's. */
  name: string;
  extra?: [string, ReactNode][];
}) {
  const { t } = useTranslation('loan-products');
  const { money, number, percent } = useNumberFormat();
  const market = useMarket();
  const dates = useDates();
  const rows: [string, ReactNode][] = [];

  if (offer.example)
    rows.push([t('offer.example.label'), exampleText(offer.example, offer.instalment, t, money)]);
  // Beside what is borrowed, what arrives: a fee taken at disbursal makes them differ.
  if (offer.example?.netDisbursed !== undefined)
    rows.push([
      t('offer.example.received.label'),
      t('offer.example.received.value', {
        amount: money(offer.example.netDisbursed),
        lent: money(offer.example.amount),
      }),
    ]);
  const india = market === Market.india;
  const costLabel = t(india ? 'offer.costIndia.label' : 'offer.costMexico.label');
  if (offer.apr !== undefined) {
    const rate = percent(offer.apr, decimalsOf(offer.apr));
    const date = offer.aprDate !== undefined ? dates.date(offer.aprDate) : undefined;
    if (india) {
      rows.push([
        costLabel,
        <>
          <span className="offer-facts__cost">{t('offer.costIndia.value', { rate })}</span>
          {date ? (
            <span className="offer-facts__note">
              {t(offer.example ? 'offer.costIndia.date' : 'offer.costIndia.dateNoExample', { date })}
            </span>
          ) : null}
        </>,
      ]);
    } else {
      rows.push([
        costLabel,
        <>
          <span className="offer-facts__cost">{t('offer.costMexico.value', { rate })}</span>
          <span className="offer-facts__note">
            {date ? t('offer.costMexico.note', { date }) : t('offer.costMexico.noteUndated')}
          </span>
        </>,
      ]);
    }
  } else {
    // Where the figure would be, the page says it is not stated, and where the borrower will see one.
    rows.push([costLabel, t(india ? 'offer.costIndia.missing' : 'offer.costMexico.missing')]);
  }

  const amount = rangeText(offer.minAmount, offer.maxAmount, money);
  if (amount) rows.push([t('offer.amount'), amount]);
  const range = rangeText(offer.minTerm, offer.maxTerm, (value) => number(value));
  if (range)
    rows.push([
      t('offer.term'),
      t(`offer.termUnit.${offer.termUnit ?? 'day'}`, {
        range,
        count: offer.maxTerm ?? offer.minTerm ?? 0,
      }),
    ]);
  if (offer.penalCharges && offer.penalCharges.length > 0)
    rows.push([
      t('offer.penalCharges'),
      offer.penalCharges.map((charge) => lateChargeText(charge, t, { money, percent })).join('; '),
    ]);
  // Only where the offer states no annual cost, and last: a daily rate beside an APR or a CAT would read as
  // the cheaper figure. A plain number is the spec's daily rate: its year (× 365) first, the day after it.
  if (offer.apr === undefined && offer.loanRate.trim()) {
    const daily = dailyRate(offer.loanRate);
    rows.push([
      t('offer.interest.label'),
      daily
        ? t('offer.interest.value', {
            annual: percent(daily.value * 365, 2),
            daily: percent(daily.value, daily.decimals),
          })
        : offer.loanRate.trim(),
    ]);
  }
  rows.push(...(extra ?? []));

  return (
    <>
      {rows.length > 0 ? (
        <dl className="rows offer-facts">
          {rows.map(([label, value]) => (
            <Fragment key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      ) : null}
      {offer.keyFactsUrl ? (
        <ServerLinkAnchor url={offer.keyFactsUrl} className="loan-link offer-facts__key-facts">
          {t(market === Market.india ? 'offer.keyFactsIndia' : 'offer.keyFactsMexico', { name })}
        </ServerLinkAnchor>
      ) : null}
    </>
  );
}
