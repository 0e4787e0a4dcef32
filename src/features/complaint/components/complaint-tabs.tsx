import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { linkTo, paths } from '@/config/paths';
import { formatScreenDateTime } from '@/lib/format';
import type { ComplaintTab } from '../api/get-complaint-list';
import './complaint-tabs.css';

/** spec §2: the server's tabs as a real tablist (arrow keys, Home, End), each panel listing its complaints. */
export function ComplaintTabs({ tabs }: { tabs: ComplaintTab[] }) {
  const { t } = useTranslation('complaint');
  const id = useId();
  const [active, setActive] = useState(0);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const selected = Math.min(active, tabs.length - 1);
  const tab = tabs[selected];

  const select = (index: number) => {
    setActive(index);
    tabRefs.current[index]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next = {
      ArrowRight: selected === last ? 0 : selected + 1,
      ArrowLeft: selected === 0 ? last : selected - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    select(next);
  };

  if (!tab) return <p className="card">{t('list.noTabs')}</p>;
  return (
    <>
      <div role="tablist" aria-label={t('list.tabsLabel')} className="complaint-tabs">
        {tabs.map((item, index) => (
          <button
            key={index}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${id}-panel`}
            tabIndex={index === selected ? 0 : -1}
            className="complaint-tabs__tab"
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {item.title}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-panel`}
        aria-labelledby={`${id}-tab-${selected}`}
        tabIndex={0}
        className="complaint-tabs__panel"
      >
        {tab.items.length === 0 ? (
          <p className="complaint-tabs__empty">{t('list.empty')}</p>
        ) : (
          <ul className="complaint-tabs__list">
            {tab.items.map((item) => (
              <li key={item.id}>
                <Link className="complaint-item" to={linkTo(paths.complaintDetails, { problemId: item.id })}>
                  <span className="complaint-item__head">
                    <span className="complaint-item__type">{item.type}</span>
                    <time className="complaint-item__time">{formatScreenDateTime(item.time)}</time>
                  </span>
                  {/* The borrower's own words, as typed, in whatever language: not the page's to translate. */}
                  <span className="complaint-item__content" translate="no">
                    {item.content}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
