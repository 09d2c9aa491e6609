import { AssetsService } from '../../core/client/assets/assets-service.ts';
import { withViewModel } from '../view-model-context.tsx';
import { AssetsScreen } from './assets-screen.tsx';
import { AssetsViewModel } from './assets.view-model.ts';

/** /assets: the screen and its view-model, made fresh for each visit. */
export const AssetsPage = withViewModel(AssetsScreen, (parts) => new AssetsViewModel(parts.get(AssetsService)));
