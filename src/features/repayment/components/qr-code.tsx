import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import qrcode from 'qrcode-generator';
import './qr-code.css';

/** Quiet zone around the code, in modules (the QR standard asks for four). */
const QUIET = 4;

/** The QR's dark modules as one SVG path; null when the data does not fit a QR. */
function drawQr(data: string): { size: number; path: string } | null {
  try {
    // Level M: survives a scratched or dim screen and keeps a UPI URI at a size a phone camera reads well.
    const code = qrcode(0, 'M');
    code.addData(data, 'Byte');
    code.make();
    const count = code.getModuleCount();
    let path = '';
    for (let row = 0; row < count; row += 1) {
      for (let col = 0; col < count; col += 1) {
        if (code.isDark(row, col)) path += `M${col + QUIET} ${row + QUIET}h1v1h-1z`;
      }
    }
    return { size: count + 2 * QUIET, path };
  } catch {
    return null;
  }
}

export interface QrCodeProps {
  data: string;
  /** The accessible name: what the code is for. */
  label: string;
}

/**
 * A QR code drawn as SVG on the phone, with an accessible name; the caller shows its text beside it.
 * Reached only through a dynamic import (components/pay-with.tsx): the encoder is for pages that show a QR.
 */
export function QrCode({ data, label }: QrCodeProps) {
  const { t } = useTranslation('repayment');
  const qr = useMemo(() => drawQr(data), [data]);
  if (!qr) return <p className="qr-code__status">{t('qr.failed')}</p>;
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      viewBox={`0 0 ${qr.size} ${qr.size}`}
      shapeRendering="crispEdges"
      data-qr={data}
    >
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
