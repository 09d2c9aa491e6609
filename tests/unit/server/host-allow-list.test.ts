import { describe, expect, it } from 'vitest';
import { HostAllowList } from '../../../adapters/server/http/host-allow-list.ts';
import { RequestIds } from '../../../adapters/server/http/request-ids.ts';

/** The Host check answers from memory for values it has seen: the same answer every time, whatever came between. */
describe('the Host allow list', () => {
  it('gives a remembered Host value the answer it first got, after hundreds of other names', () => {
    const hosts = new HostAllowList(['workspace.internal']);
    expect(hosts.accepts('workspace.internal:8080')).toBe(true);
    expect(hosts.accepts('evil.example')).toBe(false);
    for (let i = 0; i < 600; i++) expect(hosts.accepts(`made-up-${i}.example`)).toBe(false);
    expect(hosts.accepts('workspace.internal:8080')).toBe(true);
    expect(hosts.accepts('evil.example')).toBe(false);
    expect(hosts.accepts('127.0.0.1:3000')).toBe(true);
    expect(hosts.accepts('workspace.internal/path')).toBe(false);
    expect(hosts.accepts('workspace.internal/path')).toBe(false);
  });
});

describe('request ids', () => {
  it('are unique within a process and differ between two of them', () => {
    const one = new RequestIds();
    const other = new RequestIds();
    const ids = new Set(Array.from({ length: 1000 }, () => one.next()));
    expect(ids.size).toBe(1000);
    expect(ids.has(other.next())).toBe(false);
  });
});
