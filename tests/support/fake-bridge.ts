import type { BridgeAction, NativeBridge } from '@/lib/bridge';

export interface FakeBridge extends NativeBridge {
  calls: { action: BridgeAction; args: unknown[] }[];
}

/**
 * A bridge that records every action, for tests. `hosted: false` is a plain browser: no native host to
 * handle an action (the actions are still recorded, so a test can prove none was called).
 */
export function createFakeBridge({ hosted = true }: { hosted?: boolean } = {}): FakeBridge {
  const calls: FakeBridge['calls'] = [];
  const record =
    (action: BridgeAction) =>
    (...args: unknown[]) => {
      calls.push({ action, args });
      return true;
    };
  return {
    calls,
    closeWebView: record('closeWebView'),
    goHome: record('goHome'),
    goMine: record('goMine'),
    goLogin: record('goLogin'),
    callPhone: record('callPhone'),
    goRate: record('goRate'),
    startBank: record('startBank'),
    endBank: record('endBank'),
    confirmTrackingPoint: record('confirmTrackingPoint'),
    hosted: () => hosted,
  };
}
