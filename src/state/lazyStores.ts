// The lazy stores (spec part 1 §4 module readiness; part 2 §8 "Unknown lazy store: error"): the
// stores of the messenger, its gifts and toy controls, the notifications and the pro search come
// in their own chunks. Asking for one loads its chunk; each marks itself ready (modules.ts) once
// it holds its first data, and what needs that data waits for it (whenModuleReady). A name that
// is none of them is a programming error: it is thrown, not guessed at.
import { isModuleName, type ModuleName } from './modules.ts';

const LAZY_STORES: Record<ModuleName, () => Promise<unknown>> = {
  messenger: () => import('../features/messenger/store.ts'),
  gift: () => import('../features/messenger/store.ts'),
  toyControl: () => import('../features/messenger/store.ts'),
  notification: () => import('../features/notifications/store.ts'),
  prosearch: () => import('../features/cams/proSearch.ts'),
};

export class UnknownLazyStoreError extends Error {
  constructor(name: string) {
    super(`Unknown lazy store: ${name}`);
    this.name = 'UnknownLazyStoreError';
  }
}

/** Loads the chunk of the lazy store `name`; throws UnknownLazyStoreError for any other name. */
export function lazyStore(name: string): Promise<unknown> {
  if (!isModuleName(name)) throw new UnknownLazyStoreError(name);
  return LAZY_STORES[name]();
}
