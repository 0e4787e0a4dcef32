import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/lib/session/lender-profile';
// The modules, not '@/lib/format': its day arithmetic brings dayjs, which the landing (and through the `app`
// chunk, every page) would then load first (scripts/build/chunk-groups.ts).
import { formatDate } from '@/lib/format/date-text';
import { useNumberFormat } from '@/lib/format/use-money';
import { Market } from '@/lib/session/market';
import './advertised-cost.css';

const OPEN = '\uE000';
const CLOSE = '\uE001';
/** A value to keep on one line (a date breaks at its hyphens or spaces otherwise). */
const whole = (value: string) => `${OPEN}${value}${CLOSE}`;
const WHOLE = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/**
 * What an advertised loan is and costs, wherever a page offers a loan with an amount or a rate (the ad
 * landing, the official site), all of one product: its name, the most it lends, its term, then Mexico's "CAT
 * promedio … sin IVA. Para fines informativos y de comparación. Fecha de cálculo: …" (Banxico's and CONDUSEF's
 * rules on credit advertising) or India's APRs, with their date. From the market's profile, checked at build,
 * so a prerendered page already shows it; the CAT to one decimal and the APR to two, as every page of a loan
 * writes them.
 */
export function AdvertisedCost({ className }: { className?: string }) {
  const { t } = useTranslation();
  const profile = useLenderProfile();
  const { money, percent } = useNumberFormat();
  const { advertising } = profile;
  const product = {
    product: advertising.product,
    amount: whole(money(advertising.maxAmount)),
    minTerm: advertising.minTerm,
    maxTerm: advertising.maxTerm,
  };
  const text =
    profile.market === 'mx'
      ? t('advertising.cat', {
          ...product,
          cat: whole(percent(profile.advertising.cat, 1)),
          date: whole(formatDate(profile.advertising.catDate, { market: Market.mexico })),
        })
      : profile.advertising.aprMin === profile.advertising.aprMax
        ? t('advertising.aprOne', {
            ...product,
            apr: whole(percent(profile.advertising.aprMin, 2)),
            date: whole(formatDate(profile.advertising.aprDate, { market: Market.india })),
          })
        : t('advertising.aprRange', {
            ...product,
            min: whole(percent(profile.advertising.aprMin, 2)),
            max: whole(percent(profile.advertising.aprMax, 2)),
            date: whole(formatDate(profile.advertising.aprDate, { market: Market.india })),
          });
  return (
    <p className={className ? `advertised-cost ${className}` : 'advertised-cost'}>
      {text.split(WHOLE).map((part, index) =>
        index % 2 ? (
          <span key={index} className="advertised-cost__whole">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </p>
  );
}
