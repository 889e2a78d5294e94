// The shell's first question about load-time dialogs (spec part 1 §2, §4): might one be due on
// this page at all? Kept apart from the dialog rules (startupDialogRules.ts) because the shell
// asks it on every first load, while the rules load only when the answer is yes.
import type { Language } from '../../contract/enums.ts';

/** Whether a hostname is one of the sub-brand's hosts (case-insensitive; `www.` counts as the host). */
export function isSexoleHost(hostname: string, sexoleHosts: readonly string[]): boolean {
  const host = hostname.toLowerCase().replace(/^www\./, '');
  return sexoleHosts.some((each) => each.toLowerCase().replace(/^www\./, '') === host);
}

/** Whether the page might need a startup dialog at all, so the shell loads the code only then. */
export function mayNeedStartupDialog(input: {
  language: Language;
  hostname: string;
  sexoleHosts: readonly string[];
  isLoggedIn: boolean;
  forceAvs: boolean;
}): boolean {
  return input.language === 'es' || isSexoleHost(input.hostname, input.sexoleHosts) || (input.isLoggedIn && input.forceAvs);
}
