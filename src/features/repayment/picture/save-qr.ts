import qrcode from 'qrcode-generator';

export type SaveQrOutcome = 'shared' | 'cancelled' | 'downloaded' | 'failed';

/** Pixels per module and the quiet zone (four modules, as the QR standard asks), for a bank app to read. */
const CELL = 8;
const MARGIN = 4 * CELL;

/** The QR as a GIF file (qrcode-generator draws it without a canvas); null when the data does not fit a QR. */
export function qrFile(data: string, fileName: string): { file: File; url: string } | null {
  try {
    const code = qrcode(0, 'M');
    code.addData(data, 'Byte');
    code.make();
    const url = code.createDataURL(CELL, MARGIN);
    const bytes = Uint8Array.from(atob(url.slice(url.indexOf(',') + 1)), (char) => char.charCodeAt(0));
    return { file: new File([bytes], fileName, { type: 'image/gif' }), url };
  } catch {
    return null;
  }
}

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

/**
 * Keeps a QR on the phone that shows it, to open from the bank app's "read a QR from the gallery": the
 * share sheet with the picture where the phone can share files (Web Share, `canShare({ files })`), else a
 * download of the picture. An Android webview downloads only through its host's DownloadListener.
 */
export async function saveQr(data: string, fileName: string, title: string): Promise<SaveQrOutcome> {
  const made = qrFile(data, fileName);
  if (!made) return 'failed';
  const shareData: ShareData = { files: [made.file], title };
  let canShare = false;
  try {
    canShare =
      typeof navigator.share === 'function' &&
      typeof navigator.canShare === 'function' &&
      navigator.canShare(shareData);
  } catch {
    canShare = false;
  }
  if (canShare) {
    try {
      await navigator.share(shareData);
      return 'shared';
    } catch (error) {
      if (isAbort(error)) return 'cancelled';
    }
  }
  const link = document.createElement('a');
  link.href = made.url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  return 'downloaded';
}
