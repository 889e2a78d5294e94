import { describe, expect, test } from 'vitest';
import { VOUCHER_TYPE } from '../../src/contract/account.ts';
import { CHAT_EXIT_CODES } from '../../src/contract/codes.ts';
import type { Actor } from '../../src/contract/entities/actor.ts';
import {
  answersPendingToy,
  cameraProblemOf,
  EXIT_TEXT_KEYS,
  EXIT_TEXT_OF_CODE,
  exitOffers,
  exitTextKey,
  formatElapsed,
  type LiveChatActor,
  liveChatActor,
  msToNextMinute,
  offeredChats,
  runningCost,
  startBlock,
  toyErrorCodeOf,
  voucherMinutesFor,
} from '../../src/features/livechat/liveChatRules.ts';

const ALL_CODES = Object.values(CHAT_EXIT_CODES).flat() as number[];
const MINUTE = 60_000;

const actor: LiveChatActor = {
  id: 7,
  name: 'Iline',
  isOnline: true,
  freeChat: false,
  isVoyeurChatAvailable: true,
  isOnlineMobileVideocall: false,
  isLivePreviewEnabled: false,
  priceSingle: 199,
  priceSinglec2c: 249,
  priceVoyeur: 69,
  priceVideo: 299,
  voucherChatMinutes: 10,
  currency: 'EUR',
  hasToyControl: false,
};

describe('exit texts', () => {
  test('every one of the 58 exit codes of the spec has an explanation', () => {
    expect(ALL_CODES).toHaveLength(58);
    for (const code of ALL_CODES) expect(EXIT_TEXT_OF_CODE.get(code), `code ${code}`).toBeDefined();
    expect([...EXIT_TEXT_OF_CODE.keys()].sort()).toEqual([...ALL_CODES].sort());
  });

  test('100, 201, 301, 501, 502, 503, 601, 901 and 990 have their own explanation', () => {
    const own = [100, 201, 301, 501, 502, 503, 601, 901, 990].map(exitTextKey);
    expect(own).toEqual([
      'guestLeft',
      'actorEnded',
      'adminKick',
      'noMoney',
      'textTimeLimit',
      'timeLimit',
      'ageRestriction',
      'actorUnavailable',
      'serverEnded',
    ]);
    expect(new Set(own).size).toBe(own.length);
  });

  test('the other codes of a group share the group explanation, and every explanation is used', () => {
    expect(exitTextKey(105)).toBe('guestSideEnded');
    expect(exitTextKey(208)).toBe('actorSideEnded');
    expect(exitTextKey(401)).toBe('previewEnded');
    expect(exitTextKey(402)).toBe('previewLimitReached');
    expect(exitTextKey(404)).toBe('previewEnded');
    expect(exitTextKey(499)).toBe('previewEnded');
    expect(exitTextKey(915)).toBe('otherEnd');
    expect(new Set(EXIT_TEXT_OF_CODE.values())).toEqual(new Set(EXIT_TEXT_KEYS));
  });

  test('a code the contract does not know still gets an explanation', () => {
    expect(exitTextKey(4242)).toBe('otherEnd');
  });
});

describe('what the exit dialog offers', () => {
  test('a chat that never started for lack of money offers the top-up; one whose money ran out also the rating', () => {
    expect(exitOffers(501, false)).toEqual(['topUp']);
    expect(exitOffers(501, true)).toEqual(['topUp', 'rating']);
  });

  test('the age-restriction denial offers the age check', () => {
    expect(exitOffers(601, false)).toEqual(['ageCheck']);
  });

  test('every preview exit code offers the paid chat', () => {
    for (const code of CHAT_EXIT_CODES.preview) expect(exitOffers(code, true), `code ${code}`).toEqual(['paidChat']);
  });

  test('the actor leaving, an admin kick and other ends offer another actor', () => {
    for (const code of [...CHAT_EXIT_CODES.host, ...CHAT_EXIT_CODES.adminKick, ...CHAT_EXIT_CODES.other]) {
      expect(exitOffers(code, true), `code ${code}`).toEqual(['otherActor']);
    }
  });

  test('the guest ending a chat or a time limit offers the rating of the chat just had', () => {
    for (const code of [...CHAT_EXIT_CODES.client, ...CHAT_EXIT_CODES.timeLimit])
      expect(exitOffers(code, true), `code ${code}`).toEqual(['rating']);
    expect(exitOffers(100, false)).toEqual(['otherActor']);
  });

  test('every code offers something', () => {
    for (const code of ALL_CODES) for (const hadChat of [true, false]) expect(exitOffers(code, hadChat).length).toBeGreaterThan(0);
  });
});

describe('the running cost', () => {
  test('each started minute costs the price: 0 s is one minute, 59 s still one, 60 s two, 61 min 62', () => {
    expect(runningCost(199, 0, 0, 0)).toEqual({ minutes: 1, costCents: 199, elapsedMs: 0 });
    expect(runningCost(199, 0, 0, 59_999).costCents).toBe(199);
    expect(runningCost(199, 0, 0, MINUTE).costCents).toBe(398);
    expect(runningCost(199, 0, 0, 61 * MINUTE)).toMatchObject({ minutes: 62, costCents: 62 * 199 });
  });

  test('voucher minutes are used first and cost nothing', () => {
    expect(runningCost(199, 10, 0, 9 * MINUTE).costCents).toBe(0);
    expect(runningCost(199, 10, 0, 10 * MINUTE).costCents).toBe(199);
  });

  test('a free chat costs nothing however long it runs', () => {
    expect(runningCost(0, 0, 0, 30 * MINUTE).costCents).toBe(0);
  });

  test('the clock shows minutes and seconds, hours past the hour; the next minute is counted down', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(65_400)).toBe('1:05');
    expect(formatElapsed(3_723_000)).toBe('1:02:03');
    expect(msToNextMinute(0, 20_000)).toBe(40_000);
    expect(msToNextMinute(0, MINUTE)).toBe(MINUTE);
  });
});

describe('starting a chat', () => {
  const ready = { socketLive: true, isLoggedIn: true, balance: 10, priceCents: 199, voucherMinutes: 0 };

  test('a logged-in guest with money may start; a logged-out one is asked to log in', () => {
    expect(startBlock(ready)).toBeNull();
    expect(startBlock({ ...ready, isLoggedIn: false })).toBe('login');
    expect(startBlock({ ...ready, socketLive: false })).toBe('connecting');
  });

  test('a balance of 0.40 is offered the top-up; 0.50 starts a chat of 0.49 a minute', () => {
    expect(startBlock({ ...ready, balance: 0.4, priceCents: 49 })).toBe('topUp');
    expect(startBlock({ ...ready, balance: 0.5, priceCents: 49 })).toBeNull();
  });

  test('the balance must cover the first minute too', () => {
    expect(startBlock({ ...ready, balance: 1.98 })).toBe('topUp');
    expect(startBlock({ ...ready, balance: 1.99 })).toBeNull();
  });

  test('voucher chat minutes or a free chat start without money', () => {
    expect(startBlock({ ...ready, balance: 0, voucherMinutes: 10 })).toBeNull();
    expect(startBlock({ ...ready, balance: 0, priceCents: 0 })).toBeNull();
  });

  test('a video-chat voucher for any actor or for this one gives the actor voucher minutes; other vouchers do not', () => {
    const voucher = (type: number, actorId: number | null, amount = 1) => ({ type: type as never, amount, actorId });
    expect(voucherMinutesFor(actor, [voucher(VOUCHER_TYPE.videoChat, null)], 199)).toBe(10);
    expect(voucherMinutesFor(actor, [voucher(VOUCHER_TYPE.videoChat, 7)], 199)).toBe(10);
    expect(voucherMinutesFor(actor, [voucher(VOUCHER_TYPE.videoChat, 8)], 199)).toBe(0);
    expect(voucherMinutesFor(actor, [voucher(VOUCHER_TYPE.videoChat, null, 0)], 199)).toBe(0);
    expect(voucherMinutesFor(actor, [voucher(VOUCHER_TYPE.video, null)], 199)).toBe(0);
    expect(voucherMinutesFor({ ...actor, voucherChatMinutes: 0 }, [voucher(VOUCHER_TYPE.videoChat, null)], 199)).toBe(0);
  });

  test('the profile offers each kind the actor has now, with its price per minute', () => {
    expect(offeredChats(actor)).toEqual([
      { kind: 'single', priceCents: 199 },
      { kind: 'singlec2c', priceCents: 249 },
      { kind: 'voyeur', priceCents: 69 },
      { kind: 'privateVoyeur', priceCents: 199 },
    ]);
    expect(offeredChats({ ...actor, isOnline: false })).toEqual([]);
    expect(offeredChats({ ...actor, isOnline: false, isOnlineMobileVideocall: true })).toEqual([{ kind: 'videoCall', priceCents: 299 }]);
  });

  test('a refused camera and a missing one get different notes', () => {
    expect(cameraProblemOf(new DOMException('no', 'NotAllowedError'))).toBe('denied');
    expect(cameraProblemOf(new DOMException('no', 'NotFoundError'))).toBe('unavailable');
    expect(cameraProblemOf('weird')).toBe('unavailable');
  });
});

describe('toy control', () => {
  const profileActor = {
    id: 7,
    name: 'Iline',
    isOnlineMobileVideocall: false,
    isVoyeurChatAvailable: true,
    isLivePreviewEnabled: false,
    isDildocontrolAvailable: false,
    prices: { single: 1.99, singlec2c: 2.49, voyeur: 0.69, video: 2.99, voucherChatMinutes: 10, message: 0.99, freeMessages: 0 },
    pricesCurrency: 'EUR',
  } as Actor;

  test("the server's refusal codes are known, others read as a failure", () => {
    for (const code of ['notAvailable', 'notEnoughMoney', 'notFound']) expect(toyErrorCodeOf(code)).toBe(code);
    expect(toyErrorCodeOf('other')).toBe('failed');
    expect(toyErrorCodeOf(null)).toBe('failed');
  });

  test('the answer to the toy sent frees the buttons; another tab’s toy does not', () => {
    expect(answersPendingToy(3, { toyControl: { id: 3 }, success: true })).toBe(true);
    expect(answersPendingToy(3, { toyControl: { id: 3 }, success: false })).toBe(true);
    expect(answersPendingToy(3, { toyControl: { id: 4 }, success: true })).toBe(false);
    expect(answersPendingToy(3, { toyControl: null, success: false })).toBe(true);
    expect(answersPendingToy(null, { toyControl: { id: 3 }, success: true })).toBe(false);
  });

  test('the profile actor brings its toy control', () => {
    expect(liveChatActor({ ...profileActor, isDildocontrolAvailable: true }, { isOnline: true, freeChat: false }).hasToyControl).toBe(true);
  });
});

test('after a voice call (server mode) the exit dialog offers nothing of ours', () => {
  expect(exitOffers(100, true, 'server')).toEqual([]);
  expect(exitOffers(100, true)).toEqual(['rating']);
});
