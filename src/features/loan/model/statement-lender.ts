import type { LenderIdentity } from '@/entities/lender';
import { statementLender, type StatementLender } from '@/entities/loan-figures/statement-lender';
import { Market } from '@/lib/session';

/**
 * What a loan's statement (India's KFS, Mexico's carátula) names of its lender (contract §10): the platform
 * lender's profile, or a partner lender's own identity as its loan sends it, with the regulator's channels
 * (RBI's portal, CONDUSEF's phone and page), which are every lender's. Nothing of the profile's stands for a
 * partner: an item it does not send reads as not provided, and the loan cannot be signed.
 */
export function statementLenderOf(identity: LenderIdentity, market: Market): StatementLender {
  if (identity.platform) return statementLender(market);
  const { legalName, regulator } = identity;
  if (market === Market.india) {
    const { grievanceOfficer: officer, nodalOfficer: nodal } = identity;
    return {
      legalName,
      cin: identity.cin,
      rbiCoR: identity.rbiCor,
      groName: officer?.name,
      groPhone: officer?.phone,
      groEmail: officer?.email,
      groDesignation: officer?.designation,
      groAddress: officer?.address,
      nodalName: nodal?.name,
      nodalPhone: nodal?.phone,
      nodalEmail: nodal?.email,
      nodalDesignation: nodal?.designation,
      nodalAddress: nodal?.address,
      rbiComplaintPortal: regulator.rbiPortal,
      serviceProviders: identity.serviceProviders,
      recoveryAgents: identity.recoveryAgents?.map((agent) => agent.name),
    };
  }
  return {
    legalName,
    reca: identity.reca,
    uneAddress: identity.une?.address,
    unePhone: identity.une?.phone,
    uneEmail: identity.une?.email,
    uneWeb: identity.une?.web,
    creditType: identity.creditType,
    productType: identity.productType,
    insurance: identity.insurance,
    accountStatement: identity.accountStatement,
    condusefPhone: regulator.condusefPhone,
    condusefWeb: regulator.condusefWeb,
  };
}
