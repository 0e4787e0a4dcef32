import { channelKind, type ChannelKind } from '@/entities/payment/posting';

/** What a voucher gives to pay with, per kind of channel (spec §3 Voucher generation response). */
export interface PayDetailsInput {
  payCode: string;
  vCode: string;
  /** Beyond spec §3, optional: the payee's UPI ID (VPA). */
  vpa?: string;
  /** Beyond spec §3, optional: the CLABE to transfer to (SPEI). */
  clabe?: string;
  /** Beyond spec §3, optional: the reference to quote, when vCode is the VPA or the CLABE. */
  reference?: string;
  /** Beyond spec §3, optional: what the CoDi QR holds, as the payment provider issued it. */
  qrData?: string;
}

export type PayDetails =
  | { kind: 'upi'; vpa: string; reference: string }
  | { kind: 'codi'; qrData: string; reference: string }
  | { kind: 'bank'; clabe: string; account: string; reference: string }
  | { kind: 'store' | 'card' | 'other'; reference: string };

const VPA = /^[\w.-]{2,256}@[a-z][\w.-]{1,63}$/i;
const CLABE = /^\d{18}$/;
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/**
 * Reads the voucher by kind of channel. A server that sends the new optional fields (vpa, clabe,
 * reference, qrData) is read from them; one that sends only vCode still works: for UPI a vCode that is a
 * VPA is the payee, for SPEI an 18-digit vCode is the CLABE, for CoDi the vCode is what the QR holds.
 * A UPI voucher without a usable VPA falls back to the generic view (reference only).
 */
export function payDetails(input: PayDetailsInput): PayDetails {
  const kind: ChannelKind = channelKind(input.payCode);
  const vCode = input.vCode.trim();
  const given = (input.reference ?? '').trim();
  if (kind === 'upi') {
    const vpa = (input.vpa ?? '').trim() || (VPA.test(vCode) ? vCode : '');
    if (VPA.test(vpa)) return { kind, vpa, reference: given || (vCode === vpa ? '' : vCode) };
    return { kind: 'other', reference: given || vCode };
  }
  if (kind === 'codi') {
    return { kind, qrData: (input.qrData ?? '').trim() || vCode, reference: given || vCode };
  }
  if (kind === 'bank') {
    const clabe = digitsOnly(input.clabe ?? '');
    if (CLABE.test(clabe))
      return { kind, clabe, account: '', reference: given || (vCode === clabe ? '' : vCode) };
    if (CLABE.test(digitsOnly(vCode)))
      return { kind, clabe: digitsOnly(vCode), account: '', reference: given };
    return { kind, clabe: '', account: given ? vCode : '', reference: given || vCode };
  }
  return { kind, reference: given || vCode };
}

/** Only channels paid at a counter (and unknown ones, as before) show a 1-D barcode. */
export function showsBarcode(payCode: string): boolean {
  const kind = channelKind(payCode);
  return kind === 'store' || kind === 'other';
}

/** "646 180 1570 0012 8845": a CLABE in groups for reading aloud and checking (copied without spaces). */
export function groupClabe(clabe: string): string {
  return clabe.length === 18
    ? [clabe.slice(0, 3), clabe.slice(3, 6), clabe.slice(6, 10), clabe.slice(10, 14), clabe.slice(14)].join(
        ' ',
      )
    : clabe;
}
