import { withViewModel } from '../view-model-context.tsx';
import { SpaceProfileScreen } from './space-profile-screen.tsx';
import { SpaceProfileViewModel } from './space-profile.view-model.ts';

/** /space-setup: the screen and its view-model, made fresh for each visit. */
export const SpaceProfilePage = withViewModel(SpaceProfileScreen, (parts) => new SpaceProfileViewModel(parts.spaces, parts.viewModels.dashboard, parts.session, parts.notifier));
