// Toy controls (spec part 1 §3 Gift: toy control adds duration, display name, random), offered
// only for an actor with isDildocontrolAvailable (Composer.tsx decides).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatCurrency } from '../../lib/currency.ts';
import { chooseToyControl, messenger } from './store.ts';

export function ToyControlPicker() {
  const { i18n } = useLingui();
  const { catalogue, composer } = useSnapshot(messenger);
  if (catalogue.toyControls.length === 0) return null;
  return (
    <fieldset className="toy-picker" data-testid="toy-picker">
      <legend>
        <Trans>Control the toy</Trans>
      </legend>
      <ul className="gift-options">
        {catalogue.toyControls.map((toy) => {
          const isChosen = composer.toyControlId === toy.id;
          const { displayName, duration } = toy;
          return (
            <li key={toy.id}>
              <button type="button" className="gift-option" aria-pressed={isChosen} data-testid="toy-option" data-toy-id={toy.id} onClick={() => chooseToyControl(isChosen ? null : toy.id)}>
                <span className="gift-name">{toy.random ? <Trans>{displayName} (random), {duration} s</Trans> : <Trans>{displayName}, {duration} s</Trans>}</span>
                <span className="gift-price">{formatCurrency(toy.price.value, toy.price.currency, i18n.locale)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
