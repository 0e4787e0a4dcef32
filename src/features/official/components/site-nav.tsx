import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';

/** spec §2: the official site's sections, in nav order. */
export const SITE_SECTIONS = [
  { key: 'home', to: paths.home },
  { key: 'about', to: paths.officialAbout },
  { key: 'feedback', to: paths.officialContact },
  { key: 'loanTerms', to: paths.officialLoan },
  { key: 'privacy', to: paths.officialPolicy },
] as const;

/** A bar on wide screens; on phones a menu button (aria-expanded) opens the same list. */
export function SiteNav() {
  const { t } = useTranslation('official');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <nav className="site-nav" aria-label={t('site.navLabel')}>
      <button
        ref={buttonRef}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="site-nav__burger" aria-hidden="true" />
        {t('site.menu')}
      </button>
      <ul id={listId} className="site-nav__list" data-open={open}>
        {SITE_SECTIONS.map((section) => (
          <li key={section.key}>
            <NavLink className="site-nav__link" to={section.to} end onClick={() => setOpen(false)}>
              {t(`site.nav.${section.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
