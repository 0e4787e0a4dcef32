import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeGroups, showToast } from '@/components/ui';
import { ErrorBoundary } from '@/components/ui/async-view/deferred';
import { useAction } from '@/lib/hooks/use-action';
import { useIsMounted } from '@/lib/hooks/use-is-mounted';
import { useMoney } from '@/lib/format';
import { RequestType } from '../model/request-type';
import { upiPayUri } from '../model/upi-intent';
import type { InstructionsQuery } from '../utils/route-query';
import type * as saveQrFile from '../picture/save-qr';
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
  payee,
  reference,
  amount,
  query,
}: {
  vpa: string;
  /** The payee's name (pn): the account's holder, else the loan's lender. */
  payee: string;
  reference: string;
  amount: number;
  query: InstructionsQuery;
}) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const noteKey = query.requestType === RequestType.Delay ? 'upi.noteDelay' : 'upi.note';
  const uri = upiPayUri({
    vpa,
    payee,
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
        {t('upi.qrHint')} <CodeGroups className="pay-qr__text" code={vpa} />
      </Qr>
    </div>
  );
}

type SaveQrModule = typeof saveQrFile;

let saveModule: Promise<SaveQrModule> | undefined;

/**
 * Keeps the CoDi QR on this phone (the gallery, or another app through the share sheet), for a bank app
 * that reads a QR from an image: a phone cannot scan its own screen.
 */
function SaveQr({ data, fileName }: { data: string; fileName: string }) {
  const { t } = useTranslation('repayment');
  const isMounted = useIsMounted();
  const save = useAction(async () => {
    saveModule ??= import('../picture/save-qr').catch((error: unknown) => {
      saveModule = undefined;
      throw error;
    });
    const outcome = await saveModule
      .then((module) => module.saveQr(data, fileName, t('codi.fileTitle')))
      .catch(() => 'failed' as const);
    if (!isMounted()) return;
    if (outcome === 'downloaded') showToast(t('codi.saved'));
    else if (outcome === 'failed') showToast(t('codi.saveFailed'));
  });
  return (
    <button
      type="button"
      className="btn btn--block"
      onClick={() => void save.run()}
      disabled={save.pending}
      aria-busy={save.pending}
    >
      {t('codi.save')}
    </button>
  );
}

export function CodiPay({ qrData, amount, fileName }: { qrData: string; amount: number; fileName: string }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  return (
    <div className="pay-codi">
      <Qr data={qrData} label={t('codi.qrAlt', { amount: money(amount) })}>
        {t('codi.scanHint')}
      </Qr>
      <SaveQr data={qrData} fileName={fileName} />
    </div>
  );
}
