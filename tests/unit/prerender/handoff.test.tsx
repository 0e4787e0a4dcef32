import { useState } from 'react';
import { act } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PLACE_SCRIPT } from '../../../deploy/preload-script';
import { prerenderKey, renderingArrived, takeOver } from '@/lib/prerender/handoff';

/**
 * Issue 17: the handoff between index.html's inline script and the app. The script places the build's
 * rendering into #root and holds taps; the app takes #root over, hydrates only its own page, then gives
 * React what was typed and replays what was tapped.
 */

function Form({ onSend }: { onSend: (phone: string) => void }) {
  const [phone, setPhone] = useState('');
  return (
    <form aria-label="Registro">
      <label>
        Número
        <input value={phone} onChange={(event) => setPhone(event.target.value)} />
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

/** Runs the inline script as the browser would, right after `<div id="root">`. */
function runPlaceScript() {
  new Function(PLACE_SCRIPT)();
}

const HTML = renderToString(<Form onSend={() => undefined} />);

describe('the inline script (PLACE_SCRIPT)', () => {
  it('places an inline rendering into #root and marks it with its key', () => {
    window.__prerender = { k: '/agreementtemplate|es', t: HTML };
    runPlaceScript();
    expect(root.querySelector('form')).toHaveAccessibleName('Registro');
    expect(root.getAttribute('data-prerendered')).toBe('/agreementtemplate|es');
  });

  it('places a fetched rendering when it arrives, unless the app has taken over meanwhile', async () => {
    let answer!: (html: string) => void;
    window.__prerender = { k: '/about|en', f: new Promise<string>((resolve) => (answer = resolve)) };
    runPlaceScript();
    expect(root.firstChild).toBeNull();
    answer(HTML);
    await Promise.resolve();
    await Promise.resolve();
    expect(root.getAttribute('data-prerendered')).toBe('/about|en');

    root.replaceChildren();
    root.removeAttribute('data-prerendered');
    let late!: (html: string) => void;
    window.__prerender = { k: '/about|en', f: new Promise<string>((resolve) => (late = resolve)) };
    runPlaceScript();
    takeOver(root, '/about|en');
    late(HTML);
    await Promise.resolve();
    await Promise.resolve();
    expect(root.firstChild).toBeNull();
  });

  it('places nothing for an empty answer (the fetch failed)', async () => {
    window.__prerender = { k: '/about|es', f: Promise.resolve('') };
    runPlaceScript();
    await Promise.resolve();
    await Promise.resolve();
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('holds a tap on a button of the rendering: it does nothing until the app replays it', () => {
    window.__prerender = { k: '/agreementtemplate|es', t: HTML };
    runPlaceScript();
    const button = root.querySelector('button')!;
    const clicked = vi.fn();
    document.addEventListener('click', clicked);
    button.click();
    button.click();
    document.removeEventListener('click', clicked);
    expect(clicked).not.toHaveBeenCalled();
    expect((window.__prerender as { q: unknown[] }).q).toEqual([button]);
  });
});

describe('renderingArrived', () => {
  it('lets a rendering still on its way land before the app decides, waiting at most the given time', async () => {
    let answer!: (html: string) => void;
    window.__prerender = { k: '/about|es', f: new Promise<string>((resolve) => (answer = resolve)) };
    runPlaceScript();
    const arrived = renderingArrived(root);
    answer(HTML);
    await arrived;
    expect(takeOver(root, '/about|es').hydrate).toBe(true);
  });

  it('gives up on a rendering that does not come', async () => {
    vi.useFakeTimers();
    window.__prerender = { k: '/about|es', f: new Promise<string>(() => undefined) };
    runPlaceScript();
    const arrived = renderingArrived(root, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await arrived;
    expect(takeOver(root, '/about|es').hydrate).toBe(false);
    vi.useRealTimers();
  });
});

describe('takeOver', () => {
  it('renders fresh over a rendering of another page and forgets it', () => {
    window.__prerender = { k: '/|es', t: HTML };
    runPlaceScript();
    const { hydrate } = takeOver(root, prerenderKey('/About', 'es'));
    expect(hydrate).toBe(false);
    expect(root.hasAttribute('data-prerendered')).toBe(false);
  });

  it('renders fresh when the rendering is in the other language', () => {
    window.__prerender = { k: '/about|es', t: HTML };
    runPlaceScript();
    expect(takeOver(root, prerenderKey('/About', 'en')).hydrate).toBe(false);
  });

  it('ignores a handoff of the wrong shape', () => {
    window.__prerender = 'not ours';
    root.setAttribute('data-prerendered', '/|es');
    expect(takeOver(root, '/|es').hydrate).toBe(false);
  });

  it('hydrates its own page, then gives React what was typed and replays the held tap with it', async () => {
    vi.useFakeTimers();
    window.__prerender = { k: prerenderKey('/agreementTemplate', 'es'), t: HTML };
    runPlaceScript();
    // The visitor types and taps before the app arrives.
    const field = root.querySelector('input')!;
    field.value = '13812345678';
    root.querySelector('button')!.click();

    const sent = vi.fn();
    const { hydrate, replay } = takeOver(root, prerenderKey('/agreementtemplate/', 'es'));
    expect(hydrate).toBe(true);
    const recoverable = vi.fn();
    await act(async () => {
      reactRoot = hydrateRoot(root, <Form onSend={sent} />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    act(() => replay());
    expect(sent).not.toHaveBeenCalled();
    await act(async () => vi.runAllTimers());
    expect(sent).toHaveBeenCalledExactlyOnceWith('13812345678');
    expect(field.value).toBe('13812345678');
    expect(root.querySelector('input')).toBe(field);
    vi.useRealTimers();
  });
});
