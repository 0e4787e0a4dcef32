import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLoanIdentity } from '@/entities/lender';
import { useLenderProfile } from '@/lib/session/lender-profile';
import { useMoney } from '@/lib/format';
import type { LoanDetails } from '../api/get-loan-details';

/** The last four digits of the account the data names (`**** 4821`, `XXXX XXXX 4821`), if it names one. */
export function accountEnding(bankNo: string): string | undefined {
  const digits = bankNo.replace(/\D/g, '');
  return digits.length >= 4 ? digits.slice(-4) : undefined;
}

/**
 * The top of an approved loan not paid out yet (status 151), what the borrower sees right after applying:
 * the money is on its way, to which account (its last digits, when the details name it) and when (as the
 * lender's profile states how long a disbursal takes, for its own loans only: a partner lender's loan, whose
 * time the profile does not know, is given none; nothing is said of a time nobody stated). The
 * amount is the loan's own `netDisbursed` when the details carry key facts, else left to the rows below.
 */
export function DisbursingCard({ details, orderId }: { details: LoanDetails; orderId?: string }) {
  const { t } = useTranslation('loan-details');
  const money = useMoney();
  const profile = useLenderProfile();
  // The profile's disbursal time is its own lender's terms: a partner's loan says nothing of it.
  const disbursal = useLoanIdentity({ lender: details.lender, orderId }).platform
    ? profile.disbursal
    : undefined;
  const headingId = useId();
  const ending = accountEnding(details.bankNo);
  const amount = details.keyFacts?.netDisbursed;
  const where =
    `details.disbursing.${ending ? 'card' : 'account'}${amount !== undefined ? 'Amount' : ''}` as const;
  return (
    <section className="card loan-hero loan-disbursing" aria-labelledby={headingId}>
      <h2 id={headingId} className="loan-disbursing__title">
        {t('details.disbursing.title')}
      </h2>
      <p className="loan-disbursing__text">
        {t(where, { ending, amount: amount !== undefined ? money(amount) : '' })}
      </p>
      {disbursal ? (
        <p className="loan-disbursing__text">
          {disbursal.fromDays === disbursal.toDays
            ? t('details.disbursing.whenDays', { count: disbursal.toDays })
            : t('details.disbursing.whenRange', { from: disbursal.fromDays, to: disbursal.toDays })}
        </p>
      ) : null}
      <p className="loan-muted">{t('details.disbursing.nothingToDo')}</p>
    </section>
  );
}
