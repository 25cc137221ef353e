import dns2 from 'dns2';

const { Packet } = dns2;
const NXDOMAIN = 3;
// dns2's types want Resource objects; its encoder takes these plain records (its README does the same).
type Answer = Parameters<ReturnType<typeof Packet.createResponseFromRequest>['answers']['push']>[0];

/** The records one name has in the stand-in's zone. */
export interface NameRecords {
  txt?: string[];
  cname?: string;
  a?: string[];
}

/**
 * A DNS server on 127.0.0.1 (UDP) that answers from a zone the test sets, per
 * the DNS protocol (dns2): the server under test asks it through
 * DNS_SERVERS=127.0.0.1:{port}. A name not in the zone is NXDOMAIN; a name
 * without the asked type answers with no records (NODATA); a CNAME is given
 * with the records of its target, as a recursive resolver would.
 */
export class DnsStandIn {
  readonly zone = new Map<string, NameRecords>();
  private server: ReturnType<typeof dns2.createServer> | null = null;
  port = 0;

  set(name: string, records: NameRecords): void {
    this.zone.set(name.toLowerCase(), records);
  }

  remove(name: string): void {
    this.zone.delete(name.toLowerCase());
  }

  async start(port = 0): Promise<string> {
    this.server = dns2.createServer({
      udp: true,
      handle: (request, send) => {
        const response = Packet.createResponseFromRequest(request);
        const question = request.questions[0];
        if (question) this.answer(question.name, question.type, response);
        send(response);
      },
    });
    await this.server.listen({ udp: { port, address: '127.0.0.1' } });
    this.port = (this.server.addresses().udp as { port: number }).port;
    return `127.0.0.1:${this.port}`;
  }

  private answer(asked: string, type: number, response: ReturnType<typeof Packet.createResponseFromRequest>): void {
    let name = asked.toLowerCase().replace(/\.$/, '');
    let records = this.zone.get(name);
    if (!records) {
      response.header.rcode = NXDOMAIN;
      return;
    }
    const base = { class: Packet.CLASS.IN, ttl: 1 };
    if (records.cname) {
      response.answers.push({ ...base, name, type: Packet.TYPE.CNAME, domain: records.cname } as unknown as Answer);
      if (type === Packet.TYPE.CNAME) return;
      name = records.cname;
      records = this.zone.get(name) ?? {};
    }
    if (type === Packet.TYPE.TXT)
      for (const data of records.txt ?? [])
        response.answers.push({ ...base, name, type: Packet.TYPE.TXT, data } as unknown as Answer);
    if (type === Packet.TYPE.A)
      for (const address of records.a ?? [])
        response.answers.push({ ...base, name, type: Packet.TYPE.A, address } as unknown as Answer);
  }

  async stop(): Promise<void> {
    await this.server?.close();
  }
}
