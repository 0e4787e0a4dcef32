import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui';
import { Market } from '@/lib/session';
import type { StatementDraft } from '../model/statement-input';

// Fetched when the borrower opens the sheet, never with the page: the statement's model, view and texts
// stay off confirmation's first load (and its LCP path).
const StatementView = lazy(() => import('./statement-view'));

/** Starts the statement's file early (a press before the tap completes); the import is shared with lazy(). */
export function preloadStatement() {
  // A head start only: a file that fails here is asked for again, and answered, by lazy().
  import('./statement-view').catch(() => undefined);
}

/**
 * The full statement (India's KFS, Mexico's carátula) in a sheet over confirmation: one tap away from the
 * agreement, not a repeat of the page's figures on the page itself.
 */
export function StatementSheet({
  open,
  onClose,
  draft,
}: {
  open: boolean;
  onClose: () => void;
  draft: StatementDraft;
}) {
  const { t } = useTranslation('loan-confirm');
  const { t: tc } = useTranslation();
  const doc = draft.market === Market.india ? 'kfs' : 'caratula';
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t(`confirm.statementSheet.${doc}`)}
      className="statement-sheet"
    >
      <Suspense
        fallback={
          <p className="loan-muted" role="status" aria-busy="true">
            {tc('loading')}
          </p>
        }
      >
        <StatementView draft={draft} />
      </Suspense>
    </Modal>
  );
}
