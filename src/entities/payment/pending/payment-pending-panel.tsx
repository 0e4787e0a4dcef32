import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { CodeGroups } from '@/components/ui';
import { useTranslation } from 'react-i18next';
import { formatScreenDateTime } from '@/lib/format';
import { useTimeout } from '@/lib/hooks/use-timeout';
import {
  forgetKeptVoucher,
  keptChannelLabel,
  notePaidAt,
  readKeptVoucher,
  type KeptVoucher,
} from '@/entities/payment/kept-voucher/voucher';
import { postingMinutes } from '@/entities/payment/posting';
import { complaintLink, formatDuration } from './complaint-link';
import { PaidTimeForm } from './paid-time-form';
import type { PaymentPendingProps } from './types';
import './payment-pending.css';

const MINUTE_MS = 60_000;
/** setTimeout's limit (~24.8 days); a later deadline is checked again when the page next renders. */
const MAX_TIMER_MS = 2 ** 31 - 1;

function PendingCard({ kept, onChange }: { kept: KeptVoucher; onChange: (kept: KeptVoucher) => void }) {
  const { t } = useTranslation('payment');
  const headingId = useId();
  const minutes = postingMinutes(kept.payCode);
  const channel = keptChannelLabel(kept);
  const [now, setNow] = useState(() => Date.now());
  const [editing, setEditing] = useState(false);
  const deadline = kept.paidAt === undefined ? undefined : kept.paidAt + minutes * MINUTE_MS;
  const late = deadline !== undefined && now >= deadline;
  // The panel turns to "taking longer than usual" by itself when the usual time runs out on screen.
  useTimeout(
    () => setNow(Date.now()),
    Math.min(MAX_TIMER_MS, Math.max(0, (deadline ?? 0) - now)),
    deadline !== undefined && !late,
  );

  const save = (paidAt: number) => {
    const next = notePaidAt(kept.orderId, paidAt) ?? { ...kept, paidAt };
    setNow(Date.now());
    setEditing(false);
    onChange(next);
  };

  return (
    <section className="card paid-pending" aria-labelledby={headingId}>
      <h2 id={headingId} className="paid-pending__title">
        {t('title')}
      </h2>
      <p className="paid-pending__text">{t('intro')}</p>
      <dl className="paid-pending__rows">
        <dt>{t('channel')}</dt>
        <dd>{channel}</dd>
        {kept.reference ? (
          <>
            <dt>{t('reference')}</dt>
            <dd className="paid-pending__reference">
              <CodeGroups code={kept.reference} />
            </dd>
          </>
        ) : null}
      </dl>
      <p className="paid-pending__text">{t('usual', { duration: formatDuration(minutes, t) })}</p>
      {kept.paidAt !== undefined && !editing ? (
        <>
          <p className="paid-pending__text">{t('told', { time: formatScreenDateTime(kept.paidAt) })}</p>
          {late ? (
            <div className="paid-pending__late">
              <p className="paid-pending__text">{t('late')}</p>
              <Link className="btn btn--primary btn--block" to={complaintLink(kept, t)}>
                {t('report')}
              </Link>
              <p className="paid-pending__hint">{t('reportHint')}</p>
            </div>
          ) : (
            <p className="paid-pending__text">{t('expected', { time: formatScreenDateTime(deadline) })}</p>
          )}
          <button type="button" className="btn btn--small" onClick={() => setEditing(true)}>
            {t('change')}
          </button>
        </>
      ) : (
        <PaidTimeForm
          initial={kept.paidAt}
          onSave={save}
          onCancel={kept.paidAt !== undefined ? () => setEditing(false) : undefined}
        />
      )}
    </section>
  );
}

/**
 * "Paid, not showing yet": while the page shows an amount due and the phone keeps a voucher for
 * this order, a calm panel with the channel, the reference and how long that channel usually takes. It
 * speaks only of what the borrower did (the time they say they paid), never of a payment the app has
 * seen. After the usual time it offers a complaint with the details filled in. Once the order shows as
 * paid (status 200) the kept voucher is forgotten.
 */
export function PaymentPendingPanel({ orderId, owed, settled }: PaymentPendingProps) {
  const [kept, setKept] = useState(() => readKeptVoucher(orderId));
  useEffect(() => {
    if (settled) forgetKeptVoucher(orderId);
  }, [orderId, settled]);
  if (settled || !owed || !kept) return null;
  return <PendingCard kept={kept} onChange={setKept} />;
}

export function renderPaymentPending(props: PaymentPendingProps) {
  return <PaymentPendingPanel {...props} />;
}
