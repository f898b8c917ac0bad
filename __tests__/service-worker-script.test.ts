/**
 * The service worker's registration (issue 25): run from its own text (SERVICE_WORKER_SCRIPT), as the browser runs
 * the inline script, in jsdom with a stand-in for navigator.serviceWorker. It must wait for the load and for an idle
 * moment, and register the worker the build writes exactly once.
 */
import { SERVICE_WORKER_SCRIPT, SERVICE_WORKER_URL } from '@/lib/service-worker-script';

const runScript = () => new Function(SERVICE_WORKER_SCRIPT)();

let register: jest.Mock;
let readyState: DocumentReadyState;

beforeEach(() => {
  register = jest.fn(() => Promise.resolve());
  Object.defineProperty(window.navigator, 'serviceWorker', { value: { register }, configurable: true });
  readyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
});

afterEach(() => {
  jest.restoreAllMocks();
  delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
});

describe('the inline service-worker registration', () => {
  it('waits for the load, then for an idle moment, then registers /sw.js once', () => {
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    runScript();
    expect(register).not.toHaveBeenCalled();
    expect(window.requestIdleCallback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js');
    // A second load event (none comes, but the listener is once) registers nothing more.
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
  });

  it('on a page already loaded, waits only for the idle moment', () => {
    readyState = 'complete';
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    runScript();
    expect(idle).toHaveLength(1);
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
  });

  it('without requestIdleCallback (Safari), registers a second after the load', () => {
    jest.useFakeTimers();
    try {
      readyState = 'complete';
      runScript();
      jest.advanceTimersByTime(999);
      expect(register).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(register).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('does nothing in a browser without service workers, and says so when registering fails', async () => {
    delete (window.navigator as { serviceWorker?: unknown }).serviceWorker;
    readyState = 'complete';
    expect(runScript).not.toThrow();

    const failure = new Error('bloqueado');
    Object.defineProperty(window.navigator, 'serviceWorker', {
      value: { register: jest.fn(() => Promise.reject(failure)) },
      configurable: true,
    });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const idle: IdleRequestCallback[] = [];
    window.requestIdleCallback = jest.fn((callback: IdleRequestCallback) => idle.push(callback));
    runScript();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    await Promise.resolve();
    await Promise.resolve();
    expect(warn).toHaveBeenCalledWith('No se pudo registrar el service worker:', failure);
  });
});
