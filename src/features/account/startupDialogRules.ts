// The dialogs that may open when a page loads (spec part 1 §2, §4): the es-avs age gate for
// Spanish and the sexole sub-brand, the sexole-login gate on the sexole host, and the avs
// dialog for a logged-in member without AVS when force-AVS is on. Plain rules, no React, no I/O.
import type { Language } from '../../contract/enums.ts';
import { isSexoleHost } from './startupGate.ts';

export { isSexoleHost, mayNeedStartupDialog } from './startupGate.ts';

export type StartupDialog = 'es-avs' | 'sexole-login' | 'avs';

export interface StartupInput {
  language: Language;
  hostname: string;
  sexoleHosts: readonly string[];
  isLoggedIn: boolean;
  hasAvs: boolean;
  forceAvs: boolean;
  /** The forced age check cookie is set. */
  ageGateConfirmed: boolean;
  /** Login and signup are offered at all (spec part 1 §5). */
  loginEnabled: boolean;
}

/**
 * The one dialog to open now, or null; asked again whenever one closes, so the gates come one
 * after the other: the age gate first, then the host's login gate, then the AVS dialog.
 */
export function startupDialog(input: StartupInput): StartupDialog | null {
  const sexole = isSexoleHost(input.hostname, input.sexoleHosts);
  if ((input.language === 'es' || sexole) && !input.ageGateConfirmed) return 'es-avs';
  if (sexole && !input.isLoggedIn && input.loginEnabled) return 'sexole-login';
  if (input.isLoggedIn && !input.hasAvs && input.forceAvs) return 'avs';
  return null;
}
