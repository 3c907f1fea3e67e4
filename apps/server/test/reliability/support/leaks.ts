/** What a stack trace, a file position or database text looks like in an answer. */
const LEAK_PATTERNS: Array<[string, RegExp]> = [
  ['a stack frame', /\n\s+at\s|\bat\s+[\w$.<>]+\s+\(|\bat\s+(file|node):/],
  ['a source position', /\.(ts|js|mjs|cjs):\d+/],
  ['a module path', /node_modules|\/work\/|\/src\/|\/dist\//],
  ['an error class', /\b(TypeError|ReferenceError|RangeError|SyntaxError|Error):/],
  ['SQL', /\b(SELECT\s.+\sFROM|INSERT\s+INTO|UPDATE\s+\S+\s+SET|DELETE\s+FROM)\b/i],
  [
    'a database error',
    /violates|duplicate key|syntax error at|relation "|column "|Failed query|pglite|drizzle|SQLSTATE/i,
  ],
];

/** What an answer's text gives away about the server's insides (a stack, SQL, a path), or undefined. */
export function leakIn(text: string): string | undefined {
  for (const [what, pattern] of LEAK_PATTERNS) {
    const match = pattern.exec(text);
    if (match !== null) return `${what} (${JSON.stringify(match[0])})`;
  }
  return undefined;
}
