import { Trans, useLingui } from '@lingui/react/macro';
import type { SavedPaymentMethod } from '../../../../src/contract/checkoutApi.ts';
import { Icon } from '../../../../src/ui/Icon.tsx';
import { formatCents } from '../amounts.ts';
import { cardBrand, formatCardNumber, formatExpiry, formatIban } from '../cardInput.ts';
import type { FieldProblem, MethodDraft, MethodKind, MethodProblems } from '../methodForm.ts';
import { Checkbox, Field } from '../ui/Field.tsx';

interface MethodPickerProps {
  kinds: readonly MethodKind[];
  draft: MethodDraft;
  onDraft: (draft: MethodDraft) => void;
  /** Shown once the guest tried to submit. */
  problems: MethodProblems;
  savedMethod: SavedPaymentMethod | null;
  balanceCents?: number;
  /** Offers "pay by phone bill" (the carrier flow). */
  onCarrier?: () => void;
  /** The card is saved anyway (changecc): no "save" checkbox. */
  alwaysSaved?: boolean;
}

export function savedMethodLabel(method: SavedPaymentMethod): string {
  return method.kind === 'card' ? `${method.brand.toUpperCase()} •••• ${method.last4} (${method.expiry})` : `IBAN •••• ${method.last4}`;
}

/** Choice of payment method and the fields of the chosen one (card, direct debit). */
export function MethodPicker({ kinds, draft, onDraft, problems, savedMethod, balanceCents, onCarrier, alwaysSaved }: MethodPickerProps) {
  const { t, i18n } = useLingui();
  const set = (patch: Partial<MethodDraft>) => onDraft({ ...draft, ...patch });
  const available = kinds.filter((kind) => kind !== 'saved' || savedMethod !== null);
  const problemText = (problem: FieldProblem | undefined, invalid: string): string | null => {
    if (!problem) return null;
    if (problem === 'required') return t`Please fill in this field.`;
    if (problem === 'expired') return t`This card has expired.`;
    return invalid;
  };
  const label = (kind: MethodKind): string => {
    switch (kind) {
      case 'saved':
        return savedMethod ? t`Saved: ${savedMethodLabel(savedMethod)}` : '';
      case 'card':
        return t`Credit card`;
      case 'ls':
        return t`Direct debit (IBAN)`;
      case 'balance':
        return balanceCents === undefined ? t`Balance` : t`Balance (${formatCents(balanceCents, i18n.locale)})`;
    }
  };
  const brand = cardBrand(draft.number);
  return (
    <fieldset className="methods">
      <legend>
        <Trans>Payment method</Trans>
      </legend>
      <div className="method-choices">
        {available.map((kind) => (
          <label key={kind} className={`method-choice${draft.kind === kind ? ' is-selected' : ''}`}>
            <input type="radio" name="method" value={kind} checked={draft.kind === kind} onChange={() => set({ kind })} />
            <span>{label(kind)}</span>
          </label>
        ))}
        {onCarrier ? (
          <button type="button" className="method-choice method-link" onClick={onCarrier}>
            <Trans>Phone bill</Trans> <Icon name="arrowRight" />
          </button>
        ) : null}
      </div>
      {draft.kind === 'card' ? (
        <div className="card-fields">
          <Field
            label={<Trans>Card number</Trans>}
            value={draft.number}
            onValue={(value) => set({ number: formatCardNumber(value) })}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="4242 4242 4242 4242"
            error={problemText(problems.number, t`This card number is not valid.`)}
            hint={brand === 'unknown' ? undefined : brand.toUpperCase()}
            className="field-wide"
          />
          <Field
            label={<Trans>Expiry (MM/YY)</Trans>}
            value={draft.expiry}
            onValue={(value) => set({ expiry: formatExpiry(value, draft.expiry) })}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM/YY"
            error={problemText(problems.expiry, t`Please enter the month and year as MM/YY.`)}
          />
          <Field
            label={<Trans>Security code (CVC)</Trans>}
            value={draft.cvc}
            onValue={(value) => set({ cvc: value.replace(/\D/g, '').slice(0, 3) })}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            error={problemText(problems.cvc, t`The security code has 3 digits.`)}
          />
          <Field
            label={<Trans>Card holder</Trans>}
            value={draft.holder}
            onValue={(holder) => set({ holder })}
            autoComplete="cc-name"
            maxLength={100}
            error={problemText(problems.holder, t`Please enter the name on the card.`)}
            className="field-wide"
          />
          {alwaysSaved ? null : (
            <Checkbox label={<Trans>Save this card for next time</Trans>} checked={draft.save} onChecked={(save) => set({ save })} />
          )}
        </div>
      ) : null}
      {draft.kind === 'ls' ? (
        <div className="card-fields">
          <Field
            label={<Trans>IBAN</Trans>}
            value={draft.iban}
            onValue={(value) => set({ iban: formatIban(value).slice(0, 42) })}
            autoComplete="off"
            placeholder="DE89 3704 0044 0532 0130 00"
            error={problemText(problems.iban, t`This IBAN is not valid.`)}
            className="field-wide"
          />
          <Field
            label={<Trans>Account holder</Trans>}
            value={draft.holder}
            onValue={(holder) => set({ holder })}
            autoComplete="name"
            maxLength={100}
            error={problemText(problems.holder, t`Please enter the account holder's name.`)}
            className="field-wide"
          />
        </div>
      ) : null}
    </fieldset>
  );
}
