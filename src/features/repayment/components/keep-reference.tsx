import { useTranslation } from 'react-i18next';
import { useCopy } from '@/components/ui';
import { useMoney } from '@/lib/format';
import { useAction } from '@/lib/hooks/use-action';
import type { SavedVoucher } from '../model/saved-voucher';
import { voucherSummary } from '../model/voucher-summary';
import './voucher.css';

function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Issue 8: keep the reference for the store counter. Share it (Web Share API, where the browser has it) or
 * copy a plain-text summary. Closing the share sheet is not an error; any other share failure copies.
 */
export function KeepReference({ saved }: { saved: SavedVoucher }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const copy = useCopy();
  const summary = voucherSummary(saved, t, money);

  const share = useAction(async () => {
    const data: ShareData = { title: t('keep.summaryTitle'), text: summary };
    if (navigator.canShare && !navigator.canShare(data)) {
      await copy(summary);
      return;
    }
    try {
      await navigator.share(data);
    } catch (error) {
      if (!isAbort(error)) await copy(summary);
    }
  });

  return (
    <div className="keep-reference">
      <p className="keep-reference__hint">{t('keep.hint')}</p>
      <div className="keep-reference__actions">
        {canShare() ? (
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => void share.run()}
            disabled={share.pending}
            aria-busy={share.pending}
          >
            {t('keep.share')}
          </button>
        ) : null}
        <button type="button" className="btn" onClick={() => void copy(summary)}>
          {t('keep.copy')}
        </button>
      </div>
    </div>
  );
}
