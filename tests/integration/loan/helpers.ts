import { configure } from '@testing-library/react';

// Route chunks compile on first use; on a busy machine the first page can take over the default 1 s.
configure({ asyncUtilTimeout: 5000 });

/** Sets the demo backend's scenario cookie (e.g. `status=180&score=1`). */
export function scenario(value: string): void {
  document.cookie = `demo_scenario=${encodeURIComponent(value)}; path=/`;
}

export const jsonBodies = (requests: { body: string }[]) =>
  requests.map((request) => JSON.parse(request.body) as unknown);

/** Ticks confirmation's agreement box: it starts unticked, so taking the loan is a deliberate tick. */
export async function agree(user: { click: (element: Element) => Promise<void> }): Promise<void> {
  const { screen } = await import('@testing-library/react');
  await user.click(
    await screen.findByRole('checkbox', {
      name: /^(He leído y acepto el contrato de préstamo|I have read and accept the loan agreement)$/,
    }),
  );
}
