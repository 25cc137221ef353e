import { createServer, type Socket, connect } from 'node:net';

export interface TcpLink {
  /** Cuts the link as a failed network would: every open connection drops and new ones are refused. */
  cut(): Promise<void>;
}

/** A TCP pass-through from `port` to `target` on this machine: an instance's road to its database, which the test can cut. */
export async function startTcpLink(port: number, target: number): Promise<TcpLink> {
  const sockets = new Set<Socket>();
  const server = createServer((incoming) => {
    const outgoing = connect(target, '127.0.0.1');
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => undefined);
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    cut: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
