import net from 'node:net';

/**
 * How the fake server treats each connection: the ways a PostgreSQL server, or the network to it, lets
 * the driver down. The errors pg then raises are its own, as in production.
 */
export type FakePostgresBehaviour =
  /** Accepts, then never answers (a hung server, or packets dropped on the way). */
  | { kind: 'silent' }
  /** Accepts, then closes the connection at once. */
  | { kind: 'close' }
  /** Resets the connection when the driver speaks (a firewall, a crashed host). */
  | { kind: 'reset' }
  /** Answers the start-up with a FATAL error (a server starting up or shutting down says 57P03). */
  | { kind: 'refuse-startup'; sqlstate: string; message: string }
  /** Starts the session, then fails every query with this error (FATAL ends the session too). */
  | { kind: 'fail-queries'; severity: 'ERROR' | 'FATAL'; sqlstate: string; message: string }
  /** Starts the session, then drops the connection on the first query. */
  | { kind: 'drop-on-query' };

export interface FakePostgres {
  port: number;
  close(): Promise<void>;
}

const message = (type: string, body: Buffer = Buffer.alloc(0)) => {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
};

/** AuthenticationOk, then ReadyForQuery (idle): a session with no password asked. */
const READY = Buffer.concat([message('R', Buffer.from([0, 0, 0, 0])), message('Z', Buffer.from('I'))]);

const errorResponse = (severity: string, sqlstate: string, text: string) =>
  message('E', Buffer.from(`S${severity}\0V${severity}\0C${sqlstate}\0M${text}\0\0`, 'utf8'));

/**
 * A loopback server that speaks just enough of PostgreSQL's wire protocol (the start-up packet, then
 * typed messages) to fail the way `behaviour` says: real pg errors, with no real server to break.
 */
export async function startFakePostgres(behaviour: FakePostgresBehaviour): Promise<FakePostgres> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (behaviour.kind === 'close') return void socket.destroy();
    let started = false;
    socket.on('data', () => {
      // Every packet the client sends after the start-up one is a query here (pg's simple protocol).
      const startup = !started;
      started = true;
      switch (behaviour.kind) {
        case 'silent':
          return;
        case 'reset':
          return void socket.resetAndDestroy();
        case 'refuse-startup':
          return void socket.end(errorResponse('FATAL', behaviour.sqlstate, behaviour.message));
        case 'fail-queries':
          if (startup) return void socket.write(READY);
          if (behaviour.severity === 'FATAL')
            return void socket.end(errorResponse('FATAL', behaviour.sqlstate, behaviour.message));
          return void socket.write(
            Buffer.concat([
              errorResponse('ERROR', behaviour.sqlstate, behaviour.message),
              message('Z', Buffer.from('I')),
            ]),
          );
        case 'drop-on-query':
          if (startup) return void socket.write(READY);
          return void socket.destroy();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A loopback port where nothing listens: connecting to it is refused, as to a stopped server. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
