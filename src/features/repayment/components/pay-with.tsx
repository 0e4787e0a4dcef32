import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/config/market-profile';
import { useMoney } from '@/lib/format';
import type { Voucher } from '../api/generate-voucher';
import { groupClabe, payDetails, upiPayUri, type PayDetails } from '../model/pay-details';
import { RequestType } from '../model/request-type';
import type { InstructionsQuery } from '../utils/route-query';
import { CopyRow } from './voucher-rows';
import './pay-with.css';

// The QR encoder comes with this chunk, loaded only when a page shows a QR, never in the first load.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/** NPCI's limit for the transaction note (tn). */
const UPI_NOTE_MAX = 50;

function Qr({ data, label, children }: { data: string; label: string; children?: ReactNode }) {
  const { t } = useTranslation('repayment');
  return (
    <figure className="pay-qr">
      <Suspense
        fallback={
          <p className="qr-code__status" role="status">
            {t('qr.loading')}
          </p>
        }
      >
        <QrCode data={data} label={label} />
      </Suspense>
      {children ? <figcaption className="pay-qr__caption">{children}</figcaption> : null}
    </figure>
  );
}

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
          details.kind === 'bank' ? (
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

function UpiPay({
  vpa,
  reference,
  amount,
  query,
}: {
  vpa: string;
  reference: string;
  amount: number;
  query: InstructionsQuery;
}) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const { legalName } = useLenderProfile();
  const noteKey = query.requestType === RequestType.Delay ? 'upi.noteDelay' : 'upi.note';
  const uri = upiPayUri({
    vpa,
    payee: legalName,
    amount,
    note: t(noteKey, { reference: reference || query.orderId }).slice(0, UPI_NOTE_MAX).trim(),
    reference,
  });
  return (
    <div className="pay-upi">
      {/* The host webview hands upi: links to Android, which offers the UPI apps installed (README). */}
      <a className="btn btn--primary btn--block" href={uri}>
        {t('upi.payWithApp')}
      </a>
      <p className="pay-hint">{t('upi.appHint')}</p>
      <h3 className="pay-subtitle">{t('upi.qrHeading')}</h3>
      <Qr data={uri} label={t('upi.qrAlt', { amount: money(amount), vpa })}>
        {t('upi.qrHint')} <span className="pay-qr__text">{vpa}</span>
      </Qr>
    </div>
  );
}

function CodiPay({ qrData, amount }: { qrData: string; amount: number }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  return (
    <div className="pay-codi">
      <Qr data={qrData} label={t('codi.qrAlt', { amount: money(amount) })}>
        {t('codi.scanHint')}
      </Qr>
    </div>
  );
}
