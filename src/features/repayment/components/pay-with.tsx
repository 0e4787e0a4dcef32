import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Voucher } from '../api/generate-voucher';
import { groupClabe, payDetails, type PayDetails } from '../model/pay-details';
import type { InstructionsQuery } from '../utils/route-query';
import { CodiPay, UpiPay } from './rail-qr';
import { CopyRow } from './voucher-rows';
import './pay-with.css';

interface PayWithProps {
  voucher: Voucher;
  query: InstructionsQuery;
  /** Minor units. */
  amount: number;
  /** The rows every kind shows after its own (beneficiary, expiry). */
  rows: ReactNode;
  /** Keep the reference (share / copy). */
  keep: ReactNode;
}

/**
 * How to pay, as the channel's rail pays: a UPI app opened by intent (or a QR for another phone), a CoDi
 * QR for the bank app, a CLABE and a numeric reference for SPEI, a barcode for a store's scanner.
 */
export function PayWith({ voucher, query, amount, rows, keep }: PayWithProps) {
  const { t } = useTranslation('repayment');
  const { repayDetail } = voucher;
  const details: PayDetails = payDetails({ ...repayDetail, payCode: query.payCode });
  return (
    <section className="card" aria-label={t('instructions.code')}>
      {details.kind === 'upi' ? (
        <UpiPay vpa={details.vpa} reference={details.reference} amount={amount} query={query} />
      ) : null}
      {details.kind === 'codi' ? <CodiPay qrData={details.qrData} amount={amount} /> : null}
      {(details.kind === 'store' || details.kind === 'other') && repayDetail.repayCode ? (
        <img className="voucher-code-image" src={repayDetail.repayCode} alt={t('instructions.codeImage')} />
      ) : null}
      <dl className="voucher-rows">
        {details.kind === 'upi' ? (
          <CopyRow label={t('upi.vpa')} value={details.vpa} copyLabel={t('upi.copyVpa')} code />
        ) : null}
        {details.kind === 'bank' && details.clabe ? (
          <CopyRow
            label={t('bankTransfer.clabe')}
            value={details.clabe}
            display={groupClabe(details.clabe)}
            copyLabel={t('bankTransfer.copyClabe')}
            code
          />
        ) : null}
        {details.kind === 'bank' && details.account ? (
          <CopyRow
            label={t('bankTransfer.account')}
            value={details.account}
            copyLabel={t('bankTransfer.copyAccount')}
            code
          />
        ) : null}
        {details.reference ? (
          // SPEI's numeric reference goes in the transfer's concepto; any other rail's is just the reference.
          details.kind === 'bank' && details.clabe ? (
            <CopyRow
              label={t('bankTransfer.reference')}
              value={details.reference}
              copyLabel={t('bankTransfer.copyReference')}
              code
            />
          ) : (
            <CopyRow
              label={t('instructions.voucher')}
              value={details.reference}
              copyLabel={t('instructions.copyVoucher')}
              code
            />
          )
        ) : null}
        {rows}
      </dl>
      {keep}
    </section>
  );
}
