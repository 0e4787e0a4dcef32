import { useTranslation } from 'react-i18next';
import { useLenderProfile } from '@/config/market-profile';
import type { OfferLender } from '../schema';
import './lender-line.css';

export interface LenderLineProps {
  /** The response's own `lender` (contract §10), when it names one. */
  lender?: OfferLender;
  /** A lender named otherwise by the response (the contract's `company`), before the profile's. */
  fallbackName?: string;
  /** The product's brand, when the page does not show it right above the line. */
  brand?: string;
  className?: string;
  /** `span` inside a link or another line of text (it then shows as a block of its own). */
  as?: 'p' | 'span';
}

/** Who lends, by the name on its licence: the response's lender, else the market's profile. */
export function useLenderName(lender?: OfferLender, fallbackName?: string): string {
  const profile = useLenderProfile();
  return lender?.legalName || fallbackName?.trim() || profile.legalName;
}

/**
 * One line naming the lender beside the product's brand, the same on every page of an offer or a loan: a
 * brand alone does not say who the borrower owes.
 */
export function LenderLine({ lender, fallbackName, brand, className, as: Tag = 'p' }: LenderLineProps) {
  const { t } = useTranslation();
  const name = useLenderName(lender, fallbackName);
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
