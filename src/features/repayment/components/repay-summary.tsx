import './repay-common.css';
import type { ReactNode } from 'react';
import { LenderLine, type OfferLender } from '@/entities/lender';

export interface RepaySummaryProps {
  productLogo: string;
  productName: string;
  amountLabel: string;
  amount: string;
  dateLabel: string;
  date: string;
  children?: ReactNode;
  /** The response's lender (contract §10); the loan's as its other answers named it, else the profile's. */
  lender?: OfferLender;
  /** The loan's order: its lender, once named, names it on every page of the loan. */
  orderId?: string;
}

/** The product, the amount to pay and its date, at the top of the repay and extension pages. */
export function RepaySummary(props: RepaySummaryProps) {
  const { productLogo, productName, amountLabel, amount, dateLabel, date, children, lender, orderId } = props;
  return (
    <section className="card repay-summary">
      {productLogo || productName ? (
        <p className="repay-summary__product">
          {/* The name beside it says what the logo shows. */}
          {productLogo ? (
            <img className="repay-summary__logo" src={productLogo} alt="" width={40} height={40} />
          ) : null}
          <span>{productName}</span>
        </p>
      ) : null}
      <LenderLine lender={lender} orderId={orderId} />
      <dl className="rows">
        <dt>{amountLabel}</dt>
        <dd className="repay-summary__amount">{amount}</dd>
        <dt>{dateLabel}</dt>
        <dd>{date}</dd>
      </dl>
      {children}
    </section>
  );
}
