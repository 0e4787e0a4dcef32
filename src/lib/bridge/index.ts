import { env } from '@/config/env';

/** contract §6: the native host's actions. */
export interface NativeBridge {
  /**
   * Closes the webview through the host. In a plain browser runs `browserFallback` when given (e.g. a page
   * reached with no page before it goes home), else contract §6's fallback, `history.back`.
   */
  closeWebView(browserFallback?: () => void): boolean;
  goHome(): boolean;
  goMine(): boolean;
  goLogin(): boolean;
  callPhone(phone: string): boolean;
  goRate(): boolean;
  startBank(): boolean;
  endBank(): boolean;
  confirmTrackingPoint(payload: { productId: string }): boolean;
  /**
   * Whether the native host handles `action` (Android's interface has the method, or iOS has the handler).
   * A plain browser has none: a page then says what to do instead of offering a button that does nothing.
   */
  hosted(action: BridgeAction): boolean;
}

export type BridgeAction = Exclude<keyof NativeBridge, 'hosted'>;

type AndroidHost = Partial<Record<BridgeAction, (arg?: string) => unknown>>;
interface IosHost {
  messageHandlers?: Partial<Record<BridgeAction, { postMessage: (payload: unknown) => void }>>;
}

export interface BridgeWindow {
  [key: string]: unknown;
  webkit?: IosHost;
  history: { back(): void };
  location: { href: string; hash: string };
}

export interface BrowserFallbacks {
  close(): void;
  call(phone: string): void;
  goHome(): void;
}

const PHONE = /^\+?[0-9][0-9 ()-]{2,24}$/;
const PRODUCT_ID = /^[\w-]{1,64}$/;

/** Arguments are validated before anything reaches the host. Invalid ones are refused (false). */
export function validPhone(phone: unknown): phone is string {
  return typeof phone === 'string' && PHONE.test(phone.trim());
}
export function validProductId(productId: unknown): productId is string {
  return typeof productId === 'string' && PRODUCT_ID.test(productId);
}

function defaultFallbacks(win: BridgeWindow): BrowserFallbacks {
  return {
    close: () => win.history.back(),
    call: (phone) => {
      win.location.href = `tel:${phone.replace(/[^\d+]/g, '')}`;
    },
    goHome: () => {
      win.location.hash = '#/';
    },
  };
}

/**
 * Builds the bridge over a window: Android's injected object (`window[VITE_NATIVE_BRIDGE]`), iOS's
 * `webkit.messageHandlers`, or browser fallbacks. Every action returns whether it was handled, and nothing
 * throws, whatever the host does.
 */
export function createBridge(
  win: BridgeWindow,
  bridgeName: string = env.nativeBridge,
  fallbacks: BrowserFallbacks = defaultFallbacks(win),
): NativeBridge {
  function send(
    action: BridgeAction,
    payload: Record<string, string> | undefined,
    fallback?: () => void,
  ): boolean {
    try {
      const android = win[bridgeName] as AndroidHost | undefined;
      const androidMethod = android && typeof android === 'object' ? android[action] : undefined;
      if (typeof androidMethod === 'function') {
        // Android's JS interface only takes primitives: objects travel as JSON, a lone value as itself.
        const values = payload ? Object.values(payload) : [];
        const arg = !payload
          ? undefined
          : values.length === 1 && action === 'callPhone'
            ? values[0]
            : JSON.stringify(payload);
        if (arg === undefined) androidMethod.call(android);
        else androidMethod.call(android, arg);
        return true;
      }
      const handler = win.webkit?.messageHandlers?.[action];
      if (handler && typeof handler.postMessage === 'function') {
        handler.postMessage(payload ?? {});
        return true;
      }
      if (fallback) {
        fallback();
        return true;
      }
      return false;
    } catch (error) {
      console.warn(`[bridge] ${action} failed`, error instanceof Error ? error.name : 'error');
      return false;
    }
  }

  return {
    closeWebView: (browserFallback) =>
      send(
        'closeWebView',
        undefined,
        typeof browserFallback === 'function' ? browserFallback : fallbacks.close,
      ),
    goHome: () => send('goHome', undefined, fallbacks.goHome),
    goMine: () => send('goMine', undefined),
    goLogin: () => send('goLogin', undefined),
    callPhone: (phone) => {
      if (!validPhone(phone)) return false;
      const trimmed = phone.trim();
      return send('callPhone', { phone: trimmed }, () => fallbacks.call(trimmed));
    },
    goRate: () => send('goRate', undefined),
    startBank: () => send('startBank', undefined),
    endBank: () => send('endBank', undefined),
    confirmTrackingPoint: (payload) => {
      if (!payload || !validProductId(payload.productId)) return false;
      return send('confirmTrackingPoint', { productId: payload.productId });
    },
    hosted: (action) => {
      try {
        const android = win[bridgeName] as AndroidHost | undefined;
        if (android && typeof android === 'object' && typeof android[action] === 'function') return true;
        return typeof win.webkit?.messageHandlers?.[action]?.postMessage === 'function';
      } catch {
        return false;
      }
    },
  };
}

let current: NativeBridge | undefined;

/** The app's bridge over the real window. Tests swap it with `setBridge(createFakeBridge())`. */
export function getBridge(): NativeBridge {
  current ??= createBridge(window as unknown as BridgeWindow);
  return current;
}

export function setBridge(bridge: NativeBridge | undefined): void {
  current = bridge;
}
