import { wireRoute, type NoBody, type NoParams } from '../wire-route.ts';
import type {
  AddLeadsToList,
  EnrichLeadListRequest,
  EnrichLeadListResult,
  LeadListView,
  LeadListWithLeads,
  LeadSearchPageView,
  LeadSearchRequest,
  NewLeadList,
  RenameLeadList,
  SaveLeadsResult,
} from './leads.ts';

type ListId = { id: string };

/** Lead search's and lead lists' endpoints (X-Space-ID): the server registers these patterns, the client stores call them. */
export const LeadsApi = {
  search: wireRoute<NoParams, LeadSearchRequest, LeadSearchPageView>()('POST', '/integrations/apollo/search'),
  lists: wireRoute<NoParams, NoBody, LeadListView[]>()('GET', '/lead-lists'),
  createList: wireRoute<NoParams, NewLeadList, SaveLeadsResult>()('POST', '/lead-lists'),
  list: wireRoute<ListId, NoBody, LeadListWithLeads>()('GET', '/lead-lists/:id'),
  renameList: wireRoute<ListId, RenameLeadList, LeadListView>()('PATCH', '/lead-lists/:id'),
  removeList: wireRoute<ListId, NoBody, null>()('DELETE', '/lead-lists/:id'),
  addLeads: wireRoute<ListId, AddLeadsToList, SaveLeadsResult>()('POST', '/lead-lists/:id/leads'),
  enrich: wireRoute<ListId, EnrichLeadListRequest, EnrichLeadListResult>()('POST', '/lead-lists/:id/enrich'),
  /** The list as CSV text. */
  exportCsv: wireRoute<ListId, NoBody, string>()('GET', '/lead-lists/:id/export'),
};
