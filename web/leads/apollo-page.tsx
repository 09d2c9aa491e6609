import { ConnectionsStore } from '../../core/client/integrations/connections-store.ts';
import { LeadSearchStore } from '../../core/client/leads/lead-search-store.ts';
import { downloadText } from '../adapters/download-text.ts';
import { withViewModel } from '../view-model-context.tsx';
import { ApolloScreen } from './apollo-screen.tsx';
import { ApolloViewModel } from './apollo.view-model.ts';

/** /apollo: the screen and its view-model, made fresh for each visit. */
export const ApolloPage = withViewModel(ApolloScreen, (parts) => new ApolloViewModel(parts.get(ConnectionsStore), parts.get(LeadSearchStore), parts.session, parts.notifier, downloadText));
