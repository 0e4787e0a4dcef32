import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { loadingStore } from '@/lib/http/loading-store';
import './loading.css';

/** A loading indicator that screen readers announce. */
export function Loading({ label, inline = false }: { label?: string; inline?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={inline ? 'loading loading--inline' : 'loading'} role="status">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__label">{label ?? t('loading')}</span>
    </div>
  );
}

/** spec §7: the wealth helpers' optional loading indicator, shown while any such call is in flight. */
export function GlobalLoading() {
  const pending = useStore(loadingStore, (state) => state.pending);
  if (pending === 0) return null;
  return (
    <div className="loading-overlay">
      <Loading />
    </div>
  );
}
