import { ACTIVATE_IF } from '@/lib/pwa/activation';
import { registerServiceWorker } from '@/lib/pwa/register';

/** A service worker as the page sees it: a state, statechange events, postMessage. */
class FakeWorker extends EventTarget {
  postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  moveTo(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  find(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

function installContainer(register: (url: string) => Promise<unknown>) {
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
}

const origin = window.location.origin;
const PAGE_FILES = [
  `${origin}/assets/core-a1.js`,
  `${origin}/assets/app-c3.js`,
  `${origin}/assets/style-b2.css`,
];

beforeEach(() => {
  document.head.innerHTML = [
    '<script type="module" src="/assets/core-a1.js"></script>',
    '<script>/* inline */</script>',
    '<script src="https://cdn.example.com/other.js"></script>',
    '<link rel="modulepreload" href="/assets/app-c3.js">',
    '<link rel="stylesheet" href="/assets/style-b2.css">',
    '<link rel="icon" href="/favicon.ico">',
  ].join('');
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  document.head.innerHTML = '';
});

describe('service worker registration', () => {
  it('registers /sw.js and offers a waiting worker the takeover with the page’s own build files', async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    const register = vi.fn(async () => registration);
    installContainer(register);
    await registerServiceWorker();
    expect(register).toHaveBeenCalledWith('/sw.js');
    expect(registration.waiting.postMessage).toHaveBeenCalledTimes(1);
    expect(registration.waiting.postMessage).toHaveBeenCalledWith({ type: ACTIVATE_IF, files: PAGE_FILES });
  });

  it('offers a worker that is installing once it has installed, and once only', async () => {
    const registration = new FakeRegistration();
    const worker = new FakeWorker('installing');
    registration.installing = worker;
    installContainer(async () => registration);
    await registerServiceWorker();
    // The browser also reports the same worker as found.
    registration.find(worker);
    expect(worker.postMessage).not.toHaveBeenCalled();
    worker.moveTo('installed');
    worker.moveTo('activating');
    expect(worker.postMessage).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).toHaveBeenCalledWith({ type: ACTIVATE_IF, files: PAGE_FILES });
  });

  it('offers a worker found later in the session (a deploy meanwhile) once it has installed', async () => {
    const registration = new FakeRegistration();
    installContainer(async () => registration);
    await registerServiceWorker();
    const worker = new FakeWorker('installing');
    registration.find(worker);
    worker.moveTo('installed');
    expect(worker.postMessage).toHaveBeenCalledWith({ type: ACTIVATE_IF, files: PAGE_FILES });
  });

  it('never throws: no service worker, a refused registration, a worker gone redundant', async () => {
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    installContainer(() => Promise.reject(new DOMException('Not allowed', 'SecurityError')));
    await expect(registerServiceWorker()).resolves.toBeUndefined();
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker('installed');
    registration.waiting.postMessage.mockImplementation(() => {
      throw new DOMException('redundant', 'InvalidStateError');
    });
    installContainer(async () => registration);
    await expect(registerServiceWorker()).resolves.toBeUndefined();
  });
});
