import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phoneInput } from '@/lib/format/inputs';

/** spec §5: a phone-type input (digits only, at most 11, shown 3-4-4). */
export function ContactInput() {
  const { t } = useTranslation('devTools');
  const [phone, setPhone] = useState('');
  return (
    <div className="field">
      <label className="field__label" htmlFor="preview-contact">
        {t('device.contact')}
      </label>
      <input
        id="preview-contact"
        className="field__input"
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        value={phoneInput(phone).display}
        onChange={(event) => setPhone(phoneInput(event.target.value).value)}
      />
    </div>
  );
}
