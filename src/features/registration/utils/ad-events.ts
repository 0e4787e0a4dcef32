type AdPixel = (...args: unknown[]) => void;

interface AdWindow {
  fbq?: AdPixel;
  ttq?: { track?: AdPixel };
}

/**
 * spec §8: "register code 0 ... optionally tracks a registration-complete ad event". The app loads no ad
 * script itself. When the page that hosts a campaign has added the Meta pixel (`window.fbq`) or the TikTok
 * pixel (`window.ttq`), this reports the standard CompleteRegistration event to it; otherwise it does
 * nothing. A pixel that throws never breaks the registration.
 */
export function trackRegistrationComplete(target: AdWindow = window as AdWindow): void {
  try {
    if (typeof target.fbq === 'function') target.fbq('track', 'CompleteRegistration');
    if (typeof target.ttq?.track === 'function') target.ttq.track('CompleteRegistration');
  } catch {
    // an ad pixel is never worth a failed registration
  }
}
