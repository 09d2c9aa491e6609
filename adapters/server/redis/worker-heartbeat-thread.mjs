// A worker process's heartbeat, on a thread of its own (RedisWorkerHeartbeat starts it): a run that blocks the
// main thread (a fresh worker loading the engine's language model, a long synchronous step) does not stop it, so
// only a process that is gone or frozen as a whole stops beating. Plain JavaScript, so it starts without tsx and
// the build copies it as it is.
import { parentPort, workerData } from 'node:worker_threads';
import { Redis } from 'ioredis';

const { url, key, beatMs, ttlMs } = workerData;
const redis = new Redis(url, { maxRetriesPerRequest: 1, connectTimeout: beatMs });
// A beat that cannot reach Redis is a missed beat; the process says so on its readiness, not here.
redis.on('error', () => undefined);
let beaten = false;

async function beat() {
  try {
    // The key lives `ttlMs` (the missed beats): gone means this process was taken for dead meanwhile.
    const previous = await redis.set(key, String(Date.now()), 'PX', ttlMs, 'GET');
    if (!beaten) {
      beaten = true;
      parentPort.postMessage('beating');
    } else if (previous === null) parentPort.postMessage('lapsed');
  } catch {
    // Missed; the next beat tries again.
  }
}

const timer = setInterval(beat, beatMs);
void beat();
parentPort.on('message', async (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  // A worker that closes gracefully has finished its runs: it stops beating at once instead of lapsing.
  await redis.del(key).catch(() => undefined);
  redis.disconnect();
  parentPort.close();
});
