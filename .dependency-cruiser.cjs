/**
 * Import boundaries of ARCHITECTURE.md: packages never import apps, the server and the web app
 * never import each other, web imports flow shared -> features -> app with no feature importing
 * another, and there are no cycles anywhere.
 */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'packages-not-apps',
      comment: 'packages/ hold what server and web share; they never reach into an app',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: '^apps/' },
    },
    {
      name: 'domain-is-pure',
      comment: 'packages/domain imports no other workspace',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^(packages/contracts|apps)/' },
    },
    {
      name: 'server-not-web',
      severity: 'error',
      from: { path: '^apps/server/' },
      to: { path: '^apps/web/' },
    },
    {
      name: 'web-not-server',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'no-feature-to-feature',
      comment: 'a web feature never imports another feature',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/([^/]+)/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'features-not-app',
      severity: 'error',
      from: { path: '^apps/web/src/features/' },
      to: { path: '^apps/web/src/app/' },
    },
    {
      name: 'shared-not-features-or-app',
      severity: 'error',
      from: { path: '^apps/web/src/(shared|config)/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'server-modules-apart',
      comment: 'a server module reaches another only through its service, never its repository',
      severity: 'error',
      from: { path: '^apps/server/src/modules/([^/]+)/' },
      to: {
        path: '^apps/server/src/modules/([^/]+)/[^/]+[.]repository[.]ts$',
        pathNot: '^apps/server/src/modules/$1/',
      },
    },
    {
      name: 'app-not-tests',
      comment:
        'running code never imports test helpers, fixtures or references (they live in test/)',
      severity: 'error',
      from: {
        path: '^(apps|packages)/[^/]+/src/',
        pathNot: '[.](test|spec)[.]tsx?$|^apps/web/src/test/',
      },
      to: { path: '^apps/server/test/|^apps/web/src/test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist-ssr|scratch)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
  },
};
