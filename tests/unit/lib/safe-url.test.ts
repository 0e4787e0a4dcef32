import { isSafeUrl, safeTarget } from '@/lib/safe-url';
import { paths } from '@/config/paths';

const base = `https://app.example.com/index.html?type=1#${paths.confirmLoan}`;

describe('safe url allow-list', () => {
  it('keeps in-app routes inside the router', () => {
    expect(safeTarget(`#${paths.loanDetails}?orderId=1`, base)).toEqual({
      kind: 'route',
      to: `${paths.loanDetails}?orderId=1`,
    });
    expect(safeTarget(`${paths.loanDetails}?orderId=1`, base)).toEqual({
      kind: 'route',
      to: `${paths.loanDetails}?orderId=1`,
    });
    expect(safeTarget(`https://app.example.com/index.html#${paths.repay}?x=1`, base)).toEqual({
      kind: 'route',
      to: `${paths.repay}?x=1`,
    });
  });

  it('allows https, tel, mailto and the app scheme', () => {
    expect(safeTarget('https://pay.example.org/v?id=1', base)).toEqual({
      kind: 'external',
      href: 'https://pay.example.org/v?id=1',
    });
    expect(safeTarget('tel:8001234567', base)?.kind).toBe('external');
    expect(safeTarget('mailto:ayuda@prestamo.mx', base)?.kind).toBe('external');
    expect(safeTarget('cashloan://open?page=home', base)?.kind).toBe('external');
  });

  it('allows http only on our own origin', () => {
    expect(safeTarget('http://evil.example/', base)).toBeNull();
    // A protocol-relative url takes the page's scheme: plain http from an http page is refused.
    expect(safeTarget('//evil.example/path', 'http://localhost:3000/#/a')).toBeNull();
    expect(safeTarget('//pay.example.org/path', base)?.kind).toBe('external');
    expect(safeTarget('http://localhost:3000/x', 'http://localhost:3000/#/a')?.kind).toBe('external');
  });

  it('refuses everything else', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      'file:///etc/passwd',
      'intent://x#Intent;end',
      '',
      null,
      42,
    ]) {
      expect(isSafeUrl(url), String(url)).toBe(false);
    }
  });
});
