import { useTranslation } from 'react-i18next';
import { PREVIEW_FIELDS, type PreviewField, type PreviewValues } from '../preview-fields';

interface SessionFieldsProps {
  values: PreviewValues;
  onChange: (field: PreviewField, value: string) => void;
  onClear: () => void;
}

export function SessionFields({ values, onChange, onClear }: SessionFieldsProps) {
  const { t } = useTranslation('devTools');
  return (
    <section className="card" aria-labelledby="preview-fields-title">
      <h2 id="preview-fields-title" className="preview__heading">
        {t('fields.title')}
      </h2>
      <p className="preview__hint">{t('fields.hint')}</p>
      <div className="preview__grid">
        {PREVIEW_FIELDS.map((field) => (
          <div className="field" key={field}>
            <label className="field__label" htmlFor={`preview-${field}`}>
              {t(`fields.${field}`)}
            </label>
            <input
              id={`preview-${field}`}
              className="field__input"
              name={field}
              value={values[field]}
              maxLength={200}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              onChange={(event) => onChange(field, event.target.value)}
            />
          </div>
        ))}
      </div>
      <button type="button" className="btn btn--small" onClick={onClear}>
        {t('fields.clear')}
      </button>
    </section>
  );
}
