import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PhoneLink } from '@/components/ui';
import { linkTo, paths } from '@/config/paths';
import { useLoanIdentity, useSupportContact, type LoanLenderInput } from '@/entities/lender';
import './cooling-off.css';

/** The number the exit path calls: the support line of the loan's own lender (contract §10). */
export const useSupportPhone = (input: LoanLenderInput): string | undefined =>
  useSupportContact(useLoanIdentity(input)).phone;

/**
 * "Call 1800 102 4455": the words may wrap (large text), the number never does. A tel: link is kept on
 * one line as a whole elsewhere; here the label is longer than the number and would run off the screen.
 */
function CallLabel({ label, phone }: { label: string; phone: string }) {
  const at = label.indexOf(phone);
  if (at < 0) return <>{label}</>;
  return (
    <span className="cooling-off__call">
      {label.slice(0, at)}
      <span className="nowrap">{phone}</span>
      {label.slice(at + phone.length)}
    </span>
  );
}

/**
 * How to exit: customer service, the complaint path, or a call (inside the host app the call goes through
 * the native bridge; a browser follows the tel: link).
 */
export function ExitPath({
  orderId,
  lender,
  callLabel,
}: Pick<LoanLenderInput, 'orderId' | 'lender'> & { callLabel: (phone: string) => string }) {
  const { t } = useTranslation();
  const phone = useSupportPhone({ orderId, lender });
  return (
    <ul className="cooling-off__exit">
      <li>
        <Link className="btn btn--small" to={linkTo(paths.customerService, { orderId })}>
          {t('grievance.contact')}
        </Link>
      </li>
      <li>
        <Link className="btn btn--small" to={linkTo(paths.complaint, { orderId })}>
          {t('grievance.complain')}
        </Link>
      </li>
      {phone ? (
        <li>
          <PhoneLink className="btn btn--small" phone={phone}>
            <CallLabel label={callLabel(phone)} phone={phone} />
          </PhoneLink>
        </li>
      ) : null}
    </ul>
  );
}
