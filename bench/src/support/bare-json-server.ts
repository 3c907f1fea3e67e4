// A bare node:http server answering one JSON document to every request: the ceiling an API server on this machine
// is compared with. Run as its own process (like the shop server), with the document's file in BARE_JSON_FILE; it
// prints its port once it listens.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = process.env.BARE_JSON_FILE;
if (file === undefined) throw new Error('BARE_JSON_FILE is not set');
const document: unknown = JSON.parse(readFileSync(file, 'utf8'));

const server = createServer((_request, response) => {
  // Serialized per request, as an API server does.
  const body = JSON.stringify(document);
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (typeof address === 'object' && address !== null) console.log(`listening ${address.port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
