// The gifts a message can carry (spec part 1 §3 Gift), in the page's language: each with its
// price, VIP gifts marked (the server refuses them to a guest without VIP), and the guest's
// bought ones with how many are still free to add (the temporary count, spec part 1 §4).
import { Trans, useLingui } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { formatCurrency } from '../../lib/currency.ts';
import { chooseGiftFor, clearGift, messenger } from './store.ts';

export function GiftPicker() {
  const { i18n } = useLingui();
  const { catalogue, composer } = useSnapshot(messenger);
  const chosenId = composer.gifts.chosen?.id ?? null;
  if (catalogue.status === 'error') return <p role="alert"><Trans>The gifts could not be loaded.</Trans></p>;
  if (catalogue.status !== 'ready') return <p role="status"><Trans>Loading…</Trans></p>;
  return (
    <fieldset className="gift-picker" data-testid="gift-picker">
      <legend>
        <Trans>Add a gift</Trans>
      </legend>
      <ul className="gift-options">
        {catalogue.gifts.map((gift) => {
          const held = composer.gifts.temporary[gift.id] ?? 0;
          const isChosen = gift.id === chosenId;
          const name = gift.name;
          return (
            <li key={gift.id}>
              <button
                type="button"
                className="gift-option"
                aria-pressed={isChosen}
                data-testid="gift-option"
                data-gift-id={gift.id}
                data-vip={String(gift.vip)}
                onClick={() => (isChosen ? clearGift() : chooseGiftFor(gift))}
              >
                <img src={gift.imageUrl} alt="" width="40" height="40" loading="lazy" decoding="async" />
                <span className="gift-name">{name}</span>
                <span className="gift-price">{formatCurrency(gift.price.value, gift.price.currency, i18n.locale)}</span>
                {gift.vip ? <span className="badge badge-vip"><Trans>VIP</Trans></span> : null}
                {held > 0 ? (
                  <span className="gift-held" data-testid="gift-held">
                    <Trans>{held} held</Trans>
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
