/**
 * The platform's system admin, seeded from configuration before the specs run: the real server through
 * startRealServer's `admin` option (as ADMIN_EMAIL / ADMIN_PASSWORD do), the fake server in its admin backend.
 */
export const PLATFORM_ADMIN = { email: 'admin@platform.test', password: 'ember-quartz-harbor-64' } as const;
