import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '@/components/ui';
import { useSupportContact, type LenderIdentity } from '@/entities/lender';
import type { ItemGap } from '@/entities/loan-figures/statement';
import { isSafeUrl } from '@/lib/safe-url';
import { Market } from '@/lib/session';
import { gapWords } from '../model/gap-words';

/**
 * Why this loan cannot be signed (contract §10): its statement would leave items the regulator lists empty,
 * or on a reference value. Says which, in the borrower's words, and how to reach the lender, whose document
 * it is. A chunk of its own, with its texts: only an incomplete offer loads it.
 */
export default function IncompleteStatement({
  gaps,
  identity,
  market,
}: {
  gaps: ItemGap[];
  identity: LenderIdentity;
  market: Market;
}) {
  const { t } = useTranslation('loan-incomplete');
  const headingId = useId();
  const { phone, email } = useSupportContact(identity);
  const doc = market === Market.india ? 'kfs' : 'caratula';
  // A server's link is followed only on an allowed scheme (lib/safe-url.ts).
  const website = isSafeUrl(identity.website) ? identity.website : undefined;
  const contact = phone || email || website;
  return (
    <section className="card loan-incomplete" aria-labelledby={headingId}>
      <h2 id={headingId} className="loan-section-title">
        {t('incomplete.title')}
      </h2>
      <p>{t(`incomplete.intro.${doc}`)}</p>
      <ul className="loan-incomplete__items">
        {gapWords(gaps).map(({ what, reference }) => {
          const words = t(`incomplete.items.${what}`);
          return <li key={what}>{reference ? t('incomplete.reference', { what: words }) : words}</li>;
        })}
      </ul>
      <p>
        {t(contact ? 'incomplete.ask' : 'incomplete.askNoContact', {
          lender: identity.legalName,
        })}
      </p>
      {contact ? (
        <ul className="loan-incomplete__contact">
          {phone ? (
            <li>
              <PhoneLink className="btn btn--small" phone={phone}>
                {t('incomplete.call', { phone })}
              </PhoneLink>
            </li>
          ) : null}
          {email ? (
            <li>
              <a className="btn btn--small" href={`mailto:${email}`}>
                {t('incomplete.email', { email })}
              </a>
            </li>
          ) : null}
          {!phone && !email && website ? (
            <li>
              <a className="btn btn--small" href={website} rel="noopener noreferrer">
                {t('incomplete.web', { web: website })}
              </a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
