import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FitLine } from '@/components/ui';

/** jsdom lays nothing out: the widths a phone would measure are given to every element. */
function widths(client: number, scroll: number) {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => client });
  Object.defineProperty(HTMLElement.prototype, 'scrollWidth', { configurable: true, get: () => scroll });
}

describe('FitLine: a headline amount kept whole and on the screen', () => {
  afterEach(() => {
    delete (HTMLElement.prototype as { clientWidth?: number }).clientWidth;
    delete (HTMLElement.prototype as { scrollWidth?: number }).scrollWidth;
  });

  it('scales the font down just enough when the amount is wider than its line', () => {
    widths(300, 400);
    render(<FitLine className="hero">$10,000.00</FitLine>);
    const line = screen.getByText('$10,000.00');
    expect(line).toHaveClass('hero', 'fit-line');
    expect(line.style.getPropertyValue('--fit')).toBe('0.75');
  });

  it('leaves an amount that fits at its size', () => {
    widths(300, 200);
    render(<FitLine className="hero">$3,000.00</FitLine>);
    expect(screen.getByText('$3,000.00').style.getPropertyValue('--fit')).toBe('');
  });
});
