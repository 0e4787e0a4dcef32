import * as v from 'valibot';
import { customerContactCall } from './calls';
import { unwrap, wealth, type CallOptions } from '@/lib/http';

/** spec §3: customer contact (phone, va = telephone, email). */
export const CustomerContactSchema = v.object({
  phone: v.optional(v.nullable(v.string()), ''),
  va: v.optional(v.nullable(v.string()), ''),
  email: v.optional(v.nullable(v.string()), ''),
});
export type CustomerContact = v.InferOutput<typeof CustomerContactSchema>;

/** spec §7: POST customer contact, payload overall=30. */
export async function getCustomerContact({ signal }: CallOptions = {}): Promise<CustomerContact> {
  return unwrap(
    await wealth.post(customerContactCall.path, CustomerContactSchema, {
      payload: customerContactCall.fixed,
      signal,
    }),
  );
}
