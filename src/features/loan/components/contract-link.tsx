import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { linkTo, paths } from '@/config/paths';
import { resolveServerLink } from '../utils/server-link';
import { ServerLinkAnchor } from './server-link-anchor';

/**
 * The contract link (isNewContract). When the server gives no usable URL, the confirm page still links the
 * static loan terms, so the borrower can read what they agree to.
 */
export function ContractLink({ url, fallbackToTerms = false }: { url: string; fallbackToTerms?: boolean }) {
  const { t } = useTranslation('loan');
  if (!resolveServerLink(url)) {
    return fallbackToTerms ? (
      <Link className="loan-link" to={linkTo(paths.loanTerms)}>
        {t('termsLink')}
      </Link>
    ) : null;
  }
  return (
    <ServerLinkAnchor url={url} className="loan-link">
      {t('contractLink')}
    </ServerLinkAnchor>
  );
}
