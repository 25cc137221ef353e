import { createServer } from 'node:http';
import { MiCorreoStandIn, type MiCorreoEvent } from '../../apps/server/test/helpers/micorreo-stand-in';
import { OcaStandIn } from '../../apps/server/test/helpers/oca-stand-in';
import { CARRIERS_CONTROL_URL, CORREO_URL, OCA_URL } from './env';

/**
 * The carriers' stand-ins of the server's tests, on the e2e's ports, and a
 * control the journeys use (support/carriers.ts): POST /correo/account and
 * /oca/account give a new account's credentials, POST /correo/events/{orderId}
 * ({ trackingNumber, events }) is the carrier's news of a shipment, and
 * GET /correo/shipments/{orderId} what the carrier received.
 */
export async function startCarrierStandIns() {
  const correo = await new MiCorreoStandIn().start(Number(new URL(CORREO_URL).port));
  const oca = await new OcaStandIn().start(Number(new URL(OCA_URL).port));
  const control = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const [, carrier, what, id] = (req.url ?? '/').split('/');
      let answer: unknown = null;
      if (what === 'account') answer = carrier === 'oca' ? oca.account('e2e') : correo.account('e2e');
      else if (what === 'events' && id) {
        const news = JSON.parse(body) as { trackingNumber: string; events: MiCorreoEvent[] };
        correo.addEvents(id, news.trackingNumber, news.events);
      } else if (what === 'shipments' && id) answer = correo.shipments.get(id)?.body ?? null;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  }).listen(Number(new URL(CARRIERS_CONTROL_URL).port), '127.0.0.1');
  return {
    close: () => {
      control.close();
      void correo.stop();
      void oca.stop();
    },
  };
}
