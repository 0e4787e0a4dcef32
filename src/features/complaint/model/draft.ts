import * as v from 'valibot';
import { parserFor } from '@/lib/http/validate';
import { readStored, removeStored, writeStored } from '@/lib/storage';
import { capText } from '@/lib/format';
import { MAX_COMPLAINT_IMAGES, MAX_COMPLAINT_TEXT } from '../constants';

/** Which complaint a draft belongs to: one per order and type. */
export interface DraftTarget {
  orderNo: string;
  problemType: string;
  problemSonType: string;
}

export interface ComplaintDraft extends DraftTarget {
  text: string;
  /** Uploaded image urls, in the order they were added. */
  images: string[];
}

const DraftSchema = v.object({
  orderNo: v.string(),
  problemType: v.string(),
  problemSonType: v.string(),
  text: v.string(),
  images: v.pipe(v.array(v.string()), v.maxLength(MAX_COMPLAINT_IMAGES)),
});

export function draftKey({ orderNo, problemType, problemSonType }: DraftTarget): string {
  return `complaint:draft:${orderNo}:${problemType}:${problemSonType}`;
}

/** The stored draft for this complaint, or an empty one (storage unavailable or tampered counts as none). */
export function loadDraft(target: DraftTarget): ComplaintDraft {
  const stored = readStored(draftKey(target), parserFor(DraftSchema));
  const matches =
    stored &&
    stored.orderNo === target.orderNo &&
    stored.problemType === target.problemType &&
    stored.problemSonType === target.problemSonType;
  return matches ? stored : { ...target, text: '', images: [] };
}

/**
 * A description another page filled in (the "paid, not showing yet" panel sends the order,
 * channel, reference and payment time). It is URL text: control characters go, it is cut to the limit,
 * and it never replaces what the borrower already wrote.
 */
/** Control characters other than the line feed. */
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return (code < 0x20 && char !== '\n') || code === 0x7f;
};

export function withPrefill(draft: ComplaintDraft, prefill: string | undefined): ComplaintDraft {
  const printable = Array.from(prefill ?? '', (char) => (isControl(char) ? ' ' : char)).join('');
  const text = capText(printable.trim(), MAX_COMPLAINT_TEXT);
  if (!text || draft.text || draft.images.length > 0) return draft;
  return { ...draft, text };
}

export function saveDraft(draft: ComplaintDraft): void {
  if (!draft.text && draft.images.length === 0) removeStored(draftKey(draft));
  else writeStored(draftKey(draft), draft);
}

export function clearDraft(target: DraftTarget): void {
  removeStored(draftKey(target));
}

export type DraftAction =
  | { type: 'text'; text: string }
  | { type: 'imageAdded'; url: string }
  | { type: 'imageRemoved'; index: number };

export function draftReducer(draft: ComplaintDraft, action: DraftAction): ComplaintDraft {
  switch (action.type) {
    case 'text':
      return { ...draft, text: action.text };
    case 'imageAdded':
      // spec §5: up to 9 images; more are ignored.
      return draft.images.length >= MAX_COMPLAINT_IMAGES
        ? draft
        : { ...draft, images: [...draft.images, action.url] };
    case 'imageRemoved':
      return { ...draft, images: draft.images.filter((_, index) => index !== action.index) };
  }
}
