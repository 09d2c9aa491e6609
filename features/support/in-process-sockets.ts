import type { Server } from 'node:http';
import { duplexPair } from 'node:stream';
import { WebSocket } from 'ws';
import type { SocketConnection, SocketHandlers, SocketPort } from '../../core/client/chat/socket.port.ts';

/**
 * The SocketPort into a server in this process that listens on no port: each socket is a stream pair whose
 * far end is handed to the server's HTTP server as a new connection, so the upgrade, the handshake and
 * every frame go through the server's own socket routes (WsUpgrades) as they do over the network.
 * Events map onto the port as GlobalWebSocket maps the platform's (an error, then a 1006 close).
 */
export class InProcessSockets implements SocketPort {
  constructor(private readonly server: Server) {}

  open(url: string, handlers: SocketHandlers): SocketConnection {
    const socket = new WebSocket(url, {
      createConnection: () => {
        const [client, far] = duplexPair();
        this.server.emit('connection', far);
        return client as never;
      },
    });
    socket.on('open', () => handlers.onOpen());
    socket.on('message', (data: Buffer) => handlers.onMessage(data.toString('utf8')));
    socket.on('close', (code: number, reason: Buffer) => handlers.onClose(code, reason.toString('utf8')));
    socket.on('error', () => handlers.onError());
    return {
      send: (data) => socket.send(data),
      close: (code, reason) => {
        // As the platform's: a code the client may not send ends the socket with a plain close.
        try {
          socket.close(code, reason);
        } catch {
          socket.close();
        }
      },
    };
  }
}
