/** npm run check:words: the word checker (issue 32, D33) over the built site's pages; needs `npm run build` first. */
const base = require('./jest.config.js');

module.exports = {
  ...base,
  testEnvironment: 'node',
  roots: ['<rootDir>/scripts'],
  testMatch: ['**/*.words.ts'],
  setupFilesAfterEnv: [],
};
