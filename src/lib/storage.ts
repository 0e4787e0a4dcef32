/**
 * localStorage that never throws: unavailable storage (private mode, disabled, quota full) degrades to
 * "nothing saved". Values are JSON, and read back through a parser (e.g. `parserFor(schema)` from
 * lib/http), so tampered data is ignored. No schema library here: this runs on pages without one.
 */
/** `local` keeps a value on the device; `tab` (sessionStorage) only until the tab is closed. */
export type StorageArea = 'local' | 'tab';

function store(area: StorageArea = 'local'): Storage | null {
  try {
    if (typeof window === 'undefined') return null;
    return area === 'tab' ? window.sessionStorage : window.localStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(
  key: string,
  parse: (value: unknown) => T | undefined,
  area: StorageArea = 'local',
): T | undefined {
  try {
    const text = store(area)?.getItem(key);
    if (!text) return undefined;
    return parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown, area: StorageArea = 'local'): boolean {
  try {
    const target = store(area);
    if (!target) return false;
    target.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string, area: StorageArea = 'local'): void {
  try {
    store(area)?.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}
