import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { expect, test, vi } from 'vitest';

const getActorDataByIdOrName = vi.fn(async (name: string) => ({ actor: { id: 1, name } }));
vi.mock('../../src/api/actors.ts', () => ({ getActorDataByIdOrName, trackActorProfileVisit: vi.fn() }));
const { loadActor, peekActor, useLoaded } = await import('../../src/features/actors/store.ts');

// A page whose data is already here renders it in its first render (issue 23: the visit's first
// page waits a moment for its data, src/main.tsx); a loading step first would be pushed away by
// the content, a layout shift the guest sees.

function Shows({ peek, load }: { peek?: () => string | undefined; load: () => Promise<string> }) {
  const loaded = useLoaded('key', load, peek);
  return createElement('p', null, loaded.status === 'ok' ? loaded.data : loaded.status);
}

test('what peek answers is the first render, without asking again', () => {
  const load = vi.fn(async () => 'asked');
  expect(renderToString(createElement(Shows, { peek: () => 'already here', load }))).toContain('already here');
  expect(load).not.toHaveBeenCalled();
});

test('without an answer at hand the first render is the loading step', () => {
  expect(renderToString(createElement(Shows, { peek: () => undefined, load: async () => 'asked' }))).toContain('loading');
  expect(renderToString(createElement(Shows, { load: async () => 'asked' }))).toContain('loading');
});

test("an actor is there to peek once its answer came, by the URL's name in any case; a failed one is not", async () => {
  expect(peekActor('Iline')).toBeUndefined();
  const pending = loadActor('Iline');
  expect(peekActor('iline')).toBeUndefined();
  await pending;
  expect(peekActor('ILINE')).toEqual({ id: 1, name: 'Iline' });
  getActorDataByIdOrName.mockRejectedValueOnce(new Error('offline'));
  await expect(loadActor('Gone')).rejects.toThrow('offline');
  expect(peekActor('gone')).toBeUndefined();
  expect(getActorDataByIdOrName).toHaveBeenCalledTimes(2);
});
