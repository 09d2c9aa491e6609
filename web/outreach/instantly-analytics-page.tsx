import { OutreachStore } from '../../core/client/outreach/outreach-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { InstantlyAnalyticsScreen } from './instantly-analytics-screen.tsx';
import { InstantlyAnalyticsViewModel } from './instantly-analytics.view-model.ts';

/** /instantly/analytics: the screen and its view-model, made fresh for each visit. */
export const InstantlyAnalyticsPage = withViewModel(InstantlyAnalyticsScreen, (parts) => new InstantlyAnalyticsViewModel(parts.get(OutreachStore)));
