export default {
  projects: ['<rootDir>/jest.server.config.js', '<rootDir>/web/jest.config.js'],
  // Global options are read here, not from the projects: API tests hash passwords with scrypt on purpose.
  testTimeout: 30000,
};
