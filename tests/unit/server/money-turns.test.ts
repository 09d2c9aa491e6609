import { describe, expect, it } from 'vitest';
import { MoneyTurns } from '../../../adapters/server/db/money-turns.ts';
import { databaseFailure, DatabaseBusy } from '../../../adapters/server/db/database-failure.ts';

describe('money turns: an organization\'s money transactions take at most a few connections', () => {
  it('lets `perOrganization` in at once, the next in as one ends, and other organizations in regardless', async () => {
    const turns = new MoneyTurns(2, 1_000);
    const a1 = await turns.take('a');
    const a2 = await turns.take('a');
    let thirdIn = false;
    const a3 = turns.take('a').then((end) => {
      thirdIn = true;
      return end;
    });
    const b1 = await turns.take('b');
    await new Promise((r) => setTimeout(r, 20));
    expect(thirdIn).toBe(false);
    a1();
    a1(); // ending a turn twice frees one turn only
    (await a3)();
    expect(thirdIn).toBe(true);
    a2();
    b1();
  });

  it('refuses a transaction that waited its turn too long with a busy error, answered 503', async () => {
    const turns = new MoneyTurns(1, 50);
    const held = await turns.take('a');
    const refused = await turns.take('a').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DatabaseBusy);
    expect(databaseFailure(refused)).toBe('busy');
    held();
    (await turns.take('a'))();
  });

  it('tells a fired bound (busy) from a database that is gone (unavailable) and from other errors', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    expect(databaseFailure(withCode('55P03'))).toBe('busy'); // lock_timeout
    expect(databaseFailure(withCode('57014'))).toBe('busy'); // statement_timeout
    expect(databaseFailure(new Error('timeout exceeded when trying to connect'))).toBe('busy'); // pool checkout
    expect(databaseFailure(withCode('ECONNREFUSED'))).toBe('unavailable');
    expect(databaseFailure(withCode('57P01'))).toBe('unavailable');
    expect(databaseFailure(withCode('23505'))).toBeNull();
    expect(databaseFailure(new Error('something else'))).toBeNull();
  });
});
