import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred, Loading, SessionEnded } from '@/components/ui';
import { useMoney } from '@/lib/format';
import { isRetryable, isSessionEnded } from '@/lib/http/api-error';
import { usePageTitle } from '@/lib/page-title';
import type { RepaymentWay } from '../api/get-repayment-way';
import { CardRepayFlow } from '../components/card-repay-flow';
import { cardListMessage } from '../components/card-repay-messages';
import { InvalidLink } from '../components/invalid-link';
import type { load } from './card-repay.data';
import '../components/repay-common.css';

/** spec §8: the card list failed: the server's message, else 查询卡列表失败, or "error" offline; retry. */
function CardListError({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation('repayment');
  if (isSessionEnded(error)) return <SessionEnded />;
  return (
    <div className="error-view" role="alert">
      <p className="error-view__message">{cardListMessage(error, t)}</p>
      {isRetryable(error) ? (
        <button type="button" className="btn btn--primary" onClick={retry}>
          {t('retry', { ns: 'common' })}
        </button>
      ) : null}
    </div>
  );
}

export default function CardRepayPage() {
  const { t } = useTranslation('repayment');
  usePageTitle(t('cardRepay.title'));
  const money = useMoney();
  const { query, way } = usePageData<typeof load>();
  return (
    <main className="page">
      <h1 className="page__title">{t('cardRepay.title')}</h1>
      {query && way ? (
        <>
          <section className="card">
            <dl className="rows">
              <dt>{t('cardRepay.amount')}</dt>
              <dd className="repay-summary__amount">{money(query.amount)}</dd>
            </dl>
          </section>
          <Deferred
            resolve={way}
            fallback={<Loading />}
            renderError={(error) => <CardListError error={error} retry={way.refetch} />}
          >
            {(value: RepaymentWay) => <CardRepayFlow way={value} query={query} />}
          </Deferred>
        </>
      ) : (
        <InvalidLink />
      )}
    </main>
  );
}
