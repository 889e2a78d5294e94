// Entity shapes of spec part 1 §3: common. Gathered by ../entities.ts. Types only.
import type { Currency } from '../enums.ts';

/** Ids are integers; a route taking `actorIdOrName` accepts either. */
export type ActorIdOrName = number | string;
/** ISO 8601 date-time string. */
export type DateTime = string;

export interface Price {
  currency: Currency;
  value: number;
}

/** An image in several widths (srcSet as in HTML). */
export interface Picture {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}
