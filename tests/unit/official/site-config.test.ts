import { telHref } from '@/config/market-profile';
import { safeFrameUrl } from '@/features/official/safe-frame-url';

describe('telHref', () => {
  it('dials digits only', () => {
    expect(telHref('800 953 1100')).toBe('tel:8009531100');
    expect(telHref('+91 80 4718-2200')).toBe('tel:+918047182200');
  });
});

describe('safeFrameUrl', () => {
  const origin = 'http://127.0.0.1:4173';
  it.each([
    ['https://example.com/privacy', 'https://example.com/privacy'],
    ['/privacy.html', 'http://127.0.0.1:4173/privacy.html'],
    ['http://127.0.0.1:4173/p', 'http://127.0.0.1:4173/p'],
  ])('embeds %s', (raw, expected) => {
    expect(safeFrameUrl(raw, origin)).toBe(expected);
  });

  it.each(['javascript:alert(1)', 'http://example.com/privacy', 'data:text/html,<p>x</p>', 'https://'])(
    'refuses %s',
    (raw) => {
      expect(safeFrameUrl(raw, origin)).toBeUndefined();
    },
  );
});
