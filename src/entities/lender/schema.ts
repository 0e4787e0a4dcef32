import * as v from 'valibot';
import { readIdentity } from './identity-fields';

/** Text that is there and not blank; anything else reads as absent. */
const optionalText = v.fallback(
  v.optional(
    v.pipe(
      v.unknown(),
      v.transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined)),
    ),
  ),
  undefined,
);

/**
 * contract §10: who lends, as its licence names it, and what its regulated documents and help pages name
 * (its identity, identity-fields.ts). `legalName` is what makes it a lender: without it the object says
 * nothing a borrower can rely on, so it reads as absent.
 */
export const OfferLenderSchema = v.pipe(
  v.looseObject({
    legalName: v.pipe(v.string(), v.trim(), v.minLength(1)),
    brandName: optionalText,
    registration: optionalText,
    website: optionalText,
  }),
  v.transform(({ legalName, brandName, registration, website, ...rest }) => ({
    legalName,
    ...(brandName ? { brandName } : {}),
    ...(registration ? { registration } : {}),
    ...(website ? { website } : {}),
    ...readIdentity(rest),
  })),
);
export type OfferLender = v.InferOutput<typeof OfferLenderSchema>;

/**
 * The optional `lender` of a response that shows an offer or a loan (contract §10), read leniently: missing,
 * null, or of the wrong shape, it is absent and the page names the lender of the market's profile. It never
 * fails the page.
 */
export const OptionalLenderSchema = v.fallback(v.optional(OfferLenderSchema), undefined);
