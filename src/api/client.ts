import ky, { isHTTPError, type KyInstance, type Options } from 'ky';
import { isErrorAnswer } from '../contract/errors.ts';
import { REST_BASE } from '../contract/rest.ts';
import { i18n } from '../i18n/i18n.ts';
import { authorizeWithBody } from './authorize.ts';
import { ApiError } from './errors.ts';
import { currentToken, renewToken, tokenOfRequest } from './session.ts';

export { ApiError };

export async function toApiError(error: unknown): Promise<ApiError> {
  if (error instanceof ApiError) return error;
  if (isHTTPError(error)) {
    const data: unknown = error.data;
    if (isErrorAnswer(data)) return new ApiError(error.response.status, data.error.code, data.error.message);
    return new ApiError(error.response.status, 'INTERNAL', `HTTP ${error.response.status}`);
  }
  return new ApiError(0, 'NETWORK', error instanceof Error ? error.message : String(error));
}

/** The ky instance behind every REST call; a rejected token is renewed once and the call retried. */
export const api: KyInstance = ky.create({
  prefix: REST_BASE,
  timeout: 15000,
  retry: { limit: 1, statusCodes: [401], methods: ['get', 'post', 'put', 'delete', 'patch'] },
  hooks: {
    beforeRequest: [async ({ request }) => authorizeWithBody(request, await currentToken(), i18n.locale)],
    // ky also retries a failed network request: only a refused token (401) is renewed, a
    // network failure must not cost the guest its session.
    beforeRetry: [
      async ({ request, error }) =>
        authorizeWithBody(
          request,
          isHTTPError(error) && error.response.status === 401 ? await renewToken(tokenOfRequest(request)) : await currentToken(),
          i18n.locale,
        ),
    ],
  },
});

type Payload = Record<string, string | number | boolean | null | undefined>;

/** GET with the payload as query string. */
export async function getJson<T>(path: string, payload?: Payload, options?: Options): Promise<T> {
  const searchParams: Record<string, string> = {};
  for (const [key, value] of Object.entries(payload ?? {})) {
    if (value !== undefined && value !== null) searchParams[key] = String(value);
  }
  try {
    return await api.get(path, { ...options, searchParams }).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** POST (or another method) with the payload as JSON. */
export async function sendJson<T>(
  method: 'post' | 'put' | 'patch' | 'delete',
  path: string,
  payload?: unknown,
  options?: Options,
): Promise<T> {
  try {
    return await api(path, { ...options, method, json: payload ?? {} }).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}
