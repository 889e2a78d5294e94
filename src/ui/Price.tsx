import { useLingui } from '@lingui/react';
import type { Money } from '../contract/queries/home.ts';
import { formatCurrency } from '../lib/currency.ts';

/** An amount in its currency, formatted for the page's language (spec part 1 §9). */
export function Price({ money }: { money: Money }) {
  const { i18n } = useLingui();
  return <span className="price">{formatCurrency(money.value, money.currency, i18n.locale)}</span>;
}
