// The survey's question and options by key (the server sends keys; the texts are the app's).

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const SURVEY_TEXTS: Record<string, MessageDescriptor> = {
  contestPages: msg`How do you like the contest pages?`,
  great: msg`Great`,
  good: msg`Good`,
  poor: msg`Not so good`,
};
