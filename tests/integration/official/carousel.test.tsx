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

  /** The track as a phone lays it out: 360 px wide, at `left`, its scrolls recorded. */
  function layOutTrack(left = 0) {
    const track = screen.getByRole('group').parentElement!;
    const position = { left };
    Object.defineProperty(track, 'clientWidth', { configurable: true, value: 360 });
    Object.defineProperty(track, 'scrollLeft', { configurable: true, get: () => position.left });
    const scrollTo = vi.fn();
    track.scrollTo = scrollTo as typeof track.scrollTo;
    /** The track now at `to`, as after a swipe or on the way of a scroll, its settle time passed. */
    const scrolled = async (to: number) => {
      position.left = to;
      fireEvent.scroll(track);
      await advance(150);
    };
    return { track, scrollTo, scrolled };
  }
  const lastScroll = (scrollTo: ReturnType<typeof vi.fn>) =>
    (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions | undefined)?.left;

  it('a dot scrolls to its slide even when that is the current one and the track is on its way elsewhere', async () => {
    const { user } = await renderHome();
    const { scrollTo } = layOutTrack();
    await advance(INTERVAL);
    // The turn to the second banner has begun: asked for, the track not yet moved.
    expect(lastScroll(scrollTo)).toBe(360);
    await user.click(screen.getByRole('button', { name: 'Mostrar promoción 1' }));
    expect(lastScroll(scrollTo)).toBe(0);
    expect(currentDot()).toBe('Mostrar promoción 1');
  });

  it('reads a pause on the way of its own turn as no swipe, and a swipe as one', async () => {
    await renderHome();
    const { track, scrollTo, scrolled } = layOutTrack();
    // The clock moves only when the test moves it: no next turn comes in while the test reads this one.
    vi.useFakeTimers();
    const region = screen.getByRole('region', { name: 'Promociones' });
    act(() => void fireEvent.pointerEnter(region));
    act(() => void fireEvent.pointerLeave(region));
    await advance(INTERVAL);
    expect(lastScroll(scrollTo)).toBe(360);
    // A slow phone pauses mid-way for longer than the settle time: still on the way to the second banner.
    await scrolled(100);
    expect(currentDot()).toBe('Mostrar promoción 2');
    await scrolled(360);
    expect(currentDot()).toBe('Mostrar promoción 2');
    // The borrower's finger takes over: where the track comes to rest is the banner shown.
    fireEvent.pointerDown(track);
    await scrolled(720);
    expect(currentDot()).toBe('Mostrar promoción 3');
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
