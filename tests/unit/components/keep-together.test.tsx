import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepTogether, splitValues } from '@/components/ui';
import { formatDate, formatDateTime, formatScreenDate } from '@/lib/format';
import { Market } from '@/lib/session/market';

describe('KeepTogether: values in running text stay on one line', () => {
  it('marks dates, amounts, ranges and codes, and leaves the words around them', () => {
    const values = (text: string) =>
      splitValues(text)
        .filter((part) => part.value)
        .map((part) => part.text);
    expect(values('Tu fecha de pago es el 2026-11-30. Paga a tiempo.')).toEqual(['2026-11-30']);
    expect(values('Total $3,000.00 o ₹1,00,000.00 al 0.05%')).toEqual(['$3,000.00', '₹1,00,000.00', '0.05%']);
    expect(values('up to 24–48 hours')).toEqual(['24–48']);
    expect(values('Pedido NO20241, referencia DP-4471-0098')).toEqual(['NO20241', 'DP-4471-0098']);
    expect(values('RBI पंजीकरण प्रमाणपत्र: N-02.00321.')).toEqual(['N-02.00321']);
    expect(values('sin cifras')).toEqual([]);
  });

  it('keeps a date and a time as the shared formatters write them whole, in every market’s words', () => {
    const values = (text: string) =>
      splitValues(text)
        .filter((part) => part.value)
        .map((part) => part.text);
    const dates = [
      formatDate('2026-12-09', { market: Market.mexico }),
      formatScreenDate('2026-12-09', { market: Market.india, locale: 'en', now: Date.UTC(2026, 10, 26) }),
      formatDate('2026-12-09', { market: Market.india, locale: 'hi' }),
    ];
    for (const date of dates) expect(values(`Tu fecha de pago es el ${date} en OXXO`)).toEqual([date]);
    expect(values('Pagué a las 4:08 p.m. en OXXO')).toEqual(['4:08 p.m.']);
    // Hindi's full months, the shortest and the longest, and its time with the part of the day.
    const hi = { market: Market.india, locale: 'hi' } as const;
    for (const date of [formatDate('2026-05-09', hi), formatDate('2026-10-09', hi)])
      expect(values(`आपकी तारीख ${date} है`)).toEqual([date]);
    expect(values(`भुगतान: ${formatDateTime('2026-11-30 17:51', hi)} को`)).toEqual([
      '30 नवंबर 2026',
      'शाम 5:51',
    ]);
  });

  it('keeps a code whole where it fits, and lets one wider than the line break rather than overflow', () => {
    const { container } = render(
      <p>
        <KeepTogether text="RBI: N-02.00321, CIN: U65999KA2019PTC123456, due 2026-11-30" />
      </p>,
    );
    expect([...container.querySelectorAll('span.whole')].map((span) => span.textContent)).toEqual([
      'N-02.00321',
      'U65999KA2019PTC123456',
    ]);
    expect([...container.querySelectorAll('span.nowrap')].map((span) => span.textContent)).toEqual([
      '2026-11-30',
    ]);
  });

  it('renders the same text, each value in a nowrap span', () => {
    const { container } = render(
      <p>
        <KeepTogether text="Due on 2026-11-30, pay $3,450.00." />
      </p>,
    );
    expect(container.textContent).toBe('Due on 2026-11-30, pay $3,450.00.');
    expect([...container.querySelectorAll('span.nowrap')].map((span) => span.textContent)).toEqual([
      '2026-11-30',
      '$3,450.00',
    ]);
  });
});
