/** Unit and component tests (npm test). Browser tests live in e2e/ and run with npm run test:e2e. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  // The first pattern that matches wins, and its result is not mapped again: style sheets come first (also those
  // imported through '@/'), CSS Modules before plain sheets.
  moduleNameMapper: {
    '\\.module\\.css$': '<rootDir>/__tests__/support/style-module-stub.js',
    '\\.css$': '<rootDir>/__tests__/support/style-stub.js',
    '^@/(.*)$': '<rootDir>/$1',
  },
  // Component tests type like a user, one key at a time: on a 2-core machine under load a long form can pass 5 s.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/support/'],
  transform: {
    '^.+\\.(ts|tsx)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
};
