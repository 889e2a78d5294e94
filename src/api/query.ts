import ky from 'ky';
import { QUERY_PATH } from '../contract/rest.ts';
import { i18n } from '../i18n/i18n.ts';
import { ApiError, toApiError } from './client.ts';
import { currentToken } from './session.ts';

interface QueryAnswer<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

/** One call to the query service (spec part 2 §7.10): POST, bearer token, language parameter. */
export async function query<T>(document: string, variables: Record<string, unknown> = {}): Promise<T> {
  const token = await currentToken();
  let answer: QueryAnswer<T>;
  try {
    answer = await ky
      .post(QUERY_PATH, {
        searchParams: { language: i18n.locale },
        headers: { Authorization: `Bearer ${token}` },
        json: { query: document, variables },
        timeout: 15000,
      })
      .json<QueryAnswer<T>>();
  } catch (error) {
    throw await toApiError(error);
  }
  if (answer.errors?.length || !answer.data) {
    const first = answer.errors?.[0];
    throw new ApiError(200, 'BAD_REQUEST', first?.message ?? 'Empty answer from the query service');
  }
  return answer.data;
}
