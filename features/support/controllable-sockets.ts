import type { Clock } from '../../core/client/ports/clock.port.ts';
import type { SocketConnection, SocketHandlers, SocketPort } from '../../core/client/chat/socket.port.ts';

/**
 * The device's network for sockets, which a scenario can break: drop every open socket (as a lost
 * connection does, close code 1006) or block new ones (they fail to connect). Wraps the real port.
 */
export class ControllableSockets implements SocketPort {
  blocked = false;
  opened = 0;
  private readonly live = new Set<{ connection: SocketConnection; handlers: SocketHandlers; dropped: boolean }>();

  constructor(
    private readonly inner: SocketPort,
    private readonly clock: Clock,
  ) {}

  open(url: string, handlers: SocketHandlers): SocketConnection {
    this.opened += 1;
    if (this.blocked) {
      this.clock.setTimeout(() => handlers.onError(), 10);
      return { send: () => undefined, close: () => undefined };
    }
    const entry = { connection: null as unknown as SocketConnection, handlers, dropped: false };
    const guard = (fn: () => void) => () => void (entry.dropped ? undefined : fn());
    entry.connection = this.inner.open(url, {
      onOpen: guard(() => handlers.onOpen()),
      onMessage: (data) => void (entry.dropped ? undefined : handlers.onMessage(data)),
      onClose: (code, reason) => {
        this.live.delete(entry);
        if (!entry.dropped) handlers.onClose(code, reason);
      },
      onError: guard(() => handlers.onError()),
    });
    this.live.add(entry);
    return entry.connection;
  }

  /** Every open socket is lost: the client sees an abnormal close (1006). */
  dropAll(): void {
    for (const entry of [...this.live]) {
      entry.dropped = true;
      this.live.delete(entry);
      entry.connection.close(4000, 'network dropped');
      entry.handlers.onClose(1006, 'network dropped');
    }
  }
}
