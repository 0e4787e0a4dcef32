import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatScreenDate, lenderToday } from '@/lib/format';
import { serverMoment } from '@/lib/format/lender-wall';
import { useTimeout } from '@/lib/hooks/use-timeout';
import type { LoanDetails } from '../api/get-loan-details';
import { coolingOffDays, coolingOffWindow, daysBetween } from '../model/cooling-off';
import { ExitPath } from './exit-path';
import { useMarket } from '@/lib/session/react';

const OWING = new Set(['174', '180']);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loan details: while the cooling-off period runs (a disbursed loan still owing), the days left
 * and the same exit path.
 */
export function CoolingOffStatus({ details, orderId }: { details: LoanDetails; orderId?: string }) {
  const { t } = useTranslation('loan-details');
  const titleId = useId();
  const market = useMarket();
  const [now, setNow] = useState(() => Date.now());
  // The lender's next midnight (its zone, not the phone's): the days left change, and the panel goes when
  // the period ends.
  const midnight =
    serverMoment(lenderToday(now, market).add(1, 'day').format('YYYY-MM-DD'), market) ?? now + DAY_MS;
  useTimeout(() => setNow(Date.now()), Math.min(DAY_MS, midnight - now + 1000));
  if (!OWING.has(details.orderStatus)) return null;
  const tenor = daysBetween(details.daiDate, details.plan.at(-1)?.date);
  const days = coolingOffDays(market, tenor);
  const period = days === null ? null : coolingOffWindow(details.daiDate, days, now);
  if (!period) return null;
  const date = formatScreenDate(period.lastDay, { market });
  return (
    <section className="card cooling-off" aria-labelledby={titleId}>
      <h2 id={titleId} className="loan-section-title">
        {t('coolingOff.title')}
      </h2>
      <p className="cooling-off__period">
        {period.daysLeft === 0
          ? t('coolingOff.endsToday', { date })
          : t('coolingOff.daysLeft', { count: period.daysLeft, date })}
      </p>
      <p>{t('coolingOff.cost')}</p>
      <p>{t('coolingOff.how')}</p>
      <ExitPath
        orderId={orderId}
        lender={details.lender}
        callLabel={(phone) => t('coolingOff.call', { phone })}
      />
    </section>
  );
}
