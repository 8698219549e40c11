/** The dependency rule of ARCHITECTURE.md §2, checked on every `npm test`. */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain',
      comment: 'domain/ holds plain TypeScript rules: no framework, ORM, validation or HTTP imports',
      severity: 'error',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: ['node_modules/(@nestjs|@mikro-orm|class-validator|class-transformer|express)', '^src/modules/[^/]+/(application|adapters)/'] },
    },
    {
      name: 'application-uses-ports-not-adapters',
      comment: 'use cases depend on ports; only the module file binds adapters',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/application/' },
      to: { path: ['^src/modules/[^/]+/adapters/', 'node_modules/@mikro-orm', 'node_modules/express'] },
    },
    {
      name: 'modules-meet-through-index',
      comment: "a module imports another module only through that module's index.ts",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'platform-knows-no-module',
      comment: 'platform/ is shared infrastructure without business rules',
      severity: 'error',
      from: { path: '^src/platform/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'kernel-is-plain',
      comment: 'kernel/ holds plain TypeScript shared by modules (ingredient lines, units): no module, platform or package imports',
      severity: 'error',
      from: { path: '^src/kernel/' },
      to: { path: ['^src/(modules|platform)/', 'node_modules/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.spec\\.ts$' },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
