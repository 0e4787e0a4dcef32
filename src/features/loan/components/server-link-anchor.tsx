import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { resolveServerLink } from '../utils/server-link';

/**
 * A link to a server-given URL: in the app when it is one of our routes, a plain link when its scheme is
 * safe, and nothing at all otherwise.
 */
export function ServerLinkAnchor({
  url,
  children,
  className,
}: {
  url: string;
  children: ReactNode;
  className?: string;
}) {
  const link = resolveServerLink(url);
  if (!link) return null;
  if (link.kind === 'route')
    return (
      <Link className={className} to={link.to}>
        {children}
      </Link>
    );
  return (
    <a className={className} href={link.href} rel="noopener noreferrer">
      {children}
    </a>
  );
}
