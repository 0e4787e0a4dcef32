import fc from 'fast-check';
import { resolveServerLink } from '@/features/loan/utils/server-link';
import { paths } from '@/config/paths';

const BASE = `https://app.example.com/index.html?sessionId=s1#${paths.confirmLoan}?productId=7`;

describe('resolveServerLink', () => {
  it('keeps hash routes in the app and adds the extra query', () => {
    expect(
      resolveServerLink(`#${paths.loanDetails}?productId=7&orderId=9`, { from: 'confirm' }, BASE),
    ).toEqual({
      kind: 'route',
      to: `${paths.loanDetails}?productId=7&orderId=9&from=confirm`,
    });
    expect(resolveServerLink(`#${paths.aboutUs}`, {}, BASE)).toEqual({ kind: 'route', to: paths.aboutUs });
  });

  it('reads one of our route paths as a hash route', () => {
    expect(resolveServerLink(`${paths.loanDetails}?orderId=9`, { from: 'confirm' }, BASE)).toEqual({
      kind: 'route',
      to: `${paths.loanDetails}?orderId=9&from=confirm`,
    });
  });

  it('reads a same-origin page URL with a hash route as that route', () => {
    expect(
      resolveServerLink(
        `https://app.example.com/index.html?a=1#${paths.loanDetails}?orderId=9`,
        { from: 'confirm' },
        BASE,
      ),
    ).toEqual({ kind: 'route', to: `${paths.loanDetails}?orderId=9&from=confirm` });
  });

  it('passes safe external URLs with the extra query', () => {
    expect(resolveServerLink('https://pay.example.org/x?y=1#top', { from: 'confirm' }, BASE)).toEqual({
      kind: 'external',
      href: 'https://pay.example.org/x?y=1&from=confirm#top',
    });
    expect(resolveServerLink('cashloan://loan/detail', {}, BASE)).toEqual({
      kind: 'external',
      href: 'cashloan://loan/detail',
    });
    expect(resolveServerLink('mailto:ayuda@prestamo.mx', {}, BASE)).toMatchObject({ kind: 'external' });
    expect(resolveServerLink('tel:8009531100', {}, BASE)).toMatchObject({ kind: 'external' });
  });

  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://app.example.com/uuid',
    'http://evil.example.com/',
    '',
    '   ',
    'http://[bad',
  ])('refuses %j', (url) => {
    expect(resolveServerLink(url, { from: 'confirm' }, BASE)).toBeNull();
  });

  it('allows http on our own origin only', () => {
    const base = `http://localhost:4173/index.html#${paths.confirmLoan}`;
    expect(resolveServerLink('http://localhost:4173/help.html', {}, base)).toEqual({
      kind: 'external',
      href: 'http://localhost:4173/help.html',
    });
    expect(resolveServerLink('http://localhost:9999/help.html', {}, base)).toBeNull();
  });

  it('never yields a link whose scheme is outside the allow-list (property)', () => {
    const scheme = fc.stringMatching(/^[a-z][a-z0-9+.-]{0,10}$/);
    fc.assert(
      fc.property(scheme, fc.string({ maxLength: 30 }), (name, rest) => {
        const link = resolveServerLink(`${name}:${rest}`, {}, BASE);
        if (!link || link.kind === 'route') return true;
        const protocol = new URL(link.href).protocol;
        return ['https:', 'tel:', 'mailto:', 'cashloan:'].includes(protocol);
      }),
    );
  });
});
