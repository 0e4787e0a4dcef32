import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { useSupportContact, type LenderIdentity } from '@/entities/lender';
import { noteContractFault } from '@/lib/http/api-error';
import { RequestType } from '../model/request-type';
import type { InstructionsQuery } from '../utils/route-query';

/**
 * India, contract §9: a repayment goes to the lender's own account, never through anyone else's (RBI's
 * digital lending rules allow no pass-through or pool account). A voucher whose account is another
 * company's shows none of it (no account, UPI ID or QR): it says why, leads to the other ways to pay and
 * to the lender, and the mismatch is reported once.
 */
export function PayeeNotLender({
  payee,
  identity,
  query,
}: {
  payee: string;
  identity: LenderIdentity;
  query: InstructionsQuery;
}) {
  const { t } = useTranslation('repayment');
  const { phone, email } = useSupportContact(identity);
  const lender = identity.legalName;
  useEffect(() => {
    noteContractFault(`Voucher pays an account that is not the loan's lender's (India): ${query.payCode}`);
  }, [query.payCode]);
  return (
    <section className="card error-view" role="alert">
      <h2 className="error-view__title">{t('instructions.notLender.title')}</h2>
      <p className="error-view__message">{t('instructions.notLender.body', { payee, lender })}</p>
      <p>
        {t(phone || email ? 'instructions.notLender.next' : 'instructions.notLender.nextNoContact', {
          lender,
        })}
      </p>
      <div className="error-view__help-list">
        <Link
          className="btn btn--small"
          to={linkTo(query.requestType === RequestType.Delay ? paths.repayDelay : paths.repay, {
            orderId: query.orderId,
            productId: query.productId,
          })}
        >
          {t('instructions.notLender.back')}
        </Link>
        {phone ? (
          <PhoneLink className="btn btn--small" phone={phone}>
            {t('instructions.notLender.call', { phone })}
          </PhoneLink>
        ) : null}
        {email ? (
          <a className="btn btn--small" href={`mailto:${email}`}>
            {t('instructions.notLender.email', { email })}
          </a>
        ) : null}
      </div>
    </section>
  );
}
