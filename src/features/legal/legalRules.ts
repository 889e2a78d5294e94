// Which legal text a legal page shows (spec part 1 §3 Legal types: privacy policy, terms, imprint).
import { LEGAL_PAGE_ROUTES } from '../../contract/content.ts';
import type { LegalType } from '../../contract/enums.ts';

export function legalTypeOfRoute(routeId: string): LegalType {
  const entry = (Object.entries(LEGAL_PAGE_ROUTES) as [LegalType, string][]).find(([, route]) => route === routeId);
  return entry ? entry[0] : 'terms';
}
