import { DEFAULT_ONBOARDING_QUESTIONS, type Space } from '../../domain/space.ts';
import type { SpaceRecord } from '../ports/records.ts';

/** A space as the API shows it (spec section 3). The questionnaire arrives with the space profile. */
export function toSpaceView(space: SpaceRecord): Space {
  return {
    id: space.id,
    name: space.name,
    slug: space.slug,
    description: space.description,
    is_default: space.isDefault,
    onboarding_completed: false,
    onboarding_progress: { questionStatuses: [], totalQuestions: DEFAULT_ONBOARDING_QUESTIONS },
  };
}
