// spec part 2 §8: feature feedback counts as failed unless the answer's result is true.

export function isFeedbackAccepted(answer: { result?: unknown } | null | undefined): boolean {
  return answer?.result === true;
}
