import { onboardingProgressOf } from '../../domain/spaces/space-profile-questions.ts';
import type { Space } from '../../domain/spaces/space.ts';
import type { SpaceRecord } from '../ports/records.ts';

/** A space as the API shows it (spec section 3), with onboarding derived from the profile answers. */
export function toSpaceView(space: SpaceRecord, answered: ReadonlySet<string> = new Set()): Space {
  return {
    id: space.id,
    name: space.name,
    slug: space.slug,
    description: space.description,
    is_default: space.isDefault,
    ...onboardingProgressOf(answered),
  };
}
