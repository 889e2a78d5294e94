// Which newsletters an unsubscribe link names: `?type=<id>` one of them, otherwise all. Pure.
import type { NewsletterType } from '../../contract/account.ts';

export function newslettersOfLink(search: string, all: readonly NewsletterType[]): NewsletterType[] {
  const asked = Number(new URLSearchParams(search).get('type'));
  const one = all.find((type) => type === asked);
  return one === undefined ? [...all] : [one];
}
