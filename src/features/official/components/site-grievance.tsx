import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref, type IndiaProfile, type MexicoProfile } from '@/config/market-profile';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useProfileHindi } from '@/lib/i18n/profile-hindi';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Contact({ name, phone, email }: { name?: string; phone: string; email: string }) {
  return (
    <>
      {name ? <span className="site-footer__name">{name}</span> : null}
      <a href={telHref(phone)}>{phone}</a> <a href={`mailto:${email}`}>{email}</a>
    </>
  );
}

const Web = ({ url }: { url: string }) => <a href={url}>{url}</a>;

/** Mexico: the lender's UNE, then CONDUSEF and its Buró de Entidades Financieras and REUS. */
function MexicoRights({ profile }: { profile: MexicoProfile }) {
  const { t } = useTranslation('official');
  const { une, condusef, buro, reus } = profile.grievance;
  return (
    <dl className="site-footer__details">
      <Row label={t('grievance.une')}>
        <span className="site-footer__name">{une.address}</span>
        <Contact phone={une.phone} email={une.email} /> <Web url={une.web} />
      </Row>
      <Row label={t('grievance.condusef')}>
        <a href={telHref(condusef.phone)}>{condusef.phone}</a> <Web url={condusef.url} />
      </Row>
      <Row label={t('grievance.buro')}>
        <Web url={buro} />
      </Row>
      <Row label={t('grievance.reus')}>
        <Web url={reus} />
      </Row>
    </dl>
  );
}

/**
 * India (RBI Digital Lending Directions 2025): the Grievance Redressal Officer and the nodal officer for
 * digital lending, the RBI's complaint and Sachet portals, the lender's website, the apps and lending
 * service providers it lends through (each provider with its own grievance officer) and the recovery agents
 * it engages: the same people and firms the KFS, the statement, the terms and the privacy notice name, all
 * from the profile.
 */
function IndiaRights({ profile }: { profile: IndiaProfile }) {
  const { t } = useTranslation('official');
  const hindi = useProfileHindi();
  const { officer, nodalOfficer, rbiPortal, sachetPortal } = profile.grievance;
  const { apps, serviceProviders, recoveryAgents } = profile.digitalLending;
  return (
    <>
      <dl className="site-footer__details">
        <Row label={t('grievance.officer')}>
          <Contact {...officer} />
        </Row>
        <Row label={t('grievance.nodalOfficer')}>
          <Contact {...nodalOfficer} />
        </Row>
        <Row label={t('grievance.rbiPortal')}>
          <Web url={rbiPortal} />
        </Row>
        <Row label={t('grievance.sachet')}>
          <Web url={sachetPortal} />
        </Row>
        <Row label={t('grievance.website')}>
          <Web url={profile.website} />
        </Row>
      </dl>
      <h3 className="site-footer__subheading">{t('grievance.apps')}</h3>
      <ul className="site-footer__list">
        {apps.map((app) => (
          <li key={app.name}>
            {app.url ? (
              <a href={app.url}>{t('grievance.app', { name: app.name, operator: app.operator })}</a>
            ) : (
              t('grievance.app', { name: app.name, operator: app.operator })
            )}
          </li>
        ))}
      </ul>
      <h3 className="site-footer__subheading">{t('grievance.serviceProviders')}</h3>
      {serviceProviders.length > 0 ? (
        <ul className="site-footer__list">
          {serviceProviders.map((provider) => (
            <li key={provider.name}>
              {t('grievance.serviceProvider', {
                name: provider.name,
                role: hindi?.roles[provider.name] ?? provider.role,
              })}
              {provider.website ? (
                <>
                  {' '}
                  <Web url={provider.website} />
                </>
              ) : null}
              <br />
              {t('grievance.providerOfficer')} <Contact {...provider.grievanceOfficer} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="site-footer__none">{t('grievance.noServiceProviders')}</p>
      )}
      <h3 className="site-footer__subheading">{t('grievance.recoveryAgents')}</h3>
      {recoveryAgents.length > 0 ? (
        <ul className="site-footer__list">
          {recoveryAgents.map((agent) => (
            <li key={agent.name}>
              <span className="site-footer__name">{agent.name}</span>
              {agent.phone ? <a href={telHref(agent.phone)}>{agent.phone}</a> : null}
              {agent.phone && agent.website ? ' ' : null}
              {agent.website ? <Web url={agent.website} /> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="site-footer__none">{t('grievance.noRecoveryAgents')}</p>
      )}
    </>
  );
}

/** Where a borrower complains and checks the lender, from the lender's profile of the page's market. */
export function SiteGrievance() {
  const { t } = useTranslation('official');
  const profile = useLenderProfile();
  const headingId = useId();
  return (
    <section className="site-footer__grievance" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {t('grievance.title')}
      </h2>
      {profile.market === 'in' ? <IndiaRights profile={profile} /> : <MexicoRights profile={profile} />}
    </section>
  );
}
