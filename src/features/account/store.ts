// The account screens' data (my profile, settings, newsletter, notifications, benefits) and the
// actions that change it. Live fields (balance, VIP, TV, AVS) come from the guest store
// (src/state/guest.ts); this store keeps what guest/profile answers and what the screens change.
import { proxy } from 'valtio';
import * as guestApi from '../../api/guest.ts';
import { setDiscreetHere } from '../../app/discreet.ts';
import type { NotificationsSettings } from '../../contract/entities.ts';
import type { NewsletterType } from '../../contract/enums.ts';
import type { GuestBenefit, GuestProfile, GuestSession } from '../../contract/restCalls.ts';
import { newsletterAfterAnswer, withNewsletter } from './newsletterRules.ts';

type LoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export const account = proxy({
  status: 'idle' as LoadStatus,
  profile: null as GuestProfile | null,
  sessions: null as GuestSession[] | null,
  benefitsStatus: 'idle' as LoadStatus,
  benefits: [] as GuestBenefit[],
  /** Newsletter types whose change is on its way to the server. */
  newsletterPending: [] as NewsletterType[],
  /** The newsletter whose last change failed (shown as an error until the next change). */
  newsletterFailed: null as NewsletterType | null,
  /** A settings change that failed, by setting name, until the next change of it. */
  settingsFailed: [] as string[],
});

type NewsletterFailedListener = (type: NewsletterType, on: boolean) => void;
const newsletterFailedListeners = new Set<NewsletterFailedListener>();

/** spec part 2 §8: a failed newsletter subscribe emits a failed event. Returns an unsubscribe. */
export function onNewsletterFailed(listener: NewsletterFailedListener): () => void {
  newsletterFailedListeners.add(listener);
  return () => {
    newsletterFailedListeners.delete(listener);
  };
}

let profileRequest: Promise<void> | null = null;

/** Loads guest/profile (again when `force`); one request at a time. */
export function loadProfile(force = false): Promise<void> {
  if (profileRequest) return profileRequest;
  if (!force && account.status === 'ready') return Promise.resolve();
  account.status = account.profile ? account.status : 'loading';
  profileRequest = guestApi
    .getProfile()
    .then((profile) => {
      account.profile = profile;
      account.status = 'ready';
      // the guest's discreet choice, made on another device too, holds on this one
      setDiscreetHere(profile.guest.notificationsSettings.discreet === true);
    })
    .catch(() => {
      if (!account.profile) account.status = 'error';
    })
    .finally(() => {
      profileRequest = null;
    });
  return profileRequest;
}

/** Forgets the guest's data (logout, another guest). */
export function clearAccount(): void {
  Object.assign(account, {
    status: 'idle',
    profile: null,
    sessions: null,
    benefitsStatus: 'idle',
    benefits: [],
    newsletterPending: [],
    newsletterFailed: null,
    settingsFailed: [],
  });
}

export async function loadBenefits(): Promise<void> {
  account.benefitsStatus = 'loading';
  try {
    account.benefits = (await guestApi.getBenefits()).benefits;
    account.benefitsStatus = 'ready';
  } catch {
    account.benefitsStatus = 'error';
  }
}

export async function loadSessions(): Promise<void> {
  try {
    account.sessions = (await guestApi.getSessions()).sessions;
  } catch {
    account.sessions = account.sessions ?? [];
    markFailed('sessions', true);
  }
}

/** Logs out one other device, or every other one with null; the list is read again after. */
export async function revokeSession(id: string | null): Promise<void> {
  try {
    await guestApi.revokeSessions(id);
    markFailed('sessions', false);
  } catch {
    markFailed('sessions', true);
  }
  await loadSessions();
}

function markFailed(setting: string, failed: boolean): void {
  const others = account.settingsFailed.filter((each) => each !== setting);
  account.settingsFailed = failed ? [...others, setting] : others;
}

/**
 * Subscribes or unsubscribes one newsletter: the checkbox changes at once, and reverts with an
 * error (and the failed event) when the server refuses.
 */
export async function toggleNewsletter(type: NewsletterType, on: boolean): Promise<void> {
  const profile = account.profile;
  if (!profile || account.newsletterPending.includes(type)) return;
  const { id, email } = profile.guest;
  if (id === null || !email) return;
  const before = [...profile.guest.newsletterSubscriptions];
  profile.guest.newsletterSubscriptions = withNewsletter(before, type, on);
  account.newsletterPending = [...account.newsletterPending, type];
  account.newsletterFailed = null;
  let succeeded = true;
  try {
    const payload = { typeId: type, userId: id, emailAddress: email };
    await (on ? guestApi.subscribeNewsletter(payload) : guestApi.unsubscribeNewsletter(payload));
  } catch {
    succeeded = false;
  }
  const current = account.profile?.guest.newsletterSubscriptions ?? before;
  if (account.profile) account.profile.guest.newsletterSubscriptions = newsletterAfterAnswer(current, type, on, succeeded);
  account.newsletterPending = account.newsletterPending.filter((each) => each !== type);
  if (!succeeded) {
    account.newsletterFailed = type;
    for (const listener of newsletterFailedListeners) listener(type, on);
  }
}

/** Runs a settings change: the new value shows at once and the old one comes back on failure. */
async function changeSetting<T>(
  setting: string,
  apply: (value: T) => void,
  before: T,
  after: T,
  send: () => Promise<unknown>,
): Promise<void> {
  apply(after);
  markFailed(setting, false);
  try {
    await send();
  } catch {
    apply(before);
    markFailed(setting, true);
  }
}

export function saveNotificationsSettings(settings: NotificationsSettings): Promise<void> {
  const profile = account.profile;
  if (!profile) return Promise.resolve();
  return changeSetting(
    'notifications',
    (value) => (profile.guest.notificationsSettings = value),
    { ...profile.guest.notificationsSettings },
    settings,
    () => guestApi.saveNotificationsSettings(settings),
  ).then(() => setDiscreetHere(profile.guest.notificationsSettings.discreet === true)); // as saved, or as it was after a failure
}

/** guest/conversionChat; a refusal (data.success false) counts as a failure too. */
export function setConversionChat(enabled: boolean): Promise<void> {
  const profile = account.profile;
  if (!profile) return Promise.resolve();
  return changeSetting(
    'conversionChat',
    (value) => (profile.conversionChatEnabled = value),
    profile.conversionChatEnabled,
    enabled,
    async () => {
      const answer = await guestApi.setConversionChat(enabled ? 'enable' : 'disable');
      if (!answer.data.success) throw new Error('conversion chat change refused');
    },
  );
}

export function setAutoRechargeTeaser(mode: 'show' | 'hide'): Promise<void> {
  const profile = account.profile;
  if (!profile) return Promise.resolve();
  return changeSetting(
    'autoRechargeTeaser',
    (value) => (profile.autoRechargeTeaserMode = value),
    profile.autoRechargeTeaserMode,
    mode,
    () => guestApi.setAutoRechargeTeaserState(mode),
  );
}

/** Accepts the data protection notice (and the terms with it when `withTerms`). */
export function acceptDataProtection(withTerms: boolean): Promise<void> {
  const profile = account.profile;
  if (!profile) return Promise.resolve();
  return changeSetting(
    'dataProtection',
    (value) => (profile.guest.showDataProtection = value),
    profile.guest.showDataProtection,
    false,
    () => (withTerms ? guestApi.closeAgbAndDataProtection(true) : guestApi.closeDataProtection(true)),
  );
}

export function savePreferences(preferences: Record<string, unknown>): Promise<void> {
  const profile = account.profile;
  if (!profile) return Promise.resolve();
  return changeSetting(
    'preferences',
    (value) => (profile.guest.preferences = value),
    { ...profile.guest.preferences },
    preferences,
    () => guestApi.savePreferences(preferences),
  );
}
