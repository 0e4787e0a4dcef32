/**
 * localStorage that never throws: unavailable storage (private mode, disabled, quota full) degrades to
 * "nothing saved". Values are JSON, and read back through a parser (e.g. `parserFor(schema)` from
 * lib/http), so tampered data is ignored. No schema library here: this runs on pages without one.
 */
function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string, parse: (value: unknown) => T | undefined): T | undefined {
  try {
    const text = store()?.getItem(key);
    if (!text) return undefined;
    return parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: unknown): boolean {
  try {
    const target = store();
    if (!target) return false;
    target.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeStored(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}
