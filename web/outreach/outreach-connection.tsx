import { Callout } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { ConnectionView } from '../../core/domain/integrations/integrations.ts';
import { OutreachText } from './outreach-text.ts';

/** Instantly's connection as the outreach screens show it: connected to which workspace, or how to connect. */
export function OutreachConnection({ connection }: { connection: ConnectionView | undefined }) {
  if (connection?.status === 'connected') {
    return (
      <div data-testid="instantly-connection" className="outreach-connection">
        <p>{OutreachText.connectedTo(connection.account_label ?? 'Instantly')}</p>
        <Link to="/connections">{OutreachText.manageConnection}</Link>
      </div>
    );
  }
  return (
    <Callout intent={connection?.status === 'error' ? 'danger' : 'primary'} icon="envelope" data-testid="instantly-connection">
      <p>{connection?.status === 'error' ? OutreachText.reconnect(connection.status_reason ?? '') : OutreachText.notConnected}</p>
      <Link to="/connections">{OutreachText.connect}</Link>
    </Callout>
  );
}
