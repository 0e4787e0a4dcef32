/**
 * The payment reference as a picture, drawn on a canvas on the phone. It holds what the cashier
 * or the person paying needs and nothing else about the borrower: the lender's name, the amount, the
 * reference in large type, the barcode or QR when there is one, the channel and the expiry when given.
 * The texts arrive translated and formatted; this module only lays them out. Loaded on demand (a tap on
 * Share), never in a route's first load.
 */
export interface VoucherPictureContent {
  /** The picture's heading ("Payment reference"). */
  title: string;
  /** The lender's name; '' when unknown. */
  lender: string;
  amountLabel: string;
  amount: string;
  referenceLabel: string;
  reference: string;
  channelLabel: string;
  channel: string;
  expiresLabel: string;
  /** '' when the voucher gives no expiry. */
  expires: string;
  /** A barcode or QR image (data: or https:), when the voucher has one. */
  codeImage?: string;
  /** What the picture says in the barcode's place when the image cannot be used. */
  codeLeftOut: string;
  /**
   * For values that came with a link, not from the server: what the picture says about them. The
   * picture then carries no lender's name and no brand colour, so it cannot pass for a lender's request.
   */
  unverified?: string;
}

export type CodeImageOutcome = 'included' | 'left-out' | 'none';

export interface VoucherPicture {
  blob: Blob;
  /** The same picture as a data: URL, for showing it full-screen. */
  dataUrl: string;
  width: number;
  height: number;
  codeImage: CodeImageOutcome;
}

/** 360 × 640 CSS pixels at 2×: the picture fills a phone screen and a screenshot of it. */
export const PICTURE_WIDTH = 720;
export const PICTURE_HEIGHT = 1280;
const MARGIN = 48;
const INNER = PICTURE_WIDTH - 2 * MARGIN;
const CODE_MAX_HEIGHT = 240;
const IMAGE_TIMEOUT_MS = 5000;
const COLORS = { band: '#0a7d4f', bandText: '#ffffff', text: '#1d2330', muted: '#555f6d', line: '#d9dee5' };
const SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';
const MONO = 'ui-monospace, "DejaVu Sans Mono", "Noto Sans Mono", monospace';

/**
 * Loads the barcode so the canvas may read it back: a cross-origin image is asked for with CORS
 * (`crossOrigin = 'anonymous'`); a server that does not allow it, a broken image or no signal gives null.
 */
export function loadCodeImage(src: string, timeoutMs = IMAGE_TIMEOUT_MS): Promise<HTMLImageElement | null> {
  return new Promise((resolve) => {
    const image = new Image();
    const done = (value: HTMLImageElement | null) => {
      clearTimeout(timer);
      image.onload = null;
      image.onerror = null;
      resolve(value);
    };
    const timer = setTimeout(() => done(null), timeoutMs);
    if (!/^data:/i.test(src)) image.crossOrigin = 'anonymous';
    image.onload = () => done(image.naturalWidth > 0 || image.width > 0 ? image : null);
    image.onerror = () => done(null);
    image.src = src;
  });
}

/** Splits text into lines that fit `width` at the context's current font (long words are cut). */
export function wrapText(ctx: CanvasRenderingContext2D, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  const push = (word: string) => {
    const candidate = line ? `${line} ${word}` : word;
    if (ctx.measureText(candidate).width <= width) {
      line = candidate;
      return;
    }
    if (line) lines.push(line);
    line = '';
    // A word wider than the line (a long reference) is cut by characters.
    let part = '';
    for (const char of Array.from(word)) {
      if (part && ctx.measureText(part + char).width > width) {
        lines.push(part);
        part = '';
      }
      part += char;
    }
    line = part;
  };
  text.split(/\s+/).filter(Boolean).forEach(push);
  if (line) lines.push(line);
  return lines;
}

interface Pen {
  ctx: CanvasRenderingContext2D;
  y: number;
}

function textBlock(pen: Pen, text: string, font: string, color: string, size: number, maxLines = 3) {
  const { ctx } = pen;
  ctx.font = font;
  ctx.fillStyle = color;
  const lines = wrapText(ctx, text, INNER);
  const shown = lines.slice(0, maxLines);
  if (lines.length > maxLines) shown[maxLines - 1] = `${shown[maxLines - 1]!.slice(0, -1)}…`;
  for (const line of shown) {
    pen.y += size;
    ctx.fillText(line, MARGIN, pen.y);
    pen.y += Math.round(size * 0.3);
  }
}

/** The reference: as large as fits on one line (down to 52 px), else wrapped at that size. */
function referenceBlock(pen: Pen, reference: string) {
  const { ctx } = pen;
  let size = 96;
  ctx.font = `700 ${size}px ${MONO}`;
  while (size > 52 && ctx.measureText(reference).width > INNER) {
    size -= 4;
    ctx.font = `700 ${size}px ${MONO}`;
  }
  textBlock(pen, reference, ctx.font, COLORS.text, size, 4);
}

function labelled(pen: Pen, label: string, value: string, valueFont: string, size: number) {
  if (!value) return;
  pen.y += 20;
  textBlock(pen, label, `400 26px ${SANS}`, COLORS.muted, 26, 1);
  textBlock(pen, value, valueFont, COLORS.text, size);
}

function rule(pen: Pen) {
  pen.y += 24;
  pen.ctx.fillStyle = COLORS.line;
  pen.ctx.fillRect(MARGIN, pen.y, INNER, 2);
  pen.y += 8;
}

function codeBlock(pen: Pen, image: HTMLImageElement | null, leftOut: string | null) {
  const { ctx } = pen;
  if (image) {
    const naturalWidth = image.naturalWidth || image.width;
    const naturalHeight = image.naturalHeight || image.height;
    const scale = Math.min(INNER / naturalWidth, CODE_MAX_HEIGHT / naturalHeight);
    const width = Math.round(naturalWidth * scale);
    const height = Math.round(naturalHeight * scale);
    pen.y += 24;
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(MARGIN, pen.y, INNER, height + 24);
    ctx.drawImage(image, MARGIN + (INNER - width) / 2, pen.y + 12, width, height);
    pen.y += height + 24;
  } else if (leftOut) {
    pen.y += 24;
    ctx.strokeStyle = COLORS.muted;
    ctx.lineWidth = 2;
    ctx.setLineDash?.([10, 8]);
    const top = pen.y;
    pen.y += 14;
    textBlock(pen, leftOut, `400 28px ${SANS}`, COLORS.text, 28, 4);
    pen.y += 14;
    ctx.strokeRect(MARGIN, top, INNER, pen.y - top);
    ctx.setLineDash?.([]);
  }
}

/** Draws at `height`; returns how tall the content came out (0: the browser cannot draw). */
function draw(
  canvas: HTMLCanvasElement,
  content: VoucherPictureContent,
  image: HTMLImageElement | null,
  brand: string,
  height: number,
): number {
  const ctx = canvas.getContext('2d');
  if (!ctx) return 0;
  canvas.width = PICTURE_WIDTH;
  canvas.height = height;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, PICTURE_WIDTH, height);

  const lender = content.unverified ? '' : content.lender;
  const band = lender ? 176 : 120;
  ctx.fillStyle = content.unverified ? COLORS.muted : brand || COLORS.band;
  ctx.fillRect(0, 0, PICTURE_WIDTH, band);
  const pen: Pen = { ctx, y: 24 };
  textBlock(pen, content.title, `600 34px ${SANS}`, COLORS.bandText, 34, 1);
  if (lender) textBlock(pen, lender, `700 36px ${SANS}`, COLORS.bandText, 36, 2);
  pen.y = band + 16;
  if (content.unverified) textBlock(pen, content.unverified, `600 28px ${SANS}`, COLORS.text, 28, 3);

  labelled(pen, content.amountLabel, content.amount, `700 72px ${SANS}`, 72);
  pen.y += 20;
  textBlock(pen, content.referenceLabel, `400 26px ${SANS}`, COLORS.muted, 26, 1);
  referenceBlock(pen, content.reference);
  codeBlock(pen, image, content.codeImage && !image ? content.codeLeftOut : null);
  rule(pen);
  labelled(pen, content.channelLabel, content.channel, `600 32px ${SANS}`, 32);
  labelled(pen, content.expiresLabel, content.expires, `600 32px ${SANS}`, 32);
  return pen.y + MARGIN;
}

function toBlob(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve, reject) => {
    try {
      canvas.toBlob((blob) => resolve(blob), 'image/png');
    } catch (error) {
      // A tainted canvas refuses to be read (SecurityError).
      reject(error instanceof Error ? error : new Error(String(error)));
    }
  });
}

/**
 * Draws the picture and reads it back as a PNG. A barcode the canvas may not read (a cross-origin image
 * without CORS, which would taint the canvas) is left out and the picture says so in its place. Null when
 * the browser cannot draw (no canvas).
 */
export async function drawVoucherPicture(
  content: VoucherPictureContent,
  { brand = COLORS.band, doc = document }: { brand?: string; doc?: Document } = {},
): Promise<VoucherPicture | null> {
  const image = content.codeImage ? await loadCodeImage(content.codeImage) : null;
  const attempt = async (withImage: HTMLImageElement | null) => {
    const canvas = doc.createElement('canvas');
    const needed = draw(canvas, content, withImage, brand, PICTURE_HEIGHT);
    if (!needed) return null;
    // Very long texts: a taller picture rather than a cut one.
    if (needed > PICTURE_HEIGHT) draw(canvas, content, withImage, brand, needed);
    const blob = await toBlob(canvas);
    return blob ? { blob, dataUrl: canvas.toDataURL('image/png'), height: canvas.height } : null;
  };
  let drawn: { blob: Blob; dataUrl: string; height: number } | null;
  let outcome: CodeImageOutcome = !content.codeImage ? 'none' : image ? 'included' : 'left-out';
  try {
    drawn = await attempt(image);
  } catch {
    if (!image) return null;
    // The image loaded but still tainted the canvas: draw again without it.
    outcome = 'left-out';
    drawn = await attempt(null).catch(() => null);
  }
  return drawn ? { ...drawn, width: PICTURE_WIDTH, codeImage: outcome } : null;
}
