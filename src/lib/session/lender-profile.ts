import { profileFor, type LenderProfile, type ProfileMarket } from '../../config/market-profile';
import { Market } from './market';
import { useSession } from './react';
import { sessionStore, type SessionState } from './session-store';

/*
 * The lender's profile of the session's market: the market decides the lender (docs/lender-profile.md).
 * Here rather than beside the profiles (src/config/market-profile.ts) because it reads the session, which
 * config, plain settings, may not import.
 */

export const profileMarket = (type: Market): ProfileMarket => (type === Market.india ? 'in' : 'mx');

/** The profile of a market type (`1` India, `2` Mexico); the session's without one. */
export function lenderProfile(type: Market = sessionStore.getState().type): LenderProfile {
  return profileFor(profileMarket(type));
}

const selectType = (state: SessionState) => state.type;

/** The session's lender profile, rendered again when the market changes. */
export function useLenderProfile(): LenderProfile {
  return lenderProfile(useSession(selectType));
}
