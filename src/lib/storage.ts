import * as v from 'valibot';

/**
 * localStorage that never throws: unavailable storage (private mode, disabled, quota full) degrades to
 * "nothing saved". Values are JSON, and read back through a schema, so tampered data is ignored.
 */
function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readStored<TSchema extends v.GenericSchema>(
  key: string,
  schema: TSchema,
): v.InferOutput<TSchema> | undefined {
  try {
    const text = store()?.getItem(key);
    if (!text) return undefined;
    const result = v.safeParse(schema, JSON.parse(text));
    return result.success ? result.output : undefined;
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
