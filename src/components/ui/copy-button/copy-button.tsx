import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { copyText } from '@/lib/clipboard';
import { showToast } from '../toast';

/** Copies text and says so in a localized toast (spec §8: "Copy success shows a localized copied toast"). */
export function useCopy(): (text: string) => Promise<boolean> {
  const { t } = useTranslation();
  return useCallback(
    async (text: string) => {
      const copied = await copyText(text);
      showToast(copied ? t('copied', { ns: 'common' }) : t('copyFailed', { ns: 'common' }));
      return copied;
    },
    [t],
  );
}

export function CopyButton({ text, label, className }: { text: string; label?: string; className?: string }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <button type="button" className={className ?? 'btn btn--small'} onClick={() => void copy(text)}>
      {label ?? t('copy', { ns: 'common' })}
    </button>
  );
}
