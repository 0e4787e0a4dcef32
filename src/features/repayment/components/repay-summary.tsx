import './repay-common.css';
import { useId, type ReactNode } from 'react';
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
  /** What the amount and date are, said above them (one scope per box): "This payment". */
  title?: string;
  /**
   * Shown instead of the amount and date: a choice of amounts (the repay page's, with the whole loan), or
   * nothing (`null`) where a lead above already states them (an overdue loan's).
   */
  choice?: ReactNode;
}

/** The product, the amount to pay and its date, at the top of the repay and extension pages. */
export function RepaySummary(props: RepaySummaryProps) {
  const { productLogo, productName, amountLabel, amount, dateLabel, date, children, lender, orderId } = props;
  const headingId = useId();
  const titled = Boolean(props.title) && props.choice === undefined;
  return (
    <section className="card repay-summary" aria-labelledby={titled ? headingId : undefined}>
      {productLogo || productName ? (
        <p className="repay-summary__product">
          {/* The name beside it says what the logo shows. */}
          {productLogo ? (
            <img className="repay-summary__logo" src={productLogo} alt="" width={32} height={32} />
          ) : null}
          <span>{productName}</span>
        </p>
      ) : null}
      <LenderLine lender={lender} orderId={orderId} />
      {titled ? (
        <h2 id={headingId} className="repay-summary__title">
          {props.title}
        </h2>
      ) : null}
      {props.choice !== undefined ? (
        props.choice
      ) : (
        <dl className="rows">
          <dt>{amountLabel}</dt>
          <dd className="repay-summary__amount">{amount}</dd>
          <dt>{dateLabel}</dt>
          <dd>{date}</dd>
        </dl>
      )}
      {children}
    </section>
  );
}
