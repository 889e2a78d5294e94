// Issue 23 point 2: an anonymous first visit asks for the home data without a token and gets
// the token minted beside the answer, so the first data needs no round trip before it. The
// spec's rule stays: a query with neither a token nor the first-visit header fails.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { TOKEN_SHAPE } from '../../server/domain/accessTokens.ts';
import { HOME_QUERY, homeVariables } from '../../src/contract/queries/home.ts';
import { FIRST_VISIT_HEADER, ISSUED_TOKEN_HEADER, QUERY_PATH } from '../../src/contract/rest.ts';
import { startTestServer, type TestServer, vxql } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t?.close();
});

function firstVisitQuery(
  baseUrl: string,
  headers: Record<string, string> = { [FIRST_VISIT_HEADER]: 'anonymous' },
  query = HOME_QUERY,
  variables: Record<string, unknown> = homeVariables(),
) {
  return fetch(`${baseUrl}${QUERY_PATH}?language=en`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
}

describe('the home data of a first visit', () => {
  test('comes without a token, with a new anonymous token beside it in an answer no cache keeps', async () => {
    const response = await firstVisitQuery(t.baseUrl);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { top: { items: unknown[] } } };
    expect(body.data.top.items.length).toBeGreaterThan(0);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const token = response.headers.get(ISSUED_TOKEN_HEADER);
    expect(token).toMatch(TOKEN_SHAPE);
    // the issued token is an ordinary anonymous token: the next calls carry it
    const next = await vxql(t.baseUrl, token, '{ favoritesOnlineCount }');
    expect(next.status).toBe(200);
    const balance = await fetch(`${t.baseUrl}/api/v1/guest/getGuestBalance`, { headers: { authorization: `Bearer ${token}` } });
    expect(balance.status).toBe(200);
  });

  test('is the same as the home data an anonymous token gets', async () => {
    const first = (await (await firstVisitQuery(t.baseUrl)).json()) as { data: unknown };
    const withToken = await vxql(t.baseUrl, await t.anonymousToken(), HOME_QUERY, homeVariables());
    expect(first.data).toEqual(withToken.body.data);
  });

  test('every first visit gets a token of its own', async () => {
    const [a, b] = await Promise.all([firstVisitQuery(t.baseUrl), firstVisitQuery(t.baseUrl)]);
    expect(a.headers.get(ISSUED_TOKEN_HEADER)).not.toBe(b.headers.get(ISSUED_TOKEN_HEADER));
  });
});

describe('a query without a token', () => {
  test('still fails "Missing Vxql-Token" without the first-visit header, and gets no token', async () => {
    const response = await firstVisitQuery(t.baseUrl, {});
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0]!.message).toBe('Missing Vxql-Token');
    expect(response.headers.get(ISSUED_TOKEN_HEADER)).toBeNull();
  });

  test('with another value of the header fails the same way', async () => {
    const response = await firstVisitQuery(t.baseUrl, { [FIRST_VISIT_HEADER]: 'yes' });
    expect(response.status).toBe(401);
    expect(response.headers.get(ISSUED_TOKEN_HEADER)).toBeNull();
  });

  test('a refused token is not replaced by a new one when the header comes with it', async () => {
    const response = await firstVisitQuery(t.baseUrl, { [FIRST_VISIT_HEADER]: 'anonymous', authorization: `Bearer ${'x'.repeat(43)}` });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe('INVALID_TOKEN');
    expect(response.headers.get(ISSUED_TOKEN_HEADER)).toBeNull();
  });

  test('a malformed Authorization header with the first-visit header gets no token either', async () => {
    const response = await firstVisitQuery(t.baseUrl, { [FIRST_VISIT_HEADER]: 'anonymous', authorization: 'Basic abc' });
    expect(response.status).toBe(401);
    expect(response.headers.get(ISSUED_TOKEN_HEADER)).toBeNull();
  });
});

describe('minting through the first-visit header', () => {
  const BUDGET = 10;
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { RATE_LIMIT_PER_TOKEN: String(BUDGET), RATE_LIMIT_PER_ADDRESS: String(BUDGET) } });
  });
  afterAll(async () => {
    await limited?.close();
  });

  test('counts against the address, as auth/anonymous does: past the budget it is refused and mints nothing', async () => {
    const answers = [];
    for (let n = 0; n < BUDGET + 3; n++) answers.push(await firstVisitQuery(limited.baseUrl, undefined, '{ favoritesOnlineCount }', {}));
    const refused = answers.filter((response) => response.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(2);
    for (const response of refused) expect(response.headers.get(ISSUED_TOKEN_HEADER)).toBeNull();
    const mint = await fetch(`${limited.baseUrl}/api/v1/auth/anonymous`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(mint.status).toBe(429);
  });
});
