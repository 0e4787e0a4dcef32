import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import { Link } from 'react-router-dom';
import './floating-service-button.css';

/** Movement (px) below which a press is a tap, not a drag. */
export const DRAG_THRESHOLD_PX = 6;
/** Gap kept between the button and the top or bottom of the screen. */
export const EDGE_GAP_PX = 8;
/** One arrow-key press moves the button this far. */
export const KEY_STEP_PX = 32;
/** The button's size when layout has not measured it yet (matches the CSS). */
const FALLBACK_SIZE_PX = 48;
/**
 * On the document while the button is shown: the whole page (its content, the language switch above it)
 * keeps a column free on its right, as wide as the button and its margins, so that wherever the button is
 * dragged and however the page scrolls, it covers no text.
 */
export const SERVICE_FAB_SHOWN = 'service-fab-shown';

interface DragState {
  pointerId: number;
  startY: number;
  startTop: number;
  moved: boolean;
}

export interface FloatingServiceButtonProps {
  to: string;
  label: string;
  /** Spoken after the name: how to move it with the keyboard. */
  hint: string;
}

/**
 * spec §2: a floating link to customer service that can be dragged up and down (never sideways). A drag
 * does not navigate; a tap or Enter does. Arrow keys move it too. Its position is clamped to the screen.
 * It floats in a column the page keeps free while it is shown (SERVICE_FAB_SHOWN): it never lies over
 * text, at 320 px or with the text doubled, wherever it is dragged.
 */
export function FloatingServiceButton({ to, label, hint }: FloatingServiceButtonProps) {
  const ref = useRef<HTMLAnchorElement>(null);
  const drag = useRef<DragState | null>(null);
  const suppressClick = useRef(false);
  const hintId = useId();
  const [top, setTop] = useState<number | null>(null);

  const clamp = useCallback((value: number) => {
    const height = ref.current?.offsetHeight || FALLBACK_SIZE_PX;
    const max = Math.max(EDGE_GAP_PX, window.innerHeight - height - EDGE_GAP_PX);
    return Math.min(Math.max(value, EDGE_GAP_PX), max);
  }, []);

  const currentTop = () => top ?? ref.current?.getBoundingClientRect().top ?? EDGE_GAP_PX;

  // Before the first paint, so the page is never laid out under the button.
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(SERVICE_FAB_SHOWN);
    return () => root.classList.remove(SERVICE_FAB_SHOWN);
  }, []);

  useEffect(() => {
    const onResize = () => setTop((value) => (value === null ? null : clamp(value)));
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [clamp]);

  const onPointerDown = (event: PointerEvent<HTMLAnchorElement>) => {
    if (!event.isPrimary || (event.pointerType === 'mouse' && event.button !== 0)) return;
    suppressClick.current = false;
    drag.current = {
      pointerId: event.pointerId,
      startY: event.clientY,
      startTop: currentTop(),
      moved: false,
    };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };

  const onPointerMove = (event: PointerEvent<HTMLAnchorElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dy = event.clientY - state.startY;
    if (!state.moved && Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    state.moved = true;
    // Vertical only: clientX is ignored on purpose.
    setTop(clamp(state.startTop + dy));
  };

  const endDrag = (event: PointerEvent<HTMLAnchorElement>) => {
    const state = drag.current;
    if (!state || state.pointerId !== event.pointerId) return;
    if (state.moved) suppressClick.current = true;
    drag.current = null;
    if (event.currentTarget.hasPointerCapture?.(event.pointerId)) {
      event.currentTarget.releasePointerCapture(event.pointerId);
    }
  };

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!suppressClick.current) return;
    // The click that ends a drag is not a tap.
    suppressClick.current = false;
    event.preventDefault();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
    event.preventDefault();
    const step = event.key === 'ArrowUp' ? -KEY_STEP_PX : KEY_STEP_PX;
    setTop(clamp(currentTop() + step));
  };

  return (
    <>
      <Link
        ref={ref}
        to={to}
        className="service-fab"
        style={top === null ? undefined : { top, bottom: 'auto' }}
        aria-describedby={hintId}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onClick={onClick}
        onKeyDown={onKeyDown}
        draggable={false}
      >
        <svg className="service-fab__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 2a9 9 0 0 0-9 9v6a3 3 0 0 0 3 3h2v-8H5v-1a7 7 0 0 1 14 0v1h-3v8h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9Z"
          />
        </svg>
        <span className="visually-hidden">{label}</span>
      </Link>
      <span id={hintId} hidden>
        {hint}
      </span>
    </>
  );
}
