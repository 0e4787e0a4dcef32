import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { linkTo, paths } from '@/config/paths';
import type { Voucher } from '../api/generate-voucher';
import { groupClabe, payDetails, type PayDetails, type TransferTo } from '../model/pay-details';
import { RequestType } from '../model/request-type';
import type { InstructionsQuery } from '../utils/route-query';
import { CodiPay, UpiPay } from './rail-qr';
import { CopyRow } from './voucher-rows';
import './pay-with.css';

interface PayWithProps {
  voucher: Voucher;
  query: InstructionsQuery;
  /** Minor units. */
  amount: number;
  /** Whom the borrower pays (the UPI intent's payee name). */
  payee: string;
  /** Whose account it is and for which lender it collects, when the payee is not the loan's lender. */
  payeeNote?: ReactNode;
  /** The rows every kind shows after its own (beneficiary, expiry). */
  rows: ReactNode;
  /** Keep the reference (share / copy). */
  keep: ReactNode;
}

/**
 * Where a transfer goes, each part on its own row with its own Copy, named and ordered as a bank app asks
 * for them: SPEI the CLABE, the Beneficiario, the Banco, the Concepto and the Referencia numérica; NEFT/IMPS
 * the account number, the IFSC, the account's name, its bank and what to write in the remarks.
 */
function TransferRows({ to }: { to: TransferTo }) {
  const { t } = useTranslation('repayment');
  return (
    <>
      {to.clabe ? (
        <CopyRow
          label={t('bankTransfer.clabe')}
          value={to.clabe}
          display={groupClabe(to.clabe)}
          copyLabel={t('bankTransfer.copyClabe')}
          code
        />
      ) : null}
      {to.account ? (
        <CopyRow
          label={t('bankTransfer.account')}
          value={to.account}
          copyLabel={t('bankTransfer.copyAccount')}
          code
        />
      ) : null}
      {to.ifsc ? (
        <CopyRow label={t('bankTransfer.ifsc')} value={to.ifsc} copyLabel={t('bankTransfer.copyIfsc')} code />
      ) : null}
      {to.accountName ? (
        <CopyRow
          label={t('bankTransfer.accountName')}
          value={to.accountName}
          copyLabel={t('bankTransfer.copyAccountName')}
        />
      ) : null}
      {to.bankName ? (
        <CopyRow label={t('bankTransfer.bank')} value={to.bankName} copyLabel={t('bankTransfer.copyBank')} />
      ) : null}
      {to.reference ? (
        // SPEI's reference is its concepto; a bank transfer's goes in its remarks.
        <CopyRow
          label={to.clabe ? t('bankTransfer.concept') : t('instructions.voucher')}
          value={to.reference}
          copyLabel={to.clabe ? t('bankTransfer.copyConcept') : t('instructions.copyVoucher')}
          hint={to.clabe ? undefined : t('bankTransfer.remarksHint')}
          code={!to.clabe}
        />
      ) : null}
      {to.numericReference ? (
        <CopyRow
          label={t('bankTransfer.reference')}
          value={to.numericReference}
          copyLabel={t('bankTransfer.copyReference')}
          code
        />
      ) : null}
    </>
  );
}

/**
 * CoDi on the phone that shows the QR: the phone cannot scan itself. Save the code for the bank app, or pay
 * the same payment by SPEI (the voucher's CLABE and reference), else choose SPEI among the ways to pay.
 */
function CodiFromThisPhone({ spei, query }: { spei?: TransferTo; query: InstructionsQuery }) {
  const { t } = useTranslation('repayment');
  const headingId = useId();
  const list = query.requestType === RequestType.Delay ? paths.repayDelay : paths.repay;
  return (
    <section className="pay-this-phone" aria-labelledby={headingId}>
      <h3 id={headingId} className="pay-subtitle">
        {t('codi.thisPhone')}
      </h3>
      {spei ? (
        <>
          <p className="pay-hint">{t('codi.thisPhoneHint')}</p>
          <dl className="voucher-rows">
            <TransferRows to={spei} />
          </dl>
        </>
      ) : (
        <>
          <p className="pay-hint">{t('codi.thisPhoneNoSpei')}</p>
          <Link
            className="pay-this-phone__link"
            to={linkTo(list, { productId: query.productId, orderId: query.orderId })}
          >
            {t('codi.otherWays')}
          </Link>
        </>
      )}
    </section>
  );
}

/**
 * How to pay, as the channel's rail pays: a UPI app opened by intent (or a QR for another phone), a CoDi
 * QR for another phone's bank app (saved, or SPEI, on this one), a CLABE or an account for a transfer, a
 * barcode for a store's scanner.
 */
export function PayWith({ voucher, query, amount, payee, payeeNote, rows, keep }: PayWithProps) {
  const { t } = useTranslation('repayment');
  const { repayDetail } = voucher;
  const details: PayDetails = payDetails({ ...repayDetail, payCode: query.payCode });
  return (
    <section className="card" aria-label={t('instructions.code')}>
      {details.kind === 'upi' ? (
        <UpiPay vpa={details.vpa} payee={payee} reference={details.reference} amount={amount} query={query} />
      ) : null}
      {details.kind === 'codi' ? (
        <CodiPay
          qrData={details.qrData}
          amount={amount}
          fileName={`codi-${(details.reference || query.orderId).replace(/[^\w-]/g, '')}.gif`}
        />
      ) : null}
      {(details.kind === 'store' || details.kind === 'other') && repayDetail.repayCode ? (
        <img className="voucher-code-image" src={repayDetail.repayCode} alt={t('instructions.codeImage')} />
      ) : null}
      <dl className="voucher-rows">
        {details.kind === 'upi' ? (
          <CopyRow label={t('upi.vpa')} value={details.vpa} copyLabel={t('upi.copyVpa')} code />
        ) : null}
        {details.kind === 'bank' ? (
          <TransferRows to={details} />
        ) : details.reference ? (
          <CopyRow
            label={t('instructions.voucher')}
            value={details.reference}
            copyLabel={t('instructions.copyVoucher')}
            // Paid by UPI ID rather than from the button, the reference goes in the app's note.
            hint={details.kind === 'upi' ? t('upi.referenceHint') : undefined}
            code
          />
        ) : null}
        {rows}
      </dl>
      {payeeNote}
      {details.kind === 'codi' ? <CodiFromThisPhone spei={details.spei} query={query} /> : null}
      {keep}
    </section>
  );
}
