import { connect, createServer, type Socket } from 'node:net';

/** A TCP link to a server that a test can cut (every open connection dropped, new ones refused) and restore. */
export interface CuttableLink {
  /** `http://127.0.0.1:<port>` of the link's own end. */
  readonly origin: string;
  /** Drops every connection through the link and refuses new ones until {@link restore}. */
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

/**
 * Opens a link to `origin` on a port of its own: a page that talks to the server through it loses its connections
 * the way a tab loses its network (Chromium's offline mode leaves a streaming response that is already open alone).
 */
export async function openCuttableLink(origin: string): Promise<CuttableLink> {
  const target = new URL(origin);
  const open = new Set<Socket>();
  let isCut = false;
  const server = createServer((client) => {
    if (isCut) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port), target.hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    close() {
      for (const socket of open) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
