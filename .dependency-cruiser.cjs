/** The hexagon's import rules, checked on every test run. */
module.exports = {
  forbidden: [
    {
      name: 'core-is-framework-free',
      comment: 'core/ must not import adapters, the web app, UI or state libraries, or Node built-ins.',
      severity: 'error',
      from: { path: '^core/' },
      to: {
        path: '^(adapters|web|features|tests)/|node_modules/(react|react-dom|react-router|react-router-dom|@blueprintjs|mobx|mobx-react-lite|fastify|kysely|pg|ioredis|jose|zod|@node-rs|undici|ws|mitt)/',
      },
    },
    {
      name: 'core-no-node-builtins',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'domain-is-pure',
      comment: 'core/domain holds pure rules shared by both sides: no client or server code.',
      severity: 'error',
      from: { path: '^core/domain/' },
      to: { path: '^core/(client|server)/' },
    },
    {
      name: 'client-and-server-cores-stay-apart',
      severity: 'error',
      from: { path: '^core/client/' },
      to: { path: '^core/server/' },
    },
    {
      name: 'server-core-not-client',
      severity: 'error',
      from: { path: '^core/server/' },
      to: { path: '^core/client/' },
    },
    {
      name: 'web-does-not-reach-the-server',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^(adapters/server|adapters/cli|core/server)/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
  },
};
