// Component tests for the web client: jsdom, SWC for TS/TSX with React's automatic runtime.
// Run from the repository root through the root config's projects: `jest --selectProjects web`.
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('.', import.meta.url));

/** @type {import('jest').Config} */
export default {
  displayName: 'web',
  rootDir,
  // jsdom, plus the WHATWG fetch classes of Node that jsdom does not provide (see the file).
  testEnvironment: '<rootDir>/jest.environment.js',
  testMatch: ['<rootDir>/src/**/*.test.tsx'],
  setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
  moduleFileExtensions: ['tsx', 'ts', 'js', 'jsx', 'json'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    // The server's kernel (ingredient parser, scaling), whose own imports end in .js.
    '^@kernel/(.*)$': '<rootDir>/../src/kernel/$1',
    '^(\\.{1,2}/.*)\\.js$': '$1',
    '\\.(css|less|scss)$': '<rootDir>/src/test/styleStub.ts',
    '\\.(svg|png|jpe?g|gif|webp)$': '<rootDir>/src/test/fileStub.ts',
  },
  testTimeout: 15000,
};
