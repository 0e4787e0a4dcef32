import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/config/market-profile';
import { useMoney } from '@/lib/format';
import { RequestType } from '../model/request-type';
import { upiPayUri } from '../model/upi-intent';
import type { InstructionsQuery } from '../utils/route-query';
import { QrCode } from './qr-code';

/** NPCI's limit for the transaction note (tn). */
const UPI_NOTE_MAX = 50;

function Qr({ data, label, children }: { data: string; label: string; children?: ReactNode }) {
  return (
    <figure className="pay-qr">
      <QrCode data={data} label={label} />
      {children ? <figcaption className="pay-qr__caption">{children}</figcaption> : null}
    </figure>
  );
}

export function UpiPay({
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
    note: t(noteKey, { reference: reference || query.orderId })
      .slice(0, UPI_NOTE_MAX)
      .trim(),
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

export function CodiPay({ qrData, amount }: { qrData: string; amount: number }) {
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
