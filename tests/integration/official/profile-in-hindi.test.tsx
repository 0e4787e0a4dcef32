import { screen } from '@testing-library/react';
import { loadLenderProfiles } from '../../../scripts/lender-profile/load';
import { renderRoute } from '../../support/render-route';
import { paths } from '@/config/paths';

/**
 * The profile's free texts (hours, roles) come in Hindi too: a Hindi page shows those, never the English.
 * Read from the profile's file: the profile the pages load has no Hindi, Hindi's own texts carry it.
 */
describe("the profile's free texts on India's Hindi pages", () => {
  const india = () => loadLenderProfiles().in;

  it('the official site gives the hours and each service provider’s role in Hindi', async () => {
    await renderRoute(paths.officialAbout, { pageQuery: '?type=1&language=hi' });
    const { support, digitalLending } = india();
    expect(await screen.findByText(support.hoursHi)).toBeInTheDocument();
    expect(screen.queryByText(support.hours)).not.toBeInTheDocument();
    for (const provider of digitalLending.serviceProviders) {
      expect(screen.getByText(provider.roleHi, { exact: false })).toBeInTheDocument();
      expect(screen.queryByText(provider.role, { exact: false })).not.toBeInTheDocument();
    }
  });

  it('customer service gives the hours in Hindi, and in English on an English page', async () => {
    const { support } = india();
    await renderRoute(paths.customerService, { pageQuery: '?type=1&language=hi' });
    expect(await screen.findByText(support.hoursHi)).toBeInTheDocument();
    expect(screen.queryByText(support.hours)).not.toBeInTheDocument();
  });

  it('an English page keeps the English hours', async () => {
    const { support } = india();
    await renderRoute(paths.customerService, { pageQuery: '?type=1&language=en' });
    expect(await screen.findByText(support.hours)).toBeInTheDocument();
  });
});
