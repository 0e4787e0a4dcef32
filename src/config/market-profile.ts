import type { LenderProfile, LenderProfiles, ProfileMarket } from './lender-profile.schema';

export type {
  IndiaProfile,
  LenderProfile,
  LenderProfiles,
  MexicoProfile,
  ProfileMarket,
} from './lender-profile.schema';

/**
 * The lender's profile of each market (docs/lender-profile.md). The build reads and checks
 * profiles/<market>.json and the LENDER_* overrides (scripts/lender-profile) and puts the result here.
 * The session's profile (`useLenderProfile`) is in src/lib/session/lender-profile.ts: it reads the
 * session, and config imports nothing from lib.
 */
declare const __LENDER_PROFILES__: LenderProfiles | undefined;

// Node without a build (the demo HTTP server) has no `__LENDER_PROFILES__`: it installs what it loaded.
let installed: LenderProfiles | undefined =
  typeof __LENDER_PROFILES__ === 'undefined' ? undefined : __LENDER_PROFILES__;

/** For the demo HTTP server, which runs the demo backend in Node from the same profile files. */
export function installLenderProfiles(profiles: LenderProfiles): void {
  installed = profiles;
}

export function lenderProfilesInstalled(): boolean {
  return installed !== undefined;
}

export function profileFor(market: ProfileMarket): LenderProfile {
  if (!installed) throw new Error('The lender profiles are not loaded (scripts/lender-profile)');
  return installed[market];
}

/** `tel:` wants digits (and a leading +) only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** What a text may name with `{{lender.<key>}}` (legal texts kept as plain i18n bundles). */
function lenderValues(profile: LenderProfile): Record<string, string> {
  return {
    brandName: profile.brandName,
    legalName: profile.legalName,
    address: profile.address,
    supportPhone: profile.support.phone,
    supportEmail: profile.support.email,
    supportHours: profile.support.hours,
  };
}

const PLACEHOLDER = /\{\{lender\.(\w+)\}\}/g;

/**
 * Puts the lender's details into every string of a text read straight from its bundle (which skips t()'s
 * interpolation): `{{lender.legalName}}`, `{{lender.supportEmail}}`...
 */
export function fillLender<T>(value: T, profile: LenderProfile): T {
  const values = lenderValues(profile);
  const fill = (node: unknown): unknown => {
    if (typeof node === 'string')
      return node.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole);
    if (Array.isArray(node)) return node.map(fill);
    if (node && typeof node === 'object')
      return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, fill(child)]));
    return node;
  };
  return fill(value) as T;
}
