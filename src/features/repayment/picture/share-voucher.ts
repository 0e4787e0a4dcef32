export { renderPictureDialog } from '../components/picture-dialog';
import { drawVoucherPicture, type VoucherPicture, type VoucherPictureContent } from './voucher-picture';

export interface ShareVoucherInput {
  picture: VoucherPictureContent;
  /** The plain-text summary (shared or copied when the picture cannot be). */
  text: string;
  title: string;
  fileName: string;
  brand?: string;
  copy: (text: string) => Promise<boolean>;
}

export type ShareOutcome =
  /** The share sheet took the picture (`picture`) or the text. */
  | { kind: 'shared'; what: 'picture' | 'text' }
  /** The borrower closed the share sheet: nothing more to do or say. */
  | { kind: 'cancelled' }
  /**
   * No share worked (many webviews have none): the text was copied (or not), and the picture, when the
   * browser could draw it, is for the page to show full-screen.
   */
  | { kind: 'fallback'; copied: boolean; picture: VoucherPicture | null };

const isAbort = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';

function pictureFile(picture: VoucherPicture, fileName: string): File | null {
  try {
    return new File([picture.blob], fileName, { type: 'image/png' });
  } catch {
    return null;
  }
}

function canShareText(data: ShareData): boolean {
  if (typeof navigator.canShare !== 'function') return true;
  try {
    return navigator.canShare(data);
  } catch {
    return false;
  }
}

/** Tries one share; true when it went out, 'cancelled' when the borrower closed the sheet. */
async function tryShare(data: ShareData): Promise<boolean | 'cancelled'> {
  try {
    await navigator.share(data);
    return true;
  } catch (error) {
    return isAbort(error) ? 'cancelled' : false;
  }
}

/**
 * Share the reference as a PNG through the Web Share API (`canShare({ files })`), else the text
 * share, else copy the text; when neither share works the caller shows the picture full-screen.
 */
export async function shareVoucher(input: ShareVoucherInput): Promise<ShareOutcome> {
  const picture = await drawVoucherPicture(input.picture, { brand: input.brand }).catch(() => null);
  const hasShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const file = picture ? pictureFile(picture, input.fileName) : null;
  if (hasShare && file && typeof navigator.canShare === 'function') {
    const data: ShareData = { files: [file], title: input.title, text: input.text };
    let allowed = false;
    try {
      allowed = navigator.canShare(data);
    } catch {
      allowed = false;
    }
    if (allowed) {
      const result = await tryShare(data);
      if (result === 'cancelled') return { kind: 'cancelled' };
      if (result) return { kind: 'shared', what: 'picture' };
    }
  }
  const textData: ShareData = { title: input.title, text: input.text };
  if (hasShare && canShareText(textData)) {
    const result = await tryShare(textData);
    if (result === 'cancelled') return { kind: 'cancelled' };
    if (result) return { kind: 'shared', what: 'text' };
  }
  const copied = await input.copy(input.text);
  return { kind: 'fallback', copied, picture };
}
