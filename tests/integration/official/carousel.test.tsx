import { act, fireEvent, screen } from '@testing-library/react';
import { renderRoute } from '../../support/render-route';

const INTERVAL = 3000; // spec §9

function currentDot(): string | null {
  const current = screen
    .getAllByRole('button', { name: /^Mostrar promoción/ })
    .filter((dot) => dot.getAttribute('aria-current') === 'true');
  expect(current).toHaveLength(1);
  return current[0]!.getAttribute('aria-label');
}

function visibleSlide(): string | null {
  return screen.getByRole('group').getAttribute('aria-label');
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Fake milliseconds until the current banner changes, stepping the clock 50 ms at a time. */
async function timeToNextSlide(): Promise<number> {
  const before = currentDot();
  const start = Date.now();
  for (let step = 0; step < 200 && currentDot() === before; step += 1) await advance(50);
  return Date.now() - start;
}

async function renderHome() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = await renderRoute('/', { userEventOptions: { advanceTimers: vi.advanceTimersByTime } });
  await screen.findByRole('region', { name: 'Promociones' });
  return view;
}

describe('home carousel', () => {
  it('is an accessible carousel of 3 labelled slides with dots', async () => {
    await renderHome();
    const region = screen.getByRole('region', { name: 'Promociones' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 de 3', '2 de 3', '3 de 3']);
    for (const slide of slides) expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(currentDot()).toBe('Mostrar promoción 1');
  });

  it('advances every 3000 ms and wraps around to the first banner', async () => {
    await renderHome();
    // From here the clock moves only when the test moves it (the page has loaded; no real time leaks in
    // on a busy machine). Rotation restarts when the pointer leaves, so its timer runs on this clock.
    vi.useFakeTimers();
    const region = screen.getByRole('region', { name: 'Promociones' });
    act(() => void fireEvent.pointerEnter(region));
    act(() => void fireEvent.pointerLeave(region));
    for (const next of ['Mostrar promoción 2', 'Mostrar promoción 3', 'Mostrar promoción 1']) {
      const elapsed = await timeToNextSlide();
      // Never early, and late by at most the test's own 50 ms step.
      expect(elapsed).toBeGreaterThanOrEqual(INTERVAL);
      expect(elapsed).toBeLessThanOrEqual(INTERVAL + 50);
      expect(currentDot()).toBe(next);
    }
    expect(visibleSlide()).toBe('1 de 3');
  });

  it('pauses while the pointer is over it and resumes when it leaves', async () => {
    const { user } = await renderHome();
    await user.hover(screen.getByRole('region', { name: 'Promociones' }));
    await advance(INTERVAL * 3);
    expect(currentDot()).toBe('Mostrar promoción 1');
    await user.unhover(screen.getByRole('region', { name: 'Promociones' }));
    await advance(INTERVAL);
    expect(currentDot()).toBe('Mostrar promoción 2');
  });

  it('pauses while touched', async () => {
    await renderHome();
    const region = screen.getByRole('region', { name: 'Promociones' });
    fireEvent.touchStart(region);
    await advance(INTERVAL * 2);
    expect(currentDot()).toBe('Mostrar promoción 1');
    fireEvent.touchEnd(region);
    await advance(INTERVAL);
    expect(currentDot()).toBe('Mostrar promoción 2');
  });

  it('pauses while focus is inside and resumes when focus leaves', async () => {
    const { user } = await renderHome();
    act(() => screen.getByRole('button', { name: 'Mostrar promoción 2' }).focus());
    await user.keyboard('{Enter}');
    expect(currentDot()).toBe('Mostrar promoción 2');
    await advance(INTERVAL * 3);
    expect(currentDot()).toBe('Mostrar promoción 2');
    await user.tab(); // to the next dot: focus is still inside
    expect(screen.getByRole('button', { name: 'Mostrar promoción 3' })).toHaveFocus();
    await advance(INTERVAL);
    expect(currentDot()).toBe('Mostrar promoción 2');
    await user.tab(); // out of the carousel
    await advance(INTERVAL);
    expect(currentDot()).toBe('Mostrar promoción 3');
  });

  it('can be stopped and started with its rotation button', async () => {
    const { user } = await renderHome();
    const stop = screen.getByRole('button', { name: 'Detener el desplazamiento automático' });
    act(() => stop.focus());
    await user.keyboard('{Enter}');
    act(() => stop.blur());
    await advance(INTERVAL * 2);
    expect(currentDot()).toBe('Mostrar promoción 1');
    const start = screen.getByRole('button', { name: 'Iniciar el desplazamiento automático' });
    expect(start).toBe(stop);
    act(() => start.focus());
    await user.keyboard('{Enter}');
    act(() => start.blur());
    await advance(INTERVAL);
    expect(currentDot()).toBe('Mostrar promoción 2');
  });

  it('changes slide with the arrow keys', async () => {
    const { user } = await renderHome();
    const track = screen.getByRole('group').parentElement!;
    act(() => track.focus());
    await user.keyboard('{ArrowLeft}');
    expect(currentDot()).toBe('Mostrar promoción 3');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(currentDot()).toBe('Mostrar promoción 2');
  });

  it('does not auto-play when the user prefers reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.includes('prefers-reduced-motion'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    try {
      await renderHome();
      await advance(INTERVAL * 3);
      expect(currentDot()).toBe('Mostrar promoción 1');
      expect(
        screen.getByRole('button', { name: 'Iniciar el desplazamiento automático' }),
      ).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('home banner art', () => {
  it.each([
    ['Mexico', '', 'Promociones', '$'],
    ['India', '?type=1', 'Promotions', '₹'],
  ])('%s: the coin bears the market’s currency sign', async (_market, pageQuery, region, sign) => {
    await renderRoute('/', { pageQuery });
    const carousel = await screen.findByRole('region', { name: region });
    // The art is decorative (aria-hidden): read its text straight from the drawing.
    const signs = [...carousel.querySelectorAll('svg text')].map((text) => text.textContent);
    expect(signs).toEqual([sign]);
  });
});
