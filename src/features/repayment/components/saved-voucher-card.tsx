import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LenderLine } from '@/entities/lender';
import { formatScreenDateTime, useMoney } from '@/lib/format';
import { RequestType } from '../model/request-type';
import { savedVoucherDifferences, type SavedVoucher } from '../model/saved-voucher';
import { channelLabel, formatExpiry, hasExpired } from '../model/voucher-summary';
import type { InstructionsQuery } from '../utils/route-query';
import { KeepReference } from './keep-reference';
import { CopyRow, TextRow } from './voucher-rows';
import './voucher.css';

/**
 * The voucher kept on this phone, shown when the server cannot be reached. It says when it was
 * saved and that it may be out of date, and what differs from what was asked for.
 */
export function SavedVoucherCard({ saved, query }: { saved: SavedVoucher; query: InstructionsQuery }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const headingId = useId();
  const differs = savedVoucherDifferences(saved, query);
  const purpose = (type: RequestType) =>
    type === RequestType.Delay ? t('saved.purposeDelay') : t('saved.purposeRepay');
  const expires = formatExpiry(saved.expireTime, { screen: true });
  const warnings = [
    differs.channel ? t('saved.otherChannel', { saved: channelLabel(saved), requested: query.payCode }) : '',
    differs.purpose
      ? t('saved.otherPurpose', { saved: purpose(saved.requestType), requested: purpose(query.requestType) })
      : '',
    differs.amount
      ? t('saved.otherAmount', { saved: money(saved.requestedAmount), requested: money(query.amount) })
      : '',
    hasExpired(saved.expireTime) ? t('saved.expired', { date: expires }) : '',
  ].filter(Boolean);

  return (
    <section className="card saved-voucher" aria-labelledby={headingId}>
      <h2 id={headingId} className="repay-section__title">
        {t('saved.heading')}
      </h2>
      {/* The loan's lender as kept with the voucher (contract §10), else the loan's, else the profile's. */}
      <LenderLine
        lender={saved.lenderName ? { legalName: saved.lenderName } : undefined}
        orderId={saved.orderId}
      />
      <p className="saved-voucher__stamp">
        {t('saved.savedAt', { date: formatScreenDateTime(saved.savedAt) })}
      </p>
      {warnings.length > 0 ? (
        <ul className="saved-voucher__warnings">
          {warnings.map((warning) => (
            <li key={warning}>
              <strong>{t('saved.attention')}</strong> {warning}
            </li>
          ))}
        </ul>
      ) : null}
      {saved.codeImage ? (
        <img className="voucher-code-image" src={saved.codeImage} alt={t('saved.codeImage')} />
      ) : null}
      <dl className="voucher-rows">
        <TextRow label={t('keep.amount')} value={money(saved.amount)} />
        {saved.reference ? (
          <CopyRow
            label={t('instructions.voucher')}
            value={saved.reference}
            copyLabel={t('instructions.copyVoucher')}
            code
          />
        ) : null}
        {saved.companyName ? (
          <CopyRow
            label={t('instructions.company')}
            value={saved.companyName}
            copyLabel={t('instructions.copyCompany')}
          />
        ) : null}
        <TextRow label={t('keep.channel')} value={channelLabel(saved)} />
        {expires ? <TextRow label={t('keep.expires')} value={expires} /> : null}
      </dl>
      <KeepReference saved={saved} />
    </section>
  );
}
