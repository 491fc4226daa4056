// One jest run for the whole repository, one project per runtime.
// Node code runs as native ESM (NestJS 12 is ESM-only): npm test sets --experimental-vm-modules.
const swcNode = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', decorators: true },
    transform: { legacyDecorator: true, decoratorMetadata: true },
    target: 'es2022',
    keepClassNames: true,
  },
  module: { type: 'es6' },
};

// Browser code (shell, MFEs, web-kit) runs as CommonJS under jsdom: testing-library and the UI
// libraries are CommonJS-friendly, and jest.mock hoisting works there.
const swcWeb = {
  swcrc: false,
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
};

const workspaceSources = {
  '^@rl/contracts$': '<rootDir>/packages/contracts/src/index.ts',
  '^@rl/contracts/pages$': '<rootDir>/packages/contracts/src/routes/pages.ts',
  '^@rl/page-render$': '<rootDir>/packages/page-render/src/index.ts',
  '^@rl/service-kit$': '<rootDir>/packages/service-kit/src/index.ts',
  '^@rl/test-kit$': '<rootDir>/packages/test-kit/src/index.ts',
  '^@rl/embedded-infra$': '<rootDir>/packages/embedded-infra/src/index.ts',
  '^@rl/web-kit$': '<rootDir>/packages/web-kit/src/index.ts',
  '^@rl/web-kit/vehicles$': '<rootDir>/packages/web-kit/src/vehicles/index.ts',
  '^@rl/web-kit/finance$': '<rootDir>/packages/web-kit/src/finance/index.ts',
  '^@rl/web-kit/saved-searches$': '<rootDir>/packages/web-kit/src/saved-searches/index.ts',
  '^@rl/web-kit/testing$': '<rootDir>/packages/web-kit/src/testing/index.ts',
  '^@rl/vehicle-catalog$': '<rootDir>/packages/vehicle-catalog/src/index.ts',
};

export default {
  // a global option: jest ignores it inside a project. On the embedded database (no DATABASE_URL) every test
  // file migrates a schema of its own on its worker's PGlite, which took over a minute on a busy machine.
  testTimeout: process.env.DATABASE_URL ? 60_000 : 120_000,
  // A worker keeps the modules of every file it ran (each file loads its service's whole graph again):
  // in one process the node project grew to 4.7 GB and its last files spent half a minute each in garbage
  // collection. A worker past this size after a file is replaced by a fresh one (not with --runInBand).
  workerIdleMemoryLimit: '1GB',
  projects: [
    {
      displayName: 'node',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/services/*/test/**/*.test.ts',
        '<rootDir>/packages/{contracts,page-render,service-kit,embedded-infra,vehicle-catalog}/test/**/*.test.ts',
        '<rootDir>/gateway/test/**/*.test.ts',
        '<rootDir>/scripts/test/**/*.test.ts',
      ],
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest', swcNode] },
      moduleNameMapper: { ...workspaceSources, '^(\\.{1,2}/.*)\\.js$': '$1' },
      // TEST_REDIS_URL: REDIS_URL, or a redis-server of the run's own for the tests about Redis itself
      globalSetup: '<rootDir>/packages/test-kit/src/test-redis.mjs',
      globalTeardown: '<rootDir>/packages/test-kit/src/test-redis-teardown.mjs',
    },
    {
      displayName: 'web',
      rootDir: '.',
      testEnvironment: '<rootDir>/packages/web-build/jest/jsdom-environment.mjs',
      testMatch: [
        '<rootDir>/{shell,mfe-buyer,mfe-seller,mfe-admin}/test/**/*.test.{ts,tsx}',
        '<rootDir>/packages/web-kit/test/**/*.test.{ts,tsx}',
      ],
      transform: { '^.+\\.[jt]sx?$': ['@swc/jest', swcWeb] },
      moduleNameMapper: {
        ...workspaceSources,
        '^(\\.{1,2}/.*)\\.js$': '$1',
        // Remote modules resolve at run time in the browser; tests use stand-ins.
        '^(buyer|seller|admin)/routes$': '<rootDir>/shell/test/support/remotes/$1-routes.stub.tsx',
      },
      setupFiles: ['<rootDir>/packages/web-build/jest/setup-web.ts'],
    },
    {
      displayName: 'e2e',
      rootDir: '.',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
      // the demo data is seeded once per run; each file's platform starts from a copy of it
      globalSetup: '<rootDir>/e2e/support/seeded-template.mjs',
      globalTeardown: '<rootDir>/e2e/support/seeded-template-teardown.mjs',
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': ['@swc/jest', swcNode] },
      moduleNameMapper: { ...workspaceSources, '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
  ],
};
