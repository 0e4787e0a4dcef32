import { useTranslation } from 'react-i18next';
import type { OfferLender } from '../schema';
import { useLoanLender } from '../use-loan-lender';
import './lender-line.css';

export interface LenderLineProps {
  /** The response's own `lender` (contract §10), when it names one. */
  lender?: OfferLender;
  /** The loan's order, when the page is a loan's: its lender stands when the response names none. */
  orderId?: string;
  /** A lender named otherwise by the response (the contract's `company`), before the profile's. */
  fallbackName?: string;
  /** The product's brand, when the page does not show it right above the line. */
  brand?: string;
  className?: string;
  /** `span` inside a link or another line of text (it then shows as a block of its own). */
  as?: 'p' | 'span';
}

/** Who lends, by the name on its licence: the response's lender, the loan's, else the market's profile. */
export function useLenderName(lender?: OfferLender, fallbackName?: string, orderId?: string): string {
  return useLoanLender({ lender, fallbackName, orderId }).legalName;
}

/**
 * One line naming the lender beside the product's brand, the same on every page of an offer or a loan: a
 * brand alone does not say who the borrower owes.
 */
export function LenderLine({
  lender,
  orderId,
  fallbackName,
  brand,
  className,
  as: Tag = 'p',
}: LenderLineProps) {
  const { t } = useTranslation();
  const name = useLenderName(lender, fallbackName, orderId);
  return (
    <Tag className={className ? `lender-line ${className}` : 'lender-line'}>
      {brand ? (
        <>
          <span className="lender-line__brand">{brand}</span>
          {' · '}
        </>
      ) : null}
      {t('lender.line', { name })}
    </Tag>
  );
}
