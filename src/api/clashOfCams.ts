// The clash-of-cams calls (ours; src/contract/clashOfCams.ts), through the one ky instance.
import type { RestAnswer, RestPayload } from '../contract/rest.ts';
import { getJson, sendJson } from './client.ts';

export const getCurrentClash = () => getJson<RestAnswer<'clashofcams/current'>>('clashofcams/current');

export const voteInClash = (payload: RestPayload<'clashofcams/vote'>) =>
  sendJson<RestAnswer<'clashofcams/vote'>>('post', 'clashofcams/vote', payload);
