#!/usr/bin/env node
// Stands in for Chromium when the audit is a stand-in: started by chrome-launcher like the real one, it answers on
// its --remote-debugging-port as DevTools does (/json/version), and runs until it is killed. Nothing connects to it.
import { createServer } from 'node:http';

const flag = process.argv.find((arg) => arg.startsWith('--remote-debugging-port='));
if (process.argv.includes('--version')) {
  console.log('Stand-in Chromium 0');
  process.exit(0);
}
const port = Number(flag?.split('=')[1]);
const version = { Browser: 'Stand-in/0', 'Protocol-Version': '1.3', webSocketDebuggerUrl: `ws://127.0.0.1:${port}/devtools/browser/stand-in` };
createServer((req, res) => {
  if (req.url?.startsWith('/json/version')) return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(version));
  res.writeHead(404).end();
}).listen(port, '127.0.0.1');
