import * as v from 'valibot';

/** Server text that may come as a number, or be missing or null: always a string (empty when absent). */
export const TextSchema = v.optional(
  v.pipe(
    v.nullable(v.union([v.string(), v.number()])),
    v.transform((value) => (value === null ? '' : String(value))),
  ),
  '',
);

/** Money in minor units (contract §4), sent as a number or a numeric string. */
export const MinorAmountSchema = v.union([
  v.pipe(v.number(), v.finite()),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
]);

/** contract §4: unix seconds, unix milliseconds or `YYYY-MM-DD[ HH:mm:ss]`. */
export const ServerDateSchema = v.optional(v.nullable(v.union([v.number(), v.string()])));

/** A list that may be missing or null: always an array. */
export function listOf<TItem extends v.GenericSchema>(item: TItem) {
  return v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((value) => value ?? []),
    ),
    () => [],
  );
}

/** A row of server-formatted text (spec §3: detail text/value). */
export const DetailRowSchema = v.object({ text: TextSchema, value: TextSchema });
export type DetailRow = v.InferOutput<typeof DetailRowSchema>;

/** spec §3: Channel — logo, desc, payCode, vCode (voucher code), BARcodeImg (barcode image). */
export const RepayChannelSchema = v.object({
  logo: TextSchema,
  desc: TextSchema,
  payCode: v.pipe(v.union([v.string(), v.number()]), v.transform(String), v.trim(), v.minLength(1)),
  vCode: TextSchema,
  BARcodeImg: TextSchema,
});
export type RepayChannel = v.InferOutput<typeof RepayChannelSchema>;

/** spec §3: repayList — a group title and its channels. */
export const ChannelGroupSchema = v.object({ title: TextSchema, list: listOf(RepayChannelSchema) });
export type ChannelGroup = v.InferOutput<typeof ChannelGroupSchema>;
