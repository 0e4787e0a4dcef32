import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '@/config/paths';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useSession } from '@/lib/session/react';

export interface PrivacyConsentProps {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  inputRef: RefObject<HTMLInputElement | null>;
  /** Shown under the box and read with it when a send or an application was tried without it. */
  error?: string;
  disabled?: boolean;
}

/**
 * The privacy notice and the visitor's consent, before their number is used (Mexico's LFPDPPP aviso de
 * privacidad, India's DPDP Act notice before consent). A real, unticked checkbox inside its label, so the
 * whole line is the target; its size is in `em`, so it grows with the phone's text size.
 */
export function PrivacyConsent({ id, checked, onChange, inputRef, error, disabled }: PrivacyConsentProps) {
  const { t } = useTranslation('registration');
  const { legalName } = useLenderProfile();
  // The notice of the market the landing is in, whatever the link's page would take as its default.
  const type = useSession((session) => session.type);
  const errorId = `${id}-error`;
  return (
    <div className="consent">
      <p className="consent__notice">
        <Link to={linkTo(paths.privacyPolicy, { type })}>{t('consent.notice')}</Link>
      </p>
      <label className="consent__label" htmlFor={id}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          className="consent__box"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <span>{t('consent.label', { lender: legalName })}</span>
      </label>
      {error ? (
        <p id={errorId} className="field__error consent__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
