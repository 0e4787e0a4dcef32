import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, showToast } from '@/components/ui';
import { env } from '@/config/env';
import { linkTo, paths } from '@/config/paths';
import { LenderLine, useLoanIdentity } from '@/entities/lender';
import { loanFigures } from '@/entities/loan-figures/loan-terms';
import { getBridge } from '@/lib/bridge';
import { useNumberFormat } from '@/lib/format';
import { useAction } from '@/lib/hooks/use-action';
import { useIntentKey } from '@/lib/hooks/use-intent-key';
import { useIsMounted } from '@/lib/hooks/use-is-mounted';
import type { LoanConfirm } from '../api/get-loan-confirm';
import { submitLoanConfirm } from '../api/submit-loan-confirm';
import { calculationDate, confirmStatementInput } from '../model/statement-input';
import { dailyRate } from '../utils/product-text';
import { resolveServerLink } from '../utils/server-link';
import { useFollowLink } from '../utils/use-follow-link';
import { ContractLink } from './contract-link';
import { CoolingOffNotice } from './cooling-off-notice';
import { DetailRows } from './detail-rows';
import { OfferSummaryView, useOfferSummary } from './offer-summary';
import { ProductHeading } from './product-heading';
import { RefreshModal } from './refresh-modal';
import { useConfirmReload } from './use-confirm-reload';
import { RepayPlanList } from './repay-plan-list';
import { preloadStatement, StatementSheet } from './statement-sheet';
import { useStatementCheck } from './use-statement-check';

// Only an offer whose statement cannot be signed shows why: that notice and its texts are a chunk of their own.
const IncompleteStatement = lazy(() => import('./incomplete-statement'));
import './loan.css';
import { Market } from '@/lib/session';
import { useMarket } from '@/lib/session/react';

export function ConfirmLoanView({
  initial,
  productId,
}: {
  initial: LoanConfirm;
  productId: string | undefined;
}) {
  const { t } = useTranslation('loan-confirm');
  const { money, percent } = useNumberFormat();
  const follow = useFollowLink();
  const agreementId = useId();
  const reload = useConfirmReload(initial, productId);
  const { offer } = reload;
  // Unticked by default (a departure from spec §2, docs/departures.md): one tap on a box ticked in advance would take
  // the loan with no moment to review it.
  const [agreed, setAgreed] = useState(env.agreementPrechecked);
  const [statementOpen, setStatementOpen] = useState(false);
  // India (a departure from spec §2, which knows one box): the borrower acknowledges the Key Facts
  // Statement before the contract (RBI KFS circular 15-04-2024, para 4), so this box starts unticked.
  const market = useMarket();
  const needsAcknowledgement = market === Market.india;
  const [acknowledged, setAcknowledged] = useState(false);
  const canSubmit = agreed && (!needsAcknowledgement || acknowledged);
  // The calculation date is the server's (the lender's aprDate, else the answer's Date header), never the
  // phone's clock: a phone set to another day would move the rate and the tenor.
  const start = calculationDate(offer);
  const draft = useMemo(() => confirmStatementInput(offer, market), [offer, market]);
  // contract §10: the offer's own lender, its documents' people and channels; no signature on a statement
  // that would leave a listed item empty or on a reference value.
  const identity = useLoanIdentity({ lender: offer.lender });
  const { check, verify } = useStatementCheck(draft, identity, productId);
  const refused = check.status === 'incomplete';
  // contract §7: what the borrower receives (the lender's netDisbursed when it states one), the plan and
  // the charges, as the first screen states them and Apply repeats the amount.
  const summary = useOfferSummary(offer);
  const { received } = summary;
  const isMounted = useIsMounted();
  // contract §8: one application per intent. The offer's values are the intent: a retry after no answer
  // sends the same Idempotency-Key; an offer changed by the reload is a new intent.
  const intent = useIntentKey();
  const application = {
    amount: offer.amount,
    periods: offer.periods,
    termUnit: offer.termUnit,
    productId,
  };
  // Once sent, the button stays done until the page is left: the router may wait seconds for the next
  // page's file and data, and a tap meanwhile must not apply again. The ref closes the gap before the
  // re-render that disables the button.
  const [sent, setSent] = useState(false);
  const sentRef = useRef(false);

  const submit = useAction(async () => {
    // spec §4: submit works only when the agreement is checked (and, in India, the KFS acknowledged).
    if (!canSubmit || sentRef.current) return;
    // The statement is checked once the page has painted; a tap before that waits for the check.
    if (!(await verify())) return;
    getBridge().confirmTrackingPoint({ productId: productId ?? '' });
    try {
      const { lendDetailsUrl } = await intent.send(application, (idempotencyKey) =>
        submitLoanConfirm(application, { idempotencyKey }),
      );
      sentRef.current = true;
      setSent(true);
      if (!isMounted()) return;
      const link = resolveServerLink(lendDetailsUrl, { from: 'confirm' });
      if (!link) {
        showToast(t('confirm.unsafeLink'));
        return;
      }
      follow(link);
    } catch (error) {
      if (isMounted()) showToast(errorMessage(error, t));
    }
  });

  // Every rate in a year's terms, the daily figure after it from the same number (the loan's own figures:
  // the lender's annual rate, else the spec's daily `loanRate`); a reference rate is never the page's.
  const interest = loanFigures({
    market,
    keyFacts: offer.keyFacts,
    dailyRatePercent: offer.loanRate,
  }).interest;
  const rate =
    interest.source === 'loan'
      ? t('confirm.interestRateValue', {
          annual: percent(interest.annual, 2),
          // A daily rate as the server wrote it, with its decimals; one worked out of a year's, to 4.
          daily: percent(
            interest.daily,
            interest.given === 'daily' ? (dailyRate(offer.loanRate)?.decimals ?? 4) : 4,
          ),
        })
      : offer.loanRate.trim();
  const hasCoupon = offer.couNum !== undefined && offer.couNum > 0;
  const retrying = !sent && !submit.pending && intent.unanswered(application);
  const submitLabel = sent
    ? t('confirm.sent')
    : submit.pending
      ? t('confirm.submitting')
      : retrying
        ? t('confirm.retry')
        : t('confirm.submit', { amount: money(received) });
  // The detail rows are the server's breakdown; the figures the page states above (the amount lent, what
  // arrives, the total to repay, the total cost) are left out of it so that each is said once.
  const stated = new Set(
    [offer.amount, received, summary.sanctioned, summary.totalRepay, summary.totalCost]
      .filter((value): value is number => value !== undefined)
      .map((value) => money(value)),
  );
  const breakdown = offer.details.filter((row) => !stated.has(row.value.trim()));
  const statementButton = (
    <button
      type="button"
      className="loan-link loan-link--button"
      aria-haspopup="dialog"
      onPointerDown={preloadStatement}
      onClick={() => setStatementOpen(true)}
    >
      {t(`confirm.statementOpen.${needsAcknowledgement ? 'kfs' : 'caratula'}`)}
    </button>
  );

  return (
    <>
      <OfferSummaryView offer={offer} summary={summary} />

      <section className="card" aria-label={t('confirm.product')}>
        <ProductHeading name={offer.comProductName} logo={offer.comProductLogo} />
        <LenderLine lender={offer.lender} />
        {/* The spec's terms (§2: term in days, daily rate) stay on the page, after what it costs. */}
        <dl className="rows">
          <dt>{t('confirm.term')}</dt>
          <dd>{t('confirm.termDays', { count: offer.periods })}</dd>
          {rate ? (
            <>
              <dt>{t('confirm.interestRate')}</dt>
              <dd>{rate}</dd>
            </>
          ) : null}
          {hasCoupon ? (
            <>
              <dt>{t('confirm.coupon')}</dt>
              <dd>{money(offer.couNum)}</dd>
            </>
          ) : null}
        </dl>
        {offer.ratemsg ? <p className="loan-muted">{offer.ratemsg}</p> : null}
        <DetailRows rows={breakdown} />
        {summary.extensionFees.map((fee) => (
          <p key={fee.name} className="loan-muted">
            {t('confirm.cost.extension', { fee: money((fee.amount ?? 0) + (fee.taxAmount ?? 0)) })}
          </p>
        ))}
      </section>

      {offer.repay_plans.length > 0 ? (
        <section className="card" aria-labelledby={`${agreementId}-plan`}>
          <h2 id={`${agreementId}-plan`} className="loan-section-title">
            {t('confirm.plan')}
          </h2>
          <RepayPlanList plans={offer.repay_plans} />
        </section>
      ) : null}

      <CoolingOffNotice
        periods={offer.periods}
        termUnit={offer.termUnit}
        principal={summary.sanctioned ?? received}
        received={received}
        plans={offer.repay_plans}
        start={start}
        keyFacts={offer.keyFacts}
        lender={offer.lender}
      />

      {refused ? (
        <>
          <Suspense fallback={null}>
            <IncompleteStatement gaps={check.gaps} identity={identity} market={market} />
          </Suspense>
          {/* The document as it stands stays one tap away: what is missing is seen in its place. */}
          <p className="loan-incomplete__document">{statementButton}</p>
        </>
      ) : (
        <>
          <div className="loan-agreement">
            <input
              id={agreementId}
              type="checkbox"
              className="loan-agreement__box"
              checked={agreed}
              onChange={(event) => setAgreed(event.target.checked)}
            />
            <label htmlFor={agreementId}>{t('confirm.agree')}</label>
            <ContractLink
              url={offer.isNewContract}
              label={t('confirm.contractLink')}
              fallback={{ to: linkTo(paths.loanTerms), label: t('confirm.termsLink') }}
            />
            {needsAcknowledgement ? null : statementButton}
          </div>
          {needsAcknowledgement ? (
            <div className="loan-agreement">
              <input
                id={`${agreementId}-kfs`}
                type="checkbox"
                className="loan-agreement__box"
                checked={acknowledged}
                onChange={(event) => setAcknowledged(event.target.checked)}
              />
              <label htmlFor={`${agreementId}-kfs`}>{t('confirm.acknowledgeKfs')}</label>
              {statementButton}
            </div>
          ) : null}
        </>
      )}

      <button
        type="button"
        className="btn btn--primary btn--block"
        disabled={!canSubmit || refused || submit.pending || sent}
        aria-busy={submit.pending}
        onClick={() => void submit.run()}
      >
        {submitLabel}
      </button>
      <p className="loan-muted" role="status">
        {sent ? t('confirm.sentNote') : retrying ? t('confirm.retryNote') : ''}
      </p>
      {refused ? (
        <p className="loan-muted">{t('confirm.incomplete.applyNote')}</p>
      ) : check.status === 'failed' ? (
        <p className="loan-muted" role="alert">
          {t('confirm.incomplete.checkFailed')}
        </p>
      ) : !agreed ? (
        <p className="loan-muted">{t('confirm.agreeRequired')}</p>
      ) : !canSubmit ? (
        <p className="loan-muted">{t('confirm.acknowledgeRequired')}</p>
      ) : null}

      <StatementSheet open={statementOpen} onClose={() => setStatementOpen(false)} draft={draft} />
      <RefreshModal
        open={reload.open}
        error={reload.error}
        retrying={reload.retrying}
        onRetry={reload.retry}
      />
    </>
  );
}
