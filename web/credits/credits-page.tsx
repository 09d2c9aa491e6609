import { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { CreditsScreen } from './credits-screen.tsx';
import { CreditsViewModel } from './credits.view-model.ts';

/** /credits: the screen and its view-model, made fresh for each visit. */
export const CreditsPage = withViewModel(CreditsScreen, (parts) => new CreditsViewModel(parts.get(CreditsStore), parts.session, (url) => window.location.assign(url)));
