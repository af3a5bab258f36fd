import { createSocket, type RemoteInfo } from 'node:dgram';
import dnsPacket, { type Answer, type Packet, type Question } from 'dns-packet';

/** One question the stub was asked, as it arrived. */
export interface DnsStubQuery {
  name: string;
  type: string;
}

export interface DnsStub {
  /** `127.0.0.1:<port>`: what `Resolver.setServers` (and a `*_DNS_SERVERS` setting) takes. */
  server: string;
  port: number;
  /** `name` is an alias of `target` (a CNAME record); null removes it. */
  setCname(name: string, target: string | null): void;
  /** `name`'s IPv4 addresses (A records); null or [] removes them. */
  setA(name: string, addresses: readonly string[] | null): void;
  /** `name`'s TXT records, one string each; null or [] removes them. */
  setTxt(name: string, values: readonly string[] | null): void;
  /** The next `count` questions answer SERVFAIL, as a resolver in trouble does. */
  failNext(count: number): void;
  /** Every question asked so far, oldest first. */
  readonly queries: readonly DnsStubQuery[];
  close(): Promise<void>;
}

const RCODE_NOERROR = 0;
const RCODE_SERVFAIL = 2;
const RCODE_NXDOMAIN = 3;
/** How long answers may be cached; a resolver under test should not keep them. */
const TTL = 1;

const normalise = (name: string) => name.trim().toLowerCase().replace(/\.$/, '');

/**
 * A real DNS server on loopback (UDP, RFC 1035 messages encoded with `dns-packet`) that answers
 * the CNAME, A and TXT records a test sets, for Node's own `dns.promises.Resolver` pointed at it with
 * `setServers(['127.0.0.1:<port>'])`. Like an authoritative server: a name with a CNAME answers it
 * for every question type (and, for A questions, the target's addresses when the stub has them); a
 * known name without the asked type answers NOERROR with no records (the resolver's ENODATA); an
 * unknown name answers NXDOMAIN (ENOTFOUND).
 */
export async function startDnsStub(): Promise<DnsStub> {
  const cnames = new Map<string, string>();
  const addresses = new Map<string, string[]>();
  const texts = new Map<string, string[]>();
  const queries: DnsStubQuery[] = [];
  let failures = 0;
  const socket = createSocket('udp4');

  const answersFor = (question: Question): { rcode: number; answers: Answer[] } => {
    const name = normalise(question.name);
    const alias = cnames.get(name);
    if (alias !== undefined) {
      const answers: Answer[] = [{ type: 'CNAME', name: question.name, ttl: TTL, class: 'IN', data: alias }];
      if (question.type === 'A') {
        for (const address of addresses.get(alias) ?? []) answers.push({ type: 'A', name: alias, ttl: TTL, class: 'IN', data: address });
      }
      return { rcode: RCODE_NOERROR, answers };
    }
    const own = addresses.get(name);
    if (own && question.type === 'A') {
      return { rcode: RCODE_NOERROR, answers: own.map((address) => ({ type: 'A', name: question.name, ttl: TTL, class: 'IN', data: address }) as Answer) };
    }
    const text = texts.get(name);
    if (text && question.type === 'TXT') {
      return { rcode: RCODE_NOERROR, answers: text.map((value) => ({ type: 'TXT', name: question.name, ttl: TTL, class: 'IN', data: value }) as Answer) };
    }
    return { rcode: own || text ? RCODE_NOERROR : RCODE_NXDOMAIN, answers: [] };
  };

  socket.on('message', (message: Buffer, remote: RemoteInfo) => {
    let query: Packet;
    try {
      query = dnsPacket.decode(message);
    } catch {
      return; // Not a DNS message: a real server drops it too.
    }
    const questions = query.questions ?? [];
    for (const question of questions) queries.push({ name: normalise(question.name), type: question.type });
    let rcode = RCODE_NOERROR;
    let answers: Answer[] = [];
    if (failures > 0) {
      failures -= 1;
      rcode = RCODE_SERVFAIL;
    } else if (questions[0]) {
      ({ rcode, answers } = answersFor(questions[0]));
    }
    const flags = dnsPacket.AUTHORITATIVE_ANSWER | dnsPacket.RECURSION_AVAILABLE | ((query.flags ?? 0) & dnsPacket.RECURSION_DESIRED) | rcode;
    const response = dnsPacket.encode({ type: 'response', id: query.id ?? 0, flags, questions, answers });
    socket.send(response, remote.port, remote.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  const port = socket.address().port;

  return {
    server: `127.0.0.1:${port}`,
    port,
    setCname(name, target) {
      if (target === null) cnames.delete(normalise(name));
      else cnames.set(normalise(name), normalise(target));
    },
    setA(name, list) {
      if (!list || list.length === 0) addresses.delete(normalise(name));
      else addresses.set(normalise(name), [...list]);
    },
    setTxt(name, values) {
      if (!values || values.length === 0) texts.delete(normalise(name));
      else texts.set(normalise(name), [...values]);
    },
    failNext(count) {
      failures = count;
    },
    queries,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
