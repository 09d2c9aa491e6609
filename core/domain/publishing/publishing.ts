/** Content publishing (R-OPEN-40) as the API shows it: the sites a space can send drafts to, and what was sent. */

/** The publishing sites a space can send drafts to. */
export const PUBLISHING_PROVIDERS = ['wordpress', 'ghost'] as const;
export type PublishingProviderId = (typeof PUBLISHING_PROVIDERS)[number];

/** A draft sent from the space to a site: never a secret. */
export interface SentDraftView {
  id: string;
  provider: PublishingProviderId;
  /** The site's name and host, e.g. "Acme Blog (blog.acme.com)". */
  site: string;
  title: string;
  external_id: string | null;
  edit_link: string | null;
  preview_link: string | null;
  message_id: string | null;
  artifact_id: string | null;
  sent_by: string;
  sent_by_name?: string;
  created_at: string;
}

export interface SendDraftRequest {
  title: string;
  markdown?: string;
  html?: string;
  message_id?: string;
  artifact_id?: string;
  categories?: string[];
  tags?: string[];
  idempotency_key?: string;
}

export interface SiteTerm {
  id: string;
  name: string;
}

export interface SiteTaxonomies {
  categories: SiteTerm[];
  tags: SiteTerm[];
}

/** A connected publishing site, for the "Send to … as draft" actions. */
export interface PublishingSiteView {
  provider: PublishingProviderId;
  /** WordPress or Ghost. */
  name: string;
  /** The site's name and host, from the connection. */
  label: string;
}

/** A draft's title from the text it is made of: its first heading, else its first line, cut to a title's length. */
export function draftTitleFrom(text: string): string {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  const heading = lines.find((l) => /^#{1,6}\s+\S/.test(l)) ?? lines.find((l) => /^<h[1-6]\b/i.test(l));
  const raw = (heading ?? lines[0] ?? '').replace(/^#{1,6}\s+/, '').replace(/<[^>]*>/g, '').replace(/\*\*|__|`/g, '').trim();
  return raw.length > 120 ? `${raw.slice(0, 117)}...` : raw;
}

/** An Email Agent bookmark (R-OPEN-41): the person's own, with a snapshot of the email. */
export interface EmailBookmarkView {
  id: string;
  message_id: string | null;
  artifact_id: string | null;
  session_id: string;
  subject: string;
  body: string;
  created_at: string;
}

/** What to bookmark: an Email Agent answer or an email artifact of one of the person's chats. */
export interface AddEmailBookmark {
  message_id?: string;
  artifact_id?: string;
}
