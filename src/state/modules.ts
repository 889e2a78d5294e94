// Module readiness (spec part 1 §4): messenger, gift, toy control, notification and pro search
// start not ready and become ready once; a listener registered after that fires at once.
import { proxy } from 'valtio';

export const MODULE_NAMES = ['messenger', 'gift', 'toyControl', 'notification', 'prosearch'] as const;
export type ModuleName = (typeof MODULE_NAMES)[number];

export function isModuleName(value: string): value is ModuleName {
  return (MODULE_NAMES as readonly string[]).includes(value);
}

const modules = proxy<Record<ModuleName, boolean>>({
  messenger: false,
  gift: false,
  toyControl: false,
  notification: false,
  prosearch: false,
});

const waiting = new Map<ModuleName, Set<() => void>>();

/** Marks a module ready and runs the listeners waiting for it (once; later calls do nothing). */
export function markModuleReady(name: ModuleName): void {
  if (modules[name]) return;
  modules[name] = true;
  const listeners = waiting.get(name);
  waiting.delete(name);
  for (const listener of listeners ?? []) listener();
}

export function isModuleReady(name: ModuleName): boolean {
  return modules[name];
}

/** Runs `listener` when the module is ready: at once if it already is. Returns an unsubscribe. */
export function onModuleReady(name: ModuleName, listener: () => void): () => void {
  if (modules[name]) {
    listener();
    return () => {};
  }
  let listeners = waiting.get(name);
  if (!listeners) {
    listeners = new Set();
    waiting.set(name, listeners);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Resolves once the module is ready: at once if it already is. */
export function whenModuleReady(name: ModuleName): Promise<void> {
  return new Promise((resolve) => {
    onModuleReady(name, resolve);
  });
}
