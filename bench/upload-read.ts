import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { request } from 'undici';
import type { ProbeJob, ProbeResult } from './probe-process.ts';
import { account, json, results, root, round, rows, serverProcess } from './support.ts';

const MB = 1024 * 1024;
const BOUNDARY = '----bench-upload-5c1e';
const PROBE_EVERY_MS = 20;
/** Longer than a read takes here, short enough that the row stays near a minute with its baseline. */
const SETTLE_MS = 40_000;

// 7. /api/v1/health while the server takes and reads a 25 MB text (the upload limit), against the same probe on
// the same server idle for as long. The security test (tests/security/uploads.test.ts) proves the loop answers
// during a read; how fast it answers moves with the machine, so it is measured here.
export async function uploadReadBench() {
  // Built before anything is measured: encoding 25 MB is the client's work, not the server's.
  const body = uploadBody('big-export.txt', textOfSize(25 * MB, 'Zelvandrite'), 'text/plain');
  const s = await serverProcess();
  try {
    const a = await account(s.url, 'uploads@bench.io');
    const headers = { authorization: `Bearer ${a.token}`, 'x-space-id': a.spaceId };
    let doc: { status: string; chunk_count: number } = { status: 'not uploaded', chunk_count: 0 };
    let uploadSeconds = 0;
    const during = await probe(s.url, async () => {
      const sent = performance.now();
      const res = await request(`${s.url}/api/v1/knowledge-base/documents`, { method: 'POST', headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, body });
      const created = (await res.body.json()) as { id?: string };
      if (res.statusCode !== 201 || !created.id) throw new Error(`upload answered ${res.statusCode}: ${JSON.stringify(created).slice(0, 200)}`);
      uploadSeconds = round((performance.now() - sent) / 1000);
      const until = Date.now() + SETTLE_MS;
      for (;;) {
        doc = await json(s.url, 'GET', `/knowledge-base/documents/${created.id}`, undefined, headers);
        if (doc.status === 'ready' || doc.status === 'error') break;
        if (Date.now() > until) {
          doc = { ...doc, status: `still ${doc.status} after ${SETTLE_MS / 1000} s` };
          break;
        }
        await new Promise((r) => setTimeout(r, 100));
      }
    });
    // The read's garbage collected first, so the baseline is the server at rest, not its heap settling.
    await s.ask({ type: 'rss' }, 'rss');
    const idle = await probe(s.url, () => new Promise((r) => setTimeout(r, during.seconds * 1000)));
    const ratio = idle.p99 > 0 ? round(during.p99 / idle.p99) : 0;
    results.upload_read_health = { file_mb: 25, probe_every_ms: PROBE_EVERY_MS, document_status: doc.status, chunk_count: doc.chunk_count, upload_answered_s: uploadSeconds, during, idle, p99_ratio: ratio };
    rows.push([
      '/api/v1/health while a 25 MB text is uploaded and read (server in its own process)',
      `p50 ${during.p50} ms, p99 ${during.p99} ms, worst ${during.worst} ms (${during.probes} probes over ${during.seconds} s: upload answered after ${uploadSeconds} s, worst due at ${during.worst_due_s} s; document ${doc.status}, ${doc.chunk_count} chunks)`,
      `idle, same duration: p50 ${idle.p50} ms, p99 ${idle.p99} ms, worst ${idle.worst} ms`,
      `p99 ${ratio}x (goal: p99 < 1 s)`,
    ]);
  } finally {
    await s.stop();
  }
}

/** Probes `path` every 20 ms from a process of its own (bench/probe-process.ts) for as long as `work` runs. */
async function probe(url: string, work: () => Promise<unknown>): Promise<ProbeResult> {
  const job: ProbeJob = { url, path: '/api/v1/health', intervalMs: PROBE_EVERY_MS };
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'bench/probe-process.ts'), JSON.stringify(job)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (d) => {
      out += String(d);
      if (out.startsWith('ready\n')) resolve();
    });
    void exited.then((code) => reject(new Error(`health probe exited ${code} before it was ready`)));
  });
  try {
    await work();
  } finally {
    child.stdin.end();
  }
  const code = await exited;
  if (code !== 0) throw new Error(`health probe exited ${code}`);
  return JSON.parse(out.slice('ready\n'.length)) as ProbeResult;
}

/** Plain text without blank lines (a log, a one-column CSV): the shape that once made chunking quadratic. */
function textOfSize(bytes: number, marker: string): Buffer {
  // Filled in place: no large garbage in this process while it plays the client.
  const text = Buffer.alloc(bytes, 'the campaign sent a reminder to the customer about the spring offer and the delivery slot\n');
  text.write(`${marker} opens this export\n`);
  return text;
}

/** The multipart request the app sends: the file in a field named "file". */
function uploadBody(filename: string, bytes: Uint8Array, type: string): Buffer {
  const head = `--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="${filename}"\r\ncontent-type: ${type}\r\n\r\n`;
  return Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

// `node --expose-gc --import tsx bench/upload-read.ts`: this row alone, printed, with bench/results left as they are.
if (import.meta.main) {
  await uploadReadBench();
  console.log(JSON.stringify(results.upload_read_health, null, 2));
  console.log(rows.map((r) => `| ${r.join(' | ')} |`).join('\n'));
  process.exit(0);
}
