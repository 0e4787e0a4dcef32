import { useState, type ReactElement } from 'react';
import { channelKind, type ChannelKind } from '@/entities/payment/posting';

/**
 * Drawn marks for each kind of channel: simple pictures of how one pays (a shop front, a bank, a phone
 * with a QR, a phone sending to an ID, a card), drawn for this app rather than any network's trademark,
 * and a neutral wallet for channels the app does not know. 40 × 40, decorative: the channel's name is
 * always beside the mark.
 */
const MARKS: Record<ChannelKind, { color: string; body: ReactElement }> = {
  // A shop with an awning: cash at a store counter.
  store: {
    color: '#c2410c',
    body: (
      <>
        <path d="M9 15h22l-2-5H11z" fill="#fff" />
        <path
          d="M9 15c0 2 1.6 3 3.6 3s3.6-1 3.6-3c0 2 1.6 3 3.8 3s3.8-1 3.8-3c0 2 1.6 3 3.6 3S31 17 31 15"
          fill="none"
          stroke="#fff"
          strokeWidth="1.6"
        />
        <path d="M11 19v11h18V19" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M17 30v-6h6v6" fill="#fff" />
      </>
    ),
  },
  // A bank with columns and two arrows: a transfer from the bank's app.
  bank: {
    color: '#1f4e9e',
    body: (
      <>
        <path d="M20 8l12 6H8z" fill="#fff" />
        <path d="M11 17v9M16.5 17v9M23.5 17v9M29 17v9" stroke="#fff" strokeWidth="2.4" />
        <path d="M8 29h24" stroke="#fff" strokeWidth="2.4" />
      </>
    ),
  },
  // A phone showing a small QR: scan and approve in the bank's app.
  codi: {
    color: '#6a3ea1',
    body: (
      <>
        <rect x="12" y="7" width="16" height="26" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M15 12h4v4h-4zM21 12h4v4h-4zM15 18h4v4h-4zM21 18h2v2h-2zM23 20h2v2h-2z" fill="#fff" />
        <path d="M18 29h4" stroke="#fff" strokeWidth="2" />
      </>
    ),
  },
  // A phone with an arrow leaving it: paying to an ID from a UPI app.
  upi: {
    color: '#0f766e',
    body: (
      <>
        <rect x="9" y="8" width="14" height="24" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
        <path
          d="M16 20h14M25 15l5 5-5 5"
          fill="none"
          stroke="#fff"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </>
    ),
  },
  // A payment card with its stripe.
  card: {
    color: '#334155',
    body: (
      <>
        <rect x="7" y="11" width="26" height="18" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M7 16h26" stroke="#fff" strokeWidth="3" />
        <path d="M11 24h7" stroke="#fff" strokeWidth="2" />
      </>
    ),
  },
  // A neutral wallet for channels the app has no picture for.
  other: {
    color: '#64748b',
    body: (
      <>
        <rect x="8" y="12" width="24" height="17" rx="3" fill="none" stroke="#fff" strokeWidth="2" />
        <path d="M24 18h8v6h-8a3 3 0 010-6z" fill="#fff" />
        <path d="M11 12l12-4 2 4" fill="none" stroke="#fff" strokeWidth="2" />
      </>
    ),
  },
};

export function ChannelMark({ payCode, size = 40 }: { payCode: string; size?: number }) {
  const kind = channelKind(payCode);
  const mark = MARKS[kind];
  return (
    <svg
      className="channel-mark"
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      data-mark={kind}
    >
      <rect width="40" height="40" rx="10" fill={mark.color} />
      {mark.body}
    </svg>
  );
}

/** The server's logo when it gives one and it loads; the drawn mark otherwise. */
export function ChannelLogo({ logo, payCode, size = 40 }: { logo: string; payCode: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (logo && failed !== logo) {
    return (
      <img
        className="channel__logo"
        src={logo}
        alt=""
        width={size}
        height={size}
        onError={() => setFailed(logo)}
      />
    );
  }
  return <ChannelMark payCode={payCode} size={size} />;
}
