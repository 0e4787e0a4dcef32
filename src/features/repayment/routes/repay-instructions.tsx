import { useId, useState } from 'react';
import { usePageData } from '@/lib/router/hooks';
import type { Query } from '@/lib/router/query-cache';
import { useTranslation } from 'react-i18next';
import { LenderLine, namesSameCompany, useLoanIdentity } from '@/entities/lender';
import { Deferred, ErrorView, FitLine } from '@/components/ui';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { useMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import type { Voucher } from '../api/generate-voucher';
import { AmountStatement } from '../components/amount-statement';
import { InvalidLink } from '../components/invalid-link';
import { KeepReference } from '../components/keep-reference';
import { NewReference } from '../components/new-reference';
import { NextSteps } from '../components/next-steps';
import { PayeeNotLender } from '../components/payee-not-lender';
import { PayWith } from '../components/pay-with';
import { SavedVoucherCard } from '../components/saved-voucher-card';
import { CopyRow, TextRow } from '../components/voucher-rows';
import type { LoanFigures } from '../model/amount-meaning';
import type { SavedVoucher, VoucherState } from '../model/saved-voucher';
import { payDetails, payeeName } from '../model/pay-details';
import { requestNewReference } from '../model/voucher-intent';
import { formatExpiry } from '../model/voucher-summary';
import { contactHref } from '../utils/safe-url';
import type { InstructionsQuery } from '../utils/route-query';
import type { load } from './repay-instructions.data';
import '../components/repay-common.css';
import './repay-instructions.css';

function InstructionSection({ title, items }: { title: string; items: string[] }) {
  const headingId = useId();
  return (
    <section className="card" aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className="repay-section__title">
          {title}
        </h2>
      ) : null}
      <ol className="voucher-steps">
        {items.map((item, index) => (
          <li key={`${index}-${item}`}>{item}</li>
        ))}
      </ol>
    </section>
  );
}

/**
 * A server image under its heading: one drawn into the answer (a `data:` URI) costs no download and shows
 * at once; one from the network loads as the borrower scrolls near it, its place held until it comes. An
 * image that fails to load is left out, and a section left with nothing to show is not shown: a heading
 * never stands over nothing.
 */
function ServerImage({ src, alt, onFail }: { src: string; alt: string; onFail: () => void }) {
  const [loaded, setLoaded] = useState(false);
  const inline = src.startsWith('data:');
  return (
    <img
      className={inline || loaded ? 'voucher-image' : 'voucher-image voucher-image--pending'}
      src={src}
      alt={alt}
      loading={inline ? 'eager' : 'lazy'}
      decoding="async"
      onLoad={() => setLoaded(true)}
      onError={onFail}
    />
  );
}

function ImageSection({ section }: { section: Voucher['imgList'][number] }) {
  const { t } = useTranslation('repayment');
  const headingId = useId();
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const href = contactHref(section.eMail);
  const images = section.content.filter((src) => src && !failed.has(src));
  if (images.length === 0 && !section.eMail) return null;
  return (
    <section className="card" aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? (
        <h2 id={headingId} className="repay-section__title">
          {section.title}
        </h2>
      ) : null}
      {images.map((src, index) => (
        <ServerImage
          key={`${index}-${src.slice(0, 32)}`}
          src={src}
          alt={t('instructions.image', { title: section.title || t('instructions.title'), index: index + 1 })}
          onFail={() => setFailed((before) => new Set(before).add(src))}
        />
      ))}
      {section.eMail ? (
        <p className="voucher-contact">
          <span>{t('instructions.contact')} </span>
          {href ? (
            <a href={href} rel="noopener noreferrer">
              {section.eMail}
            </a>
          ) : (
            <span>{section.eMail}</span>
          )}
        </p>
      ) : null}
    </section>
  );
}

interface VoucherViewProps {
  voucher: Voucher;
  saved: SavedVoucher;
  query: InstructionsQuery;
  /** Asks for the voucher again (a new reference, a retry). */
  refetch: () => void;
  /** The loan's figures, to say what the amount pays (null: they could not be read). */
  figures: LoanFigures | null;
}

function VoucherView({ voucher, saved, query, refetch, figures }: VoucherViewProps) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const { repayDetail } = voucher;
  const amount = repayDetail.amount ?? query.amount;
  const expires = formatExpiry(repayDetail.expireTime, { screen: true });
  // A transfer names its account's holder on its own row: the beneficiary is not said twice.
  const details = payDetails({ ...repayDetail, payCode: query.payCode });
  const holderShown = details.kind === 'bank' && details.accountName === repayDetail.companyName.trim();
  // contract §10: the loan's own lender, from the voucher, else from the loan's other answers.
  const lender = useLoanIdentity({ lender: repayDetail.lender, orderId: query.orderId });
  const payee = payeeName(details, repayDetail.companyName);
  // contract §9: in India the borrower pays the lender's own account only; Mexico may name a collector.
  const holder = repayDetail.accountName?.trim() || payee;
  const notLender = !!holder && !namesSameCompany(holder, lender);
  if (notLender && lender.market === 'in')
    return (
      <>
        <section className="card voucher-summary">
          <p className="voucher-summary__label">{t('instructions.total')}</p>
          <FitLine className="voucher-summary__amount">{money(amount)}</FitLine>
          <LenderLine lender={repayDetail.lender} orderId={query.orderId} />
        </section>
        <PayeeNotLender payee={holder} identity={lender} query={query} />
      </>
    );
  return (
    <>
      {/* The channel's own logo when the server sends one; no drawn mark of ours: the title names the
          channel, and a badge that explains nothing is left out. */}
      {voucher.topLogo ? (
        <img className="voucher-logo" src={voucher.topLogo} alt={t('instructions.topLogo')} height={48} />
      ) : null}
      <section className="card voucher-summary">
        <p className="voucher-summary__label">{t('instructions.total')}</p>
        <FitLine className="voucher-summary__amount">{money(amount)}</FitLine>
        <AmountStatement amount={amount} figures={figures} query={query} />
        <LenderLine lender={repayDetail.lender} orderId={query.orderId} />
        {repayDetail.repayTitle ? <h2 className="repay-section__title">{repayDetail.repayTitle}</h2> : null}
        {repayDetail.repayDes ? <p className="voucher-summary__description">{repayDetail.repayDes}</p> : null}
      </section>
      {repayDetail.repayCode ||
      repayDetail.vCode ||
      repayDetail.vpa ||
      repayDetail.clabe ||
      repayDetail.accountNumber ||
      repayDetail.companyName ? (
        <PayWith
          voucher={voucher}
          query={query}
          amount={amount}
          payee={payee || lender.legalName}
          payeeNote={
            // Paying a company that is not your lender is what a scam looks like: say whose account it is.
            notLender ? (
              <p className="voucher-payee-note">
                {t('instructions.collectsFor', { payee: holder, lender: lender.legalName })}
              </p>
            ) : null
          }
          rows={
            <>
              {repayDetail.companyName && !holderShown ? (
                <CopyRow
                  label={t('instructions.company')}
                  value={repayDetail.companyName}
                  copyLabel={t('instructions.copyCompany')}
                />
              ) : null}
              {expires ? <TextRow label={t('keep.expires')} value={expires} /> : null}
            </>
          }
          keep={<KeepReference saved={saved} />}
        />
      ) : null}
      {/* A section the server titles but leaves empty is not shown: a heading never stands over nothing
          (an image section decides that itself, as its images load or fail). */}
      {voucher.dataList
        .map((section) => ({ title: section.title, items: section.content.filter(Boolean) }))
        .filter((section) => section.items.length > 0)
        .map((section, index) => (
          <InstructionSection key={`${index}-${section.title}`} title={section.title} items={section.items} />
        ))}
      {voucher.imgList.map((section, index) => (
        <ImageSection key={`${index}-${section.title}`} section={section} />
      ))}
      <NewReference
        saved={saved}
        onConfirm={() => {
          requestNewReference(query);
          refetch();
        }}
      />
      <NextSteps payCode={query.payCode} />
      {voucher.bottomLogo ? (
        <img
          className="voucher-logo voucher-logo--bottom"
          src={voucher.bottomLogo}
          alt={t('instructions.bottomLogo')}
          height={40}
        />
      ) : null}
    </>
  );
}

/** The server could not be reached; the failure with its retry, and the voucher kept earlier. */
function OfflineVoucher({
  error,
  saved,
  query,
  refetch,
}: Omit<VoucherViewProps, 'voucher' | 'figures'> & { error: unknown }) {
  return (
    <>
      <ErrorView error={error} onRetry={refetch} />
      <SavedVoucherCard saved={saved} query={query} />
      <NextSteps payCode={query.payCode} />
    </>
  );
}

interface VoucherContentProps {
  state: VoucherState;
  query: InstructionsQuery;
  loan: Query<LoanFigures | null>;
  refetch: () => void;
}

function VoucherContent({ state, query, loan, refetch }: VoucherContentProps) {
  return state.kind === 'live' ? (
    // Settled before the voucher shows (alongWith): this renders with the rest, never after it.
    <Deferred resolve={loan} fallback={null} renderError={() => null}>
      {(figures) => (
        <VoucherView
          voucher={state.voucher}
          saved={state.saved}
          query={query}
          refetch={refetch}
          figures={figures}
        />
      )}
    </Deferred>
  ) : (
    <OfflineVoucher error={state.error} saved={state.saved} query={query} refetch={refetch} />
  );
}

export default function RepayInstructionsPage() {
  const { t } = useTranslation('repayment');
  usePageTitle(t('instructions.title'));
  const { query, voucher, loan } = usePageData<typeof load>();
  const grievance = <GrievanceLinks orderId={query?.orderId} />;
  return (
    <main className="page">
      <h1 className="page__title">{t('instructions.title')}</h1>
      {query && voucher && loan ? (
        <Deferred resolve={voucher} alongWith={loan} footer={grievance}>
          {(state) => <VoucherContent state={state} query={query} loan={loan} refetch={voucher.refetch} />}
        </Deferred>
      ) : (
        <>
          <InvalidLink />
          {grievance}
        </>
      )}
    </main>
  );
}
