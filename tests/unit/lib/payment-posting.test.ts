import { channelKind, parsePostingTimes, postingMinutes } from '@/entities/payment/posting';

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

  it('reads a channel code as the server may send it: any case, with spaces around', () => {
    const table = parsePostingTimes('SPEI =1h,OXXO=4h');
    expect(postingMinutes(' spei ', table)).toBe(60);
    expect(postingMinutes(' oxxo ', table)).toBe(240);
    expect(channelKind(' upi ')).toBe('upi');
    expect(channelKind('oxxo')).toBe('store');
  });

  it('gives a channel the time configured for its kind when the configuration does not name it', () => {
    const table = parsePostingTimes('STORE=4h,BANK=90m,*=24h');
    expect(postingMinutes('WALMART', table)).toBe(240);
    expect(postingMinutes('SPEI', table)).toBe(90);
    expect(postingMinutes('UPI', table)).toBe(1440);
  });

  it('gives a channel of no known kind its own entry, else the default, never a kind’s time', () => {
    expect(channelKind('PAYNOW')).toBe('other');
    expect(postingMinutes('PAYNOW', parsePostingTimes('PAYNOW=3h,STORE=4h,*=2d'))).toBe(180);
    expect(postingMinutes('PAYNOW', parsePostingTimes('STORE=4h,*=2d'))).toBe(2880);
    expect(postingMinutes('PAYNOW', parsePostingTimes('STORE=4h'))).toBe(1440);
  });
});
