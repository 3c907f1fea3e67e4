// The server's rooms stand in layers; an import may go to its own room's layer or below, never up, and no module
// takes part in a circle (type-only imports count: a type is a dependency too). `pnpm lint` runs this.
//
//   entry      main.ts, app.ts, load-config.ts, early-start.ts, commands/   what starts a process and wires it
//   web        http/, contract/                                             requests in, answers out
//   resources  resources/                                                   one file per resource; never each other
//   handlers   handlers/                                                    what a handler is given and answers
//   services   data/, auth/, media/, mail/, csv/, backup/, seed/, events/,   the shop's work below the handlers
//              webhooks/
//   storage    db/, document/                                               tables, the OpenAPI document
//   core       core/                                                        config, logger, session, messages,
//                                                                           errors: imports nothing of the server
const layers = [
  ['entry', ['^src/(main|app|load-config|early-start)\\.ts$', '^src/commands/']],
  ['web', ['^src/http/', '^src/contract/']],
  ['resources', ['^src/resources/']],
  ['handlers', ['^src/handlers/']],
  ['services', ['^src/(data|auth|media|mail|csv|backup|seed|events|webhooks)/']],
  ['storage', ['^src/(db|document)/']],
  ['core', ['^src/core/']],
];

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
          from: { path: paths },
          to: { path: layers.slice(0, index).flatMap(([, above]) => above) },
        },
      ],
);

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'A circle of imports: the rooms stand in layers, and modules within a room in an order too.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...upward,
    {
      name: 'resources-stand-alone',
      comment: 'A resource never imports another: what two share belongs in handlers/ or below.',
      severity: 'error',
      from: { path: '^src/resources/([^/]+)\\.ts$', pathNot: '^src/resources/all-operations\\.ts$' },
      to: {
        path: '^src/resources/',
        pathNot: ['^src/resources/$1\\.ts$', '^src/resources/all-operations\\.ts$'],
      },
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
    enhancedResolveOptions: { extensions: ['.ts', '.js'] },
    includeOnly: '^src/',
  },
};
