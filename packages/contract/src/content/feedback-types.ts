import * as z from 'zod/mini';

/** What a feedback message is about, as the player picks it. */
export const feedbackQuestionTypes = [
  'deposit',
  'withdraw',
  'game',
  'customer_service',
  'application',
  'other',
] as const;
export const feedbackQuestionType = z.enum(feedbackQuestionTypes);
export type FeedbackQuestionType = (typeof feedbackQuestionTypes)[number];
