import { CreditsStore } from '../../core/client/credits/credits-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { PricingScreen } from './pricing-screen.tsx';
import { PricingViewModel } from './pricing.view-model.ts';

/** /pricing: the screen and its view-model, made fresh for each visit. */
export const PricingPage = withViewModel(PricingScreen, (parts) => new PricingViewModel(parts.get(CreditsStore), parts.session, (url) => window.location.assign(url)));
