import { screen } from '@testing-library/react';
import { profileFor } from '@/config/market-profile';
import { renderRoute } from '../../support/render-route';

/** The profile's free texts (hours, roles) come in Hindi too: a Hindi page shows those, never the English. */
describe("the profile's free texts on India's Hindi pages", () => {
  const india = () => {
    const profile = profileFor('in');
    if (profile.market !== 'in') throw new Error('India’s profile');
    return profile;
  };

  it('the official site gives the hours and each service provider’s role in Hindi', async () => {
    await renderRoute('/About', { pageQuery: '?type=1&language=hi' });
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
    await renderRoute('/Dag', { pageQuery: '?type=1&language=hi' });
    expect(await screen.findByText(support.hoursHi)).toBeInTheDocument();
    expect(screen.queryByText(support.hours)).not.toBeInTheDocument();
  });

  it('an English page keeps the English hours', async () => {
    const { support } = india();
    await renderRoute('/Dag', { pageQuery: '?type=1&language=en' });
    expect(await screen.findByText(support.hours)).toBeInTheDocument();
  });
});
