import { createServer } from 'node:http';
import { type PushDevice, startPushService } from '../../apps/server/test/helpers/push-service';
import { startMetaGraphStandIn } from '../../apps/server/test/helpers/meta-graph-stand-in';
import { NOTICES_CONTROL_URL } from './env';

/**
 * The server tests' local push service (RFC 8030/8291/8292) and Meta's Graph API stand-in, for the e2e server
 * (PUSH_ALLOWED_HOSTS, META_GRAPH_API_URL), and a control the journeys use (support/notices.ts):
 * POST /push/devices/{name} makes a device (its endpoint and keys, as a browser's subscription gives them),
 * GET /push/messages/{name} is what the service received for it, decrypted with the device's own keys, with the
 * VAPID claims checked against the request's key; POST /meta/tokens/{token} makes a token valid at Meta and
 * GET /meta/events/{pixelId} lists the Conversions API events received for a pixel.
 */
export async function startNoticeStandIns() {
  const push = await startPushService();
  const meta = await startMetaGraphStandIn();
  const devices = new Map<string, PushDevice>();
  const control = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const [, service, what, name = ''] = (req.url ?? '/').split('/').map(decodeURIComponent);
      let answer: unknown = null;
      try {
        if (service === 'push' && what === 'devices') {
          const device = push.device(name);
          devices.set(name, device);
          answer = { endpoint: device.endpoint, keys: device.keys };
        } else if (service === 'push' && what === 'messages') {
          const device = devices.get(name);
          answer = push.received
            .filter((p) => device && p.path === new URL(device.endpoint).pathname)
            .map((p) => ({ text: device?.decrypt(p.body), vapid: push.vapidClaims(p) }));
        } else if (service === 'meta' && what === 'tokens') meta.acceptTokens.add(name);
        else if (service === 'meta' && what === 'events')
          answer = meta.received.filter((r) => r.pixelId === name).flatMap((r) => r.data);
      } catch (error) {
        res.statusCode = 500;
        answer = { error: String(error) };
      }
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  }).listen(Number(new URL(NOTICES_CONTROL_URL).port), '127.0.0.1');
  return {
    pushHost: new URL(push.origin).hostname,
    metaUrl: meta.url,
    close: () => {
      control.close();
      void push.close();
      void meta.close();
    },
  };
}
