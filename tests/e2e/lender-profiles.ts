import { loadLenderProfiles } from '../../scripts/lender-profile/load';

/**
 * The lender's profiles the e2e build was made with and the demo server answers with: the same files and
 * LENDER_* variables (docs/lender-profile.md).
 */
export const profiles = loadLenderProfiles();

/** `tel:` wants digits (and a leading +) only. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
