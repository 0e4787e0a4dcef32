import { parsePostingTimes, postingMinutes } from '@/entities/payment/posting';

describe('payment posting times (VITE_PAYMENT_POSTING_TIMES)', () => {
  it('reads minutes, hours and days per channel, case-insensitively, with * for the rest', () => {
    const table = parsePostingTimes(' oxxo=4h , SPEI=30m, Seven=1.5h, bank transfer=2d, *=24h ');
    expect(postingMinutes('OXXO', table)).toBe(240);
    expect(postingMinutes('spei', table)).toBe(30);
    expect(postingMinutes('SEVEN', table)).toBe(90);
    expect(postingMinutes('Bank Transfer', table)).toBe(2880);
    expect(postingMinutes('UPI', table)).toBe(1440);
  });

  it('skips entries it cannot read and keeps the others', () => {
    const table = parsePostingTimes('OXXO=four hours,SPEI=0h,UPI=2x,IMPS=3h,=5h');
    expect([...table.entries()]).toEqual([['IMPS', 180]]);
  });

  it('falls back to 24 hours without a default', () => {
    expect(postingMinutes('OXXO', parsePostingTimes(''))).toBe(1440);
  });

  it('has a sensible default configuration', () => {
    expect(postingMinutes('SPEI')).toBe(60);
    expect(postingMinutes('UPI')).toBe(60);
    expect(postingMinutes('IMPS')).toBe(120);
    expect(postingMinutes('OXXO')).toBe(1440);
  });
});
