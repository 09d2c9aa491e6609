import type { ClientFeature } from '../client-feature.ts';
import { AnalyticsPropertyStore } from './analytics-property-store.ts';
import { AdPlatformStore } from './ad-platform-store.ts';
import { ConnectionsStore } from './connections-store.ts';

/** The space's connections to its tools, Google Analytics' properties and the ad platform's figures. */
export const integrationsFeature: ClientFeature = { name: 'integrations', stores: [AnalyticsPropertyStore, AdPlatformStore, ConnectionsStore] };
