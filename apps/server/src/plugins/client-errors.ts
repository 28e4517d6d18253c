import type { Socket } from 'node:net';
import { translate } from '@portal/domain';
import type { Config } from '../config';
import { securityHeaderList } from './security-headers';

/**
 * Answers a request that could not even be parsed (malformed HTTP) with a 400 in the one error
 * shape and with the security headers, written to the socket directly because no request exists.
 */
export function createClientErrorHandler(config: Pick<Config, 'publicOrigin'>) {
  const headers = securityHeaderList(config);
  return (error: NodeJS.ErrnoException, socket: Socket): void => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const body = JSON.stringify({ status: 400, title: translate('de', 'http.400'), message: translate('de', 'http.400'), code: 'http.400' });
    const lines = [
      'HTTP/1.1 400 Bad Request',
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      ...headers.map(([name, value]) => `${name}: ${value}`),
    ];
    socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  };
}
