// Entity shapes of spec part 1 §3 as they travel between server and client. Field names are
// the spec's. Where the spec lists a field without its type, the type is chosen; nested
// shapes the spec does not show are kept small. Types only: this module emits no code.
// One file per area under entities/; this module gathers them.

export type * from './entities/actor.ts';
export type * from './entities/common.ts';
export type * from './entities/content.ts';
export type * from './entities/engagement.ts';
export type * from './entities/guest.ts';
export type * from './entities/media.ts';
export type * from './entities/messenger.ts';
