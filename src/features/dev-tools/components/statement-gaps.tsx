import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/components/ui/error-view';
import type { MissingRow } from '@/entities/loan-figures/statement';
import { Market } from '@/lib/session';

type State =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'done'; rows: MissingRow[] }
  | { kind: 'failed'; error: unknown };

/**
 * The rows the confirmation's statement (India's KFS, Mexico's carátula) leaves out for the market shown,
 * and the market-profile or response field that fills each. The check loads on demand: the page itself
 * stays free of the schema library.
 */
export function StatementGaps({ productId, type }: { productId: string; type: Market }) {
  const { t } = useTranslation('devTools');
  const titleId = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const market = type;

  const check = async () => {
    setState({ kind: 'loading' });
    try {
      const { getStatementGaps } = await import('@/entities/loan-figures/gaps');
      setState({ kind: 'done', rows: await getStatementGaps(productId || undefined, market) });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="preview__heading">
        {t('statementGaps.title')}
      </h2>
      <p className="preview__hint">
        {t(market === Market.india ? 'statementGaps.intro.india' : 'statementGaps.intro.mexico')}
      </p>
      <button type="button" className="btn" onClick={() => void check()} disabled={state.kind === 'loading'}>
        {t('statementGaps.check')}
      </button>
      {state.kind === 'failed' ? <p role="alert">{errorMessage(state.error, t)}</p> : null}
      {state.kind === 'done' ? (
        state.rows.length === 0 ? (
          <p role="status">{t('statementGaps.none')}</p>
        ) : (
          <>
            <p role="status">{t('statementGaps.count', { count: state.rows.length })}</p>
            <ul className="preview__gaps" aria-label={t('statementGaps.listLabel')}>
              {state.rows.map((row) => (
                <li key={`${row.section}-${row.id}`}>
                  <strong>{`${row.section} · ${row.id}`}</strong>
                  <span className="preview__gap-fill">
                    {t('statementGaps.fill', { fields: row.fill.join(', ') })}
                  </span>
                  <span className="preview__gap-source">{row.source}</span>
                </li>
              ))}
            </ul>
          </>
        )
      ) : null}
    </section>
  );
}
