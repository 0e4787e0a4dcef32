/**
 * The saved file's own styles: it opens anywhere, offline, with no app stylesheet and no script; its text in
 * rem, so the browser that opens it shows it at the borrower's text size.
 */
const FILE_STYLE = `
body{font:0.9375rem/1.45 system-ui,-apple-system,'Segoe UI',Roboto,'Noto Sans',sans-serif;color:#1d2330;margin:0;padding:16px;max-width:720px}
h2{font-size:1.25rem;margin:0 0 4px}h3{font-size:1rem;margin:16px 0 6px}h4{font-size:0.9375rem;margin:8px 0 0}
dl{margin:0}.kfs__row{display:flex;flex-wrap:wrap;gap:2px 12px;padding:6px 0;border-bottom:1px solid #d9dee5}
.kfs__row dt{flex:1 1 11em;min-width:0;color:#555f6d}.kfs__row dd{flex:1 1 9em;min-width:0;margin:0;overflow-wrap:anywhere}
.kfs__lines{margin:0;padding-left:1.1em}.kfs__figure{display:block;font-weight:700}.kfs__note,.kfs__intro{display:block;font-size:0.8125rem;color:#555f6d}
.kfs__break{display:block;overflow-wrap:anywhere}.kfs__warning{font-weight:600;margin:0 0 6px}.kfs__schedule{list-style:none;margin:0;padding:0}
@media print{@page{size:A4;margin:10mm}body{font-size:9.5pt;padding:0}.kfs__row{padding:1pt 0;break-inside:avoid}}
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A self-contained HTML document of the statement element (its markup as rendered, no script). */
export function statementDocument(element: HTMLElement, title: string, lang: string): string {
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title><style>${FILE_STYLE}</style></head><body>${element.outerHTML}</body></html>`;
}

/**
 * Saves the statement as an HTML file the borrower keeps (a download from a Blob). A browser saves it to
 * Downloads; a webview hands it to the host's download listener.
 */
export function saveStatementFile(element: HTMLElement, title: string, lang: string, fileName: string) {
  const blob = new Blob([statementDocument(element, title, lang)], { type: 'text/html;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL can go once it is read.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
