import { describe, expect, it } from 'vitest';
import { pathOf, queryOf, wireRoute, type NoBody, type NoParams } from '../../../core/domain/wire-route.ts';

describe('wire routes', () => {
  it('a route without parameters is its pattern', () => {
    const route = wireRoute<NoParams, NoBody, string[]>()('GET', '/integrations/mcp-servers');
    expect(pathOf(route, {})).toBe('/integrations/mcp-servers');
  });

  it('fills each :name segment with its encoded parameter', () => {
    const route = wireRoute<{ id: string; name: string }, NoBody, string>()('PATCH', '/integrations/mcp-servers/:id/tools/:name');
    expect(pathOf(route, { id: 'a b/c', name: 'search?x' })).toBe('/integrations/mcp-servers/a%20b%2Fc/tools/search%3Fx');
  });

  it('refuses a missing parameter instead of sending a broken path', () => {
    const route = wireRoute<{ id: string }, NoBody, string>()('DELETE', '/integrations/mcp-servers/:id');
    expect(() => pathOf(route, {} as { id: string })).toThrow(/Missing path parameter "id"/);
  });
});

describe('wire queries', () => {
  it('lists the present values in their order and leaves the absent ones out', () => {
    expect(queryOf({ days: 7, campaign_id: undefined })).toBe('?days=7');
    expect(queryOf({ days: 28, campaign_id: 'c 1' })).toBe('?days=28&campaign_id=c%201');
  });

  it('leaves an empty value out like an absent one: an empty filter asks for no filter', () => {
    expect(queryOf({ q: '', limit: 20, before: '' })).toBe('?limit=20');
    expect(queryOf({ status: '' })).toBe('');
  });

  it('is empty without a query', () => {
    expect(queryOf(undefined)).toBe('');
    expect(queryOf({ after: undefined })).toBe('');
  });
});
