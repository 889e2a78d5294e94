// The composer's pickers (gifts, toy controls): a group of choices, each pressed while chosen,
// with its price; pressing a chosen one again lets it go.

import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Snapshot } from 'valtio';
import type { Price } from '../../contract/entities.ts';
import { formatCurrency } from '../../lib/currency.ts';

export function Picker({ legend, testId, children }: { legend: ReactNode; testId: string; children: ReactNode }) {
  return (
    <fieldset className="picker" data-testid={testId}>
      <legend>{legend}</legend>
      <ul className="picker-options">{children}</ul>
    </fieldset>
  );
}

type DataAttributes = { [name: `data-${string}`]: string | number };

export function PickerOption(props: {
  isChosen: boolean;
  onToggle(): void;
  price: Snapshot<Price>;
  label: ReactNode;
  badges?: ReactNode;
  data: DataAttributes;
}) {
  const { i18n } = useLingui();
  return (
    <li>
      <button type="button" className="picker-option" aria-pressed={props.isChosen} onClick={props.onToggle} {...props.data}>
        {props.label}
        <span className="picker-price">{formatCurrency(props.price.value, props.price.currency, i18n.locale)}</span>
        {props.badges}
      </button>
    </li>
  );
}
