// Cucumber profiles (cucumber-js --profile <name>). The same feature files run with two drivers
// (features/support/driver.ts), both driving the client core against the real server (features/support/spec-server.ts):
// `core` reaches it in-process (Fastify inject, sockets as stream pairs, SQLite in memory), `http` over real HTTP
// and WebSocket on a loopback port. Each worker starts its server for its first @session scenario (features/support/world.ts).
const common = {
  paths: ['features/**/*.feature'],
  // The first file registers tsx, so the TypeScript support code and steps after it load through tsx.
  import: ['features/register-tsx.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress'],
  strict: true,
};

export default { ...common, worldParameters: { driver: 'core' } };

export const core = { ...common, worldParameters: { driver: 'core' } };

// Only the features that act through the driver (tagged @session) gain anything from the network;
// the pure-rule features (navigation policy, plans and credits) run in the core profile.
// Two workers, each with its own server and data folder.
export const http = { ...common, tags: '@session', parallel: 2, worldParameters: { driver: 'http' } };
