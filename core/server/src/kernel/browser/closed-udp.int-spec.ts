import { createSocket, type Socket } from 'node:dgram';
import { createServer, type Server } from 'node:http';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserPort } from '@otimiza/sdk/server';
import { createTestUser, type TestApp, type TestUser } from '@otimiza/sdk/testing';
import { createTestApp, installedPlugins } from '@otimiza/host-testing';
import { closedUdpFlags } from './closed-udp-flags.js';

interface UdpListener {
  port: number;
  packets: string[];
  socket: Socket;
}

async function listenUdp(): Promise<UdpListener> {
  const socket = createSocket('udp4');
  const packets: string[] = [];
  socket.on('message', (message, from) => packets.push(`${message.length} bytes from ${from.address}:${from.port}`));
  await new Promise<void>((resolve) => socket.bind(0, '0.0.0.0', resolve));
  return { port: socket.address().port, packets, socket };
}

/**
 * A page that tries every way it has to send UDP to the two listeners: WebRTC candidates with a
 * STUN server at 127.0.0.1 and at 0.0.0.0, and WebTransport (QUIC) to both; then it reports what
 * it gathered to /gathered, so the spec knows the script ran to its end.
 */
function udpProbePage(loopbackPort: number, anyAddressPort: number): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>UDP probe</title></head><body><h1>UDP probe</h1><script>
(async () => {
  const gather = async (host, port) => {
    const found = [];
    try {
      const connection = new RTCPeerConnection({ iceServers: [{ urls: 'stun:' + host + ':' + port }] });
      connection.createDataChannel('probe');
      connection.onicecandidate = (event) => { if (event.candidate && event.candidate.candidate) found.push(event.candidate.candidate); };
      const complete = new Promise((resolve) => { connection.onicegatheringstatechange = () => { if (connection.iceGatheringState === 'complete') resolve(); }; });
      await connection.setLocalDescription(await connection.createOffer());
      await Promise.race([complete, new Promise((resolve) => setTimeout(resolve, 1000))]);
      connection.close();
    } catch (error) { found.push('error: ' + error); }
    return found;
  };
  const quic = (host, port) => { try { new WebTransport('https://' + host + ':' + port + '/').ready.catch(() => {}); } catch (error) {} };
  quic('127.0.0.1', ${loopbackPort});
  quic('0.0.0.0', ${anyAddressPort});
  const candidates = (await Promise.all([gather('127.0.0.1', ${loopbackPort}), gather('0.0.0.0', ${anyAddressPort})])).flat();
  await fetch('/gathered?candidates=' + candidates.length, { cache: 'no-store' });
})();
</script></body></html>`;
}

async function startProbeSite(page: string, reports: number[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://probe.invalid');
    if (url.pathname === '/gathered') {
      reports.push(Number(url.searchParams.get('candidates')));
      return res.writeHead(204).end();
    }
    if (url.pathname !== '/') return res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`, server };
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  for (const started = Date.now(); !check() && Date.now() - started < timeoutMs;) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('the audit browser sends no UDP around the filtering proxy', () => {
  let testApp: TestApp;
  let user: TestUser;
  let loopback: UdpListener;
  let anyAddress: UdpListener;
  let site: { url: string; server: Server };
  const reports: number[] = [];

  beforeAll(async () => {
    loopback = await listenUdp();
    anyAddress = await listenUdp();
    site = await startProbeSite(udpProbePage(loopback.port, anyAddress.port), reports);
    testApp = await createTestApp({ plugins: await installedPlugins('analysis'), env: { ALLOW_PRIVATE_TARGETS: 'true' } });
    user = await createTestUser(testApp, { plan: 'lite' });
  });
  afterAll(async () => {
    await testApp?.close();
    await new Promise((resolve) => site?.server.close(resolve));
    loopback?.socket.close();
    anyAddress?.socket.close();
  });

  const received = () => [...loopback.packets, ...anyAddress.packets];

  it('is a probe that hears STUN at 127.0.0.1 and at 0.0.0.0 from the same browser and proxy without the UDP flags', async () => {
    const flags = (await testApp.app.get(BrowserPort).launchFlags()).filter((flag) => !closedUdpFlags.includes(flag) && !flag.startsWith('--headless'));
    const browser = await chromium.launch({ executablePath: await testApp.app.get(BrowserPort).executablePath(), headless: true, args: flags });
    try {
      const page = await browser.newPage();
      await page.goto(site.url);
      await until(() => reports.length > 0, 10_000);
    } finally {
      await browser.close();
    }
    await until(() => loopback.packets.length > 0 && anyAddress.packets.length > 0, 2_000);
    expect(reports[0]).toBeGreaterThan(0);
    expect(loopback.packets.length).toBeGreaterThan(0);
    expect(anyAddress.packets.length).toBeGreaterThan(0);
  });

  it('audits the page for real through the app: the script runs, gathers nothing, and no packet arrives', async () => {
    loopback.packets.length = 0;
    anyAddress.packets.length = 0;
    reports.length = 0;
    const analysis = (await user.agent.post('/api/analyze').send({ url: site.url, strategy: 'desktop' }).expect(200)).body;
    expect(analysis).toMatchObject({ status: 'completed' });
    await until(() => reports.length > 0, 5_000);
    // Late packets (a retransmitted STUN request) would land within this wait.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(received()).toEqual([]);
    expect(reports.length).toBeGreaterThan(0);
    expect(reports.filter((candidates) => candidates !== 0)).toEqual([]);
  });
});
