import { BrandVoiceStore } from '../../core/client/knowledge/brand-voice-store.ts';
import { withViewModel } from '../view-model-context.tsx';
import { WorkspaceSettingsScreen } from './workspace-settings-screen.tsx';
import { WorkspaceSettingsViewModel } from './workspace-settings.view-model.ts';
import { BrandVoiceViewModel } from './brand-voice.view-model.ts';

/** /workspace-settings: the screen and its two view-models, made fresh for each visit. */
export const WorkspaceSettingsPage = withViewModel(WorkspaceSettingsScreen, (parts) => ({
  settings: new WorkspaceSettingsViewModel(parts.spaces, parts.viewModels.dashboard, parts.session, parts.notifier, { pending: parts.pendingToasts, page: parts.page }),
  brandVoice: new BrandVoiceViewModel(parts.get(BrandVoiceStore), parts.session, parts.notifier),
}));
