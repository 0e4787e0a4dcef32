import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, useNumberFormat } from '@/lib/format';
import { lateChargeText } from '@/entities/loan-figures/late-charge-words';
import { Market } from '@/lib/session';
import { useMarket } from '@/lib/session/react';
import type { OfferTerms } from '../api/offer-terms';
import { rangeText, rateText } from '../utils/product-text';
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

/**
 * What an offer states, the same way for every offer (contract §10; RBI's Digital Lending Directions 2025,
 * para 6, for a platform that shows several lenders' offers; Banxico's CAT rules): the APR (India) or the CAT
 * sin IVA with its date (Mexico) first, then the amount and term, the example instalment, the penal charges
 * and the key facts. An offer without an APR or CAT shows what it has, its daily rate last: a daily rate
 * never leads, as it makes a costly loan look cheap. Nothing is styled to favour one offer.
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
  const rows: [string, ReactNode][] = [];

  if (offer.apr !== undefined) {
    const rate = percent(offer.apr, decimalsOf(offer.apr));
    const date = offer.aprDate !== undefined ? formatDate(offer.aprDate) : undefined;
    if (market === Market.india) {
      rows.push([
        t('offer.costIndia.label'),
        <>
          <span className="offer-facts__cost">{t('offer.costIndia.value', { rate })}</span>
          {date ? <span className="offer-facts__note">{t('offer.costIndia.date', { date })}</span> : null}
        </>,
      ]);
    } else {
      rows.push([
        t('offer.costMexico.label'),
        <>
          <span className="offer-facts__cost">{t('offer.costMexico.value', { rate })}</span>
          <span className="offer-facts__note">
            {date ? t('offer.costMexico.note', { date }) : t('offer.costMexico.noteUndated')}
          </span>
        </>,
      ]);
    }
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
  if (offer.instalment)
    rows.push([
      t('offer.instalment'),
      t(`offer.every.${offer.instalment.every ?? 'unknown'}`, { amount: money(offer.instalment.amount) }),
    ]);
  if (offer.penalCharges && offer.penalCharges.length > 0)
    rows.push([
      t('offer.penalCharges'),
      offer.penalCharges
        .map((charge) => lateChargeText(charge, t, { money, percent }))
        .join('; '),
    ]);
  // Only where the offer states no annual cost: a daily rate beside an APR or a CAT would read as the cheaper
  // figure.
  if (offer.apr === undefined && offer.loanRate.trim())
    rows.push([t('offer.dailyRate'), rateText(offer.loanRate, percent)]);
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
