import { specWording } from '@/config/spec-texts';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '@/components/ui/toast';
import { phoneInput } from '@/lib/format/inputs';
import { useAction } from '@/lib/hooks/use-action';
import { usePageTitle } from '@/lib/page-title';
import './official-pages.css';

const FIELDS = ['name', 'telephone', 'email', 'message'] as const;
type Field = (typeof FIELDS)[number];
type Feedback = Record<Field, string>;

const EMPTY: Feedback = { name: '', telephone: '', email: '', message: '' };

const AUTOCOMPLETE: Record<Field, string> = {
  name: 'name',
  telephone: 'tel',
  email: 'email',
  message: 'off',
};

/** spec §2, §5: the feedback form. It is local only: nothing is sent anywhere. */
export default function ContactPage() {
  const { t } = useTranslation('official');
  usePageTitle(t('contact.title'));
  const [feedback, setFeedback] = useState<Feedback>(EMPTY);
  const [checked, setChecked] = useState(false);
  const inputs = useRef<Partial<Record<Field, HTMLInputElement | HTMLTextAreaElement | null>>>({});

  const missing = FIELDS.filter((field) => !feedback[field].trim());

  const submit = useAction(async () => {
    if (missing.length) {
      // spec §5: all four fields are required.
      setChecked(true);
      showToast(specWording('contactIncomplete', t('contact.incomplete')));
      inputs.current[missing[0]!]?.focus();
      return;
    }
    showToast(specWording('contactSuccess', t('contact.success')));
    setFeedback(EMPTY);
    setChecked(false);
  });

  const update = (field: Field, raw: string) =>
    setFeedback((current) => ({
      ...current,
      [field]: field === 'telephone' ? phoneInput(raw).value : raw,
    }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void submit.run();
  };

  return (
    <div className="official__narrow">
      <h1 className="official__title">{t('contact.title')}</h1>
      <p className="official__lead">{t('contact.intro')}</p>
      <form noValidate onSubmit={onSubmit}>
        {FIELDS.map((field) => {
          const id = `feedback-${field}`;
          const invalid = checked && missing.includes(field);
          const common = {
            id,
            name: field,
            className: 'field__input',
            autoComplete: AUTOCOMPLETE[field],
            'aria-required': true,
            'aria-invalid': invalid || undefined,
            'aria-describedby': invalid ? `${id}-error` : undefined,
          };
          return (
            <div className="field" key={field}>
              <label className="field__label" htmlFor={id}>
                {t(`contact.${field}`)}
              </label>
              {field === 'message' ? (
                <textarea
                  {...common}
                  ref={(element) => {
                    inputs.current[field] = element;
                  }}
                  rows={5}
                  value={feedback.message}
                  onChange={(event) => update(field, event.target.value)}
                />
              ) : (
                <input
                  {...common}
                  ref={(element) => {
                    inputs.current[field] = element;
                  }}
                  type={field === 'telephone' ? 'tel' : field === 'email' ? 'email' : 'text'}
                  inputMode={field === 'telephone' ? 'numeric' : undefined}
                  value={field === 'telephone' ? phoneInput(feedback.telephone).display : feedback[field]}
                  onChange={(event) => update(field, event.target.value)}
                />
              )}
              {invalid ? (
                <span id={`${id}-error`} className="field__error">
                  {t('contact.required')}
                </span>
              ) : null}
            </div>
          );
        })}
        <button type="submit" className="btn btn--primary btn--block" disabled={submit.pending}>
          {t('contact.submit')}
        </button>
      </form>
    </div>
  );
}
