import { useTranslation } from 'react-i18next';

/** The picture's fixed texts in the page's language. */
export function usePictureLabels() {
  const { t } = useTranslation('repayment');
  return {
    title: t('keep.summaryTitle'),
    amountLabel: t('picture.amount'),
    referenceLabel: t('keep.reference'),
    channelLabel: t('keep.channel'),
    expiresLabel: t('keep.expires'),
    codeLeftOut: t('picture.codeLeftOut'),
  };
}

/** A file name a share target can show: the reference's letters and digits only. */
export function pictureFileName(reference: string): string {
  const safe = reference.replace(/[^\w-]+/g, '').slice(0, 40);
  return `${safe ? `reference-${safe}` : 'reference'}.png`;
}
