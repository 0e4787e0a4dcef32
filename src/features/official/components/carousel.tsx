import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { BannerArt, type BannerKey } from './banner-art';
import './carousel.css';

/** spec §2, §9: three banners, one every 3000 ms. */
export const BANNERS: readonly BannerKey[] = ['fast', 'clear', 'secure'];
export const CAROUSEL_INTERVAL_MS = 3000;
// Let a swipe's momentum settle before reading which slide it landed on.
const SCROLL_SETTLE_MS = 120;

type Listeners = [string, (event: Event) => void][];

function listen(target: EventTarget, listeners: Listeners): () => void {
  for (const [type, listener] of listeners) target.addEventListener(type, listener, { passive: true });
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

/**
 * An auto-playing banner carousel (WAI-ARIA carousel pattern). Swiping is native CSS scroll-snap; the
 * slide shown follows the scroll position. Rotation pauses while the carousel is hovered, touched or
 * holds focus, can be stopped with its first button, and never starts for reduced-motion users.
 */
export function Carousel() {
  const { t } = useTranslation('official');
  const reducedMotion = useReducedMotion();
  const [current, setCurrent] = useState(0);
  // Playing unless the user stopped it; a reduced-motion phone starts stopped.
  const [autoplayChoice, setAutoplayChoice] = useState<boolean>();
  const autoplay = autoplayChoice ?? !reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [touched, setTouched] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);
  const trackRef = useRef<HTMLDivElement>(null);

  const total = BANNERS.length;
  const smooth = !reducedMotion;
  const rotating = autoplay && !reducedMotion && !hovered && !touched && !focused;

  useEffect(() => {
    if (!rotating) return undefined;
    const id = setTimeout(() => setCurrent((index) => (index + 1) % total), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(id);
  }, [rotating, current, total]);

  // Where the carousel itself is scrolling the track to (a turn, a dot, an arrow key). Until the track is
  // there, a position on the way is no swipe landing on a slide: a slow phone can pause mid-way for longer
  // than SCROLL_SETTLE_MS, and reading that pause as a swipe turned the carousel back to where it came from.
  const headingTo = useRef<number | undefined>(undefined);
  const scrollToSlide = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track?.clientWidth) return;
      const left = index * track.clientWidth;
      headingTo.current = left;
      if (typeof track.scrollTo === 'function')
        track.scrollTo({ left, behavior: smooth ? 'smooth' : 'auto' });
      else track.scrollLeft = left;
    },
    [smooth],
  );

  // Bring the current slide into view after the timer turned it.
  useEffect(() => {
    const track = trackRef.current;
    if (track && Math.abs(track.scrollLeft - current * track.clientWidth) >= 2) scrollToSlide(current);
  }, [current, scrollToSlide]);

  // A dot or an arrow key scrolls to its slide even when that slide is already the current one: the track
  // may still be on its way to another (a turn that began just before the tap reads as not yet moved).
  const choose = useCallback(
    (index: number) => {
      setCurrent(index);
      scrollToSlide(index);
    },
    [scrollToSlide],
  );
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'ArrowRight') choose((current + 1) % total);
      else if (event.key === 'ArrowLeft') choose((current - 1 + total) % total);
      else return;
      event.preventDefault();
    };
    track.addEventListener('keydown', onKeyDown);
    return () => track.removeEventListener('keydown', onKeyDown);
  }, [choose, current, total]);

  // Hover, touch and focus anywhere in the carousel pause it; a swipe changes the slide.
  useEffect(() => {
    const region = regionRef.current;
    const track = trackRef.current;
    if (!region || !track) return undefined;
    let settle: ReturnType<typeof setTimeout> | undefined;
    const stopRegion = listen(region, [
      ['pointerenter', () => setHovered(true)],
      ['pointerleave', () => setHovered(false)],
      ['touchstart', () => setTouched(true)],
      ['touchend', () => setTouched(false)],
      ['touchcancel', () => setTouched(false)],
      ['focusin', () => setFocused(true)],
      [
        'focusout',
        (event) => {
          const next = (event as FocusEvent).relatedTarget;
          if (!(next instanceof Node && region.contains(next))) setFocused(false);
        },
      ],
    ]);
    // A finger, a mouse or a wheel on the track takes over from wherever the carousel was heading.
    const takeOver = () => {
      headingTo.current = undefined;
    };
    const stopTrack = listen(track, [
      ['pointerdown', takeOver],
      ['wheel', takeOver],
      [
        'scroll',
        () => {
          clearTimeout(settle);
          settle = setTimeout(() => {
            if (!track.clientWidth) return;
            if (headingTo.current !== undefined) {
              if (Math.abs(track.scrollLeft - headingTo.current) >= 2) return;
              headingTo.current = undefined;
            }
            const index = Math.round(track.scrollLeft / track.clientWidth);
            setCurrent(Math.min(Math.max(index, 0), total - 1));
          }, SCROLL_SETTLE_MS);
        },
      ],
    ]);
    return () => {
      stopRegion();
      stopTrack();
      clearTimeout(settle);
    };
  }, [total]);

  return (
    <section
      ref={regionRef}
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.carousel.label')}
    >
      <div
        ref={trackRef}
        className="carousel__track"
        // A scrollable region must be reachable by keyboard (arrow keys change the slide).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-live={rotating ? 'off' : 'polite'}
      >
        {BANNERS.map((name, index) => (
          <div
            key={name}
            className={`carousel__slide banner banner--${name}`}
            role="group"
            aria-roledescription="slide"
            aria-label={t('home.carousel.slide', { n: index + 1, total })}
            // Only the slide in view is exposed, so the live region announces a change of slide.
            aria-hidden={index !== current || undefined}
          >
            <div className="banner__text">
              <p className="banner__title">{t(`home.banners.${name}.title`)}</p>
              <p className="banner__body">{t(`home.banners.${name}.text`)}</p>
            </div>
            <BannerArt name={name} />
          </div>
        ))}
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__play"
          aria-label={autoplay ? t('home.carousel.stop') : t('home.carousel.start')}
          onClick={() => setAutoplayChoice(!autoplay)}
        >
          <span className={autoplay ? 'carousel__icon--pause' : 'carousel__icon--play'} aria-hidden="true" />
        </button>
        {BANNERS.map((name, index) => (
          <button
            key={name}
            type="button"
            className="carousel__dot"
            aria-label={t('home.carousel.goTo', { n: index + 1 })}
            aria-current={index === current ? 'true' : undefined}
            onClick={() => choose(index)}
          />
        ))}
      </div>
    </section>
  );
}
