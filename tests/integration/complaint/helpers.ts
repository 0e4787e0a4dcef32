import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';

/**
 * The toast live region the borrower sees: the open dialog's own while a modal is open (the page behind
 * it is inert in a browser), else the page's.
 */
export const toastRegion = () => {
  const regions = screen.getAllByRole('status', { name: /Notificaciones|Notifications|सूचनाएँ/ });
  return regions.find((region) => region.closest('dialog[open]')) ?? regions[0]!;
};

/** The query of the router's current location, as an object. */
export function locationQuery(router: { state: { location: { search: string } } }): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}

/** A tiny PNG-looking file (jsdom cannot decode images; the demo backend only checks the type). */
export function pngFile(name = 'photo.png', extraBytes = 16): File {
  return new File(
    [new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, ...new Array(extraBytes).fill(7)])],
    name,
    {
      type: 'image/png',
    },
  );
}

export const FORM_PATH = `${paths.complaintForm}?problemType=1&problemSonType=102&orderNo=NO20241&orderId=20241&typeTitle=Cobranza&sonTitle=Lenguaje%20ofensivo%20o%20amenazas`;

export const DRAFT_KEY = 'complaint:draft:NO20241:1:102';

/** The first find after a render waits for the route's lazy chunk. */
export const FIRST_PAINT = { timeout: 5000 };
