/** The body of `POST /agents/{slug}/messages/async` (spec 7.5; decisions D10 add `mode`), shared by client and server. */
export interface SendMessagePayload {
  session_id?: string | null;
  message: string;
  mode?: string;
  referenced_document_ids?: string[];
  referenced_web_source_ids?: string[];
  brand_documents?: string[];
  brand_voice?: string | null;
  k_value_ref_docs?: number;
  k_value_kb?: number;
  k_value_url?: number;
  /** The branch the chat shows (edit and resend): for each edited question before this one, the version it follows. */
  branch?: Record<string, string>;
}
