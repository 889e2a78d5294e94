// Toy controls (spec part 1 §3 Gift: toy control adds duration, display name, random), offered
// only for an actor with isDildocontrolAvailable (Composer.tsx decides).
import { Trans } from '@lingui/react/macro';
import { useSnapshot } from 'valtio';
import { chooseToyControl } from './composer.ts';
import { Picker, PickerOption } from './Picker.tsx';
import { messenger } from './store.ts';

export function ToyControlPicker() {
  const { catalogue, composer } = useSnapshot(messenger);
  if (catalogue.toyControls.length === 0) return null;
  return (
    <Picker legend={<Trans>Control the toy</Trans>} testId="toy-picker">
      {catalogue.toyControls.map((toy) => {
        const isChosen = composer.toyControlId === toy.id;
        const { displayName, duration } = toy;
        return (
          <PickerOption
            key={toy.id}
            isChosen={isChosen}
            onToggle={() => chooseToyControl(isChosen ? null : toy.id)}
            price={toy.price}
            data={{ 'data-testid': 'toy-option', 'data-toy-id': toy.id }}
            label={
              <span className="picker-name">
                {toy.random ? (
                  <Trans>
                    {displayName} (random), {duration} s
                  </Trans>
                ) : (
                  <Trans>
                    {displayName}, {duration} s
                  </Trans>
                )}
              </span>
            }
          />
        );
      })}
    </Picker>
  );
}
