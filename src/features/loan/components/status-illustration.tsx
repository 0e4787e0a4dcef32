import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { marketCurrency, type Currency } from '@/lib/session/market';
import { useMarket } from '@/lib/session/react';

/** contract §4: the order statuses. spec §4: each has an image; unknown statuses use the 200 image. */
export const ORDER_STATUS_IMAGES = ['21', '110', '151', '170', '174', '180', '200'] as const;
export type ImageStatus = (typeof ORDER_STATUS_IMAGES)[number];

export function imageStatus(status: string): ImageStatus {
  return (ORDER_STATUS_IMAGES as readonly string[]).includes(status) ? (status as ImageStatus) : '200';
}

const ART: Record<ImageStatus, ReactNode> = {
  // hourglass
  '21': (
    <>
      <circle cx="48" cy="48" r="44" fill="#e3effd" />
      <path d="M32 22h32M32 74h32" stroke="#1f5fae" strokeWidth="5" strokeLinecap="round" />
      <path
        d="M36 24c0 16 24 16 24 24S36 56 36 72h24c0-16-24-16-24-24s24-8 24-24z"
        fill="#fff"
        stroke="#1f5fae"
        strokeWidth="4"
        strokeLinejoin="round"
      />
      <path d="M41 68h14l-7-8z" fill="#f5a623" />
    </>
  ),
  // document with a cross
  '110': (
    <>
      <circle cx="48" cy="48" r="44" fill="#fdeaea" />
      <rect x="28" y="20" width="36" height="50" rx="4" fill="#fff" stroke="#8a94a3" strokeWidth="3" />
      <path d="M35 32h22M35 41h22M35 50h14" stroke="#8a94a3" strokeWidth="3" strokeLinecap="round" />
      <circle cx="62" cy="66" r="13" fill="#b3261e" />
      <path d="M57 61l10 10M67 61l-10 10" stroke="#fff" strokeWidth="3.5" strokeLinecap="round" />
    </>
  ),
  // coin travelling with an arrow; the coin carries the market's own sign (coinSign)
  '151': (
    <>
      <circle cx="48" cy="48" r="44" fill="#e6f4ec" />
      <circle cx="38" cy="50" r="18" fill="#f5a623" stroke="#c07d0a" strokeWidth="3" />
      <path
        d="M60 50h16m-6-7 7 7-7 7"
        stroke="#0a7d4f"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
  // warning triangle
  '170': (
    <>
      <circle cx="48" cy="48" r="44" fill="#fff4e0" />
      <path d="M48 20 76 70H20z" fill="#f5a623" stroke="#c07d0a" strokeWidth="3" strokeLinejoin="round" />
      <path d="M48 38v16" stroke="#fff" strokeWidth="5" strokeLinecap="round" />
      <circle cx="48" cy="62" r="3.5" fill="#fff" />
    </>
  ),
  // calendar with a due day
  '174': (
    <>
      <circle cx="48" cy="48" r="44" fill="#e6f4ec" />
      <rect x="24" y="26" width="48" height="44" rx="6" fill="#fff" stroke="#0a7d4f" strokeWidth="3" />
      <path d="M24 38h48" stroke="#0a7d4f" strokeWidth="3" />
      <path d="M36 20v12M60 20v12" stroke="#0a7d4f" strokeWidth="4" strokeLinecap="round" />
      <rect x="52" y="50" width="12" height="12" rx="2" fill="#f5a623" />
      <path d="M32 48h8M32 58h8M44 48h8" stroke="#c4c9d0" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  // alarm clock
  '180': (
    <>
      <circle cx="48" cy="48" r="44" fill="#fdeaea" />
      <circle cx="48" cy="52" r="22" fill="#fff" stroke="#b3261e" strokeWidth="4" />
      <path d="M48 40v13l8 6" stroke="#b3261e" strokeWidth="4" fill="none" strokeLinecap="round" />
      <path d="M26 30l8-8M70 30l-8-8" stroke="#b3261e" strokeWidth="5" strokeLinecap="round" />
    </>
  ),
  // check mark
  '200': (
    <>
      <circle cx="48" cy="48" r="44" fill="#e6f4ec" />
      <circle cx="48" cy="48" r="26" fill="#1e7a3c" />
      <path
        d="M36 49l8 8 16-17"
        stroke="#fff"
        strokeWidth="6"
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </>
  ),
};

/**
 * The money on its way is the market's money: the coin shows its currency sign ($ or ₹), written with the
 * page's font, never a drawing that is neither.
 */
function CoinSign({ sign }: { sign: Currency }) {
  return (
    <text
      x="38"
      y="51"
      fill="#fff"
      fontSize="22"
      fontWeight="700"
      fontFamily="sans-serif"
      textAnchor="middle"
      dominantBaseline="central"
    >
      {sign}
    </text>
  );
}

/** spec §4: the status image, an inline illustration with its alt text. */
export function StatusIllustration({ status }: { status: string }) {
  const { t } = useTranslation('loan-details');
  const market = useMarket();
  const key = imageStatus(status);
  return (
    <svg
      className="status-illustration"
      role="img"
      aria-label={t(`details.statusImage.${key}`)}
      viewBox="0 0 96 96"
      width="96"
      height="96"
      data-status={key}
    >
      {ART[key]}
      {key === '151' ? <CoinSign sign={marketCurrency(market)} /> : null}
    </svg>
  );
}
