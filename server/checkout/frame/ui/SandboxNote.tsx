import { Trans, useLingui } from '@lingui/react/macro';
import {
  CARRIER_MAX_CENTS,
  SANDBOX_CARDS,
  SANDBOX_CARRIER_DECLINE_DIGIT,
  SANDBOX_DECLINED_IBAN,
} from '../../../../src/contract/checkout.ts';
import { formatCents } from '../amounts.ts';
import { formatCardNumber } from '../cardInput.ts';
import { DECLINE_TEXT } from '../texts.ts';

/** Which sandbox numbers a tester can type (contract SANDBOX_CARDS): no real money moves here. */
export function SandboxNote({ show = ['cards'] }: { show?: ('cards' | 'iban' | 'carrier')[] }) {
  const { i18n } = useLingui();
  return (
    <details className="sandbox-note" open>
      <summary>
        <Trans>Test mode: no real money is charged</Trans>
      </summary>
      {show.includes('cards') ? (
        <>
          <p>
            <Trans>Any future expiry date (MM/YY) and any 3-digit security code work.</Trans>
          </p>
          <ul>
            {Object.entries(SANDBOX_CARDS).map(([number, card]) => (
              <li key={number}>
                <code>{formatCardNumber(number)}</code>{' '}
                {card.outcome === 'success' ? <Trans>succeeds</Trans> : <Trans>declines: {i18n._(DECLINE_TEXT[card.outcome])}</Trans>}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {show.includes('iban') ? (
        <p>
          <Trans>
            Direct debit: the IBAN <code>{SANDBOX_DECLINED_IBAN}</code> is declined, any other valid IBAN succeeds.
          </Trans>
        </p>
      ) : null}
      {show.includes('carrier') ? (
        <p>
          <Trans>
            Phone bill: numbers ending in {SANDBOX_CARRIER_DECLINE_DIGIT} are declined; at most{' '}
            {formatCents(CARRIER_MAX_CENTS, i18n.locale)} per payment.
          </Trans>
        </p>
      ) : null}
    </details>
  );
}
