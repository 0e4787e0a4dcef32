import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { AdvertisedCost } from '@/entities/lender/advertised-cost';

/**
 * Who is asking for the number, and what the headline's offer costs: the lender's registered name and
 * identifiers, and the advertised cost every page that offers a loan states (Mexico's CAT promedio sin IVA
 * with its date, India's APR range). All from the market's profile, known at build, so the prerendered page
 * already shows it.
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
  const ids =
    profile.market === 'mx'
      ? t('lender.mexico', {
          rfc: whole(profile.registration.rfc),
          condusef: whole(profile.registration.condusef),
        })
      : t('lender.india', {
          cin: whole(profile.registration.cin),
          rbiCor: whole(profile.registration.rbiCor),
        });
  return (
    <div className="landing__legal">
      <AdvertisedCost className="landing__cost" />
      <p className="landing__lender">
        <span className="visually-hidden">{t('lender.label')} </span>
        <strong>{profile.legalName}</strong> · <Line text={ids} />
      </p>
    </div>
  );
}
