// The admin's folders stand in layers; an import may go to its own layer or below, never up, and no module takes
// part in a circle (type-only imports count). Tests (`*.test.ts(x)`, src/test/) may import anything. `pnpm lint`
// runs this.
//
//   entry      main.tsx, app-main.tsx, app-root.tsx, sign-in-root.tsx, create-app.ts, router.tsx, routeTree.gen.ts
//   routes     routes/          compose features into pages
//   features   features/<name>/ one area each; a feature never imports another
//   shared     list-screens/, app/   what features share: the typed list screens, the client, formats, state
const layers = [
  ['entry', ['^src/(main|app-main|app-root|sign-in-root|create-app|router|routeTree\\.gen)\\.tsx?$']],
  ['routes', ['^src/routes/']],
  ['features', ['^src/features/']],
  ['shared', ['^src/(list-screens|app)/']],
];
const tests = ['\\.test\\.tsx?$', '^src/test/'];

const upward = layers.flatMap(([name, paths], index) =>
  index === 0
    ? []
    : [
        {
          name: `no-import-up-from-${name}`,
          comment: `${name} stands below ${layers
            .slice(0, index)
            .map(([above]) => above)
            .join(', ')}: it may not import them`,
          severity: 'error',
          from: { path: paths, pathNot: tests },
          to: { path: layers.slice(0, index).flatMap(([, above]) => above) },
        },
      ],
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports: the folders stand in layers, and modules within one in an order too.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'features-stand-alone',
      comment:
        'A feature does not import another: move what both need to src/app/ or src/list-screens/, or compose them in a route.',
      severity: 'error',
      from: { path: '^src/features/([^/]+)/', pathNot: tests },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js'] },
    includeOnly: '^src/',
    exclude: { path: '\\.(css|po)$' },
  },
};
