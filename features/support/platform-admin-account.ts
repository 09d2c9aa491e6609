/**
 * The platform's system admin, seeded from configuration before the specs run: the real server through
 * startSpecServer's `admin` option (as ADMIN_EMAIL / ADMIN_PASSWORD do).
 */
export const PLATFORM_ADMIN = { email: 'admin@platform.test', password: 'ember-quartz-harbor-64' } as const;
