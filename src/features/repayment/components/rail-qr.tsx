import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/ui/async-view/deferred';
import { useLenderProfile } from '@/config/market-profile';
import { useMoney } from '@/lib/format';
import { RequestType } from '../model/request-type';
import { upiPayUri } from '../model/upi-intent';
import type { InstructionsQuery } from '../utils/route-query';
import './qr-code.css';

// The QR encoder comes in its own file, only on pages that show a QR; its box (styled here, not with the
// encoder) holds the code's place meanwhile, so nothing moves when it is drawn. If the file never comes,
// the box says so and the details beside it still pay.
const QrCode = lazy(() => import('./qr-code').then((module) => ({ default: module.QrCode })));

/** NPCI's limit for the transaction note (tn). */
const UPI_NOTE_MAX = 50;

function Qr({ data, label, children }: { data: string; label: string; children?: ReactNode }) {
  const { t } = useTranslation('repayment');
  return (
    <figure className="pay-qr">
      <ErrorBoundary fallback={() => <p className="qr-code__status">{t('qr.failed')}</p>}>
        <Suspense fallback={<span className="qr-code" aria-hidden="true" />}>
          <QrCode data={data} label={label} />
        </Suspense>
      </ErrorBoundary>
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
      {/* The host webview hands upi: links to Android, which offers the UPI apps installed (docs/payments.md). */}
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
