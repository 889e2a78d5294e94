// Live chat offers on the query service (spec part 2 §7.10: free preview init and decline, the
// conversion chat's actors).

import type { FreePreviewState } from '../contract/chat.ts';
import { DEFAULTS } from '../contract/constants.ts';
import { query } from './query.ts';

export interface FreePreview {
  state: FreePreviewState;
  secondsLeft: number;
}

export interface ConversionActor {
  id: number;
  name: string;
  age: number;
  isOnline: boolean;
  preview: string;
}

export async function getConversionChatActors(first: number = DEFAULTS.conversionChatActors): Promise<ConversionActor[]> {
  return (
    await query<{ conversionChatActors: ConversionActor[] }>(
      'query($f: Int!) { conversionChatActors(first: $f) { id name age isOnline preview } }',
      { f: first },
    )
  ).conversionChatActors;
}

export async function answerFreePreview(take: boolean): Promise<FreePreview> {
  const field = take ? 'freePreviewInit' : 'freePreviewDecline';
  return (await query<Record<string, FreePreview>>(`mutation { ${field} { state secondsLeft } }`))[field]!;
}
