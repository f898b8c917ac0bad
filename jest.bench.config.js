/** npm run bench:quick: jest as a TypeScript runner for the benchmarks in scripts/ (they measure, never assert). */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts'],
  testMatch: ['**/*.bench.ts'],
  setupFilesAfterEnv: [],
};
