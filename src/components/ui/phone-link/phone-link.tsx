import type { ReactNode } from 'react';
import { telHref } from '@/config/market-profile';
import { getBridge } from '@/lib/bridge';

/**
 * A phone number the borrower taps to call: inside the host app the call goes through the native bridge
 * (a webview may not follow `tel:`); in a browser the link's `tel:` does.
 */
export function PhoneLink({
  phone,
  className,
  children,
}: {
  phone: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={telHref(phone)}
      onClick={(event) => {
        if (getBridge().callPhone(phone)) event.preventDefault();
      }}
    >
      {children}
    </a>
  );
}
