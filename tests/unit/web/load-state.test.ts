import { describe, expect, it } from 'vitest';
import { LoadState } from '../../../web/view-models/load-state.ts';

/** A call whose answer the test gives when it chooses. */
function pending<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('load state', () => {
  it('shows loading, then applies the answer and is ready', async () => {
    const state = new LoadState();
    const call = pending<string[]>();
    let shown: string[] = [];
    const run = state.run(() => call.promise, (rows) => (shown = rows));
    expect(state.status).toBe('loading');
    expect(shown).toEqual([]);
    call.resolve(['a', 'b']);
    expect(await run).toBe(true);
    expect(state.status).toBe('ready');
    expect(state.error).toBeNull();
    expect(shown).toEqual(['a', 'b']);
  });

  it('a failure shows its message and applies nothing', async () => {
    const state = new LoadState();
    let applied = false;
    let told: unknown = null;
    const failure = new Error('Network is down');
    const loaded = await state.run(
      () => Promise.reject(failure),
      () => (applied = true),
      { failed: (error) => (told = error) },
    );
    expect(loaded).toBe(false);
    expect(state.status).toBe('error');
    expect(state.error).toBe('Network is down');
    expect(applied).toBe(false);
    expect(told).toBe(failure);
  });

  it('a thrown value without a message shows as text', async () => {
    const state = new LoadState();
    await state.run(() => Promise.reject('timeout'), () => undefined);
    expect(state.error).toBe('timeout');
  });

  it('an older run answering late is dropped, whether it succeeds or fails', async () => {
    const state = new LoadState();
    const first = pending<string>();
    const second = pending<string>();
    const third = pending<string>();
    const shown: string[] = [];
    const older = state.run(() => first.promise, (value) => shown.push(value));
    const failing = state.run(() => second.promise, (value) => shown.push(value));
    const latest = state.run(() => third.promise, (value) => shown.push(value));
    third.resolve('page 3');
    expect(await latest).toBe(true);
    first.resolve('page 1');
    second.reject(new Error('Server error'));
    expect(await older).toBe(false);
    expect(await failing).toBe(false);
    expect(shown).toEqual(['page 3']);
    expect(state.status).toBe('ready');
    expect(state.error).toBeNull();
  });

  it('a quiet run keeps the shown status and error until its answer', async () => {
    const state = new LoadState();
    await state.run(() => Promise.resolve(1), () => undefined);
    const recheck = pending<number>();
    const quiet = state.run(() => recheck.promise, () => undefined, { quiet: true });
    expect(state.status).toBe('ready');
    recheck.reject(new Error('Service unavailable'));
    await quiet;
    expect(state.status).toBe('error');

    const again = pending<number>();
    const retry = state.run(() => again.promise, () => undefined, { quiet: true });
    expect(state.status).toBe('error');
    expect(state.error).toBe('Service unavailable');
    again.resolve(2);
    await retry;
    expect(state.status).toBe('ready');
    expect(state.error).toBeNull();
  });

  it('abandoning drops the answer of a run still out', async () => {
    const state = new LoadState();
    const call = pending<string>();
    let applied = false;
    const run = state.run(() => call.promise, () => (applied = true));
    state.abandon();
    call.resolve('late');
    expect(await run).toBe(false);
    expect(applied).toBe(false);
    expect(state.status).toBe('loading');
  });

  it('fails at once without a call, and drops a run still out', async () => {
    const state = new LoadState();
    const call = pending<string>();
    const run = state.run(() => call.promise, () => undefined);
    state.fail('No space is selected');
    expect(state.status).toBe('error');
    expect(state.error).toBe('No space is selected');
    call.resolve('late');
    await run;
    expect(state.status).toBe('error');
  });

  it('marked ready by other data, it still applies the run still out', async () => {
    const state = new LoadState();
    const call = pending<string[]>();
    let shown = ['uploaded'];
    const run = state.run(() => call.promise, (rows) => (shown = rows));
    state.markReady();
    expect(state.status).toBe('ready');
    call.resolve(['uploaded', 'older']);
    expect(await run).toBe(true);
    expect(shown).toEqual(['uploaded', 'older']);
  });
});
