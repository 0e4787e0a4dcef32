import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepTogether, splitValues } from '@/components/ui';

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
    expect(values('sin cifras')).toEqual([]);
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
