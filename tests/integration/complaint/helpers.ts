import { screen } from '@testing-library/react';

/** The toast live region (there is always exactly one). */
export const toastRegion = () => screen.getByRole('status', { name: /Notificaciones|Notifications/ });

/** The query of the router's current location, as an object. */
export function locationQuery(router: { state: { location: { search: string } } }): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(router.state.location.search));
}
