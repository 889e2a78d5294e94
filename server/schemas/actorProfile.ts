// The response schema of actor/getActorDataByIdOrName, the most requested answer of a profile
// page: Fastify serializes it with fast-json-stringify instead of JSON.stringify. The answer's
// bytes stay those of JSON.stringify (tests/server/actorProfileAnswer.test.ts compares them): the
// properties are listed in the order server/domain/actors.ts (actorEntity) builds them, and numbers
// are `number`, never `integer` (fast-json-stringify would round a fraction).
// A property missing here would be dropped from the answer: `within<Actor>` makes leaving out a
// field of the contract's Actor a compile error.
import { ACTOR_TYPES, CURRENCIES, GENDERS } from '../../src/contract/enums.ts';
import type { Actor } from '../../src/contract/entities/actor.ts';
import { array, boolean, number, object, oneOf, string, within } from './json.ts';

const text = string();
const amount = number();

const actor = within<Actor>()(
  object({
    // actorState
    id: amount,
    isOnline: boolean,
    freeChat: boolean,
    isOnlineMobileVideocall: boolean,
    isCurrentlyTicketShow: boolean,
    isVoyeurChatAvailable: boolean,
    name: text,
    gender: oneOf(...GENDERS),
    type: oneOf(...ACTOR_TYPES),
    // the actors table holds an age for every actor (NOT NULL)
    age: amount,
    bannedCountryCodes: array(text),
    isActorAvailableForConversionChat: boolean,
    prices: object({ freeMessages: amount, message: amount, single: amount, singlec2c: amount, video: amount, voucherChatMinutes: amount, voyeur: amount }),
    pricesCurrency: oneOf(...CURRENCIES),
    isLivePreviewEnabled: boolean,
    isVoyeurInSingleChatAllowed: boolean,
    isDildocontrolAvailable: boolean,
    guestHasTicket: boolean,
    isFavoriteActorOfGuest: boolean,
    previewImage: object({ src: text, srcSet: text, width: amount, height: amount }),
    seoContent: object({ title: text, description: text, text }),
    settings: object({ about: text, city: text, country: text, spokenLanguages: array(text), pinnedCount: amount }),
    isBanned: boolean,
  }),
);

/** `{ success: true, actor }`: the answer of actor/getActorDataByIdOrName. */
export const actorProfileAnswer = object({ success: oneOf(true), actor });
