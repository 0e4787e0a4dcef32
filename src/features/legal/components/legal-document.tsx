import { useId } from 'react';
import { LegalBlocks as Blocks } from '@/components/ui/legal-blocks/legal-blocks';
import type { LegalText } from '../types';
import './legal-document.css';

function reducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * Moves to a heading and gives it focus. The hash router owns the URL fragment, so the table of contents
 * cannot use `href="#id"`.
 */
function goTo(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  target.scrollIntoView({ behavior: reducedMotion() ? 'auto' : 'smooth', block: 'start' });
  target.focus({ preventScroll: true });
}

/** A long legal text: title, table of contents, then one section per heading. */
export function LegalDocument({ text, lang }: { text: LegalText; lang: string }) {
  const prefix = useId().replace(/:/g, '');
  const headingId = (sectionId: string) => `${prefix}-${sectionId}`;
  const tocId = `${prefix}-toc`;
  const titleId = `${prefix}-title`;
  // Named, so that /Policy, which frames this page inside its own <main>, has two distinct main landmarks.
  return (
    <main className="page legal" lang={lang} aria-labelledby={titleId}>
      <h1
        id={titleId}
        className="page__title legal__title"
        lang={text.titleLang === lang ? undefined : text.titleLang}
      >
        {text.title}
      </h1>
      {text.subtitle ? <p className="legal__subtitle">{text.subtitle}</p> : null}
      <p className="legal__updated">{text.updated}</p>
      <Blocks blocks={text.intro} />
      <nav className="legal__toc" aria-labelledby={tocId}>
        <h2 id={tocId} className="legal__toc-title" tabIndex={-1}>
          {text.tocTitle}
        </h2>
        <ol>
          {text.sections.map((section) => (
            <li key={section.id}>
              <button type="button" className="legal__toc-link" onClick={() => goTo(headingId(section.id))}>
                {section.title}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section) => (
        <section key={section.id} className="legal__section" aria-labelledby={headingId(section.id)}>
          <h2 id={headingId(section.id)} tabIndex={-1}>
            {section.title}
          </h2>
          <Blocks blocks={section.body} />
          <button type="button" className="legal__back" onClick={() => goTo(tocId)}>
            {text.backToContents}
          </button>
        </section>
      ))}
    </main>
  );
}
