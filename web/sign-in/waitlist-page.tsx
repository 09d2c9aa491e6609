import { withPublicViewModel } from '../view-model-context.tsx';
import { WaitlistScreen } from './waitlist-screen.tsx';
import { WaitlistViewModel } from './waitlist.view-model.ts';

/** The waitlist's page: its form's view-model, made fresh for each visit. */
export const WaitlistPage = withPublicViewModel(WaitlistScreen, (parts) => new WaitlistViewModel(parts.accountRequests(), parts.navigator));
