import * as v from 'valibot';
import { calls } from '@/config/calls';
import { formCall, unwrap, type SendOptions } from '@/lib/http';

/** spec §3: customer contact (phone, va = telephone, email). */
export const CustomerContactSchema = v.object({
  phone: v.optional(v.nullable(v.string()), ''),
  va: v.optional(v.nullable(v.string()), ''),
  email: v.optional(v.nullable(v.string()), ''),
});
export type CustomerContact = v.InferOutput<typeof CustomerContactSchema>;

/** spec §7: POST customer contact, payload overall=30. */
export async function getCustomerContact({ signal }: SendOptions = {}): Promise<CustomerContact> {
  return unwrap(await formCall(calls.customerContact, CustomerContactSchema, {}, { signal }));
}
