import { parse, validate } from 'graphql';
import { describe, expect, test, vi } from 'vitest';
import { schema } from '../../server/query/schema.ts';

// The profile's query documents are checked against the query service's own schema, so a renamed
// field or argument fails here instead of leaving a block of the profile empty.
const sent: { document: string; variables: Record<string, unknown> }[] = [];
const restCalls: { method: string; path: string; payload: unknown }[] = [];

vi.mock('../../src/api/query.ts', () => ({
  query: async (document: string, variables: Record<string, unknown>) => {
    sent.push({ document, variables });
    return new Proxy({}, { get: () => [] });
  },
}));
vi.mock('../../src/api/client.ts', () => ({
  getJson: async (path: string, payload?: unknown) => {
    restCalls.push({ method: 'get', path, payload });
    return {};
  },
  sendJson: async (method: string, path: string, payload?: unknown) => {
    restCalls.push({ method, path, payload });
    return {};
  },
}));

const api = await import('../../src/api/actors.ts');

async function documentOf(call: () => Promise<unknown>) {
  sent.length = 0;
  await call();
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

describe('the profile asks the query service only what it answers', () => {
  const calls: [string, () => Promise<unknown>][] = [
    ['recommended performers', () => api.getRecommendedModels(3, 8, 16)],
    ['interviews', () => api.getInterviews(3)],
    ['chat ratings', () => api.getChatRatings(3)],
    ['heat map', () => api.getHeatMap(3)],
    ['top cams', () => api.getTopCams('bestChats')],
    ["the performer's videos", () => api.getActorVideos(3, 16, 0)],
  ];
  for (const [name, call] of calls) {
    test(`the ${name} query is valid`, async () => {
      const { document } = await documentOf(call);
      expect(validate(schema, parse(document)).map((error) => error.message)).toEqual([]);
    });
  }

  test('recommendations default to 4 performers at age rating 16', async () => {
    const { variables } = await documentOf(() => api.getRecommendedModels(3));
    expect(variables).toEqual({ actorId: 3, first: 4, fsk: 16 });
  });
});

describe('the profile calls the REST routes of spec part 2 §7.2', () => {
  test('the actor is asked for by name, URL-encoded', async () => {
    restCalls.length = 0;
    await api.getActorDataByIdOrName('Anna Maria');
    expect(restCalls).toEqual([{ method: 'get', path: 'actor/getActorDataByIdOrName/Anna%20Maria', payload: undefined }]);
  });

  test('sedcards carry limit and age rating as JSON in the path', async () => {
    restCalls.length = 0;
    await api.getSedcards(7, 12);
    expect(restCalls[0]!.path).toBe(`gallery/getsedcards/7/${encodeURIComponent('{"limit":12,"fsk":16}')}`);
  });

  test('a note is stored with the actor id and the text', async () => {
    restCalls.length = 0;
    await api.storeActorNote(7, 'likes jazz');
    expect(restCalls).toEqual([{ method: 'post', path: 'actor/storeActorNote', payload: { actorId: 7, comment: 'likes jazz' } }]);
  });

  test('a profile visit is tracked by actor name', async () => {
    restCalls.length = 0;
    await api.trackActorProfileVisit('anna');
    expect(restCalls).toEqual([{ method: 'post', path: 'tracker/trackActorProfileVisit', payload: { actorName: 'anna' } }]);
  });

  test('the SEO text of a tag group is asked with the group encoded', async () => {
    restCalls.length = 0;
    await api.getActorSeoContent(7, 'high heels');
    expect(restCalls[0]!.path).toBe('seo/getActorSeoContent/7/high%20heels');
  });
});
