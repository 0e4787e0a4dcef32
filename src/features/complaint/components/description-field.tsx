import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { textLength } from '@/lib/format';
import { MAX_COMPLAINT_TEXT } from '../constants';
import { applyCappedEdit } from '../model/capped-edit';

export interface DescriptionFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/** spec §5: the complaint text, at most 200 characters (typed or pasted), with an n/200 counter. */
export function DescriptionField({ value, onChange }: DescriptionFieldProps) {
  const { t } = useTranslation('complaint');
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={`${id}-text`} className="field__label">
        {t('form.description')}
      </label>
      <textarea
        id={`${id}-text`}
        className="field__input complaint-form__text"
        rows={6}
        value={value}
        placeholder={t('form.placeholder')}
        aria-describedby={`${id}-count`}
        onChange={(event) => {
          const field = event.currentTarget;
          const edit = applyCappedEdit(value, field.value, MAX_COMPLAINT_TEXT);
          onChange(edit.value);
          if (edit.caret !== undefined) {
            const caret = edit.caret;
            // React puts the caret at the end when it rewrites a trimmed value; keep it where the user was.
            requestAnimationFrame(() => {
              if (document.activeElement === field) field.setSelectionRange(caret, caret);
            });
          }
        }}
      />
      <p id={`${id}-count`} className="complaint-form__counter">
        {t('form.counter', { count: textLength(value), max: MAX_COMPLAINT_TEXT })}
      </p>
    </div>
  );
}
