/** Unit and component tests (npm test). Browser tests live in e2e/ and run with npm run test:e2e. */
module.exports = {
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/__tests__'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1', '\\.css$': '<rootDir>/__tests__/support/style-stub.js' },
  // Component tests type like a user, one key at a time: on a 2-core machine under load a long form can pass 5 s.
  testTimeout: 20_000,
  setupFilesAfterEnv: ['<rootDir>/__tests__/support/setup.ts'],
  testPathIgnorePatterns: ['/node_modules/', '/__tests__/support/'],
  transform: {
    '^.+\\.(ts|tsx)$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: false }],
  },
};
