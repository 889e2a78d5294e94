// Surveys and feature feedback (spec part 2 §7.6 survey/feedbackdata, survey/feedback; §7.10
// feature feedback; §8: feature feedback counts as failed unless the answer's result is true).
import { query } from '../../api/query.ts';
import { isFeedbackAccepted } from './feedbackRules.ts';

export { getFeedbackData, sendFeedback } from '../../api/incentives.ts';

/** Sends feedback on a feature; true only when the service answers result true. */
export async function sendFeatureFeedback(input: { featureId: string; rating: number; text: string; url: string }): Promise<boolean> {
  try {
    const answer = await query<{ featureFeedback: { result: boolean } | null }>(
      'mutation FeatureFeedback($f: String!, $r: Int!, $t: String!, $u: String!) { featureFeedback(featureId: $f, rating: $r, text: $t, url: $u) { result } }',
      { f: input.featureId, r: input.rating, t: input.text, u: input.url },
    );
    return isFeedbackAccepted(answer.featureFeedback);
  } catch {
    return false;
  }
}
