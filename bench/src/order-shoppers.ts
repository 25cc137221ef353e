/**
 * The shoppers of bench:orders, in a process of their own so the bench's
 * process measures the server's CPU alone. Reads { url, variants,
 * connections, duration, oneAddress } as JSON from argv and prints autocannon's result.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';

const { url, variants, connections, duration, oneAddress } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string;
  variants: string[];
  connections: number;
  duration: number;
  oneAddress: boolean;
};
let i = 0;
// Phones and addresses never met before by this database (the warm-up's, or an earlier run's, would hold pending orders).
const offset = (Date.now() % 1_000_000) * 16;
const result = await autocannon({
  url,
  connections,
  duration,
  requests: [
    {
      method: 'POST',
      setupRequest: (req) => {
        const n = offset + i++;
        return {
          ...req,
          headers: {
            ...req.headers,
            'content-type': 'application/json',
            'idempotency-key': randomUUID(),
            // Each shopper an address of their own (the server trusts one proxy hop in this bench), unless asked for one address.
            ...(oneAddress ? {} : { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` }),
          },
          // Each shopper a phone of their own, as per-phone order limits expect.
          body: JSON.stringify({
            items: [{ variantId: variants[n % variants.length], quantity: 1 }],
            customerName: 'Cliente Bench',
            customerPhone: `11${String(40_000_000 + n).padStart(8, '0')}`,
          }),
        };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({
    average: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    total: result.requests.total,
  }),
);
