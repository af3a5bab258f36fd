import type { FTPContext, FTPResponse, TransferStrategy } from 'basic-ftp';
// Not re-exported by the package's index: the helpers its own passive strategies are made of.
import { connectForPassiveTransfer, parseEpsvResponse, parsePasvResponse } from 'basic-ftp/dist/transfer.js';

/**
 * Passive data connections that go to `address` — the control connection's address, which the
 * safe-outbound policy checked — and never to a host a PASV answer names (FTP bounce, SSRF into a
 * private network). EPSV names only a port; from PASV only the port is taken, which also serves
 * servers behind NAT that announce their private address.
 */
export function dataConnectionsTo(address: string): TransferStrategy {
  let epsvWorks = true;
  return async (ftp: FTPContext): Promise<FTPResponse> => {
    if (epsvWorks) {
      try {
        const response = await ftp.request('EPSV');
        await connectForPassiveTransfer(address, parseEpsvResponse(response.message), ftp);
        return response;
      } catch (error) {
        if (ftp.closed) throw error;
        epsvWorks = false;
      }
    }
    const response = await ftp.request('PASV');
    await connectForPassiveTransfer(address, parsePasvResponse(response.message).port, ftp);
    return response;
  };
}
