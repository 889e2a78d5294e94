import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { TOP_UP_LIMITS } from '../../../../src/contract/checkout.ts';
import type { CheckoutGuest } from '../../../../src/contract/checkoutApi.ts';
import { formatCents } from '../amounts.ts';
import { call } from '../api.ts';
import { errorText } from '../errorText.ts';
import { changeFlow, reportPayment, setGuest } from '../frameState.ts';
import {
  MAX_ONE_CLICK_AMOUNTS,
  ONE_CLICK_CHOICES,
  type SettingsDraft,
  type SettingsProblem,
  settingsBody,
  settingsDraftOf,
  settingsProblems,
  toggleOneClickAmount,
} from '../settingsForm.ts';
import { Checkbox, Field, FormError } from '../ui/Field.tsx';
import { ResultScreen } from '../ui/ResultScreen.tsx';
import { useSubmit } from '../ui/useSubmit.ts';
import { ViewHeading } from '../ui/ViewHeading.tsx';
import { savedMethodLabel } from './MethodPicker.tsx';

/** settings (everything), limit (the monthly limit) and autorecharge (automatic top-up). */
export function SettingsForm({ flow, guest }: { flow: 'settings' | 'limit' | 'autorecharge'; guest: CheckoutGuest }) {
  const { t, i18n } = useLingui();
  const money = (cents: number) => formatCents(cents, i18n.locale);
  const [draft, setDraft] = useState<SettingsDraft>(() => settingsDraftOf(guest));
  const [problems, setProblems] = useState<SettingsProblem[]>([]);
  const [saved, setSaved] = useState(false);
  const { pending, error, run } = useSubmit();
  const set = (patch: Partial<SettingsDraft>) => setDraft({ ...draft, ...patch });
  const problem = (name: SettingsProblem, text: string) => (problems.includes(name) ? text : null);
  const shows = (section: 'method' | 'oneclick' | 'autorecharge' | 'limit') =>
    flow === 'settings' ||
    (flow === 'limit' && section === 'limit') ||
    (flow === 'autorecharge' && (section === 'autorecharge' || section === 'method'));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = settingsProblems(draft);
    setProblems(found);
    if (found.length > 0) return;
    void run(async () => {
      const answer = await call('settings', settingsBody(draft));
      setGuest(answer.guest);
      setSaved(true);
      reportPayment(flow, true, null, null);
    });
  }

  if (saved) {
    return (
      <ResultScreen tone="success" title={<Trans>Settings saved</Trans>}>
        {guest.monthlyLimitCents !== null && shows('limit') ? (
          <p>
            <Trans>Monthly limit: {money(guest.monthlyLimitCents)}</Trans>
          </p>
        ) : null}
      </ResultScreen>
    );
  }
  return (
    <form className="view-form" onSubmit={submit} noValidate>
      <ViewHeading>
        {flow === 'limit' ? (
          <Trans>Monthly limit</Trans>
        ) : flow === 'autorecharge' ? (
          <Trans>Automatic top-up</Trans>
        ) : (
          <Trans>Payment settings</Trans>
        )}
      </ViewHeading>
      {shows('method') ? (
        <section className="settings-section">
          <h2>
            <Trans>Saved payment method</Trans>
          </h2>
          <p>{guest.savedMethod ? savedMethodLabel(guest.savedMethod) : <Trans>No payment method saved yet.</Trans>}</p>
          <div className="actions actions-start">
            <button type="button" className="button button-secondary" onClick={() => changeFlow('changecc')}>
              <Trans>Use a card</Trans>
            </button>
            <button type="button" className="button button-secondary" onClick={() => changeFlow('changels')}>
              <Trans>Use direct debit</Trans>
            </button>
          </div>
        </section>
      ) : null}
      {shows('oneclick') ? (
        <fieldset className="settings-section">
          <legend>
            <Trans>One-click amounts</Trans>
          </legend>
          <p className="field-hint">
            <Trans>Choose up to {MAX_ONE_CLICK_AMOUNTS} amounts for quick top-ups.</Trans>
          </p>
          <div className="packages">
            {ONE_CLICK_CHOICES.map((cents) => (
              <button
                key={cents}
                type="button"
                className={`package${draft.oneClickAmounts.includes(cents) ? ' is-selected' : ''}`}
                aria-pressed={draft.oneClickAmounts.includes(cents)}
                onClick={() => set({ oneClickAmounts: toggleOneClickAmount(draft.oneClickAmounts, cents) })}
              >
                <span className="package-amount">{money(cents)}</span>
              </button>
            ))}
          </div>
          <FormError error={problem('oneClickCount', t`Choose at least one amount.`)} />
        </fieldset>
      ) : null}
      {shows('autorecharge') ? (
        <fieldset className="settings-section">
          <legend>
            <Trans>Automatic top-up</Trans>
          </legend>
          {guest.savedMethod ? null : (
            <p className="notice">
              <Trans>Automatic top-up needs a saved payment method.</Trans>
            </p>
          )}
          <Checkbox
            label={<Trans>Top up automatically when my balance runs low</Trans>}
            checked={draft.autoRechargeOn}
            onChecked={(autoRechargeOn) => set({ autoRechargeOn })}
          />
          {draft.autoRechargeOn ? (
            <div className="field-row">
              <Field
                label={<Trans>Top up (euros)</Trans>}
                value={draft.autoRechargeAmount}
                onValue={(autoRechargeAmount) => set({ autoRechargeAmount })}
                inputMode="decimal"
                error={problem(
                  'autoRechargeAmount',
                  t`Choose an amount between ${money(TOP_UP_LIMITS.minCents)} and ${money(TOP_UP_LIMITS.maxCents)}.`,
                )}
              />
              <Field
                label={<Trans>When the balance falls below (euros)</Trans>}
                value={draft.autoRechargeThreshold}
                onValue={(autoRechargeThreshold) => set({ autoRechargeThreshold })}
                inputMode="decimal"
                error={problem('autoRechargeThreshold', t`Choose a threshold above zero and below the top-up amount.`)}
              />
            </div>
          ) : null}
        </fieldset>
      ) : null}
      {shows('limit') ? (
        <fieldset className="settings-section">
          <legend>
            <Trans>Monthly limit</Trans>
          </legend>
          <Checkbox
            label={<Trans>Limit my top-ups per calendar month</Trans>}
            checked={draft.limitOn}
            onChecked={(limitOn) => set({ limitOn })}
          />
          {draft.limitOn ? (
            <Field
              label={<Trans>Limit (euros)</Trans>}
              value={draft.limit}
              onValue={(limit) => set({ limit })}
              inputMode="decimal"
              error={problem('limit', t`The limit must be at least ${money(TOP_UP_LIMITS.minCents)}.`)}
            />
          ) : null}
        </fieldset>
      ) : null}
      <FormError error={error ? errorText(error) : null} />
      <div className="actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending}>
          {pending ? <Trans>Saving…</Trans> : <Trans>Save settings</Trans>}
        </button>
      </div>
    </form>
  );
}
