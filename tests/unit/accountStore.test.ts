import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { GuestProfile } from '../../src/contract/restCalls.ts';

// The store's calls go to the server through src/api/guest.ts; here they answer as told.
const api = vi.hoisted(() => ({
  subscribeNewsletter: vi.fn(),
  unsubscribeNewsletter: vi.fn(),
  setConversionChat: vi.fn(),
  saveNotificationsSettings: vi.fn(),
}));
vi.mock('../../src/api/guest.ts', () => api);

const { account, onNewsletterFailed, setConversionChat, saveNotificationsSettings, toggleNewsletter, clearAccount } = await import(
  '../../src/features/account/store.ts'
);

function profile(): GuestProfile {
  return {
    guest: {
      id: 7,
      email: 'guest@example.com',
      newsletterSubscriptions: [512],
      notificationsSettings: { email: true, push: false, sms: false },
    },
    abos: [],
    language: 'en',
    isEmailVerified: true,
    autoRechargeTeaserMode: 'show',
    conversionChatEnabled: false,
  } as unknown as GuestProfile;
}

beforeEach(() => {
  clearAccount();
  account.profile = profile();
  account.status = 'ready';
  for (const fn of Object.values(api)) fn.mockReset();
});

describe('newsletter checkboxes', () => {
  test('subscribing sends type, guest id and e-mail address', async () => {
    api.subscribeNewsletter.mockResolvedValue({ success: true });
    await toggleNewsletter(1024, true);
    expect(api.subscribeNewsletter).toHaveBeenCalledWith({ typeId: 1024, userId: 7, emailAddress: 'guest@example.com' });
    expect(account.profile?.guest.newsletterSubscriptions).toEqual([1024, 512]);
  });

  test('a failed subscribe reverts the checkbox, shows an error and emits the failed event', async () => {
    api.subscribeNewsletter.mockRejectedValue(new Error('refused'));
    const failed = vi.fn();
    const off = onNewsletterFailed(failed);
    await toggleNewsletter(2048, true);
    off();
    expect(account.profile?.guest.newsletterSubscriptions).toEqual([512]);
    expect(account.newsletterFailed).toBe(2048);
    expect(failed).toHaveBeenCalledWith(2048, true);
  });

  test('unsubscribing uses the unsubscribe call', async () => {
    api.unsubscribeNewsletter.mockResolvedValue({ success: true });
    await toggleNewsletter(512, false);
    expect(api.unsubscribeNewsletter).toHaveBeenCalledWith({ typeId: 512, userId: 7, emailAddress: 'guest@example.com' });
    expect(account.profile?.guest.newsletterSubscriptions).toEqual([]);
  });
});

describe('settings', () => {
  test('a conversion chat change the server refuses comes back', async () => {
    api.setConversionChat.mockResolvedValue({ success: true, data: { success: false } });
    await setConversionChat(true);
    expect(api.setConversionChat).toHaveBeenCalledWith('enable');
    expect(account.profile?.conversionChatEnabled).toBe(false);
    expect(account.settingsFailed).toContain('conversionChat');
  });

  test('saved notification settings stay', async () => {
    api.saveNotificationsSettings.mockResolvedValue({ success: true });
    await saveNotificationsSettings({ email: false, push: true, sms: false });
    expect(account.profile?.guest.notificationsSettings).toEqual({ email: false, push: true, sms: false });
    expect(account.settingsFailed).toEqual([]);
  });
});
