export default {
  projects: ['<rootDir>/jest.server.config.js', '<rootDir>/web/jest.config.js'],
};
