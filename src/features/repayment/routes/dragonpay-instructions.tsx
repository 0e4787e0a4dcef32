import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { linkTo, paths } from '@/config/paths';
import { formatDuration, postingMinutes } from '@/entities/payment/posting';
import { CodeGroups, useCopy } from '@/components/ui';
import { capText, useMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import { useMarket, useRouteQuery } from '@/lib/session/react';
import { Market } from '@/lib/session/market';
import { pictureFileName, usePictureLabels } from '../components/picture-labels';
import { ShareReference } from '../components/share-reference';
import { minorAmountFrom } from '../utils/route-query';
import '../components/repay-common.css';
import './repay-instructions.css';

/** Query values are untrusted text: shown as text only, and cut to a length a reference can have. */
const MAX_QUERY_TEXT = 64;

function Steps({ heading, steps }: { heading: string; steps: string[] }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-section__title">
        {heading}
      </h2>
      <ol className="voucher-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}

const asList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/**
 * Dragonpay is a Philippine payment service: neither Mexico nor India has it. Reached by an old link, the
 * page says so in the page's language and leads to the loan's own ways to pay (its repay page when the link
 * names the loan, else the borrower's loans) and to customer service; it shows nothing the link carries.
 */
function RailNotAvailable() {
  const { t } = useTranslation('repayment');
  const market = useMarket();
  const query = useRouteQuery();
  const country = t(market === Market.india ? 'dragonpay.country.india' : 'dragonpay.country.mexico');
  const title = t('dragonpay.unavailableTitle', { country });
  usePageTitle(title);
  const { productId, orderId } = query;
  return (
    <main className="page">
      <h1 className="page__title">{title}</h1>
      <section className="card">
        <p className="rail-unavailable__text">{t('dragonpay.unavailableBody', { country })}</p>
        <div className="rail-unavailable__actions">
          <Link
            className="btn btn--primary btn--block"
            to={productId && orderId ? linkTo(paths.repay, { productId, orderId }) : paths.order}
          >
            {t(productId && orderId ? 'dragonpay.toRepay' : 'dragonpay.toLoans')}
          </Link>
          <Link className="btn btn--block" to={paths.customerService}>
            {t('dragonpay.toService')}
          </Link>
        </div>
      </section>
    </main>
  );
}

export default function DragonpayInstructionsPage() {
  return env.dragonpay === 'spec' ? <SpecDragonpayPage /> : <RailNotAvailable />;
}

/** spec §1: the spec's instructions page, restored by `VITE_DRAGONPAY=spec` (docs/departures.md). */
function SpecDragonpayPage() {
  const { t } = useTranslation('repayment');
  usePageTitle(t('dragonpay.title'));
  const money = useMoney();
  const copy = useCopy();
  const query = useRouteQuery();
  const amount = minorAmountFrom(query.amount);
  const payCode = capText(query.payCode ?? '', MAX_QUERY_TEXT);
  const reference = capText(query.vCode ?? '', MAX_QUERY_TEXT);
  const labels = usePictureLabels();
  const amountText = amount === null ? '' : money(amount);
  // The same lines as the picture, for the text share and the copy.
  const summary = [
    t('keep.summaryTitle'),
    amountText ? `${t('keep.amount')}: ${amountText}` : '',
    `${t('keep.reference')}: ${reference}`,
    payCode ? `${t('keep.channel')}: ${payCode}` : '',
    t('dragonpay.pictureFromLink'),
  ]
    .filter(Boolean)
    .join('\n');
  return (
    <main className="page">
      <h1 className="page__title">{t('dragonpay.title')}</h1>
      {/* Anyone can craft this link: the page says plainly the values are the link's, not the lender's. */}
      <p className="repay-notice" role="note">
        {t('dragonpay.fromLink')}
      </p>
      <section className="card">
        <dl className="voucher-rows">
          <div className="voucher-row">
            <dt>{t('dragonpay.amount')}</dt>
            <dd>
              <span className="voucher-row__value voucher-row__value--text">{money(amount)}</span>
            </dd>
          </div>
          {payCode ? (
            <div className="voucher-row">
              <dt>{t('dragonpay.method')}</dt>
              <dd>
                <span className="voucher-row__value">{payCode}</span>
              </dd>
            </div>
          ) : null}
          {reference ? (
            <div className="voucher-row">
              <dt>{t('dragonpay.reference')}</dt>
              <dd>
                <CodeGroups className="voucher-row__value" code={reference} />
                <button
                  type="button"
                  className="btn btn--small"
                  aria-label={t('dragonpay.copyReference')}
                  onClick={() => void copy(reference)}
                >
                  {t('channels.copy')}
                </button>
              </dd>
            </div>
          ) : null}
        </dl>
        {reference ? (
          <ShareReference
            hint={t('keep.hint')}
            summary={summary}
            fileName={pictureFileName(reference)}
            picture={{
              ...labels,
              // Built from the URL alone: no lender's name, and the picture says where the values came from.
              lender: '',
              unverified: t('dragonpay.pictureFromLink'),
              amount: amountText,
              reference,
              channel: payCode,
              expires: '',
            }}
          />
        ) : (
          <p className="field__error" role="alert">
            {t('dragonpay.noReference')}
          </p>
        )}
      </section>
      <Steps
        heading={t('dragonpay.outletHeading')}
        steps={asList(t('dragonpay.outletSteps', { returnObjects: true }))}
      />
      <Steps
        heading={t('dragonpay.onlineHeading')}
        steps={asList(t('dragonpay.onlineSteps', { returnObjects: true }))}
      />
      <p className="repay-notice">
        {t('dragonpay.note', { duration: formatDuration(postingMinutes('DRAGONPAY'), t) })}
      </p>
    </main>
  );
}
