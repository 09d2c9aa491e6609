import { ContainerModule } from 'inversify';
import { Clock } from '../../../core/server/ports/clock.ts';
import { IdGenerator } from '../../../core/server/ports/id-generator.ts';
import { PasswordHasher } from '../../../core/server/ports/password-hasher.ts';
import { AccessTokenService } from '../../../core/server/ports/access-token-service.ts';
import { OpaqueTokenFactory } from '../../../core/server/ports/opaque-token-factory.ts';
import { UnitOfWork } from '../../../core/server/ports/unit-of-work.ts';
import { HealthProbe } from '../../../core/server/ports/health-probe.ts';
import { Mailer } from '../../../core/server/ports/mailer.ts';
import { AuditTrail } from '../../../core/server/ports/audit-trail.ts';
import { RateLimitStore } from '../../../core/server/ports/rate-limit-store.ts';
import { Scheduler } from '../../../core/server/agents/ports.ts';
import { TimingDummyHash } from '../../../core/server/auth/sign-in.ts';
import { AppUrl, MailLinks } from '../../../core/server/auth/mail-links.ts';
import { AddressLimit } from '../../../core/server/auth/address-limit.ts';
import { SystemClock } from '../system/system-clock.ts';
import { UuidGenerator } from '../system/uuid-generator.ts';
import { Argon2PasswordHasher } from '../security/argon2-password-hasher.ts';
import { JoseAccessTokenService } from '../security/jose-access-token-service.ts';
import { CryptoOpaqueTokenFactory } from '../security/crypto-opaque-token-factory.ts';
import { KyselyUnitOfWork } from '../db/kysely-unit-of-work.ts';
import { AccountReadCache } from '../db/account-read-cache.ts';
import { Closable } from '../closable.ts';
import { GroupCommit } from '../db/group-commit.ts';
import { MoneyTurns } from '../db/money-turns.ts';
import { KyselyAuditTrail } from '../db/kysely-audit-trail.ts';
import { OutboxMailer } from '../mail/outbox-mailer.ts';
import { TimerScheduler } from '../agents/timer-scheduler.ts';
import type { FeatureModuleFactory } from './feature-module.ts';

/** What every feature stands on: clock, ids, timers, hashing, tokens, the unit of work, mail and its links, the audit trail, rate limits. */
export const platformModule: FeatureModuleFactory = (settings, scaleOut) => ({
  name: 'platform',
  bindings: new ContainerModule(async ({ bind }) => {
    const clock = new SystemClock();
    const hasher = new Argon2PasswordHasher();
    // Authentication reads kept a few seconds, forgotten by every commit that changes the account (AUTH_CACHE_SECONDS).
    const accountReads = new AccountReadCache(clock, settings.authCacheTtlMs ?? 5_000);
    scaleOut.accountChanges.follow(accountReads);
    // SQLite commits the units of work of one event loop turn together; PostgreSQL runs them side by side.
    const groupCommit = settings.database.kind === 'sqlite' ? new GroupCommit(settings.database.db) : undefined;
    // PostgreSQL: an organization's money transactions take turns before they take a connection (MoneyTurns).
    const timeouts = settings.database.timeouts;
    const money = timeouts ? { turns: new MoneyTurns(timeouts.moneyPerOrganization, timeouts.moneyTurnMs), lockMs: timeouts.moneyLockMs } : undefined;
    const unitOfWork = new KyselyUnitOfWork(settings.database.db, clock, { cache: accountReads, changes: scaleOut.accountChanges }, groupCommit, money);
    bind(Clock).toConstantValue(clock);
    bind(IdGenerator).toConstantValue(new UuidGenerator());
    bind(Scheduler).toConstantValue(new TimerScheduler());
    bind(PasswordHasher).toConstantValue(hasher);
    // Sign-in checks unknown accounts against this hash, so both answers take as long.
    bind<string>(TimingDummyHash).toConstantValue(await hasher.hash('timing-equaliser-not-a-password'));
    bind(AccessTokenService).toConstantValue(new JoseAccessTokenService(settings.jwtSecret, settings.accessTokenTtlSeconds, clock));
    bind(OpaqueTokenFactory).toConstantValue(new CryptoOpaqueTokenFactory());
    bind(UnitOfWork).toConstantValue(unitOfWork);
    // The database is what health probes.
    bind(HealthProbe).toConstantValue(unitOfWork);
    // nodemailer is imported only with SMTP configured.
    const smtp = settings.smtp;
    bind(Mailer).toConstantValue(smtp ? new (await import('../mail/smtp-mailer.ts')).SmtpMailer(smtp.url, smtp.from) : new OutboxMailer(settings.database.db, settings.log));
    bind<string>(AppUrl).toConstantValue(settings.appUrl);
    bind(MailLinks).toSelf();
    bind(AuditTrail).toConstantValue(new KyselyAuditTrail(settings.database.db, clock));
    bind(RateLimitStore).toConstantValue(scaleOut.rateLimitStore);
    bind(AddressLimit).toSelf();
    // The Redis adapters' connections and the worker's heartbeat (in process there is nothing to close).
    for (const closable of scaleOut.closables) bind(Closable).toConstantValue(closable);
  }),
});
