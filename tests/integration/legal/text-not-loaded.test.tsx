import { screen } from '@testing-library/react';
import type * as Resources from '@/app/i18n-resources';
import { reloadPage } from '@/features/legal/components/use-legal-text';
import type * as LegalTextModule from '@/features/legal/components/use-legal-text';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

/** The legal texts' files that do not arrive in this file's tests (a dropped connection). */
const failing = vi.hoisted(() => new Set(['es/privacy', 'es/loanTerms']));

vi.mock('@/app/i18n-resources', async (original) => {
  const { resourceLoaders } = await original<typeof Resources>();
  return {
    resourceLoaders: Object.fromEntries(
      Object.entries(resourceLoaders).map(([key, load]) => [
        key,
        () => (failing.has(key) ? Promise.reject(new Error('chunk failed')) : load()),
      ]),
    ),
  };
});

vi.mock('@/features/legal/components/use-legal-text', async (original) => ({
  ...(await original<typeof LegalTextModule>()),
  reloadPage: vi.fn(),
}));

it('the privacy notice says so and offers a reload when its text could not be loaded', async () => {
  const { user } = await renderRoute(paths.privacyPolicy);
  expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
  await user.click(screen.getByRole('button', { name: 'Reintentar' }));
  expect(reloadPage).toHaveBeenCalledTimes(1);
});

it('the official /Loan says its agreement text did not load, and offers a retry', async () => {
  await renderRoute(paths.officialLoan);
  expect(await screen.findByRole('alert')).toHaveTextContent('Sin conexión');
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeEnabled();
  expect(
    screen.getByRole('heading', { level: 1, name: 'Términos y condiciones del préstamo' }),
  ).toBeInTheDocument();
});
