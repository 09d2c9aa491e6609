import { AnalyticsPropertyStore } from '../../core/client/integrations/analytics-property-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { Ga4PropertiesScreen } from './ga4-properties-screen.tsx';
import { Ga4PropertiesViewModel } from './ga4-properties.view-model.ts';

/** /connections/ga4/manage: the screen and its view-model, made fresh for each visit. */
export const Ga4PropertiesPage = withViewModel(Ga4PropertiesScreen, (parts) => new Ga4PropertiesViewModel(parts.get(AnalyticsPropertyStore), parts.session, parts.notifier));
