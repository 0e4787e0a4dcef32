import { useTranslation } from 'react-i18next';
import { useLoanLender } from '@/entities/lender';
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
  // The loan's own lender (contract §10): the one kept with the voucher, else the loan's, else the profile's.
  const loanLender = useLoanLender({ orderId: saved.orderId }).legalName;
  const lender = saved.lenderName || loanLender;
  return (
    <ShareReference
      // "If you lose signal at the store" is for store channels only.
      hint={channelKind(saved.payCode) === 'store' ? t('keep.hint') : t('keep.hintOther')}
      // The voucher names the payee; the loan's lender when it does not.
      summary={voucherSummary({ ...saved, companyName: saved.companyName || lender }, t, money)}
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
