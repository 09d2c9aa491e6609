export const DEFAULT_ONBOARDING_QUESTIONS = 18;

export interface OnboardingProgress {
  questionStatuses: { answered: boolean }[];
  totalQuestions: number;
}

/** A space as the server returns it (spec section 3). */
export interface Space {
  id: string;
  name: string;
  slug: string;
  description: string | null;
  is_default: boolean;
  onboarding_completed: boolean;
  onboarding_progress: OnboardingProgress;
}

export interface CreateSpacePayload {
  name: string;
  slug: string;
  description?: string;
}

/** A space's changes: its name, its description (null clears it). */
export interface SpaceChanges {
  name?: string;
  description?: string | null;
}

/** Current space (spec 4.4): the stored one if it still exists, else the default, else the first. */
export function chooseCurrentSpace(spaces: readonly Space[], storedId: string | null | undefined): Space | null {
  return (
    spaces.find((s) => s.id === storedId) ??
    spaces.find((s) => s.is_default) ??
    spaces[0] ??
    null
  );
}
