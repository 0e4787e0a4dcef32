import { screen, waitFor } from '@testing-library/react';

import { profileFor } from '@/config/market-profile';
import { server } from '@/demo/node';
import { LANDING, openLanding } from './helpers';
import { calls, onCall } from '../../support/on-call';

/** Holds the template's answer until `release`; then the demo answers it as usual. */
function holdTemplate() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  // A resolver that returns nothing hands the request on to the next handler: the demo's own.
  server.use(onCall(calls.channelTemplate, async () => void (await held)));
  return release;
}

/**
 * The landing's first screen says whose offer it is and what it offers before the template (and its banner)
 * arrives: the brand, the headline amount and the lender, from the market's profile, in the banner's own box,
 * which the image then covers without replacing (nothing moves).
 */
describe('registration landing: the first screen before the banner arrives', () => {
  it('Mexico: the brand, "Hasta $8,000.00" and the lender, then the banner over them in the same box', async () => {
    const release = holdTemplate();
    const mx = profileFor('mx');
    await openLanding();
    const brand = screen.getByText(mx.brandName, { selector: 'p' });
    const box = brand.parentElement!.parentElement!;
    expect(box).toHaveTextContent('Hasta $8,000.00');
    expect(box).toHaveTextContent(`Otorga el préstamo: ${mx.legalName}`);
    expect(box.querySelector('img')).toBeNull();

    release();
    await waitFor(() => expect(box.querySelector('img')).not.toBeNull());
    expect(box.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml/));
    // The same box, the card still under the image: the banner took its place without a shift.
    expect(box.isConnected).toBe(true);
    expect(box).toContainElement(brand);
  });

  it('India: the brand, "Up to ₹…" and the lender in English', async () => {
    const india = profileFor('in');
    holdTemplate();
    await openLanding(LANDING, { pageQuery: '?type=1' });
    const box = screen.getByText(india.brandName, { selector: 'p' }).parentElement!.parentElement!;
    expect(box).toHaveTextContent(/Up to ₹[\d,]+\.00/);
    expect(box).toHaveTextContent(`Lender: ${india.legalName}`);
    expect(box).not.toHaveTextContent('$');
  });

  it('India in Hindi', async () => {
    const india = profileFor('in');
    holdTemplate();
    await openLanding(LANDING, { pageQuery: '?type=1&language=hi' });
    const box = screen.getByText(india.brandName, { selector: 'p' }).parentElement!.parentElement!;
    expect(box).toHaveTextContent(/₹[\d,]+\.00 तक/);
    expect(box).toHaveTextContent(`लोन देने वाली कंपनी: ${india.legalName}`);
  });
});
