// The gifts a message can carry (spec part 1 §3 Gift), in the page's language: each with its
// price, VIP gifts marked (the server refuses them to a guest without VIP), and the guest's
// bought ones with how many are still free to add (the temporary count, spec part 1 §4).
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { chooseGiftFor, clearGift } from './composer.ts';
import { Picker, PickerOption } from './Picker.tsx';
import { messenger } from './store.ts';

export function GiftPicker() {
  const { catalogue, composer } = useSnapshot(messenger);
  const chosenId = composer.gifts.chosen?.id ?? null;
  if (catalogue.status === 'error')
    return (
      <p role="alert">
        <Trans>The gifts could not be loaded.</Trans>
      </p>
    );
  if (catalogue.status !== 'ready')
    return (
      <p role="status">
        <Trans>Loading…</Trans>
      </p>
    );
  return (
    <Picker legend={<Trans>Add a gift</Trans>} testId="gift-picker">
      {catalogue.gifts.map((gift) => {
        const held = composer.gifts.temporary[gift.id] ?? 0;
        const isChosen = gift.id === chosenId;
        return (
          <PickerOption
            key={gift.id}
            isChosen={isChosen}
            onToggle={() => (isChosen ? clearGift() : chooseGiftFor(gift))}
            price={gift.price}
            data={{ 'data-testid': 'gift-option', 'data-gift-id': gift.id, 'data-vip': String(gift.vip) }}
            label={
              <>
                <img src={gift.imageUrl} alt="" width="40" height="40" loading="lazy" decoding="async" />
                <span className="picker-name">{gift.name}</span>
              </>
            }
            badges={
              <>
                {gift.vip ? (
                  <span className="badge badge-vip">
                    <Trans>VIP</Trans>
                  </span>
                ) : null}
                {held > 0 ? (
                  <span className="picker-held" data-testid="gift-held">
                    <Trans>{held} held</Trans>
                  </span>
                ) : null}
              </>
            }
          />
        );
      })}
    </Picker>
  );
}
