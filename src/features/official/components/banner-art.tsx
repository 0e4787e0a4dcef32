import type { ReactElement } from 'react';
import { marketCurrency } from '@/lib/session/market';
import { useMarket } from '@/lib/session/react';

/**
 * The coin bears the market's currency sign ($ Mexico, ₹ India), as text in the page's font: a drawn glyph
 * has to be drawn per market, and a sign of another market's currency reads as a foreign site.
 */
function Coin() {
  const sign = marketCurrency(useMarket());
  return (
    <>
      <circle cx="96" cy="28" r="14" fill="var(--color-secondary)" />
      <text x="96" y="28" dy=".35em" textAnchor="middle" fontSize="18" fontWeight="700" fill="#fff">
        {sign}
      </text>
    </>
  );
}

/** Decorative art for the home banners: tiny inline SVG, fixed size, so nothing shifts as it paints. */
const ART: Record<'fast' | 'clear' | 'secure', ReactElement> = {
  fast: (
    <>
      <rect x="34" y="8" width="52" height="96" rx="9" fill="#fff" />
      <rect x="40" y="20" width="40" height="64" rx="3" fill="var(--color-primary)" opacity=".18" />
      <circle cx="60" cy="94" r="4" fill="var(--color-primary)" opacity=".5" />
      <path d="M46 52l9 9 19-21" fill="none" stroke="var(--color-primary)" strokeWidth="6" />
      <Coin />
    </>
  ),
  clear: (
    <>
      <rect x="18" y="14" width="84" height="86" rx="8" fill="#fff" />
      <rect x="18" y="14" width="84" height="20" rx="8" fill="var(--color-secondary)" />
      <g fill="var(--color-primary)" opacity=".35">
        <rect x="28" y="44" width="14" height="12" rx="2" />
        <rect x="53" y="44" width="14" height="12" rx="2" />
        <rect x="78" y="44" width="14" height="12" rx="2" />
        <rect x="28" y="64" width="14" height="12" rx="2" />
        <rect x="53" y="64" width="14" height="12" rx="2" />
      </g>
      <rect x="78" y="64" width="14" height="12" rx="2" fill="var(--color-primary)" />
      <rect x="28" y="84" width="64" height="6" rx="3" fill="var(--color-primary)" opacity=".35" />
    </>
  ),
  secure: (
    <>
      <path d="M60 8l40 14v28c0 26-17 44-40 54C37 94 20 76 20 50V22z" fill="#fff" />
      <rect x="44" y="50" width="32" height="26" rx="4" fill="var(--color-primary)" />
      <path d="M50 50v-8a10 10 0 0120 0v8" fill="none" stroke="var(--color-primary)" strokeWidth="5" />
      <circle cx="60" cy="62" r="4" fill="#fff" />
    </>
  ),
};

export type BannerKey = keyof typeof ART;

export function BannerArt({ name }: { name: BannerKey }) {
  return (
    <svg
      className="banner__art"
      width="120"
      height="112"
      viewBox="0 0 120 112"
      aria-hidden="true"
      focusable="false"
    >
      {ART[name]}
    </svg>
  );
}
