import { writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { CliError, defineCommand, positional, type CommandUses, type UsesOf } from '../command.ts';
import { AssetsService } from '../../../core/client/assets/assets-service.ts';
import { absoluteUrl, ChatCliText as T } from './chat-shared.ts';

/** What a download calls: the space's assets, for an artifact's fresh signed link. */
export const DOWNLOAD = { assetsService: AssetsService } satisfies CommandUses;

export interface DownloadContext {
  uses: UsesOf<typeof DOWNLOAD>;
  serverUrl: string;
}

export interface DownloadedArtifact {
  url: string;
  filename: string;
  mime_type: string;
  bytes: Uint8Array;
}

/**
 * Fetches an artifact through its signed link (the signature is the authority, so no token is sent).
 * `ref` is a link (absolute, or a path on the API host as the server gives it) or an artifact id,
 * whose link is read from the space's assets (`GET /agents/artifacts`, fresh signatures each time).
 */
export async function downloadArtifact(context: DownloadContext, ref: string): Promise<DownloadedArtifact> {
  let url: string;
  let filename: string | null = null;
  if (/^https?:\/\//i.test(ref) || ref.startsWith('/')) {
    url = absoluteUrl(context.serverUrl, ref);
  } else {
    const artifact = (await context.uses.assetsService.list()).find((a) => a.id === ref);
    if (!artifact) throw new CliError(T.artifactNotFound(ref));
    if (!artifact.download_url) throw new CliError(T.noDownloadLink(ref));
    url = absoluteUrl(context.serverUrl, artifact.download_url);
    filename = artifact.filename;
  }
  let response: Response;
  try {
    response = await fetch(url);
  } catch (error) {
    throw new CliError(`${T.downloadFailed(0, error instanceof Error ? error.message : String(error))} (${url})`);
  }
  if (!response.ok) throw new CliError(T.downloadFailed(response.status, await reasonOf(response)));
  const bytes = new Uint8Array(await response.arrayBuffer());
  filename ??= filenameFromDisposition(response.headers.get('content-disposition')) ?? (basename(new URL(url).pathname) || 'artifact');
  return { url, filename, mime_type: response.headers.get('content-type') ?? 'application/octet-stream', bytes };
}

async function reasonOf(response: Response): Promise<string> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as { detail?: unknown; message?: unknown };
    if (typeof body.detail === 'string') return body.detail;
    if (typeof body.message === 'string') return body.message;
  } catch {
    // not JSON: the status text says enough
  }
  return response.statusText || text.slice(0, 200);
}

function filenameFromDisposition(header: string | null): string | null {
  const match = header?.match(/filename="?([^";]+)"?/i);
  return match?.[1] ? basename(match[1]) : null;
}

export const downloadCommand = defineCommand({
  name: 'download',
  summary: "Download an artifact (by id, or its download link) to a file",
  usage: 'download <artifactId|url> [--out file]',
  positionals: ['artifact'],
  options: { out: { type: 'string', short: 'o', description: "Where to write it (default: the artifact's file name in the current folder)" } },
  requiresSession: true,
  uses: DOWNLOAD,
  async run(context, values) {
    const ref = positional(context.args, 0, 'artifact', this.usage);
    const file = await downloadArtifact(context, ref);
    const path = typeof values.out === 'string' && values.out ? values.out : file.filename;
    try {
      await writeFile(path, file.bytes);
    } catch (error) {
      throw new CliError(T.cannotWrite(path, (error as NodeJS.ErrnoException).code ?? (error as Error).message));
    }
    if (context.out.json) return context.out.data({ path, filename: file.filename, mime_type: file.mime_type, size_bytes: file.bytes.byteLength, url: file.url });
    context.out.line(T.saved(path, file.bytes.byteLength));
  },
});
