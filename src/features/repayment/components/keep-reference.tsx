import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/config/market-profile';
import { channelKind } from '@/entities/payment/posting';
import { useMoney } from '@/lib/format';
import type { SavedVoucher } from '../model/saved-voucher';
import { channelLabel, formatExpiry, voucherSummary } from '../model/voucher-summary';
import { pictureFileName, usePictureLabels } from './picture-labels';
import { ShareReference } from './share-reference';

/**
 * Keep the reference for the store counter, as a picture. Everything comes from the
 * voucher kept on the phone, so it works offline too.
 */
export function KeepReference({ saved }: { saved: SavedVoucher }) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const labels = usePictureLabels();
  const { legalName } = useLenderProfile();
  // The voucher names the payee; the lender's profile when it does not.
  const lender = saved.companyName || legalName;
  return (
    <ShareReference
      // "If you lose signal at the store" is for store channels only.
      hint={channelKind(saved.payCode) === 'store' ? t('keep.hint') : t('keep.hintOther')}
      summary={voucherSummary({ ...saved, companyName: lender }, t, money)}
      fileName={pictureFileName(saved.reference || saved.payCode)}
      picture={{
        ...labels,
        lender,
        amount: money(saved.amount),
        reference: saved.reference,
        channel: channelLabel(saved),
        expires: formatExpiry(saved.expireTime),
        codeImage: saved.codeImage,
      }}
    />
  );
}
