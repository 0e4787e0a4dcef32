import { screen } from '@testing-library/react';
import { env } from '@/config/env';
import { renderRoute } from '../../support/render-route';
import { setEnv } from '../../support/settings';
import { paths } from '@/config/paths';

async function policyFrame(pageQuery = '') {
  const view = await renderRoute(paths.officialPolicy, { pageQuery });
  await screen.findByRole('heading', {
    level: 1,
    name: pageQuery.includes('type=1') ? 'Privacy Policy' : 'Política de privacidad',
  });
  return view;
}

describe('/Policy without VITE_PRIVACY_URL (the demo, a deploy that has not set it)', () => {
  it('frames the app’s own Spanish privacy notice, with the same link for a new tab', async () => {
    expect(env.privacyUrl).toBe('');
    await policyFrame();
    const frame = screen.getByTitle('Aviso de privacidad integral');
    expect(frame.tagName).toBe('IFRAME');
    const own = `${window.location.origin}/#${paths.privacyPolicy}?type=2`;
    expect(frame).toHaveAttribute('src', own);
    expect(screen.getByRole('link', { name: /pestaña nueva/ })).toHaveAttribute('href', own);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('type=1 frames the English notice, leaving the session keys out of its URL', async () => {
    await policyFrame('?type=1&sessionId=s-9&userId=u-3');
    const frame = screen.getByTitle('Privacy notice');
    const own = `${window.location.origin}/#${paths.privacyPolicy}?type=1`;
    expect(frame).toHaveAttribute('src', own);
    expect(screen.getByRole('link', { name: 'Open the privacy policy in a new tab' })).toHaveAttribute(
      'href',
      own,
    );
  });

  it.each([
    ['', 'Aviso de privacidad integral'],
    ['?type=1', 'Privacy notice'],
  ])(
    'the framed route (page query "%s") is the notice in the market’s language',
    async (pageQuery, heading) => {
      const view = await policyFrame(pageQuery);
      const framed = new URL(screen.getByTitle(heading).getAttribute('src')!);
      view.unmount();
      await renderRoute(framed.hash.slice(1));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      // Its own landmark is named, so the framing page's <main> and the frame's stay distinct.
      expect(screen.getByRole('main', { name: heading })).toBeInTheDocument();
    },
  );
});

describe('/Policy with VITE_PRIVACY_URL', () => {
  it('frames the external page, with the same link for a new tab', async () => {
    setEnv({ privacyUrl: 'https://legal.example.org/privacidad?v=3' });
    await policyFrame();
    const frame = screen.getByTitle('Política de privacidad (página externa)');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://legal.example.org/privacidad?v=3');
    expect(screen.getByRole('link', { name: /pestaña nueva/ })).toHaveAttribute(
      'href',
      'https://legal.example.org/privacidad?v=3',
    );
  });

  it('frames the same external page for type=1, titled in English', async () => {
    setEnv({ privacyUrl: 'https://legal.example.org/privacy' });
    await policyFrame('?type=1');
    expect(screen.getByTitle('Privacy Policy (external page)')).toHaveAttribute(
      'src',
      'https://legal.example.org/privacy',
    );
  });

  it('says the page is unavailable rather than framing a URL that is not https', async () => {
    setEnv({ privacyUrl: 'http://legal.example.org/privacy' });
    await policyFrame();
    expect(screen.getByRole('alert')).toHaveTextContent('La política de privacidad no está disponible');
    expect(screen.queryByTitle(/Política de privacidad/)).not.toBeInTheDocument();
  });
});
