import { QUERY_PATH } from '../contract/rest.ts';
import { i18n } from '../i18n/i18n.ts';
import { ApiError } from './errors.ts';
import { currentToken, renewToken } from './session.ts';

interface QueryAnswer<T> {
  data?: T | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

const TIMEOUT_MS = 15000;

export interface QueryOptions {
  /** Another address of the query service (the tracker address). */
  url?: string;
  /** Names the operation to run; the service worker's outbox knows tracking by it. */
  operationName?: string;
  /** The call outlives the page (sent while it unloads). */
  keepalive?: boolean;
  /** The token to send instead of the access token (the feed's, empty for an anonymous guest). */
  token?: () => Promise<string>;
}

async function post<T>(
  token: string,
  document: string,
  variables: Record<string, unknown>,
  language: string,
  options: QueryOptions,
): Promise<{ status: number; answer: QueryAnswer<T> }> {
  const url = `${options.url ?? QUERY_PATH}?${new URLSearchParams({ language })}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: document, variables, operationName: options.operationName }),
      keepalive: options.keepalive,
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
  }
  const answer = (await response.json().catch(() => ({}))) as QueryAnswer<T>;
  return { status: response.status, answer };
}

/**
 * One call to the query service (spec part 2 §7.10): POST, bearer token, language parameter.
 * A GraphQL POST is one fetch, so this client stays out of ky and out of the first-load weight;
 * a refused token is renewed once, like the REST client does.
 */
export async function query<T>(
  document: string,
  variables: Record<string, unknown> = {},
  language: string = i18n.locale,
  options: QueryOptions = {},
): Promise<T> {
  const token = await (options.token ?? currentToken)();
  let { status, answer } = await post<T>(token, document, variables, language, options);
  if (status === 401 && token) ({ status, answer } = await post<T>(await renewToken(token), document, variables, language, options));
  if (status >= 400 || answer.errors?.length || !answer.data) {
    const first = answer.errors?.[0];
    const code = first?.extensions?.code;
    throw new ApiError(
      status,
      code === 'MISSING_TOKEN' || code === 'INVALID_TOKEN' || code === 'VALIDATION_FAILED' ? code : 'BAD_REQUEST',
      first?.message ?? `query service answered ${status}`,
    );
  }
  return answer.data;
}
