import { describe, expect, test } from 'vitest';
import type { ActiveAbo } from '../../src/contract/checkout.ts';
import { TIMING_MS } from '../../src/contract/constants.ts';
import { bonusCodeFailure, normalizeBonusCode } from '../../src/features/account/bonusCodeRules.ts';
import { lindemannRedirectPath } from '../../src/features/account/lindemannRules.ts';
import { NEWSLETTERS, newsletterAfterAnswer, withNewsletter } from '../../src/features/account/newsletterRules.ts';
import {
  avsDisplay,
  cancellationOfferPlatformText,
  cancelledPlan,
  planRows,
  profileTabOf,
} from '../../src/features/account/profileRules.ts';
import { isSexoleHost, mayNeedStartupDialog, type StartupInput, startupDialog } from '../../src/features/account/startupDialogRules.ts';

const abo = (plan: 'vip' | 'vxtv', status: 'active' | 'cancelled' = 'active'): ActiveAbo => ({
  plan,
  status,
  isTrial: false,
  priceCents: 999,
  endsAt: 1_700_000_000_000,
});

describe('plans on the profile', () => {
  test('a guest without plans is offered VIP and TV', () => {
    const [vip, tv] = planRows({ isVip: false, isVXTVAboSubscriber: false }, []);
    expect([vip.state, vip.flow]).toEqual(['none', 'vipabo']);
    expect([tv.state, tv.flow]).toEqual(['none', 'vxtvabo']);
  });

  test('VIP counts as TV: a VIP sees TV as included, with nothing to buy', () => {
    const [vip, tv] = planRows({ isVip: true, isVXTVAboSubscriber: true }, [abo('vip')]);
    expect([vip.state, vip.flow, vip.endsAt]).toEqual(['active', 'vxsettings', 1_700_000_000_000]);
    expect([tv.state, tv.flow]).toEqual(['includedInVip', null]);
  });

  test('a TV subscriber manages the TV plan and may still buy VIP', () => {
    const [vip, tv] = planRows({ isVip: false, isVXTVAboSubscriber: true }, [abo('vxtv')]);
    expect([vip.state, vip.flow]).toEqual(['none', 'vipabo']);
    expect([tv.state, tv.flow]).toEqual(['active', 'vxsettings']);
  });

  test('a cancelled plan shows as cancelled with its last day', () => {
    const [vip] = planRows({ isVip: true, isVXTVAboSubscriber: true }, [abo('vip', 'cancelled')]);
    expect([vip.state, vip.endsAt]).toEqual(['cancelled', 1_700_000_000_000]);
  });

  test('a live VIP flag without an abo shows VIP as active', () => {
    const [vip] = planRows({ isVip: true, isVXTVAboSubscriber: true }, []);
    expect([vip.state, vip.endsAt]).toEqual(['active', null]);
  });
});

describe('cancellation offer', () => {
  test('a cancelled plan gets the offer', () => {
    expect(cancelledPlan([abo('vip'), abo('vxtv', 'cancelled')])).toBe('vxtv');
    expect(cancelledPlan([abo('vip')])).toBeNull();
  });

  test('the accepted offer is named by plan and price (4.99)', () => {
    expect(cancellationOfferPlatformText('vip')).toBe('vip-cancel-offer-499');
    expect(cancellationOfferPlatformText('vxtv')).toBe('vxtv-cancel-offer-499');
  });
});

describe('age check on the profile', () => {
  test('an unverified guest may verify', () => {
    expect(avsDisplay('unknown', null)).toEqual({ status: 'unknown', reason: null, canVerify: true });
  });

  test('a pending check offers nothing to do', () => {
    expect(avsDisplay('pending', null).canVerify).toBe(false);
  });

  test('a rejection shows its reason and lets the guest try again', () => {
    expect(avsDisplay('rejected', 'name_mismatch')).toEqual({ status: 'rejected', reason: 'name_mismatch', canVerify: true });
  });

  test('a reason the app does not know is shown as other', () => {
    expect(avsDisplay('rejected', 'something new').reason).toBe('other');
  });
});

describe('profile tabs', () => {
  test('?tab= opens its section', () => {
    expect(profileTabOf('tab=newsletter')).toBe('newsletter');
    expect(profileTabOf('?tab=settings')).toBe('settings');
  });

  test('no or an unknown tab opens the profile', () => {
    expect(profileTabOf('')).toBe('profile');
    expect(profileTabOf('tab=admin')).toBe('profile');
  });
});

describe('newsletters', () => {
  test('the four newsletters are VIP club 1024, late night 512, VR porn 2048 and contests 256', () => {
    expect(NEWSLETTERS).toEqual([1024, 512, 2048, 256]);
  });

  test('subscribing adds the newsletter once', () => {
    expect(withNewsletter([256], 1024, true)).toEqual([1024, 256]);
    expect(withNewsletter([1024], 1024, true)).toEqual([1024]);
  });

  test('unsubscribing removes it', () => {
    expect(withNewsletter([1024, 512], 1024, false)).toEqual([512]);
  });

  test('a failed subscribe reverts the checkbox', () => {
    expect(newsletterAfterAnswer([512, 2048], 2048, true, false)).toEqual([512]);
  });

  test('a failed unsubscribe keeps the newsletter', () => {
    expect(newsletterAfterAnswer([512], 2048, false, false)).toEqual([512, 2048]);
  });

  test('a subscribe that went through stays', () => {
    expect(newsletterAfterAnswer([512, 2048], 2048, true, true)).toEqual([512, 2048]);
  });

  test('reverting one newsletter keeps another one toggled meanwhile', () => {
    expect(newsletterAfterAnswer([1024, 512, 2048], 2048, true, false)).toEqual([1024, 512]);
  });
});

describe('bonus codes', () => {
  test('a code is compared uppercased and without spaces', () => {
    expect(normalizeBonusCode(' welcome 2024 ')).toBe('WELCOME2024');
  });

  test('too short, too long or odd characters are no code', () => {
    expect(normalizeBonusCode('ab')).toBeNull();
    expect(normalizeBonusCode('A'.repeat(33))).toBeNull();
    expect(normalizeBonusCode('CODE<1>')).toBeNull();
  });

  test('the check’s reasons become the box’s sentences', () => {
    expect(bonusCodeFailure('alreadyRedeemed')).toBe('alreadyRedeemed');
    expect(bonusCodeFailure('expired')).toBe('expired');
    expect(bonusCodeFailure('notYetValid')).toBe('expired');
    expect(bonusCodeFailure('usedUp')).toBe('usedUp');
    expect(bonusCodeFailure('unknown')).toBe('unknown');
    expect(bonusCodeFailure('rateLimited')).toBe('rateLimited');
  });

  test('a refused redeem call maps by its error code', () => {
    expect(bonusCodeFailure('CONFLICT')).toBe('alreadyRedeemed');
    expect(bonusCodeFailure('NOT_FOUND')).toBe('unknown');
    expect(bonusCodeFailure('RATE_LIMITED')).toBe('rateLimited');
    expect(bonusCodeFailure('NETWORK')).toBe('failed');
    expect(bonusCodeFailure(null)).toBe('failed');
  });
});

describe('dialogs at load', () => {
  const base: StartupInput = {
    language: 'en',
    hostname: 'glimmer.localhost',
    sexoleHosts: ['sexole.localhost'],
    isLoggedIn: true,
    hasAvs: true,
    forceAvs: false,
    ageGateConfirmed: false,
    loginEnabled: true,
  };

  test('nothing opens for an English visitor on the main host', () => {
    expect(startupDialog(base)).toBeNull();
  });

  test('Spanish visitors get the age gate until they confirm', () => {
    expect(startupDialog({ ...base, language: 'es' })).toBe('es-avs');
    expect(startupDialog({ ...base, language: 'es', ageGateConfirmed: true })).toBeNull();
  });

  test('the sexole host gets the age gate in every language', () => {
    expect(startupDialog({ ...base, hostname: 'sexole.localhost' })).toBe('es-avs');
  });

  test('on the sexole host a logged-out visitor is asked to log in after the age gate', () => {
    expect(startupDialog({ ...base, hostname: 'www.sexole.localhost', isLoggedIn: false, ageGateConfirmed: true })).toBe('sexole-login');
  });

  test('no login gate when login is disabled', () => {
    expect(
      startupDialog({ ...base, hostname: 'sexole.localhost', isLoggedIn: false, ageGateConfirmed: true, loginEnabled: false }),
    ).toBeNull();
  });

  test('the main host never shows the login gate', () => {
    expect(startupDialog({ ...base, isLoggedIn: false })).toBeNull();
  });

  test('force-AVS opens the age check for a logged-in member without AVS', () => {
    expect(startupDialog({ ...base, hasAvs: false, forceAvs: true })).toBe('avs');
  });

  test('without force-AVS, or with AVS, or logged out, it does not', () => {
    expect(startupDialog({ ...base, hasAvs: false, forceAvs: false })).toBeNull();
    expect(startupDialog({ ...base, hasAvs: true, forceAvs: true })).toBeNull();
    expect(startupDialog({ ...base, isLoggedIn: false, hasAvs: false, forceAvs: true })).toBeNull();
  });

  test('the host check ignores case and www', () => {
    expect(isSexoleHost('WWW.Sexole.Localhost', ['sexole.localhost'])).toBe(true);
    expect(isSexoleHost('notsexole.localhost', ['sexole.localhost'])).toBe(false);
  });

  test('the shell loads the dialogs only when one may be due', () => {
    const page = {
      language: 'en' as const,
      hostname: 'glimmer.localhost',
      sexoleHosts: ['sexole.localhost'],
      isLoggedIn: false,
      forceAvs: true,
    };
    expect(mayNeedStartupDialog(page)).toBe(false);
    expect(mayNeedStartupDialog({ ...page, isLoggedIn: true })).toBe(true);
    expect(mayNeedStartupDialog({ ...page, language: 'es' })).toBe(true);
  });
});

describe('Lindemann redirect', () => {
  test('after login the guest goes to /{language}/lindemann/home with the query kept', () => {
    expect(lindemannRedirectPath('de', 'utm=x&ref=2')).toBe('/de/lindemann/home?utm=x&ref=2');
    expect(lindemannRedirectPath('en', '?a=1')).toBe('/en/lindemann/home?a=1');
  });

  test('without a query there is no question mark', () => {
    expect(lindemannRedirectPath('es', '')).toBe('/es/lindemann/home');
  });

  test('the redirect waits 500 ms', () => {
    expect(TIMING_MS.loginRedirectDelay).toBe(500);
  });
});
