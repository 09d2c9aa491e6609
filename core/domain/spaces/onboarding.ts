import type { OnboardingProgress } from './space.ts';

/** A space's onboarding is complete when the answered count reaches the total. */
export function isOnboardingComplete(progress: OnboardingProgress): boolean {
  const answered = progress.questionStatuses.filter((q) => q.answered).length;
  return answered >= progress.totalQuestions;
}
