import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/config/market-profile';
// The modules, not '@/lib/format': its day arithmetic brings dayjs, which the landing (and through the `app`
// chunk, every page) would then load first (scripts/build/chunk-groups.ts).
import { formatDate } from '@/lib/format/date-text';
import { useNumberFormat } from '@/lib/format/use-money';
import { Market } from '@/lib/session/market';

/**
 * Who is asking for the number, and what the headline's offer costs: the lender's registered name and
 * identifiers, and Mexico's CAT promedio "sin IVA, para fines informativos y de comparación" with its date
 * (CONDUSEF and Banxico's rules on credit advertising), or India's representative APR when the profile has
 * one. All from the market's profile, known at build, so the prerendered page already shows it.
 */
const OPEN = '\uE000';
const CLOSE = '\uE001';
/** A value to keep on one line (a date or a registration number breaks at its hyphens otherwise). */
const whole = (value: string) => `${OPEN}${value}${CLOSE}`;
const WHOLE = new RegExp(`${OPEN}([^${CLOSE}]*)${CLOSE}`);

/** A translated line with each marked value in a span of its own, kept whole where it fits. */
function Line({ text }: { text: string }) {
  const parts = text.split(WHOLE);
  return parts.map((part, index) =>
    index % 2 ? (
      <span key={index} className="landing__whole">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * The profile's dates are checked at build as YYYY-MM-DD and written as the market writes dates, with the
 * year (an advertised rate's date of calculation is read long after): the page is rendered at build, so
 * nothing here may depend on today.
 */
export function LenderIdentity() {
  const { t } = useTranslation('registration');
  const profile = useLenderProfile();
  const { percent } = useNumberFormat();
  let cost: string | null;
  let ids: string;
  if (profile.market === 'mx') {
    const { cat, catDate } = profile.advertising;
    cost = t('advertising.cat', {
      cat: whole(percent(cat, 1)),
      date: whole(formatDate(catDate, { market: Market.mexico })),
    });
    ids = t('lender.mexico', {
      rfc: whole(profile.registration.rfc),
      condusef: whole(profile.registration.condusef),
    });
  } else {
    const { apr, aprDate } = profile.advertising;
    cost =
      apr === undefined
        ? null
        : aprDate
          ? t('advertising.apr', {
              apr: whole(percent(apr, 1)),
              date: whole(formatDate(aprDate, { market: Market.india })),
            })
          : t('advertising.aprUndated', { apr: whole(percent(apr, 1)) });
    ids = t('lender.india', {
      cin: whole(profile.registration.cin),
      rbiCor: whole(profile.registration.rbiCor),
    });
  }
  return (
    <div className="landing__legal">
      {cost ? (
        <p className="landing__cost">
          <Line text={cost} />
        </p>
      ) : null}
      <p className="landing__lender">
        <span className="visually-hidden">{t('lender.label')} </span>
        <strong>{profile.legalName}</strong> · <Line text={ids} />
      </p>
    </div>
  );
}
