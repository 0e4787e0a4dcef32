/** Photos the canvas can re-encode; anything else (SVG, GIF, HEIC) is sent as picked. */
const COMPRESSIBLE = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * Shrinks a photo before upload (cheap phones, slow networks). The library is fetched only when the user
 * picks a photo, so it never weighs on a page's first load. Any failure sends the original file.
 */
export async function compressImage(file: File): Promise<Blob> {
  if (!COMPRESSIBLE.has(file.type)) return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      maxSizeMB: 0.5,
      maxWidthOrHeight: 1600,
      initialQuality: 0.85,
      // The worker would fetch the library from a CDN, which the CSP (and privacy) forbid.
      useWebWorker: false,
    });
    return compressed.size > 0 && compressed.size < file.size ? compressed : file;
  } catch {
    return file;
  }
}
