import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LenderLine } from '@/entities/lender';
import { Link } from 'react-router-dom';
import { KeepTogether } from '@/components/ui';
import { GrievanceLinks } from '@/entities/lender/grievance';
import { PaymentPendingSlot } from '@/entities/payment/pending';
import { RepaymentSchedule } from '@/entities/loan-figures/schedule-view';
import { dueNow } from '@/entities/loan-figures/finance/schedule';
import { OverdueNotice, OverdueSummary } from '@/entities/loan-figures/overdue';
import type { PaymentPendingPanelType } from '@/entities/payment/pending/load';
import { linkTo, paths } from '@/config/paths';
import { FiguresClock } from '@/lib/format';
import { serverMoment } from '@/lib/format/lender-wall';
import type { LoanDetails } from '../api/get-loan-details';
import { resolveServerLink } from '../utils/server-link';
import { ContractLink } from './contract-link';
import { CoolingOffStatus } from './cooling-off-status';
import { DetailRows } from './detail-rows';
import { DisbursingCard } from './disbursing';
import { DueNowCard } from './due-now';
import { LoanTermsRows } from './loan-terms-rows';
import { ExtensionModal } from './extension-modal';
import { ProductHeading } from './product-heading';
import { RatingFlow } from './rating-flow';
import { ServerLinkAnchor } from './server-link-anchor';
import { StatusIllustration } from './status-illustration';
import './loan.css';
import './loan-details.css';
import type { Query } from '@/lib/router/query-cache';

/** spec §4: statuses that owe money show Repay (and Extension when isDelay is 1). */
const REPAY_STATUSES = new Set(['174', '180']);
const BORROW_AGAIN_STATUS = '200';
/** Approved and not paid out yet: what follows an application until the money arrives. */
const DISBURSING_STATUS = '151';
/** Signed loans (disbursing, repaying, paid off): their statement is on file. */
const SIGNED_STATUSES = new Set(['151', '174', '180', '200']);
/** spec §4: status 110 hides the detail list. */
const NO_DETAILS_STATUS = '110';

/**
 * spec §4: "The rule for hiding the loan-market section is always true as written, so the buttons block
 * is effectively always shown." Kept as the spec states it; the block shows whatever the details say.
 */
function showButtonsBlock(_details: LoanDetails): boolean {
  return true;
}

interface Props {
  details: LoanDetails;
  productId: string | undefined;
  orderId: string | undefined;
  /** The "paid, not showing yet" panel the loader started loading (null: no voucher kept). */
  paidPanel?: Query<PaymentPendingPanelType | null>;
}

export function LoanDetailsView({ details, productId, orderId, paidPanel }: Props) {
  const { t } = useTranslation('loan-details');
  const [extensionOpen, setExtensionOpen] = useState(false);
  const status = details.orderStatus;
  const canRepay = REPAY_STATUSES.has(status);
  // h5Url and inside are optional server links: offered only when safe, otherwise ignored.
  const extraLinks = [details.h5Url, details.inside].filter((url) => resolveServerLink(url) !== null);

  // spec §4's buttons by status. An open loan shows them inside its lead, right under what is due and by when,
  // so that Pay is on the first screen of a small phone; any other status shows them after its status.
  const actions = showButtonsBlock(details) ? (
    <div className="loan-actions">
      {canRepay ? (
        <Link className="btn btn--primary btn--block" to={linkTo(paths.repay, { productId, orderId })}>
          {t('details.repay')}
        </Link>
      ) : null}
      {canRepay && details.isDelay ? (
        <button type="button" className="loan-link loan-link--button" onClick={() => setExtensionOpen(true)}>
          {t('details.extend')}
        </button>
      ) : null}
      {status === BORROW_AGAIN_STATUS ? (
        <Link className="btn btn--primary btn--block" to={linkTo(paths.confirmLoan, { productId })}>
          {t('details.borrowAgain')}
        </Link>
      ) : null}
    </div>
  ) : null;
  // One clock (contract §11): every count on the page is read from the day of the overdue figures.
  const asOf = details.overdue?.asOf;
  const leadsWithDue =
    canRepay && (details.overdue !== undefined || dueNow(details.plan, serverMoment(asOf)) !== null);

  return (
    <FiguresClock asOf={asOf}>
      {/* A payment the borrower made and kept the reference of is read before Pay, not paid twice. */}
      {paidPanel && orderId ? (
        <PaymentPendingSlot
          panel={paidPanel}
          orderId={orderId}
          owed={canRepay}
          settled={status === BORROW_AGAIN_STATUS}
        />
      ) : null}

      {/* An open loan leads with what to pay now, by when, and Pay; its status follows. */}
      {leadsWithDue && details.overdue ? (
        // contract §11: an overdue loan leads with what settles it today, and what one more day adds.
        <OverdueSummary overdue={details.overdue}>{actions}</OverdueSummary>
      ) : leadsWithDue ? (
        <DueNowCard plan={details.plan}>
          {/* Overdue without those figures: the amount shown may not be what settles it. */}
          {status === '180' ? <OverdueNotice /> : null}
          {actions}
        </DueNowCard>
      ) : null}
      {status === DISBURSING_STATUS ? <DisbursingCard details={details} orderId={orderId} /> : null}

      <section className="card loan-status">
        <StatusIllustration status={status} />
        {details.noticeStatusText ? <h2 className="loan-status__title">{details.noticeStatusText}</h2> : null}
        {details.noticeDesText ? (
          <p className="loan-status__text">
            <KeepTogether text={details.noticeDesText} />
          </p>
        ) : null}
      </section>

      {leadsWithDue ? null : actions}

      <section className="card" aria-label={t('details.order')}>
        <ProductHeading name={details.productName} logo={details.productLogo} />
        <LenderLine lender={details.lender} orderId={orderId} />
        {status !== NO_DETAILS_STATUS ? <DetailRows rows={details.userOrderDetail.detail} /> : null}
        <ContractLink url={details.isNewContract} label={t('details.contractLink')} />
        {SIGNED_STATUSES.has(status) ? (
          <Link className="loan-link" to={linkTo(paths.loanStatement, { productId, orderId })}>
            {t('details.statementLink')}
          </Link>
        ) : null}
        {extraLinks.map((url) => (
          <ServerLinkAnchor key={url} url={url} className="loan-link">
            {t('details.moreInfo')}
          </ServerLinkAnchor>
        ))}
      </section>

      {/* The loan's own rates and charges, when the details carry them: never reference values here. */}
      {details.keyFacts && status !== NO_DETAILS_STATUS ? (
        <LoanTermsRows keyFacts={details.keyFacts} />
      ) : null}

      <CoolingOffStatus details={details} orderId={orderId} />

      {status !== NO_DETAILS_STATUS && details.plan.length > 0 ? (
        <RepaymentSchedule plan={details.plan} />
      ) : null}

      <div className="loan-help">
        <GrievanceLinks orderId={orderId} />
      </div>

      <ExtensionModal
        open={extensionOpen}
        onClose={() => setExtensionOpen(false)}
        productId={productId}
        orderId={orderId}
      />
      <RatingFlow initiallyOpen={details.isScore} />
    </FiguresClock>
  );
}
