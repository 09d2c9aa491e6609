import type { ClientFeature } from '../client-feature.ts';
import { AssetsService } from './assets-service.ts';

/** The space's assets: the files agents made, listed and downloaded. */
export const assetsFeature: ClientFeature = { name: 'assets', services: [AssetsService] };
