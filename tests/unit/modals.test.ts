import { beforeEach, describe, expect, test } from 'vitest';
import { MODAL_IDS } from '../../src/contract/enums.ts';
import {
  closeModal,
  isModalOpen,
  modalBlocksScroll,
  modals,
  openModal,
  resolveModalFlags,
  withModalClosed,
  withModalOpened,
} from '../../src/state/modals.ts';
import { isFullHeightModal } from '../../src/ui/modalFlags.ts';
import { isModalId, modalRegistry } from '../../src/ui/modalRegistry.ts';

describe('modal rules', () => {
  test('opening a modal shows it with its flags', () => {
    const { state, opened } = withModalOpened({ current: null }, 'vip30', { blockScroll: true }, {});
    expect(opened).toBe(true);
    expect(state.current).toEqual({ id: 'vip30', aboveCookieBanner: false, blockScroll: true });
  });

  test('opening the modal that is already open does nothing', () => {
    const open = { current: { id: 'survey' as const, aboveCookieBanner: false, blockScroll: true } };
    const { state, opened } = withModalOpened(open, 'survey', { blockScroll: false });
    expect(opened).toBe(false);
    expect(state.current).toEqual(open.current);
  });

  test('opening another modal replaces the open one: one at a time', () => {
    const open = { current: { id: 'survey' as const, aboveCookieBanner: false, blockScroll: true } };
    const { state, opened } = withModalOpened(open, 'not-enough-money', {}, {});
    expect(opened).toBe(true);
    expect(state.current?.id).toBe('not-enough-money');
  });

  test("a call's flags win over the registry's, and missing flags are off", () => {
    expect(resolveModalFlags({ aboveCookieBanner: true, blockScroll: true }, { blockScroll: false })).toEqual({
      aboveCookieBanner: true,
      blockScroll: false,
    });
    expect(resolveModalFlags({}, {})).toEqual({ aboveCookieBanner: false, blockScroll: false });
    expect(resolveModalFlags({}, { aboveCookieBanner: true })).toEqual({ aboveCookieBanner: true, blockScroll: false });
  });

  test('closing by id closes only that modal', () => {
    const open = { current: { id: 'avs' as const, aboveCookieBanner: true, blockScroll: true } };
    expect(withModalClosed(open, 'vip30').closed).toBe(false);
    expect(withModalClosed(open, 'avs')).toEqual({ state: { current: null }, closed: true });
    expect(withModalClosed(open).closed).toBe(true);
    expect(withModalClosed({ current: null }).closed).toBe(false);
  });

  test('only a modal flagged to block scrolling blocks it', () => {
    expect(modalBlocksScroll({ current: null })).toBe(false);
    expect(modalBlocksScroll({ current: { id: 'vip30', aboveCookieBanner: false, blockScroll: false } })).toBe(false);
    expect(modalBlocksScroll({ current: { id: 'vip30', aboveCookieBanner: false, blockScroll: true } })).toBe(true);
  });
});

describe('the modal registry', () => {
  test('every modal id of the spec is registered with a body loader', () => {
    expect(Object.keys(modalRegistry).sort()).toEqual([...MODAL_IDS].sort());
    for (const id of MODAL_IDS) expect(typeof modalRegistry[id].load).toBe('function');
  });

  test('the age checks sit above the cookie banner and block scrolling', () => {
    for (const id of ['avs', 'es-avs'] as const) {
      expect(modalRegistry[id].flags).toEqual({ aboveCookieBanner: true, blockScroll: true });
    }
  });

  test('only spec ids count as modal ids', () => {
    expect(isModalId('not-enough-money')).toBe(true);
    expect(isModalId('showModalbox')).toBe(false);
  });
});

describe('the modals store', () => {
  beforeEach(() => {
    closeModal();
  });

  test('a second open of the same modal returns false and keeps it', () => {
    expect(openModal('contest-like')).toBe(true);
    expect(openModal('contest-like')).toBe(false);
    expect(isModalOpen(modals, 'contest-like')).toBe(true);
  });

  test('registry flags apply when the call gives none', () => {
    openModal('es-avs');
    expect(modals.current).toEqual({ id: 'es-avs', aboveCookieBanner: true, blockScroll: true });
    expect(modalBlocksScroll(modals)).toBe(true);
  });

  test('the flags of the open call apply', () => {
    openModal('vxcoin-info', { aboveCookieBanner: true, blockScroll: true });
    expect(modals.current).toEqual({ id: 'vxcoin-info', aboveCookieBanner: true, blockScroll: true });
  });

  test('after a replace only the newest modal is open and closing it leaves none', () => {
    openModal('survey');
    openModal('playlist-delete');
    expect(modals.current?.id).toBe('playlist-delete');
    expect(closeModal('survey')).toBe(false);
    expect(closeModal()).toBe(true);
    expect(isModalOpen(modals)).toBe(false);
    expect(modalBlocksScroll(modals)).toBe(false);
  });
});

describe('dialog height', () => {
  test('the video dialog takes its full height at once, so its player and comments arriving do not grow it', () => {
    expect(isFullHeightModal('video-with-player')).toBe(true);
  });

  test('a dialog of a known size keeps the height of its content', () => {
    expect(isFullHeightModal('survey')).toBe(false);
    expect(isFullHeightModal('avs')).toBe(false);
  });
});
