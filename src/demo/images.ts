/** Demo images as SVG data URIs, so fixtures need no files and no network. */
function svg(body: string, width: number, height: number): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
}

export function logoImage(label: string, color = '#0a7d4f'): string {
  return svg(
    `<rect width="96" height="96" rx="20" fill="${color}"/><text x="48" y="60" font-size="36" font-family="sans-serif" fill="#fff" text-anchor="middle">${label.slice(0, 2)}</text>`,
    96,
    96,
  );
}

export function bannerImage(label: string, color: string): string {
  return svg(
    `<rect width="720" height="320" fill="${color}"/><text x="360" y="175" font-size="44" font-family="sans-serif" fill="#fff" text-anchor="middle">${label}</text>`,
    720,
    320,
  );
}

/** A Code-39-looking barcode built from the digits, so each voucher gets its own picture. */
export function barcodeImage(code: string): string {
  let x = 10;
  const bars: string[] = [];
  for (const char of code) {
    const digit = Number.parseInt(char, 36) || 1;
    for (let i = 0; i < 4; i += 1) {
      const width = ((digit >> i) & 1) + 1;
      if (i % 2 === 0) bars.push(`<rect x="${x}" y="10" width="${width * 2}" height="80" fill="#000"/>`);
      x += width * 2 + 1;
    }
  }
  return svg(`<rect width="${x + 10}" height="100" fill="#fff"/>${bars.join('')}`, x + 10, 100);
}

export function captchaSvg(text: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#eef2f6"/><path d="M0 30 Q30 5 60 25 T120 15" stroke="#9aa5b1" fill="none"/><text x="60" y="30" font-size="24" font-family="monospace" fill="#1d2330" text-anchor="middle" letter-spacing="4">${text}</text></svg>`;
}
