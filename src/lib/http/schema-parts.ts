import * as v from 'valibot';

/**
 * Tolerant building blocks for response schemas: the spec does not fix every type, so numbers may arrive
 * as numeric strings, texts as numbers, and optional fields as null or missing.
 */
const NUMERIC_TEXT = /^-?\d+(\.\d+)?$/;

/** A number, or a string holding one (`"150000"`). */
export const numeric = v.pipe(
  v.union([v.pipe(v.number(), v.finite()), v.pipe(v.string(), v.trim(), v.regex(NUMERIC_TEXT))]),
  v.transform(Number),
);

const INTEGER_TEXT = /^-?\d+$/;

/**
 * An amount in minor units (contract §4): an integer, or a string of one (`"300000"`). Anything else (`123.45`,
 * `"12a"`, `NaN`, `1e400`, an integer beyond 2^53) is a wrong-shape answer, never a rounded figure.
 */
export const minor = v.pipe(
  v.union([
    v.pipe(v.number(), v.safeInteger()),
    v.pipe(v.string(), v.trim(), v.regex(INTEGER_TEXT), v.transform(Number), v.safeInteger()),
  ]),
  v.transform(Number),
);

/** An optional amount in minor units: missing, null and `""` become undefined; a wrong one is refused. */
export const optionalMinor = v.optional(
  v.pipe(
    v.nullable(v.union([minor, v.literal('')])),
    v.transform((value) => (value === '' || value === null ? undefined : value)),
  ),
  null,
);

// Optional fields wrap a nullable pipe in v.optional(..., null): a missing key runs the pipe with null, so
// the output key is always present (and typed without `?`).

/** An optional number: missing, null and `""` become undefined. */
export const optionalNumeric = v.optional(
  v.pipe(
    v.nullable(v.union([numeric, v.literal('')])),
    v.transform((value) => (value === '' || value === null ? undefined : value)),
  ),
  null,
);

/** An identifier or code that must be there: a non-empty string, or a number read as text. */
export const requiredId = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.finite())]),
  v.transform(String),
  v.trim(),
  v.minLength(1),
);

/** Text that may arrive as a number; missing or null becomes `''`. */
export const text = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.pipe(v.number(), v.finite())])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  null,
);

/** A 0/1 flag sent as a number, a string or a boolean: true only for 1. */
export const flag = v.optional(
  v.pipe(
    v.nullable(v.union([v.number(), v.string(), v.boolean()])),
    v.transform((value) => value === true || String(value).trim() === '1'),
  ),
  null,
);

/** A date the server sends as unix seconds, milliseconds or `YYYY-MM-DD[ HH:mm:ss]` (contract §4). */
export const serverDate = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.pipe(v.number(), v.finite())])),
    v.transform((value) => (value === null || value === '' ? undefined : value)),
  ),
  null,
);

/** spec §3: a text/value detail row. */
export const DetailRowSchema = v.object({ text, value: text });
export type DetailRow = v.InferOutput<typeof DetailRowSchema>;

/** A list that may be missing or null (then empty). */
export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((value) => value ?? []),
    ),
    null,
  );
}

/** A list sent bare or wrapped as `{ list: [...] }` (the contract leaves it open). */
export function wrappedListOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.pipe(
    v.unknown(),
    v.transform((value) => (Array.isArray(value) ? { list: value } : value)),
    v.object({ list: v.array(item) }),
    v.transform((value) => value.list),
  );
}
