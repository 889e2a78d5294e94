import { useLingui } from '@lingui/react';
import { use } from 'react';
import type { Language } from '../contract/enums.ts';
import { laterMessages } from './lazyCatalogs.ts';

/**
 * Suspends until the "later" catalog of the active language is loaded: the texts of UI that
 * never shows on the first paint (account area, mobile menu panels). Every entry component of
 * that UI calls it first, inside a Suspense boundary.
 */
export function useLaterTexts(): void {
  const { i18n } = useLingui();
  use(laterMessages(i18n.locale as Language));
}
