// Request pieces many routes share, declared once: ids (a JSON integer in bodies and frames, text
// in paths), the language, paging and the token query parameter.
import { BLOG_LIMITS } from '../../src/contract/content.ts';
import { LANGUAGES } from '../../src/contract/enums.ts';
import { ID_PATTERN, MAX_ID } from '../../src/contract/validation.ts';
import { integer, matching, oneOf, openObject, type Schema, string } from './json.ts';

/** A database id: a positive 32-bit integer (larger numbers name no row; PostgreSQL refuses them). */
export const id: Schema<number> = integer(1, MAX_ID);
/** A database id as text (a path parameter), read with Number() by its handler. */
export const idText: Schema<string> = matching(ID_PATTERN);

/** path params that are all ids as text: `/messenger/channel/:channelId`. */
export const idParams = <const N extends string>(...names: N[]) =>
  openObject(Object.fromEntries(names.map((name) => [name, idText])) as { [K in N]: Schema<string> });

/** `?language=`, one of the app's languages; a call naming another is refused. */
export const language = oneOf(...LANGUAGES);
/** `?language=` where an unknown language falls back to English (requestLanguage) instead of being refused. */
export const languageText: Schema<string> = string();
/** The access token may ride in the query string of a read (spec part 2 §5); the guard checks it. */
export const token: Schema<string> = string();

/** limit and offset of a paged list: limit 1 to maxLimit, offset from 0. */
export const paging = (maxLimit: number, maxOffset = MAX_ID) => ({ limit: integer(1, maxLimit), offset: integer(0, maxOffset) });

/** An actor's id or name as routes carry it (names are matched case-insensitively). */
export const actorIdOrName: Schema<string> = string(1, 60);

/** A blog or TV post's address: lowercase letters, digits and hyphens. */
export const slug: Schema<string> = string(1, BLOG_LIMITS.slugMaxLength, '^[a-z0-9-]+$');
