// The feed authorization token (spec part 2 §6): empty for an anonymous guest, the access token
// for a logged-in one. The feed service answers an empty one as nobody (server/query/index.ts).
import { currentToken } from '../../api/session.ts';
import { guest } from '../../state/guest.ts';

export const feedToken = async (): Promise<string> => (guest.isLoggedIn ? currentToken() : '');
