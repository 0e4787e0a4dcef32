import type { LenderProfile } from '@/config/market-profile';
import type { OfferLender } from './schema';

/**
 * The market profile's lender in the shape a loan's own `lender` takes (contract §10): what stands where a
 * loan names none, and what the demo sends for the profile's own products.
 */
export function profileLender(profile: LenderProfile): OfferLender {
  return profile.market === 'in'
    ? {
        legalName: profile.legalName,
        brandName: profile.brandName,
        registration: `RBI CoR ${profile.registration.rbiCor}`,
        website: profile.website,
      }
    : {
        legalName: profile.legalName,
        brandName: profile.brandName,
        registration: `CONDUSEF (SIPRES) ${profile.registration.condusef}`,
      };
}
