import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/ui/toast';
import { linkTo, paths } from '@/config/paths';
import { hasKeptVoucher } from '@/entities/payment/kept-voucher/key';
import { Market } from '@/lib/session';
import type { PreviewValues } from '../preview-fields';

/**
 * A channel with a barcode, per market, and the amount due on /repay for the demo's main order
 * (src/demo/fixtures); a real backend may name its channels otherwise.
 */
const DEMO_VOUCHER = {
  [Market.india]: { payCode: 'PAYPOINT', amount: 669297 },
  [Market.mexico]: { payCode: 'OXXO', amount: 335117 },
} as const satisfies Record<Market, { payCode: string; amount: number }>;

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => Date.now() - hours * HOUR_MS;

/**
 * Reach the "paid, not showing yet" states on this phone. Generate a voucher for the order (the
 * real instructions page keeps it), tell the panel the borrower paid longer ago than the channel's usual
 * time, or forget the voucher. The record's code loads on the first tap (this page carries no schema
 * library).
 */
export function KeptVoucherTools({ values, type }: { values: PreviewValues; type: Market }) {
  const { t } = useTranslation('devTools');
  const headingId = useId();
  const [, setVersion] = useState(0);
  const orderId = values.orderId.trim();
  const kept = hasKeptVoucher(orderId);
  const demo = DEMO_VOUCHER[type];
  const session = { deviceId: values.deviceId.trim(), sessionId: values.sessionId.trim(), type };

  const markPaidLongAgo = async () => {
    const [{ notePaidAt, readKeptVoucher }, { postingMinutes }] = await Promise.all([
      import('@/entities/payment/kept-voucher/voucher'),
      import('@/entities/payment/posting'),
    ]);
    const voucher = readKeptVoucher(orderId);
    if (!voucher) return;
    const hours = Math.ceil(postingMinutes(voucher.payCode) / 60) + 1;
    notePaidAt(orderId, hoursAgo(hours));
    showToast(t('keptVoucher.markedPaid', { count: hours }));
    setVersion((version) => version + 1);
  };

  const forget = async () => {
    const { forgetKeptVoucher } = await import('@/entities/payment/kept-voucher/voucher');
    forgetKeptVoucher(orderId);
    showToast(t('keptVoucher.forgotten'));
    setVersion((version) => version + 1);
  };

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId} className="preview__heading">
        {t('keptVoucher.title')}
      </h2>
      <p className="preview__hint">{t('keptVoucher.hint')}</p>
      {orderId ? (
        <>
          <p>{kept ? t('keptVoucher.kept', { orderId }) : t('keptVoucher.none', { orderId })}</p>
          <ul className="preview__links">
            <li>
              <Link
                className="preview__link"
                to={linkTo(paths.repayInstructions, {
                  ...session,
                  productId: values.productId.trim() || '7',
                  orderId,
                  amount: demo.amount,
                  payCode: demo.payCode,
                  requestType: 1,
                })}
              >
                {t('keptVoucher.generate', { channel: demo.payCode })}
              </Link>
            </li>
            <li>
              <Link
                className="preview__link"
                to={linkTo(paths.loanDetails, { ...session, productId: values.productId.trim(), orderId })}
              >
                {t('links.loanDetails')}
              </Link>
            </li>
            <li>
              <Link
                className="preview__link"
                to={linkTo(paths.repay, { ...session, productId: values.productId.trim(), orderId })}
              >
                {t('links.repay')}
              </Link>
            </li>
          </ul>
          <div className="preview__actions">
            <button type="button" className="btn" disabled={!kept} onClick={() => void markPaidLongAgo()}>
              {t('keptVoucher.markPaid')}
            </button>
            <button type="button" className="btn" disabled={!kept} onClick={() => void forget()}>
              {t('keptVoucher.forget')}
            </button>
          </div>
        </>
      ) : (
        <p>{t('keptVoucher.needOrder')}</p>
      )}
    </section>
  );
}
