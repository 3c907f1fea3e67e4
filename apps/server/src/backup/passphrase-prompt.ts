/** Asks for a passphrase on the terminal without showing it; rejects when the person presses Ctrl-C or Ctrl-D. */
export function askPassphrase(question: string): Promise<string> {
  const input = process.stdin;
  return new Promise((resolve, reject) => {
    let answer = '';
    const finish = () => {
      input.off('data', onData);
      input.setRawMode(false);
      input.pause();
      process.stderr.write('\n');
    };
    function onData(chunk: Buffer): void {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(answer);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new Error('No passphrase given.'));
          return;
        }
        answer = char === '\u007f' || char === '\b' ? [...answer].slice(0, -1).join('') : answer + char;
      }
    }
    process.stderr.write(question);
    input.setRawMode(true);
    input.resume();
    input.on('data', onData);
  });
}
