// Response schemas of the most requested REST answers: the actor profile (actor/getActorDataByIdOrName)
// and the actor's video lists (sales/actor, gallery/getTopVideos). Fastify serializes them with
// fast-json-stringify instead of JSON.stringify. The bytes stay those of JSON.stringify
// (tests/server/answerSchemas.test.ts compares them): properties are listed in the order the
// domain builds them (server/domain/actors.ts actorEntity, server/domain/actorVideos.ts
// videoEntities), and numbers are `number`, never `integer` (fast-json-stringify would round a
// fraction). A property missing here would be dropped from the answer: `within<T>` with the
// contract's type makes leaving out one of its fields a compile error.

import type { Actor } from '../../src/contract/entities/actor.ts';
import type { Video } from '../../src/contract/entities/media.ts';
import { ACTOR_TYPES, CURRENCIES, GENDERS } from '../../src/contract/enums.ts';
import { array, boolean, number, object, oneOf, string, within } from './json.ts';

const text = string();
const amount = number();
const picture = object({ src: text, srcSet: text, width: amount, height: amount });
const price = object({ currency: oneOf(...CURRENCIES), value: amount });

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
    prices: object({
      freeMessages: amount,
      message: amount,
      single: amount,
      singlec2c: amount,
      video: amount,
      voucherChatMinutes: amount,
      voyeur: amount,
    }),
    pricesCurrency: oneOf(...CURRENCIES),
    isLivePreviewEnabled: boolean,
    isVoyeurInSingleChatAllowed: boolean,
    isDildocontrolAvailable: boolean,
    guestHasTicket: boolean,
    isFavoriteActorOfGuest: boolean,
    previewImage: picture,
    seoContent: object({ title: text, description: text, text }),
    settings: object({ about: text, city: text, country: text, spokenLanguages: array(text), pinnedCount: amount }),
    isBanned: boolean,
  }),
);

const video = within<Video>()(
  object({
    id: amount,
    title: text,
    duration: amount,
    ageRating: amount,
    vip: boolean,
    free: boolean,
    new: boolean,
    camRecording: boolean,
    classic: boolean,
    price,
    basePrice: price,
    guestInfo: object({ bought: boolean, gifted: boolean, flatrate: boolean, liked: boolean }),
    ratingLikes: amount,
    model: object({ id: amount, name: text }),
    // every album has a cover (albumPicture)
    previewPicture: picture,
  }),
);

/** `{ success: true, actor }`: the answer of actor/getActorDataByIdOrName. */
export const actorProfileAnswer = object({ success: oneOf(true), actor });
/** `{ success: true, videos }`: the answer of sales/actor and gallery/getTopVideos. */
export const videoListAnswer = object({ success: oneOf(true), videos: array(video) });
