// Payload and answer of the REST calls of spec part 2 §7.6 (conversion, teaser, survey,
// logger, tracker, watch), merged into `RestCalls` (restCalls.ts, whose conventions hold here).
// Types only: this module emits no code.
import type { Incentive } from './entities.ts';
import type { None } from './restCalls.ts';

/** Every log call carries the browser time and its difference to server time (ms). */
export interface LogTiming {
  jsTime: number;
  timeDiff: number;
}

export interface Teaser {
  id: number;
  region: string;
  content: Record<string, unknown>;
}

type IncentivesAnswer = { incentives: Incentive[] };
type LogAnswer = None;

export interface ConversionRestCalls {
  'conversion/getBuyImageAlbumIncentives/{albumId}': { payload: None; answer: IncentivesAnswer };
  'conversion/getVideoPreviewEndIncentives/{albumId}': { payload: None; answer: IncentivesAnswer };
  'conversion/getPageLoadIncentives': {
    payload: { routeName: string; routeArgs: Record<string, string> };
    answer: IncentivesAnswer & { vxpayConfig: Record<string, unknown>; trackingData: Record<string, unknown> };
  };
  'conversion/getIncentivesByEvent': { payload: { event: string }; answer: IncentivesAnswer };
  'conversion/setGuestInfo': { payload: { type: string; value: string | number | boolean }; answer: None };
  'conversion/setRefillWindowHidden': { payload: { incentiveType: string; interval: number }; answer: None };
  'conversion/closeIncentive': {
    payload: {
      result: 'closed' | 'accepted' | 'blocked';
      incentive: Pick<Incentive, 'id' | 'region' | 'type' | 'event' | 'uniqueGroup'>;
    };
    answer: None;
  };
  'teaser/getTeasers': { payload: { routeName: string; routeArgs: Record<string, string> }; answer: { teasers: Teaser[] } };
  'survey/feedbackdata': {
    payload: None;
    answer: { survey: { id: number; question: string; options: string[] } | null };
  };
  'survey/feedback': { payload: { surveyId: number; answer: string; text?: string }; answer: None };
  'survey/chatexit': {
    payload: { actorId: number; exitCode: number; rating: number; text?: string };
    answer: None;
  };
  'logger/browserOnline': { payload: LogTiming & { status: 'online' | 'offline' }; answer: LogAnswer };
  'logger/websocketConnectionError': {
    payload: LogTiming & {
      connectionAttempt: number;
      error: string;
      errorCode: number;
      errorReason: string;
      websocketType: string;
    };
    answer: LogAnswer;
  };
  'logger/vxmessengerError': { payload: LogTiming & { message: string }; answer: LogAnswer };
  'tracker/trackActorProfileVisit': { payload: { actorName: string }; answer: None };
  'tracker/track': {
    payload: { eventContext: string; eventAction: string; eventData: Record<string, unknown> };
    answer: None;
  };
  'watch/start': { payload: { videoId: number }; answer: { streamUrl: string | null } };
}
