import { createServer } from 'node:net';

/** A port nobody listens on now, as the system hands one out: a fixed or random pick may hit a service of the machine. */
export const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? done(address.port) : fail(new Error('sin puerto'))));
    });
  });
