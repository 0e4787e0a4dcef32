import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { KeepTogether } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { useDates, useMoney } from '@/lib/format';
import { amountMeaning, type LoanFigures } from '../model/amount-meaning';
import { RequestType } from '../model/request-type';
import type { InstructionsQuery } from '../utils/route-query';

interface AmountStatementProps {
  amount: number;
  figures: LoanFigures | null;
  query: InstructionsQuery;
}

/**
 * Under a reference's amount, what it pays against the loan: what is due (and by when), the whole loan, part
 * of what is due with what will remain, more than is due, or the extension's fee. An amount that is not
 * what is due is said to be so, beside a link to a reference for what is due; one the page could not check
 * is said to be unchecked, with the way to the loan's own figures.
 */
export function AmountStatement({ amount, figures, query }: AmountStatementProps) {
  const { t } = useTranslation('repayment');
  const money = useMoney();
  const dates = useDates();
  const meaning = amountMeaning(amount, figures);
  // Another reference, for the amount that is due: a new payment with its own reference (contract §8).
  const payInstead = (due: number, label: string) => (
    <Link className="voucher-meaning__link" to={linkTo(paths.repayInstructions, { ...query, amount: due })}>
      {label}
    </Link>
  );
  const said = (text: string, warn = false, action?: ReactNode) => (
    <div className={warn ? 'voucher-meaning voucher-meaning--warn' : 'voucher-meaning'}>
      <p className="voucher-meaning__text">
        <KeepTogether text={text} />
      </p>
      {action}
    </div>
  );
  switch (meaning.kind) {
    case 'due':
      return said(
        [
          meaning.overdue
            ? t('instructions.meaning.dueOverdue')
            : t('instructions.meaning.due', { date: dates.screenDate(meaning.date) }),
          meaning.settlesLoan ? t('repay.payoff.settles') : '',
        ]
          .filter(Boolean)
          .join(' '),
      );
    case 'payoff':
      return said(t('instructions.meaning.payoff', { date: dates.screenDateTime(meaning.validUntil) }));
    case 'part':
      return said(
        t('instructions.meaning.part', { due: money(meaning.due), remains: money(meaning.remains) }),
        true,
        payInstead(meaning.due, t('instructions.meaning.payDue', { due: money(meaning.due) })),
      );
    case 'more':
      return said(
        t('instructions.meaning.more', { due: money(meaning.due), extra: money(meaning.extra) }),
        true,
        payInstead(meaning.due, t('instructions.meaning.payDue', { due: money(meaning.due) })),
      );
    case 'extensionFee':
      return said(t('instructions.meaning.extensionFee'));
    case 'notExtensionFee':
      return said(
        t('instructions.meaning.notExtensionFee', { fee: money(meaning.fee) }),
        true,
        payInstead(meaning.fee, t('instructions.meaning.payFee', { fee: money(meaning.fee) })),
      );
    case 'nothingDue':
    case 'unknown':
      return said(
        t(meaning.kind === 'unknown' ? 'instructions.meaning.unknown' : 'instructions.meaning.nothingDue'),
        true,
        <Link
          className="voucher-meaning__link"
          to={linkTo(query.requestType === RequestType.Delay ? paths.repayDelay : paths.repay, {
            productId: query.productId,
            orderId: query.orderId,
          })}
        >
          {t('instructions.meaning.checkLoan')}
        </Link>,
      );
  }
}
