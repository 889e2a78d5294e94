import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { openModal } from '../state/modals.ts';
import { isModalId } from '../ui/modalFlags.ts';

/**
 * A `modal` query parameter naming a registered dialog opens it, so a link (newsletter, push
 * notification, another page) can lead straight to an offer or an info dialog. Unknown ids are
 * ignored; the usual modal rules hold (the same id twice does nothing, another id replaces it).
 */
export function useModalFromQuery(): void {
  const search = useSearch();
  useEffect(() => {
    const id = new URLSearchParams(search).get('modal');
    if (id && isModalId(id)) openModal(id);
  }, [search]);
}
