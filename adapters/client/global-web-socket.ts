import type { SocketConnection, SocketHandlers, SocketPort } from '../../core/client/chat/socket.port.ts';

/** The SocketPort over the platform's WebSocket (browsers, and Node 22+ where it is global). */
export class GlobalWebSocket implements SocketPort {
  open(url: string, handlers: SocketHandlers): SocketConnection {
    const socket = new WebSocket(url);
    socket.onopen = () => handlers.onOpen();
    socket.onmessage = (event: MessageEvent) => handlers.onMessage(typeof event.data === 'string' ? event.data : String(event.data));
    socket.onclose = (event: CloseEvent) => handlers.onClose(event.code, event.reason);
    socket.onerror = () => handlers.onError();
    return {
      send: (data) => socket.send(data),
      close: (code, reason) => {
        // Closing a socket that never opened still has to end it; browsers refuse codes other than 1000 and 3000-4999.
        try {
          socket.close(code, reason);
        } catch {
          socket.close();
        }
      },
    };
  }
}
