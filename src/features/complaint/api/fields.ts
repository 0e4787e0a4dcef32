import * as v from 'valibot';

/** A value the server may send as a number or a string, kept as a string. */
export const TextSchema = v.pipe(v.union([v.string(), v.number()]), v.transform(String));

/** Optional text: missing or null becomes ''. */
export const OptionalTextSchema = v.optional(v.nullable(TextSchema, ''), '');

/** A list of image urls, sent as an array or as one comma-joined string; empty entries dropped. */
export const UrlListSchema = v.pipe(
  v.optional(v.nullable(v.union([v.array(v.string()), v.string()]), []), []),
  v.transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((url) => url.trim()).filter((url) => url !== ''),
  ),
);

/** spec §3: a question type or sub-type (title, value). */
export const OptionSchema = v.object({ title: TextSchema, value: TextSchema });
export type ComplaintOption = v.InferOutput<typeof OptionSchema>;

export const TitledRowSchema = v.object({ title: OptionalTextSchema, value: OptionalTextSchema });
