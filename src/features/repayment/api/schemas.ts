import * as v from 'valibot';
import { listOf, text, requiredId } from '@/lib/http/schema-parts';

/** spec §3: Channel — logo, desc, payCode, vCode (voucher code), BARcodeImg (barcode image). */
export const RepayChannelSchema = v.object({
  logo: text,
  desc: text,
  payCode: requiredId,
  vCode: text,
  BARcodeImg: text,
});
export type RepayChannel = v.InferOutput<typeof RepayChannelSchema>;

/** spec §3: repayList — a group title and its channels. */
export const ChannelGroupSchema = v.object({ title: text, list: listOf(RepayChannelSchema) });
export type ChannelGroup = v.InferOutput<typeof ChannelGroupSchema>;
