// Calls of the search tests: the query service's global search and suggestions, as the
// overlay sends them.
import { GLOBAL_SEARCH_QUERY, SEARCH_SUGGESTIONS_QUERY } from '../../src/contract/search.ts';
import { type TestServer, vxql } from './harness.ts';

export async function globalSearch(t: TestServer, token: string, pattern: string, language = 'en') {
  const answer = await vxql(t.baseUrl, token, GLOBAL_SEARCH_QUERY, { pattern }, language);
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`globalSearch(${pattern.slice(0, 40)}) answered ${answer.status}: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data.globalSearch as Record<string, any>;
}

export async function suggestions(
  t: TestServer,
  token: string,
  pattern: string,
  language = 'en',
): Promise<{ text: string; kind: string; id: number | null }[]> {
  const answer = await vxql(t.baseUrl, token, SEARCH_SUGGESTIONS_QUERY, { pattern }, language);
  if (answer.status !== 200 || !answer.body.data)
    throw new Error(`searchSuggestions answered ${answer.status}: ${JSON.stringify(answer.body.errors)}`);
  return answer.body.data.searchSuggestions;
}

/** Every section's count and first five ids: what "the same top results" compares. */
export function topResults(result: Record<string, any>) {
  const sections = ['actors', 'videos', 'asmr', 'photos', 'tv', 'blog'] as const;
  return Object.fromEntries(
    sections.map((section) => [
      section,
      { count: result[section].count as number, top: (result[section].items as { id: number }[]).slice(0, 5).map((item) => item.id) },
    ]),
  );
}
