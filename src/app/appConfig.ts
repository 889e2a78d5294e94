// The app's runtime settings, injected by the server into the shell as
// `<meta name="glimmer-config" content='{"checkoutUrl":…,"forceAvs":…,"loginEnabled":…,"sexoleHosts":[…],"trackerUrl":…,"serviceWorker":…}'>`,
// so one build serves every deployment. Missing or broken (unit tests, a static preview), the
// defaults of a local run hold.
import { QUERY_PATH } from '../contract/rest.ts';

export interface AppConfig {
  /** The checkout frame's page on its own origin (spec part 1 §5: it must have a path). */
  checkoutUrl: string;
  /** Open the age check at load for a logged-in member without AVS (spec part 1 §4). */
  forceAvs: boolean;
  /** Login and signup are offered (spec part 1 §5: not offered when disabled). */
  loginEnabled: boolean;
  /** Hosts of the sexole sub-brand (es-avs and sexole-login modals). */
  sexoleHosts: string[];
  /** Where tracking events go (a path of ours); empty: no tracker address, nothing is tracked (spec part 1 §5). */
  trackerUrl: string;
  /** Register the service worker; off while the kill switch retires it (SW_KILL_SWITCH, issue 22). */
  serviceWorker: boolean;
}

export const DEFAULT_APP_CONFIG: Readonly<AppConfig> = {
  checkoutUrl: 'http://127.0.0.1:8081/frame/',
  forceAvs: false,
  loginEnabled: true,
  sexoleHosts: ['sexole.localhost'],
  trackerUrl: QUERY_PATH,
  serviceWorker: true,
};

/** The settings of a meta tag's content: each well-typed field counts, anything else keeps its default. */
export function parseAppConfig(content: string | null | undefined): AppConfig {
  let raw: Record<string, unknown> = {};
  try {
    raw = Object(JSON.parse(content || '{}')) as Record<string, unknown>;
  } catch {
    // a broken tag: the defaults hold
  }
  const { checkoutUrl, forceAvs, loginEnabled, sexoleHosts, trackerUrl, serviceWorker } = raw;
  return {
    checkoutUrl: typeof checkoutUrl === 'string' && checkoutUrl ? checkoutUrl : DEFAULT_APP_CONFIG.checkoutUrl,
    forceAvs: typeof forceAvs === 'boolean' ? forceAvs : DEFAULT_APP_CONFIG.forceAvs,
    loginEnabled: typeof loginEnabled === 'boolean' ? loginEnabled : DEFAULT_APP_CONFIG.loginEnabled,
    sexoleHosts:
      Array.isArray(sexoleHosts) && sexoleHosts.every((host) => typeof host === 'string')
        ? sexoleHosts
        : [...DEFAULT_APP_CONFIG.sexoleHosts],
    trackerUrl: typeof trackerUrl === 'string' && /^(\/(?!\/)|$)/.test(trackerUrl) ? trackerUrl : DEFAULT_APP_CONFIG.trackerUrl,
    serviceWorker: typeof serviceWorker === 'boolean' ? serviceWorker : DEFAULT_APP_CONFIG.serviceWorker,
  };
}

let cached: AppConfig | null = null;

/** The page's settings, read once from the shell's meta tag. */
export function appConfig(): AppConfig {
  if (cached) return cached;
  cached = parseAppConfig(globalThis.document?.querySelector('meta[name="glimmer-config"]')?.getAttribute('content'));
  return cached;
}
