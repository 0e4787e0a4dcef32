import { Link } from 'react-router-dom';
import { usePageData } from '@/lib/router/hooks';
import { useTranslation } from 'react-i18next';
import { Deferred } from '@/components/ui';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/lib/page-title';
import { ComplaintTabs } from '../components/complaint-tabs';
import type { load } from './complaint-list.data';
import './complaint-list.css';
import { useRefreshOnReturn } from '@/lib/router/hooks';

export default function ComplaintListPage() {
  const { t } = useTranslation('complaint');
  usePageTitle(t('list.title'));
  const { tabs } = usePageData<typeof load>();
  // Back from the bank's app (or any other): the data refreshes quietly.
  useRefreshOnReturn();
  return (
    <main className="page">
      <h1 className="page__title">{t('list.title')}</h1>
      <Deferred
        resolve={tabs}
        footer={
          <>
            <Link className="btn btn--block complaint-list__new" to={paths.complaint}>
              {t('list.newComplaint')}
            </Link>
            {/* Customer service one tap away; this page is the complaint entry itself. */}
            <GrievanceLinks showComplaint={false} />
          </>
        }
      >
        {(value) => <ComplaintTabs tabs={value} />}
      </Deferred>
    </main>
  );
}
