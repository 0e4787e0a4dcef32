import { Link } from 'react-router-dom';
import { resolveServerLink } from '../utils/server-link';
import { ServerLinkAnchor } from './server-link-anchor';

/**
 * The contract link (isNewContract). When the server gives no usable URL, `fallback` (if any) is linked
 * instead, so the borrower can still read what they agree to.
 */
export function ContractLink({
  url,
  label,
  fallback,
}: {
  url: string;
  label: string;
  fallback?: { to: string; label: string };
}) {
  if (!resolveServerLink(url)) {
    return fallback ? (
      <Link className="loan-link" to={fallback.to}>
        {fallback.label}
      </Link>
    ) : null;
  }
  return (
    <ServerLinkAnchor url={url} className="loan-link">
      {label}
    </ServerLinkAnchor>
  );
}
