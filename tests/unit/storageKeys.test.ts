import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import * as storageKeys from '../../src/contract/storageKeys.ts';
import {
  AGE_GATE_COOKIE,
  ATTRIBUTION_COOKIES,
  BLOCKED_INCENTIVES_COOKIE,
  CONSENT_COOKIE,
  GREETED_COOKIE,
  LOGIN_COOKIE,
  lastTopUpKey,
  STATUS_BAR_COOKIE,
  TEASER_COOKIE,
  tileGridSettingsKey,
  WELCOME_BANNER_COOKIE,
} from '../../src/contract/storageKeys.ts';

// The names the app keeps data under in the browser (src/contract/storageKeys.ts, issue 24 point
// 6). What a guest's browser holds is found only under the name it was written with, so these
// values are the ones browsers hold today, spelled here on purpose and nowhere else.

const COOKIES = [
  CONSENT_COOKIE,
  AGE_GATE_COOKIE,
  BLOCKED_INCENTIVES_COOKIE,
  WELCOME_BANNER_COOKIE,
  TEASER_COOKIE,
  STATUS_BAR_COOKIE,
  GREETED_COOKIE,
  LOGIN_COOKIE,
  ...Object.values(ATTRIBUTION_COOKIES),
];

describe('the names guests’ browsers keep their data under', () => {
  test('a returning guest finds their cookies under the names they were written with', () => {
    expect(COOKIES).toEqual([
      { name: 'gcc', days: 365 },
      { name: 'gfa', days: 30 },
      { name: 'bi', days: 30 },
      { name: 'gwb', days: 1 },
      { name: 'gts', days: 1 },
      { name: 'gsb' },
      { name: 'gsg' },
      { name: 'glimmer_login' },
      { name: 'gwi', days: 30 },
      { name: 'gws', days: 30 },
      { name: 'gwt', days: 30 },
      { name: 'gtd', days: 365 },
    ]);
  });

  test('a returning guest finds their local and session storage under the keys they were written with', () => {
    expect(storageKeys).toMatchObject({
      TOKEN_KEY: 'glimmer.accessToken',
      LOGIN_TOKEN_KEY: 'glimmer.accessToken.login',
      DEFERRED_PENDING_KEY: 'glimmer.deferredActions',
      DISCREET_KEY: 'glimmer.discreet',
      INSTALL_DISMISSED_KEY: 'glimmer.installDismissedAt',
      RECENT_SEARCHES_KEY: 'glimmer.recentSearches',
      RETURNING_GUEST_KEY: 'glimmer.returningGuest',
      SCROLL_POSITIONS_KEY: 'glimmer.scroll.positions',
      CHUNK_RELOAD_AT_KEY: 'glimmer.chunkReloadAt',
      LINDEMANN_ASKED_KEY: 'glimmer.lindemann.asked',
      CHAT_TRIAL_CLOSED_KEY: 'glimmer.chatTrial.closedBy',
      PSEUDO_LOCALE_KEY: 'glimmer.pseudoLocale',
    });
    expect(tileGridSettingsKey('cams')).toBe('glimmer.tileGrid.cams');
    expect(lastTopUpKey(7)).toBe('glimmer.promos.lastTopUpAt.7');
  });

  test('a returning guest finds their IndexedDB items under the stores and keys they were written with', () => {
    expect(storageKeys).toMatchObject({
      PUSH_RESUBSCRIBE_KEY: 'glimmer.push.resubscribeToken',
      PUSH_OWNER_KEY: 'glimmer.push.owner',
      PUSH_LAST_SHOWN_KEY: 'glimmer.push.lastShown',
      DEFERRED_STORE: { database: 'glimmer-deferred', store: 'items' },
      ON_LOGIN_ACTION_KEY_PREFIX: 'onLoginAction:',
      REMEMBERED_ITEM_KEYS: { channelId: 'channelId', noteActorId: 'NoteactorId' },
      OUTBOX_STORE: { database: 'glimmer-outbox', store: 'entries' },
      OUTBOX_META_STORE: { database: 'glimmer-outbox-meta', store: 'meta' },
      OUTBOX_DROPPED_KEY: 'dropped',
    });
  });

  test('no two cookies share a name, and no two stored items share a key', () => {
    const names = COOKIES.map((cookie) => cookie.name);
    expect(names.length).toBe(new Set(names).size);
    const keys = Object.values(storageKeys).filter((value) => typeof value === 'string');
    expect(keys.length).toBe(new Set(keys).size);
  });
});

// ---- every other file imports the names instead of spelling them ----

const root = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['src', 'sw', 'server', 'tests', 'scripts'];
/** The module that declares the names, and this test, which pins their values. */
const EXEMPT = new Set(['src/contract/storageKeys.ts', 'tests/unit/storageKeys.test.ts']);

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const child = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(child);
    return /\.(ts|tsx|mts|mjs)$/.test(entry.name) ? [child] : [];
  });
}

/**
 * The names a quoted string may not spell outside the module: every cookie name, and every key
 * and key prefix of ours (they start with `glimmer` or name the spec's onLoginAction). Keys that
 * are plain words elsewhere too (channelId, dropped) and the IndexedDB database and store names
 * are left out: a search cannot tell them from the other uses of those words (the outbox's
 * database shares its name with its Background Sync tag).
 */
function spelledNames(): string[] {
  const names = new Set<string>(COOKIES.map((cookie) => cookie.name));
  names.add(tileGridSettingsKey(''));
  names.add(lastTopUpKey(0).slice(0, -1));
  names.add(storageKeys.ON_LOGIN_ACTION_KEY_PREFIX);
  for (const value of Object.values(storageKeys)) {
    if (typeof value === 'string' && value.startsWith('glimmer')) names.add(value);
  }
  return [...names];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('no file spells a storage key or cookie name of its own: all import them from storageKeys.ts', () => {
  const quoted = spelledNames().map((name) => ({
    name,
    pattern: new RegExp(`['"\`]${escapeRegExp(name)}${name.endsWith('.') || name.endsWith(':') ? '' : '[\'"`]'}`),
  }));
  const offences: string[] = [];
  for (const file of SCANNED.flatMap(sourceFiles)) {
    if (EXEMPT.has(file)) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const { name, pattern } of quoted) if (pattern.test(source)) offences.push(`${file} spells '${name}'`);
  }
  expect(offences).toEqual([]);
});
