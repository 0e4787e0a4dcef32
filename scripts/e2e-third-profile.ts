/**
 * The e2e build made with a third lender's profile (tests/e2e/lender-profile.spec.ts): every page that
 * names the lender must show this one, and the build must carry none of the demo profiles' details.
 */
export const THIRD_PROFILE_DIR = 'tests/fixtures/profiles-third';
export const thirdProfileDist = (dist: string) => `${dist}-profile`;
