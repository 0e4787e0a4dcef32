import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FitLine, fitScale } from '@/components/ui';

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

describe('fitScale: an amount shrinks to fit its line, never below its label', () => {
  const case_ = fc.record({
    scale: fc.double({ min: 0.1, max: 1, noNaN: true }),
    available: fc.integer({ min: 40, max: 2000 }),
    needed: fc.integer({ min: 40, max: 4000 }),
    floor: fc.double({ min: 0, max: 1, noNaN: true }),
  });

  it('stays between its label’s size and its own, and fits its line whenever it can at that size', () => {
    fc.assert(
      fc.property(case_, ({ scale, available, needed, floor }) => {
        const next = fitScale({ scale, available, needed, floor });
        expect(next.scale).toBeGreaterThanOrEqual(floor);
        expect(next.scale).toBeLessThanOrEqual(1);
        // The width it will take, in proportion to its font size.
        const width = (needed * next.scale) / scale;
        if (next.wrap) {
          // Only when even the label's size is too wide: then exactly that size, wrapped.
          expect(next.scale).toBe(floor);
          expect((needed * floor) / scale).toBeGreaterThan(available);
        } else {
          expect(width).toBeLessThanOrEqual(available + 0.001);
          // No smaller than it needs to be (to the thousandth it is set in).
          if (next.scale < 1) expect((needed * (next.scale + 0.001)) / scale).toBeGreaterThan(available);
        }
      }),
    );
  });

  it('a $3,351.17 under a label half its size: scaled to fit, then held at the label’s size and wrapped', () => {
    expect(fitScale({ scale: 1, available: 300, needed: 400, floor: 0.5 })).toEqual({
      scale: 0.75,
      wrap: false,
    });
    expect(fitScale({ scale: 1, available: 300, needed: 700, floor: 0.5 })).toEqual({
      scale: 0.5,
      wrap: true,
    });
    // Room again (the phone turned): back to its full size, on one line.
    expect(fitScale({ scale: 0.5, available: 700, needed: 300, floor: 0.5 })).toEqual({
      scale: 1,
      wrap: false,
    });
  });
});
