import { useCallback, useEffect, useState } from 'react';
import type { LandingTemplate } from '../api/get-channel-template';
import { getChannelTemplate } from '../api/get-channel-template';

export type TemplateState =
  | { status: 'loading'; template: LandingTemplate }
  | { status: 'ready'; template: LandingTemplate }
  | { status: 'failed'; template: LandingTemplate; error: unknown };

/**
 * The landing template as state, so the page never waits for it: defaults render at once and the template
 * fills in when it arrives. `retry` asks again without re-running the route (no second visit beacon).
 */
export function useTemplate(initial: Promise<LandingTemplate>, templateId: string | undefined) {
  const [request, setRequest] = useState(initial);
  const [state, setState] = useState<TemplateState>({ status: 'loading', template: {} });

  useEffect(() => {
    let current = true;
    setState((previous) => ({ status: 'loading', template: previous.template }));
    request.then(
      (template) => current && setState({ status: 'ready', template }),
      (error: unknown) => current && setState({ status: 'failed', template: {}, error }),
    );
    return () => {
      current = false;
    };
  }, [request]);

  const retry = useCallback(() => setRequest(getChannelTemplate(templateId)), [templateId]);
  return { ...state, retry };
}
