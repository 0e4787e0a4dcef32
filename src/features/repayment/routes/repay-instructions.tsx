import { useId } from 'react';
import { useLoaderData } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Deferred, useCopy } from '@/components/ui';
import { useMoney } from '@/lib/format';
import { usePageTitle } from '@/lib/page-title';
import type { Voucher } from '../api/generate-voucher';
import { InvalidLink } from '../components/invalid-link';
import { contactHref } from '../utils/safe-url';
import type { InstructionsQuery } from '../utils/route-query';
import type { loader } from './repay-instructions.data';
import '../components/repay-common.css';
import './repay-instructions.css';

interface CopyRowProps {
  label: string;
  value: string;
  copyLabel: string;
  /** Codes are set in a fixed-width face so similar characters can be told apart; names are not. */
  code?: boolean;
}

function CopyRow({ label, value, copyLabel, code = false }: CopyRowProps) {
  const { t } = useTranslation('repayment');
  const copy = useCopy();
  return (
    <div className="voucher-row">
      <dt>{label}</dt>
      <dd>
        <span className={code ? 'voucher-row__value' : 'voucher-row__value voucher-row__value--text'}>
          {value}
        </span>
        <button
          type="button"
          className="btn btn--small"
          aria-label={copyLabel}
          onClick={() => void copy(value)}
        >
          {t('channels.copy')}
        </button>
      </dd>
    </div>
  );
}

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

function ImageSection({ section }: { section: Voucher['imgList'][number] }) {
  const { t } = useTranslation('repayment');
  const headingId = useId();
  const href = contactHref(section.eMail);
  return (
    <section className="card" aria-labelledby={section.title ? headingId : undefined}>
      {section.title ? (
        <h2 id={headingId} className="repay-section__title">
          {section.title}
        </h2>
      ) : null}
      {section.content.filter(Boolean).map((src, index) => (
        <img
          key={`${index}-${src.slice(0, 32)}`}
          className="voucher-image"
          src={src}
          alt={t('instructions.image', { title: section.title || t('instructions.title'), index: index + 1 })}
          loading="lazy"
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

function VoucherView({ voucher, query }: { voucher: Voucher; query: InstructionsQuery }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const { repayDetail } = voucher;
  const amount = repayDetail.amount ?? query.amount;
  return (
    <>
      {voucher.topLogo ? (
        <img className="voucher-logo" src={voucher.topLogo} alt={t('instructions.topLogo')} height={48} />
      ) : null}
      <section className="card voucher-summary">
        <p className="voucher-summary__label">{t('instructions.total')}</p>
        <p className="voucher-summary__amount">{money(amount)}</p>
        {repayDetail.repayTitle ? <h2 className="repay-section__title">{repayDetail.repayTitle}</h2> : null}
        {repayDetail.repayDes ? <p className="voucher-summary__description">{repayDetail.repayDes}</p> : null}
      </section>
      {repayDetail.repayCode || repayDetail.vCode || repayDetail.companyName ? (
        <section className="card" aria-label={t('instructions.code')}>
          {repayDetail.repayCode ? (
            <img
              className="voucher-code-image"
              src={repayDetail.repayCode}
              alt={t('instructions.codeImage')}
            />
          ) : null}
          <dl className="voucher-rows">
            {repayDetail.vCode ? (
              <CopyRow
                label={t('instructions.voucher')}
                value={repayDetail.vCode}
                copyLabel={t('instructions.copyVoucher')}
                code
              />
            ) : null}
            {repayDetail.companyName ? (
              <CopyRow
                label={t('instructions.company')}
                value={repayDetail.companyName}
                copyLabel={t('instructions.copyCompany')}
              />
            ) : null}
          </dl>
        </section>
      ) : null}
      {voucher.dataList
        .filter((section) => section.title || section.content.length > 0)
        .map((section, index) => (
          <InstructionSection
            key={`${index}-${section.title}`}
            title={section.title}
            items={section.content}
          />
        ))}
      {voucher.imgList
        .filter((section) => section.title || section.eMail || section.content.length > 0)
        .map((section, index) => (
          <ImageSection key={`${index}-${section.title}`} section={section} />
        ))}
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

export default function RepayInstructionsPage() {
  const { t } = useTranslation('repayment');
  usePageTitle(t('instructions.title'));
  const { query, voucher } = useLoaderData<typeof loader>();
  return (
    <main className="page">
      <h1 className="page__title">{t('instructions.title')}</h1>
      {query && voucher ? (
        <Deferred resolve={voucher}>{(value) => <VoucherView voucher={value} query={query} />}</Deferred>
      ) : (
        <InvalidLink />
      )}
    </main>
  );
}
