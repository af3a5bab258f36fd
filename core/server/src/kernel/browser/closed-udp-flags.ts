/**
 * Chromium switches that keep a page's UDP from going around the filtering proxy, which carries
 * TCP only (a page under audit reached local UDP listeners through WebRTC STUN at 127.0.0.1 and
 * 0.0.0.0). With the policy, WebRTC uses proxied TCP alone: no UDP STUN or TURN, no host
 * candidates, no mDNS announcement and no lookup of a STUN host name. Chrome and Chromium read
 * `--webrtc-ip-handling-policy` (Chromium 156 no longer knows the `force-` form); headless-shell
 * builds such as @sparticuz/chromium know only `--force-webrtc-ip-handling-policy`. QUIC is off
 * as well.
 *
 * Checked under strace with the proxy flags: a page's requests, dns-prefetch and preconnect go to
 * the proxy without a local name lookup, and WebTransport fails behind a proxy without sending
 * UDP. The media router's network discovery is off in chrome-launcher's feature list, which the browser service merges
 * with ours (feature-switches.ts).
 */
export const closedUdpFlags: readonly string[] = [
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--disable-quic',
];
