import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Market } from '@/lib/session';
import { PREVIEW_LINKS, previewHref, type PreviewValues } from '../preview-fields';

export function PreviewLinks({ values, type }: { values: PreviewValues; type: Market }) {
  const { t } = useTranslation('devTools');
  return (
    <section className="card" aria-labelledby="preview-links-title">
      <h2 id="preview-links-title" className="preview__heading">
        {t('links.title')}
      </h2>
      <ul className="preview__links">
        {PREVIEW_LINKS.map((link) => {
          const href = previewHref(link, values, type);
          return (
            <li key={link.key}>
              <Link className="preview__link" to={href}>
                {t(`links.${link.key}`)}
              </Link>
              <code className="preview__href">{href}</code>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
