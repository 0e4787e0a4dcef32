import { createBridge, type BridgeWindow } from '@/lib/bridge';

function fakeWindow(extra: Partial<BridgeWindow> = {}): BridgeWindow {
  return {
    history: { back: vi.fn() },
    location: { href: 'https://h/', hash: '#/x' },
    ...extra,
  } as BridgeWindow;
}

describe('native bridge (contract §6)', () => {
  it('says whether the host handles an action: Android, iOS, or none in a plain browser', () => {
    const android = createBridge(fakeWindow({ AndroidBridge: { goLogin: vi.fn() } }), 'AndroidBridge');
    expect(android.hosted('goLogin')).toBe(true);
    expect(android.hosted('goMine')).toBe(false);
    const ios = createBridge(
      fakeWindow({ webkit: { messageHandlers: { goLogin: { postMessage: vi.fn() } } } }),
      'AndroidBridge',
    );
    expect(ios.hosted('goLogin')).toBe(true);
    const browser = createBridge(fakeWindow(), 'AndroidBridge');
    expect(browser.hosted('goLogin')).toBe(false);
    expect(browser.goLogin()).toBe(false);
    const hostile = createBridge(
      fakeWindow({
        AndroidBridge: new Proxy(
          {},
          {
            get() {
              throw new Error('host crashed');
            },
          },
        ),
      }),
      'AndroidBridge',
    );
    expect(hostile.hosted('goLogin')).toBe(false);
  });

  it('calls the Android injected object, objects as JSON and the phone as itself', () => {
    const android = {
      callPhone: vi.fn(),
      confirmTrackingPoint: vi.fn(),
      closeWebView: vi.fn(),
      goRate: vi.fn(),
    };
    const bridge = createBridge(fakeWindow({ AndroidBridge: android }), 'AndroidBridge');
    expect(bridge.callPhone(' 800 953 1100 ')).toBe(true);
    expect(android.callPhone).toHaveBeenCalledWith('800 953 1100');
    expect(bridge.confirmTrackingPoint({ productId: '7' })).toBe(true);
    expect(android.confirmTrackingPoint).toHaveBeenCalledWith('{"productId":"7"}');
    expect(bridge.closeWebView()).toBe(true);
    expect(android.closeWebView).toHaveBeenCalledWith();
  });

  it('posts to iOS message handlers', () => {
    const goRate = { postMessage: vi.fn() };
    const confirmTrackingPoint = { postMessage: vi.fn() };
    const bridge = createBridge(
      fakeWindow({ webkit: { messageHandlers: { goRate, confirmTrackingPoint } } }),
      'AndroidBridge',
    );
    expect(bridge.goRate()).toBe(true);
    expect(goRate.postMessage).toHaveBeenCalledWith({});
    bridge.confirmTrackingPoint({ productId: 'p-9' });
    expect(confirmTrackingPoint.postMessage).toHaveBeenCalledWith({ productId: 'p-9' });
  });

  it('falls back in a plain browser: back for close, tel: for calls, home for go home, no-op for rate and tracking', () => {
    const win = fakeWindow();
    const bridge = createBridge(win, 'AndroidBridge');
    expect(bridge.closeWebView()).toBe(true);
    expect(win.history.back).toHaveBeenCalled();
    expect(bridge.callPhone('+52 55 1234 5678')).toBe(true);
    expect(win.location.href).toBe('tel:+525512345678');
    expect(bridge.goHome()).toBe(true);
    expect(win.location.hash).toBe('#/');
    expect(bridge.goRate()).toBe(false);
    expect(bridge.confirmTrackingPoint({ productId: '7' })).toBe(false);
    expect(bridge.goMine()).toBe(false);
  });

  it("closes through the host when there is one, else runs the page's own browser fallback", () => {
    const android = { closeWebView: vi.fn() };
    const instead = vi.fn();
    expect(createBridge(fakeWindow({ AndroidBridge: android }), 'AndroidBridge').closeWebView(instead)).toBe(
      true,
    );
    expect(android.closeWebView).toHaveBeenCalledWith();
    expect(instead).not.toHaveBeenCalled();
    const win = fakeWindow();
    expect(createBridge(win, 'AndroidBridge').closeWebView(instead)).toBe(true);
    expect(instead).toHaveBeenCalledTimes(1);
    expect(win.history.back).not.toHaveBeenCalled();
  });

  it('refuses invalid arguments before they reach the host', () => {
    const android = { callPhone: vi.fn(), confirmTrackingPoint: vi.fn() };
    const bridge = createBridge(fakeWindow({ AndroidBridge: android }), 'AndroidBridge');
    for (const phone of ['', 'javascript:alert(1)', '12', '<script>', 'x'.repeat(40)])
      expect(bridge.callPhone(phone)).toBe(false);
    for (const productId of ['', '7"}', 'a b', 'x'.repeat(65)])
      expect(bridge.confirmTrackingPoint({ productId })).toBe(false);
    expect(bridge.confirmTrackingPoint(null as never)).toBe(false);
    expect(android.callPhone).not.toHaveBeenCalled();
    expect(android.confirmTrackingPoint).not.toHaveBeenCalled();
  });

  it('never throws when the host throws or is malformed', () => {
    const throwing = {
      goHome: () => {
        throw new Error('host crashed');
      },
    };
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(createBridge(fakeWindow({ AndroidBridge: throwing }), 'AndroidBridge').goHome()).toBe(false);
    expect(createBridge(fakeWindow({ AndroidBridge: 'not an object' }), 'AndroidBridge').goLogin()).toBe(
      false,
    );
    const ios = fakeWindow({
      webkit: {
        messageHandlers: {
          endBank: {
            postMessage: () => {
              throw new Error('x');
            },
          },
        },
      },
    });
    expect(createBridge(ios, 'AndroidBridge').endBank()).toBe(false);
    expect(warn).toHaveBeenCalled();
  });
});
