import type { ServiceIdentifier } from 'inversify';

/** What a connection reports back (the global WebSocket's events, flattened). */
export interface SocketHandlers {
  onOpen(): void;
  onMessage(data: string): void;
  onClose(code: number, reason: string): void;
  onError(): void;
}

/** One open (or opening) socket. */
export interface SocketConnection {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** Opens WebSocket connections (the global WebSocket in browsers and Node; a fake in tests). */
export interface SocketPort {
  open(url: string, handlers: SocketHandlers): SocketConnection;
}
export const SocketPort: ServiceIdentifier<SocketPort> = Symbol.for('SocketPort');
