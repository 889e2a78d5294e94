// spec part 2 §7.8: the contest calls. One typed function per call, through the one ky instance.

import type { ContestSub } from '../contract/contests.ts';
import type { RestAnswer, RestKey, RestPayload } from '../contract/rest.ts';
import { getJson, sendJson } from './client.ts';

type Answer<K extends RestKey> = RestAnswer<K>;

export type VotePayload = RestPayload<'contests/addContestMediaVoting'>;

export const addContestMediaVoting = (payload: VotePayload) =>
  sendJson<Answer<'contests/addContestMediaVoting'>>('post', 'contests/addContestMediaVoting', payload satisfies VotePayload);

export const deleteContestMediaVoting = (payload: RestPayload<'contests/deleteContestMediaVoting'>) =>
  sendJson<Answer<'contests/deleteContestMediaVoting'>>('post', 'contests/deleteContestMediaVoting', payload);

export const getContest = (contestId: number) => getJson<Answer<'contests/{contestId}'>>(`contests/${contestId}`);

export const getContestActorMedia = (contestId: number, actorId: number) =>
  getJson<Answer<'contests/{contestId}/actor/{actorId}'>>(`contests/${contestId}/actor/${actorId}`);

export const getContestTopList = (contestId: number) => getJson<Answer<'contests/{contestId}/topList'>>(`contests/${contestId}/topList`);

export const getContestHeader = (contestId: number, language: string) =>
  getJson<Answer<'contests/{contestId}/getHeader'>>(`contests/${contestId}/getHeader`, { language });

export const getContestGridItems = (input: {
  contestId: number;
  contestSub: ContestSub;
  limit: number;
  offset: number;
  actorName?: string;
}) =>
  getJson<Answer<'contests/getContestGridItems/{contestId}/{contestSub}/{limit}/{offset}'>>(
    `contests/getContestGridItems/${input.contestId}/${input.contestSub}/${input.limit}/${input.offset}`,
    { actorName: input.actorName },
  );

export const getContestGuestData = (contestId: number) =>
  getJson<Answer<'contests/getContestGuestData/{contestId}'>>(`contests/getContestGuestData/${contestId}`);
