import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast, useCopy } from '@/components/ui';
import { copyText } from '@/lib/clipboard';
import { env } from '@/config/env';
import { useAction } from '@/lib/hooks/use-action';
import { useIsMounted } from '@/lib/hooks/use-is-mounted';
import type * as ShareVoucherModule from '../picture/share-voucher';
import type { VoucherPictureContent } from '../picture/voucher-picture';
import type { ShownPicture } from './picture-dialog';
import './voucher.css';

type ShareModule = typeof ShareVoucherModule;
let shareModule: Promise<ShareModule> | undefined;

/** After the page has shown, the picture code is fetched in the background, off the first load. */
const WARM_AFTER_MS = 3000;

/** The picture code loads on the first tap, or a moment after the voucher has shown (see below). */
function loadShareModule(): Promise<ShareModule> {
  shareModule ??= import('../picture/share-voucher').catch((error: unknown) => {
    shareModule = undefined;
    throw error;
  });
  return shareModule;
}

export interface ShareReferenceProps {
  picture: VoucherPictureContent;
  /** The plain-text summary. */
  summary: string;
  /** The picture's file name, e.g. `reference-9300128845519001.png`. */
  fileName: string;
  hint: string;
}

/**
 * Keep the reference for the counter. Share makes a picture of it and shares the picture
 * (or the text, or copies the text); where the phone cannot share, the picture opens full-screen for a
 * screenshot. Copy copies the text. Closing the share sheet is not an error and says nothing.
 */
export function ShareReference({ picture, summary, fileName, hint }: ShareReferenceProps) {
  const { t } = useTranslation('repayment');
  const copy = useCopy();
  const isMounted = useIsMounted();
  const shareButton = useRef<HTMLButtonElement>(null);
  const [shown, setShown] = useState<{
    picture: ShownPicture;
    render: ShareModule['renderPictureDialog'];
  } | null>(null);

  useEffect(() => {
    // At the counter the signal may be gone: fetch the code while it is still here (the offline shell
    // precaches it too, but not every webview runs a service worker).
    const timer = setTimeout(() => void loadShareModule().catch(() => undefined), WARM_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);

  // The button was disabled while the picture was made, so the dialog could not note it as its opener:
  // focus goes back to it when the picture closes.
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown) wasShown.current = true;
    else if (wasShown.current) {
      wasShown.current = false;
      shareButton.current?.focus();
    }
  }, [shown]);

  const share = useAction(async () => {
    let module: ShareModule;
    try {
      module = await loadShareModule();
    } catch {
      // The picture code could not load (no signal and no offline shell): the text still can be kept.
      await copy(summary);
      return;
    }
    const outcome = await module.shareVoucher({
      picture,
      text: summary,
      title: t('keep.summaryTitle'),
      fileName,
      brand: env.brandPrimary,
      // Quietly: the full-screen picture says the text was copied (a toast would cover the barcode).
      copy: copyText,
    });
    if (outcome.kind !== 'fallback' || !isMounted()) return;
    if (outcome.picture)
      setShown({
        picture: { ...outcome.picture, copied: outcome.copied },
        render: module.renderPictureDialog,
      });
    else showToast(t(outcome.copied ? 'copied' : 'copyFailed', { ns: 'common' }));
  });

  return (
    <div className="keep-reference">
      <p className="keep-reference__hint">{hint}</p>
      <div className="keep-reference__actions">
        <button
          ref={shareButton}
          type="button"
          className="btn btn--primary"
          onClick={() => void share.run()}
          disabled={share.pending}
          aria-busy={share.pending}
        >
          {t('keep.share')}
        </button>
        <button type="button" className="btn" onClick={() => void copy(summary)}>
          {t('keep.copy')}
        </button>
      </div>
      {shown
        ? shown.render({
            picture: shown.picture,
            summary,
            onClose: () => setShown(null),
          })
        : null}
    </div>
  );
}
