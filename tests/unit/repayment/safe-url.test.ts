import { contactHref, payPageTarget } from '@/features/repayment/utils/safe-url';

describe('repayment url allow-lists', () => {
  it('opens a pay page only on https, same-origin http or the app scheme', () => {
    expect(payPageTarget('https://pay.example.com/x')).toEqual({
      kind: 'external',
      href: 'https://pay.example.com/x',
    });
    expect(payPageTarget(`${window.location.origin}/pay`)).toMatchObject({ kind: 'external' });
    expect(payPageTarget('cashloan://pay?x=1')).toMatchObject({ kind: 'external' });
    for (const bad of [
      'javascript:alert(1)',
      'http://evil.example.com/',
      'data:text/html,x',
      'tel:1',
      'mailto:a@b.c',
      '',
    ]) {
      expect(payPageTarget(bad)).toBeNull();
    }
  });

  it('turns an address into mailto: and keeps only https links', () => {
    expect(contactHref('pagos@prestamo.mx')).toBe('mailto:pagos@prestamo.mx');
    expect(contactHref(' https://ayuda.example.com/a ')).toBe('https://ayuda.example.com/a');
    expect(contactHref('javascript:alert(1)')).toBeUndefined();
    expect(contactHref('http://evil.example.com')).toBeUndefined();
    expect(contactHref('tel:123')).toBeUndefined();
    expect(contactHref('')).toBeUndefined();
  });
});
