// Cucumber profiles (cucumber-js --profile <name>). The same feature files run with two drivers
// (features/support/driver.ts): `core` drives the client core over in-memory fakes, `http` drives
// the same core over real HTTP against a real server started by the run (features/support/world.ts).
const common = {
  paths: ['features/**/*.feature'],
  // The first file registers tsx, so the TypeScript support code and steps after it load through tsx.
  import: ['features/register-tsx.mjs', 'features/support/**/*.ts', 'features/steps/**/*.ts'],
  format: ['progress'],
  strict: true,
};

export default { ...common, worldParameters: { driver: 'core' } };

export const core = { ...common, worldParameters: { driver: 'core' } };

// Only the features that act through the driver (tagged @session) gain anything from a real server;
// the pure-rule features (navigation policy, plans and credits) run in the core profile.
// Two workers, each with its own server and data folder (BeforeAll runs once per worker).
export const http = { ...common, tags: '@session and not @core-only', parallel: 2, worldParameters: { driver: 'http' } };
