import { channelKind, type ChannelKind } from '@/entities/payment/posting';

/** What a voucher gives to pay with, per kind of channel (spec §3 Voucher generation response). */
export interface PayDetailsInput {
  payCode: string;
  vCode: string;
  /** Beyond spec §3, optional (contract §9): the payee's UPI ID (VPA). */
  vpa?: string;
  /** Beyond spec §3, optional: the CLABE to transfer to (SPEI, and CoDi's way to pay from this phone). */
  clabe?: string;
  /** Beyond spec §3, optional: NEFT/IMPS, the (virtual) account number and the branch's IFSC. */
  accountNumber?: string;
  ifsc?: string;
  /** Beyond spec §3, optional: the account's holder and the bank that holds it (`STP`, `ICICI Bank`). */
  accountName?: string;
  bankName?: string;
  /** Beyond spec §3, optional: the reference to quote (concepto, remarks), when vCode is not it. */
  reference?: string;
  /** Beyond spec §3, optional: what the CoDi QR holds, as the payment provider issued it. */
  qrData?: string;
}

/** Where a transfer goes: a CLABE (SPEI) or an account number and IFSC (NEFT/IMPS), with its holder and bank. */
export interface TransferTo {
  clabe: string;
  account: string;
  ifsc: string;
  accountName: string;
  bankName: string;
  /** What to quote: SPEI's concepto, a bank transfer's remarks (contract §9 `reference`). */
  reference: string;
  /**
   * SPEI's referencia numérica (up to 7 digits, a field of its own in Mexican banking apps): the voucher's
   * vCode when it is such a number. '' elsewhere.
   */
  numericReference: string;
}

export type PayDetails =
  | { kind: 'upi'; vpa: string; reference: string }
  /** `spei`: the same payment by SPEI, for a borrower whose QR is on the phone they would scan it with. */
  | { kind: 'codi'; qrData: string; reference: string; spei?: TransferTo }
  | ({ kind: 'bank' } & TransferTo)
  | { kind: 'store' | 'card' | 'other'; reference: string };

const VPA = /^[\w.-]{2,256}@[a-z][\w.-]{1,63}$/i;
const CLABE = /^\d{18}$/;
/** What SPEI's referencia numérica field takes. */
const NUMERIC_REFERENCE = /^\d{1,7}$/;

/** Whether a bank transfer's reference is a referencia numérica (up to 7 digits), named so wherever shown. */
export const isNumericReference = (payCode: string, vCode: string): boolean =>
  channelKind(payCode) === 'bank' && NUMERIC_REFERENCE.test(vCode.trim());
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');
const trimmed = (value: string | undefined) => (value ?? '').trim();

/**
 * Reads the voucher by kind of channel. A server that sends the optional fields of contract §9 (vpa,
 * clabe, accountNumber, ifsc, accountName, bankName, reference, qrData) is read from them; one that sends
 * only vCode still works: for UPI a vCode that is a VPA is the payee, for SPEI an 18-digit vCode is the
 * CLABE, for CoDi the vCode is what the QR holds. A UPI voucher without a usable VPA falls back to the
 * generic view (reference only).
 */
export function payDetails(input: PayDetailsInput): PayDetails {
  const kind: ChannelKind = channelKind(input.payCode);
  const vCode = input.vCode.trim();
  const given = trimmed(input.reference);
  const holder = {
    ifsc: trimmed(input.ifsc).toUpperCase(),
    accountName: trimmed(input.accountName),
    bankName: trimmed(input.bankName),
  };
  const clabe = digitsOnly(input.clabe ?? '');
  if (kind === 'upi') {
    const vpa = trimmed(input.vpa) || (VPA.test(vCode) ? vCode : '');
    if (VPA.test(vpa)) return { kind, vpa, reference: given || (vCode === vpa ? '' : vCode) };
    return { kind: 'other', reference: given || vCode };
  }
  if (kind === 'codi') {
    const qrData = trimmed(input.qrData) || vCode;
    // With a CLABE the voucher's reference is SPEI's concepto; the CoDi charge is known by its vCode.
    if (CLABE.test(clabe))
      return {
        kind,
        qrData,
        reference: vCode,
        spei: { clabe, account: '', ...holder, reference: given, numericReference: '' },
      };
    return { kind, qrData, reference: given || vCode };
  }
  if (kind === 'bank') {
    // contract §9: `reference` is SPEI's concepto; a vCode of up to 7 digits is its referencia numérica.
    if (CLABE.test(clabe)) {
      const numericReference = NUMERIC_REFERENCE.test(vCode) ? vCode : '';
      const reference = given || (vCode === clabe || numericReference ? '' : vCode);
      return { kind, clabe, account: '', ...holder, reference, numericReference };
    }
    if (CLABE.test(digitsOnly(vCode)))
      return {
        kind,
        clabe: digitsOnly(vCode),
        account: '',
        ...holder,
        reference: given,
        numericReference: '',
      };
    const account = trimmed(input.accountNumber);
    const transfer = { kind, clabe: '', ...holder, numericReference: '' } as const;
    if (account) return { ...transfer, account, reference: given || (vCode === account ? '' : vCode) };
    return { ...transfer, account: given ? vCode : '', reference: given || vCode };
  }
  return { kind, reference: given || vCode };
}

/**
 * The reference that tells this payment apart, as kept and shared: SPEI's referencia numérica when the
 * voucher has one, else what is quoted (concepto, remarks, a store's reference).
 */
export function paymentReference(details: PayDetails): string {
  return details.kind === 'bank' ? details.numericReference || details.reference : details.reference;
}

/**
 * Whom the borrower pays: the account's holder for a transfer (SPEI from CoDi too), else the voucher's
 * `companyName`; '' when the voucher names none.
 */
export function payeeName(details: PayDetails, companyName: string): string {
  const holder =
    details.kind === 'bank'
      ? details.accountName
      : details.kind === 'codi'
        ? (details.spei?.accountName ?? '')
        : '';
  return holder || companyName.trim();
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
