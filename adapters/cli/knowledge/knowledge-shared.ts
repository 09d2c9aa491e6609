import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CliError, type OptionSpec, type OptionValues, type Output } from '../command.ts';
import { KIND_BY_EXTENSION, MIME_BY_KIND, extensionOf, formatMegabytes, type KnowledgeDocument, type UrlSource } from '../../../core/domain/knowledge/knowledge-base.ts';
import type { UploadFile } from '../../../core/client/ports/upload.port.ts';
import { waitUntilSettled as settle } from '../../../core/client/knowledge/knowledge-base-processing.ts';
import { SystemClock } from '../../client/system-clock.ts';

/** The knowledge-base commands' own texts, in one table (failures from the server keep the server's words). */
export const KnowledgeCliText = {
  noDocuments: 'No documents yet. Add one with: npm run cli -- upload <file>',
  noUrlSources: 'No URL sources yet. Add one with: npm run cli -- url-add <url>',
  noHits: (query: string) => `Nothing in the knowledge base matches "${query}"`,
  noBrandVoice: 'No brand voice yet. Set one with: npm run cli -- brand-voice --set <text>',
  uploaded: (d: KnowledgeDocument) => `Uploaded ${d.filename} (${formatMegabytes(d.size_bytes)}) as ${d.id}: ${d.status}`,
  documentReady: (d: KnowledgeDocument) => `${d.filename} is ready: ${d.chunk_count} ${d.chunk_count === 1 ? 'chunk' : 'chunks'}`,
  documentFailed: (d: KnowledgeDocument) => `Processing ${d.filename} failed: ${d.error_message ?? 'no reason given'}`,
  documentDeleted: (id: string) => `Deleted document ${id}`,
  reprocessing: (d: KnowledgeDocument) => `Re-processing ${d.filename}: ${d.status}`,
  urlAdded: (s: UrlSource) => `Added ${s.url} as ${s.id}: ${s.status}`,
  urlRefreshing: (s: UrlSource) => `Refreshing ${s.url}: ${s.status}`,
  urlReady: (s: UrlSource) => `${s.url} is ready${s.title ? `: ${s.title}` : ''}`,
  urlFailed: (s: UrlSource) => `Fetching ${s.url} failed: ${s.error_message ?? 'no reason given'}`,
  urlDeleted: (id: string) => `Deleted URL source ${id}`,
  urlNoContent: 'No content has been read from this address yet',
  brandVoiceSaved: 'Brand voice saved.',
  brandVoiceEmptyInput: 'The brand voice text is empty',
  brandVoiceBothInputs: 'Give either --set or --file, not both',
  cannotRead: (path: string, reason: string) => `Cannot read ${path}: ${reason}`,
  stillWaiting: (what: string, seconds: number) => `${what} is still not done after ${seconds} s; check again with the list command`,
  badTimeout: '--timeout takes a number of seconds greater than 0',
} as const;

/** `--wait` and its limit, shared by the commands that start background work. */
export const WAIT_OPTIONS: Record<string, OptionSpec> = {
  wait: { type: 'boolean', short: 'w', description: 'Wait until processing ends (ready or error); exit 1 on error' },
  timeout: { type: 'string', description: 'Seconds --wait waits at most (default 120)' },
};

const POLL_MS = 500;

/**
 * Polls `load` until the resource is ready or in error, with the core's wait (the web screen's rules).
 * Its pauses run on a real (ref'd) clock, not the CLI's unref'd one, so the CLI stays alive while it waits.
 */
export async function waitUntilSettled<T extends { status: string }>(load: () => Promise<T>, values: OptionValues, what: string): Promise<T> {
  const seconds = timeoutSeconds(values);
  const settled = await settle(load, waitClock, { timeoutMs: seconds * 1000, intervalMs: POLL_MS });
  if (!settled) throw new CliError(KnowledgeCliText.stillWaiting(what, seconds));
  return settled;
}

const waitClock = new SystemClock();

/** What the CLI says of one piece of background work (a document's processing, a URL's fetch) and how it loads it again. */
export interface StartedWork<T> {
  load: () => Promise<T>;
  /** Its name in the --wait timeout message. */
  what: string;
  started: (item: T) => string;
  ready: (item: T) => string;
  failed: (item: T) => string;
}

/** After starting background work: what was started, and with --wait its end state (exit 1 with the reason on error). */
export async function finishStarted<T extends { status: string }>(out: Output, values: OptionValues, item: T, work: StartedWork<T>): Promise<void> {
  if (values.wait !== true) return out.json ? out.data(item) : out.line(work.started(item));
  if (!out.json) out.line(work.started(item));
  const settled = await waitUntilSettled(work.load, values, work.what);
  if (out.json) out.data(settled);
  else if (settled.status === 'ready') out.line(work.ready(settled));
  if (settled.status === 'error') throw new CliError(work.failed(settled));
}

function timeoutSeconds(values: OptionValues): number {
  if (values.timeout === undefined) return 120;
  const seconds = Number(values.timeout);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new CliError(KnowledgeCliText.badTimeout, 2);
  return seconds;
}

/** A local file as the upload helper takes it; its type is named by its extension (the server judges the content). */
export async function readUploadFile(path: string): Promise<UploadFile> {
  const bytes = await readLocalFile(path);
  const kind = KIND_BY_EXTENSION[extensionOf(path)];
  const type = kind ? MIME_BY_KIND[kind] : 'application/octet-stream';
  return { name: basename(path), type, size: bytes.byteLength, data: new Blob([bytes], { type }) };
}

export async function readLocalFile(path: string): Promise<Uint8Array<ArrayBuffer>> {
  try {
    const buffer = await readFile(path);
    return new Uint8Array(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a folder' : code === 'EACCES' ? 'permission denied' : (error as Error).message;
    throw new CliError(KnowledgeCliText.cannotRead(path, reason));
  }
}
