/** spec §9: cookies are set with a far-future expiry (year 9999). Failures degrade silently. */
export const FAR_FUTURE_EXPIRY = 'Fri, 31 Dec 9999 23:59:59 GMT';

export function setCookie(name: string, value: string, doc: Document = document): boolean {
  try {
    doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; expires=${FAR_FUTURE_EXPIRY}; path=/; SameSite=Lax`;
    return true;
  } catch {
    return false;
  }
}

export function getCookie(name: string, doc: Document = document): string | undefined {
  try {
    const prefix = `${encodeURIComponent(name)}=`;
    const entry = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
    return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
  } catch {
    return undefined;
  }
}

export function removeCookie(name: string, doc: Document = document): void {
  try {
    doc.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  } catch {
    // Cookies unavailable: nothing to remove.
  }
}
