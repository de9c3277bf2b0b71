/**
 * The code's boundaries, checked by `npm run lint` (dependency-cruiser): ARCHITECTURE.md "Layers".
 * server/lint-boundaries.test.ts plants a breaking import for each rule and expects it to be named.
 */
module.exports = {
  forbidden: [
    {
      name: 'web-not-server',
      comment: 'The browser code never reaches into the server: what both sides need lives in common/.',
      severity: 'error',
      from: { path: '^web/' },
      to: { path: '^server/' },
    },
    {
      name: 'common-neither-side',
      comment: 'common/ is shared by the server and the web, so it imports neither.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(server|web)/' },
    },
    {
      name: 'feature-not-feature',
      comment:
        'A web feature uses its own files, web/api, web/lib and web/components; what two features share moves there.',
      severity: 'error',
      from: { path: '^web/features/([^/]+)/' },
      to: { path: '^web/features/', pathNot: '^web/features/$1/' },
    },
    {
      name: 'no-cycles',
      comment: 'Modules depend one way: a cycle makes load order and change impact hard to see.',
      severity: 'error',
      from: { path: '^(server|web|common)/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
    skipAnalysisNotInRules: true,
  },
};
