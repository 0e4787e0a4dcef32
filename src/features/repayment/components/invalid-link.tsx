import { useTranslation } from 'react-i18next';

/** The page was opened without the query it needs (or with values that are not ids/amounts). */
export function InvalidLink() {
  const { t } = useTranslation('repayment');
  return (
    <div className="error-view" role="alert">
      <h2 className="error-view__title">{t('invalidLink.title')}</h2>
      <p className="error-view__message">{t('invalidLink.body')}</p>
    </div>
  );
}
