// The feed authorization token (spec part 2 §6): empty for an anonymous guest, the access token
// for a logged-in one. The feed service answers an empty one as nobody (server/query/index.ts).
// A logged-in guest's first requests, before the live connection has named them, carry theirs too.
import { currentToken } from '../../api/session.ts';
import { showsLoggedInNow } from '../../app/useShowsLoggedIn.ts';

export const feedToken = async (): Promise<string> => (showsLoggedInNow() ? currentToken() : '');
