import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, unwrap, type SendOptions } from '@/lib/http';
import { OptionalTextSchema, TextSchema } from './fields';

export const ComplaintListItemSchema = v.object({
  /** The problemId that opens the details. */
  id: TextSchema,
  time: v.optional(v.nullable(v.union([v.string(), v.number()]), null), null),
  type: OptionalTextSchema,
  content: OptionalTextSchema,
});
export type ComplaintListItem = v.InferOutput<typeof ComplaintListItemSchema>;

export const ComplaintTabSchema = v.object({
  title: TextSchema,
  items: v.optional(v.nullable(v.array(ComplaintListItemSchema), []), []),
});
export type ComplaintTab = v.InferOutput<typeof ComplaintTabSchema>;

export const ComplaintListSchema = v.object({ tabs: v.array(ComplaintTabSchema) });

/** spec §7: complaint list, response tabs. */
export async function getComplaintList({ signal }: SendOptions = {}): Promise<ComplaintTab[]> {
  return unwrap(await formCall(calls.complaintList, ComplaintListSchema, {}, { signal })).tabs;
}
