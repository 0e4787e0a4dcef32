import { linkTo, paths, type AppPath } from '@/config/paths';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { sessionStore, type Market, type SessionKey } from '@/lib/session';

/** spec §2 "Test preview page": the editable fields, in form order. */
export const SESSION_FIELDS = [
  'appVersion',
  'deviceName',
  'deviceId',
  'osVersion',
  'sessionId',
  'advertisingId',
] as const satisfies readonly SessionKey[];
export const ORDER_FIELDS = ['productId', 'orderId'] as const;
export const PREVIEW_FIELDS = [...SESSION_FIELDS, ...ORDER_FIELDS] as const;

export type PreviewField = (typeof PREVIEW_FIELDS)[number];
export type PreviewValues = Record<PreviewField, string>;

export const EMPTY_VALUES: PreviewValues = Object.fromEntries(
  PREVIEW_FIELDS.map((field) => [field, '']),
) as PreviewValues;

export const PREVIEW_STORAGE_KEY = 'devTools.previewFields';

const MAX_STORED_LENGTH = 200;

/** The remembered fields: only known fields holding short strings (the page carries no schema library). */
export function parseStoredValues(value: unknown): Partial<PreviewValues> | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const stored: Partial<PreviewValues> = {};
  for (const field of PREVIEW_FIELDS) {
    const text: unknown = (value as Record<string, unknown>)[field];
    if (text === undefined) continue;
    if (typeof text !== 'string' || text.length > MAX_STORED_LENGTH) return undefined;
    stored[field] = text;
  }
  return stored;
}

export function sessionValues(): Partial<PreviewValues> {
  const { values } = sessionStore.getState();
  const result: Partial<PreviewValues> = {};
  for (const field of SESSION_FIELDS) {
    const value = values[field];
    if (value) result[field] = value;
  }
  return result;
}

/**
 * The fields on arrival: what this tab remembered, with the current session's values over it. Session ids
 * and device ids are kept for the tab only (sessionStorage), never on the device: a copy an earlier
 * version left in localStorage is dropped.
 */
export function initialValues(): PreviewValues {
  removeStored(PREVIEW_STORAGE_KEY, 'local');
  return {
    ...EMPTY_VALUES,
    ...readStored(PREVIEW_STORAGE_KEY, parseStoredValues, 'tab'),
    ...sessionValues(),
  };
}

/** Remembers the fields for this tab; a storage failure only means they are not remembered. */
export function rememberValues(values: PreviewValues): void {
  writeStored(PREVIEW_STORAGE_KEY, values, 'tab');
}

/**
 * The edited session fields become the session, so the pages the links open send them with their calls
 * (the session is otherwise read from the URL once, at start-up).
 */
export function applyToSession(values: PreviewValues): void {
  sessionStore.setState((state) => {
    const next = { ...state.values };
    for (const field of SESSION_FIELDS) {
      const value = values[field].trim();
      if (value) next[field] = value;
      else delete next[field];
    }
    return { values: next };
  });
}

/** spec §2: the pages the preview links to, with the order keys each reads (contract §1). */
export const PREVIEW_LINKS = [
  { key: 'confirmLoan', path: paths.confirmLoan, reads: ['productId'] },
  { key: 'loanDetails', path: paths.loanDetails, reads: ['productId', 'orderId'] },
  { key: 'repay', path: paths.repay, reads: ['productId', 'orderId'] },
  { key: 'repayDelay', path: paths.repayDelay, reads: ['productId', 'orderId'] },
  { key: 'bindCard', path: paths.bindCard, reads: ['productId'] },
  { key: 'aboutUs', path: paths.aboutUs, reads: [] },
  { key: 'complaint', path: paths.complaint, reads: ['orderId'] },
  { key: 'customerService', path: paths.customerService, reads: [] },
  { key: 'privacyPolicy', path: paths.privacyPolicy, reads: [] },
  { key: 'repayInstructions', path: paths.repayInstructions, reads: ['productId', 'orderId'] },
] as const satisfies readonly { key: string; path: AppPath; reads: readonly PreviewField[] }[];

export type PreviewLink = (typeof PREVIEW_LINKS)[number];

/** contract §2: the session keys and `type` on every link, plus the order keys the page reads. */
export function previewHref(link: PreviewLink, values: PreviewValues, type: Market): string {
  const query: Record<string, string> = {};
  for (const field of SESSION_FIELDS) query[field] = values[field].trim();
  for (const field of link.reads as readonly PreviewField[]) query[field] = values[field].trim();
  query.type = String(type);
  return linkTo(link.path, query);
}
