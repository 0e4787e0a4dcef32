import { useRef, useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  pageShown,
  prerenderKey,
  renderingArrived,
  takeOver,
  useTypedBeforeHydration,
} from '@/lib/prerender/handoff';
import { paths } from '@/config/paths';

/**
 * The handoff between index.html's inline script and the app. The script places the build's
 * rendering into #root and holds taps; the app takes #root over, hydrates only its own page, the page takes
 * what was typed into its state, and the taps are replayed.
 */

function Form({ onSend }: { onSend: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(field, (value) => setPhone(String(value)));
  return (
    <form aria-label="Registro">
      <label>
        Número
        <input ref={field} value={phone} onChange={(event) => setPhone(event.target.value)} />
      </label>
      <button type="button" onClick={() => onSend(phone)}>
        Obtener código
      </button>
    </form>
  );
}

let root: HTMLElement;
let reactRoot: Root | undefined;

beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  document.body.append(root);
});

afterEach(() => {
  act(() => reactRoot?.unmount());
  reactRoot = undefined;
  root.remove();
  delete window.__prerender;
});

/**
 * Runs the inline script's module as the browser runs its compiled text, right after `<div id="root">`
 * (tests/unit/build/inline-scripts.test.ts checks the compiled texts).
 */
async function runPlaceScript() {
  vi.resetModules();
  await import('@/boot/inline/place-prerender');
}

const HTML = renderToString(<Form onSend={() => undefined} />);

describe('the inline placement script', () => {
  it('places an inline rendering into #root and marks it with its key', async () => {
    window.__prerender = { key: '/agreementtemplate|es', html: HTML };
    await runPlaceScript();
    expect(root.querySelector('form')).toHaveAccessibleName('Registro');
    expect(root.getAttribute('data-prerendered')).toBe('/agreementtemplate|es');
  });

  it('places a fetched rendering when it arrives, unless the app has taken over meanwhile', async () => {
    let answer!: (html: string) => void;
    window.__prerender = { key: '/about|en', fetched: new Promise<string>((resolve) => (answer = resolve)) };
    await runPlaceScript();
    expect(root.firstChild).toBeNull();
    answer(HTML);
    await Promise.resolve();
    await Promise.resolve();
    expect(root.getAttribute('data-prerendered')).toBe('/about|en');

    root.replaceChildren();
    root.removeAttribute('data-prerendered');
    let late!: (html: string) => void;
    window.__prerender = { key: '/about|en', fetched: new Promise<string>((resolve) => (late = resolve)) };
    await runPlaceScript();
    takeOver(root, '/about|en');
    late(HTML);
    await Promise.resolve();
    await Promise.resolve();
    expect(root.firstChild).toBeNull();
  });

  it('places nothing for an empty answer (the fetch failed)', async () => {
    window.__prerender = { key: '/about|es', fetched: Promise.resolve('') };
    await runPlaceScript();
    await Promise.resolve();
    await Promise.resolve();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('holds a tap on a button of the rendering: it does nothing until the app replays it', async () => {
    window.__prerender = { key: '/agreementtemplate|es', html: HTML };
    await runPlaceScript();
    const button = root.querySelector('button')!;
    const clicked = vi.fn();
    document.addEventListener('click', clicked);
    button.click();
    button.click();
    document.removeEventListener('click', clicked);
    expect(clicked).not.toHaveBeenCalled();
    expect((window.__prerender as { held: unknown[] }).held).toEqual([button]);
  });
});

describe('renderingArrived', () => {
  it('lets a rendering still on its way land before the app decides, waiting at most the given time', async () => {
    let answer!: (html: string) => void;
    window.__prerender = { key: '/about|es', fetched: new Promise<string>((resolve) => (answer = resolve)) };
    await runPlaceScript();
    const arrived = renderingArrived(root);
    answer(HTML);
    await arrived;
    expect(takeOver(root, '/about|es')).toBe(true);
  });

  it('gives up on a rendering that does not come', async () => {
    vi.useFakeTimers();
    window.__prerender = { key: '/about|es', fetched: new Promise<string>(() => undefined) };
    await runPlaceScript();
    const arrived = renderingArrived(root, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await arrived;
    expect(takeOver(root, '/about|es')).toBe(false);
    vi.useRealTimers();
  });
});

describe('takeOver', () => {
  it('renders fresh over a rendering of another page and forgets it', async () => {
    window.__prerender = { key: '/|es', html: HTML };
    await runPlaceScript();
    expect(takeOver(root, prerenderKey(paths.officialAbout, 'es'))).toBe(false);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('renders fresh when the rendering is in the other language', async () => {
    window.__prerender = { key: '/about|es', html: HTML };
    await runPlaceScript();
    expect(takeOver(root, prerenderKey(paths.officialAbout, 'en'))).toBe(false);
  });

  it('ignores a handoff of the wrong shape', () => {
    window.__prerender = 'not ours';
    root.setAttribute('data-prerendered', '/|es');
    expect(takeOver(root, '/|es')).toBe(false);
  });

  it('hydrates its own page; the page takes what was typed, and the held tap is replayed with it', async () => {
    vi.useFakeTimers();
    window.__prerender = { key: prerenderKey(paths.agreementTemplate, 'es'), html: HTML };
    await runPlaceScript();
    // The visitor types and taps before the app arrives.
    const field = root.querySelector('input')!;
    field.value = '13812345678';
    root.querySelector('button')!.click();

    const sent = vi.fn();
    expect(takeOver(root, prerenderKey(`${paths.agreementTemplate.toLowerCase()}/`, 'es'))).toBe(true);
    const recoverable = vi.fn();
    await act(async () => {
      reactRoot = hydrateRoot(root, <Form onSend={sent} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    act(() => pageShown());
    expect(sent).not.toHaveBeenCalled();
    await act(async () => vi.runAllTimers());
    expect(sent).toHaveBeenCalledExactlyOnceWith('13812345678');
    expect(field.value).toBe('13812345678');
    expect(root.querySelector('input')).toBe(field);
    vi.useRealTimers();
  });
});
