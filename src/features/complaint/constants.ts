/** spec §9: complaint limits and delays. */
export const MAX_COMPLAINT_TEXT = 200;
export const MAX_COMPLAINT_IMAGES = 9;
/** spec §4: the collection type, the only one with sub-types and the isShow rule. */
export const COLLECTION_TYPE = '1';
/** spec §4, §9: back to the complaint start page 1.5 s after a successful send. */
export const SUCCESS_REDIRECT_MS = 1500;
/** spec §4, §9: the rating modal opens 3 s after the details load. */
export const RATING_DELAY_MS = 3000;
