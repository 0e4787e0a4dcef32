import * as v from 'valibot';
import { toastDuration, showToast, useToastStore } from '@/components/ui/toast';
import { FAR_FUTURE_EXPIRY, getCookie, removeCookie, setCookie } from '@/lib/cookie';
import { parserFor } from '@/lib/http/validate';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { copyText } from '@/lib/clipboard';

describe('toast duration (spec §5)', () => {
  it('defaults to 3000 ms and falls back to 3000 for 300 ms or less', () => {
    expect(toastDuration()).toBe(3000);
    expect(toastDuration(300)).toBe(3000);
    expect(toastDuration(0)).toBe(3000);
    expect(toastDuration(-5)).toBe(3000);
    expect(toastDuration(Number.NaN)).toBe(3000);
    expect(toastDuration(301)).toBe(301);
    expect(toastDuration(5000)).toBe(5000);
  });

  it('shows a toast for exactly its duration and resolves its handle', async () => {
    vi.useFakeTimers();
    const handle = showToast('Hola', { duration: 200 });
    expect(useToastStore.getState().current?.message).toBe('Hola');
    vi.advanceTimersByTime(2999);
    expect(useToastStore.getState().current?.message).toBe('Hola');
    vi.advanceTimersByTime(1);
    expect(useToastStore.getState().current).toBeNull();
    await expect(handle.closed).resolves.toBeUndefined();
  });

  it('replaces the current toast with a new one', () => {
    vi.useFakeTimers();
    showToast('uno');
    showToast('dos', { duration: 1000 });
    vi.advanceTimersByTime(1000);
    expect(useToastStore.getState().current).toBeNull();
  });
});

describe('cookie helper (spec §9)', () => {
  it('sets cookies with a year-9999 expiry', () => {
    const doc = { cookie: '' } as Document;
    setCookie('lang', 'es mx', doc);
    expect(doc.cookie).toBe(`lang=es%20mx; expires=${FAR_FUTURE_EXPIRY}; path=/; SameSite=Lax`);
    expect(FAR_FUTURE_EXPIRY).toContain('9999');
  });

  it('reads and removes cookies in a real document', () => {
    setCookie('k', 'v=1');
    expect(getCookie('k')).toBe('v=1');
    removeCookie('k');
    expect(getCookie('k')).toBeUndefined();
  });

  it('degrades when cookies are blocked', () => {
    const blocked = Object.defineProperty({}, 'cookie', {
      get: () => {
        throw new Error('blocked');
      },
      set: () => {
        throw new Error('blocked');
      },
    }) as Document;
    expect(setCookie('a', 'b', blocked)).toBe(false);
    expect(getCookie('a', blocked)).toBeUndefined();
    expect(() => removeCookie('a', blocked)).not.toThrow();
  });
});

describe('storage', () => {
  const Schema = v.object({ text: v.string() });

  it('reads back through a schema and ignores tampered data', () => {
    expect(writeStored('draft', { text: 'hola' })).toBe(true);
    expect(readStored('draft', parserFor(Schema))).toEqual({ text: 'hola' });
    window.localStorage.setItem('draft', '{"text":5}');
    expect(readStored('draft', parserFor(Schema))).toBeUndefined();
    window.localStorage.setItem('draft', '{not json');
    expect(readStored('draft', parserFor(Schema))).toBeUndefined();
    removeStored('draft');
    expect(readStored('draft', parserFor(Schema))).toBeUndefined();
  });

  it('degrades when storage is unavailable or full', () => {
    const spy = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeStored('x', { text: 'y' })).toBe(false);
    spy.mockRestore();
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(readStored('x', parserFor(Schema))).toBeUndefined();
  });
});

describe('copy to clipboard', () => {
  it('uses the Clipboard API on secure origins', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('isSecureContext', true);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await expect(copyText('ABC123')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('ABC123');
    vi.unstubAllGlobals();
  });

  it('falls back to execCommand when the API is missing or refuses', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const exec = vi.fn().mockReturnValue(true);
    document.execCommand = exec;
    await expect(copyText('XYZ')).resolves.toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });
});
