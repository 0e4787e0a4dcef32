import { loadLenderProfiles, splitHindi } from '../../scripts/lender-profile/load';

/**
 * What the build defines for the app's modules (vite.config.ts, `define`) and a spec that imports them into
 * Node has no build to define: India's Hindi free texts, which Hindi's common texts carry
 * (locales/common.hi.ts), from the demo's profiles the browser tests' build uses; and the spec's quotes left
 * out, as in that production build. Import this before any module that reads them.
 */
const globals = globalThis as { __LENDER_PROFILE_HINDI__?: unknown; __SPEC_QUOTES__?: boolean };
globals.__LENDER_PROFILE_HINDI__ ??= splitHindi(loadLenderProfiles({})).hindi;
globals.__SPEC_QUOTES__ ??= false;
