import { afterEach } from 'vitest';

/**
 * No web test leaves the machine. happy-dom would load scripts, styles and frames that markup
 * names, and its fetch would reach any host; here it loads no file and navigates no frame, and
 * every request to a host other than this machine is refused and fails the test that made it.
 */

const loopback = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Hosts tests tried to reach since the last check. */
const attempts: string[] = [];

/** True for a URL a test may fetch: this machine, or no network at all (data:, blob:). */
export function isLocal(url: string): boolean {
  const parsed = new URL(url, 'http://localhost/');
  if (parsed.protocol === 'data:' || parsed.protocol === 'blob:') return true;
  return loopback.has(parsed.hostname);
}

interface HappyDomSettings {
  disableJavaScriptFileLoading: boolean;
  disableCSSFileLoading: boolean;
  enableImageFileLoading: boolean;
  handleDisabledFileLoadingAsSuccess: boolean;
  navigation: {
    disableMainFrameNavigation: boolean;
    disableChildFrameNavigation: boolean;
    disableChildPageNavigation: boolean;
    disableFallbackToSetURL: boolean;
  };
  fetch: {
    interceptor: {
      beforeAsyncRequest?: (context: { request: { url: string } }) => Promise<void>;
      beforeSyncRequest?: (context: { request: { url: string } }) => void;
    } | null;
  };
}

function refuse(url: string): never {
  attempts.push(url);
  throw new Error(`test tried to reach ${url}: tests never leave the machine`);
}

// Every fetch, whatever DOM the test file runs in.
const realFetch = globalThis.fetch.bind(globalThis);
globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
  const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  if (!isLocal(url)) refuse(url);
  return realFetch(input, init);
};

// happy-dom's own loading of scripts, styles, images and frames (jsdom loads none by default).
const happyDom = (window as unknown as { happyDOM?: { settings: HappyDomSettings } }).happyDOM;
if (happyDom) configureHappyDom(happyDom.settings);

function configureHappyDom(settings: HappyDomSettings): void {
  settings.disableJavaScriptFileLoading = true;
  settings.disableCSSFileLoading = true;
  settings.enableImageFileLoading = false;
  settings.handleDisabledFileLoadingAsSuccess = true;
  settings.navigation.disableMainFrameNavigation = true;
  settings.navigation.disableChildFrameNavigation = true;
  settings.navigation.disableChildPageNavigation = true;
  settings.navigation.disableFallbackToSetURL = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async ({ request }) => {
      if (!isLocal(request.url)) refuse(request.url);
    },
    beforeSyncRequest: ({ request }) => {
      if (!isLocal(request.url)) refuse(request.url);
    },
  };
}

/** The refused requests so far, cleared: for the test that shows the refusal. */
export function takeRefusals(): string[] {
  return attempts.splice(0);
}

afterEach(() => {
  if (attempts.length === 0) return;
  const hosts = attempts.splice(0).join(', ');
  throw new Error(`this test tried to reach outside hosts: ${hosts}`);
});
