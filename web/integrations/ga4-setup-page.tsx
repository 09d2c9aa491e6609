import { AnalyticsPropertyStore } from '../../core/client/integrations/analytics-property-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { Ga4SetupScreen } from './ga4-setup-screen.tsx';
import { Ga4SetupViewModel } from './ga4-setup.view-model.ts';
import { Ga4PropertiesViewModel } from './ga4-properties.view-model.ts';

/** /ga4-setup: the screen and its two view-models, made fresh for each visit. */
export const Ga4SetupPage = withViewModel(Ga4SetupScreen, (parts) => ({
  setup: new Ga4SetupViewModel(parts.get(AnalyticsPropertyStore), parts.session, parts.navigator, (url) => window.location.assign(url)),
  properties: new Ga4PropertiesViewModel(parts.get(AnalyticsPropertyStore), parts.session, parts.notifier),
}));
