/**
 * Seeding one space over HTTP as a new owner would: register, fill the 18 space-profile answers, upload
 * the knowledge-base documents (and wait until they are processed), save the brand voice. Each space is
 * its own organization, topped up with credits by the platform admin, as support would.
 */
import { SPACE_PROFILE_QUESTIONS } from '../core/domain/spaces/space-profile-questions.ts';
import { ApiClient, sleep } from './api-client.ts';
import type { SpaceFixture } from './space-fixture.ts';

/** The platform admin the eval's server is started with; it tops up each organization's credits. */
export const PLATFORM_ADMIN = { email: 'platform-admin@eval.example', password: 'Eval-admin-passphrase-58' };
/** Credits granted on top of the plan's: every request runs at least twice (answer + regenerate), CMO runs cost more. */
const CREDIT_TOP_UP = 20_000;

export interface SeededSpace {
  fixture: SpaceFixture;
  client: ApiClient;
  spaceId: string;
  /** Document key to its knowledge-base id. */
  documentIds: Record<string, string>;
}

/** Registers the owner, fills the profile, uploads and waits for the documents, saves the voice. */
export async function seedSpace(baseUrl: string, fixture: SpaceFixture, log: (line: string) => void): Promise<SeededSpace> {
  const client = new ApiClient(baseUrl);
  const registered = await client.ok('POST', '/register', fixture.owner);
  client.token = registered.access_token as string;

  const admin = new ApiClient(baseUrl);
  admin.token = (await admin.ok('POST', '/login', PLATFORM_ADMIN)).access_token as string;
  await admin.ok('POST', `/admin/organizations/${registered.user.org_id as string}/credits`, { amount: CREDIT_TOP_UP, reason: 'agent evaluation' });
  const spaces = (await client.ok('GET', '/spaces/')) as { id: string }[];
  const spaceId = spaces[0]?.id;
  if (!spaceId) throw new Error(`${fixture.company}: the new owner has no space`);
  client.spaceId = spaceId;

  const missing = SPACE_PROFILE_QUESTIONS.map((q) => q.id).filter((id) => !fixture.profile[id]);
  if (missing.length) throw new Error(`${fixture.company}: profile answers missing: ${missing.join(', ')}`);
  const profile = await client.ok('PUT', `/spaces/${spaceId}/profile`, { answers: fixture.profile });
  const saved = Object.keys(profile.answers ?? {}).length;
  if (saved !== SPACE_PROFILE_QUESTIONS.length) throw new Error(`${fixture.company}: the profile kept ${saved} of ${SPACE_PROFILE_QUESTIONS.length} answers`);

  const documentIds: Record<string, string> = {};
  for (const doc of fixture.documents) {
    const uploaded = await client.upload('/knowledge-base/documents', doc.filename, doc.content, doc.type);
    documentIds[doc.key] = uploaded.id as string;
  }
  for (const doc of fixture.documents) {
    const id = documentIds[doc.key]!;
    const until = Date.now() + 60_000;
    for (;;) {
      const current = await client.ok('GET', `/knowledge-base/documents/${id}`);
      if (current.status === 'ready') break;
      if (current.status === 'error') throw new Error(`document ${doc.filename} failed: ${current.error_message}`);
      if (Date.now() > until) throw new Error(`document ${doc.filename} still ${current.status} after 60 s`);
      await sleep(100);
    }
  }

  await client.ok('PUT', '/brand-voice', { content: fixture.voice.saved });
  log(`seeded ${fixture.company} (${fixture.kind}): ${saved} profile answers, ${fixture.documents.length} documents, brand voice`);
  return { fixture, client, spaceId, documentIds };
}
