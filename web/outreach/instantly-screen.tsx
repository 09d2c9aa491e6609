import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, H1, H2, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { InstantlyOverviewViewModel } from './instantly-overview.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { OutreachConnection } from './outreach-connection.tsx';
import { OutreachFigure } from './outreach-chart.tsx';
import { OutreachText } from './outreach-text.ts';

/** /instantly (R-OPEN-16): the connection, the campaigns by status, the last 7 days' figures and the three pages. */
export const InstantlyScreen = observer(function InstantlyScreen({ vm }: { vm: InstantlyOverviewViewModel }) {
  useEffect(() => void vm.load(), [vm]);
  return (
    <section aria-labelledby="instantly-title">
      <H1 id="instantly-title" className="screen-title">{OutreachText.title}</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error ?? OutreachText.loadFailed} onRetry={vm.load} />}
      {vm.loadState.status === 'ready' && (
        <>
          <OutreachConnection connection={vm.connection} />
          {vm.connected && (
            <div className="outreach-overview">
              <Card className="form-card">
                <H2 className="card-title">{OutreachText.campaignsByStatus}</H2>
                {vm.campaignCount === 0 ? (
                  <p>{OutreachText.noCampaigns}</p>
                ) : (
                  <HTMLTable compact className="full-width" aria-label={OutreachText.campaignsByStatus}>
                    <tbody>
                      {vm.byStatus.map((s) => (
                        <tr key={s.status}>
                          <th scope="row">{OutreachText.status[s.status]}</th>
                          <td>{s.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                )}
              </Card>
              <Card className="form-card">
                <H2 className="card-title">{OutreachText.last7Days}</H2>
                {vm.totals && (
                  <dl className="outreach-figures" data-testid="instantly-last-7-days">
                    {(['sent', 'opened', 'replied', 'bounced'] as const).map((key) => (
                      <div key={key}>
                        <dt>{OutreachText.figure[key]}</dt>
                        <dd><OutreachFigure value={vm.totals![key]} /></dd>
                      </div>
                    ))}
                  </dl>
                )}
              </Card>
            </div>
          )}
          <nav aria-label={OutreachText.pages}>
            <ul className="outreach-links">
              <li><Link to="/instantly/campaigns">{OutreachText.campaignsTitle}</Link></li>
              <li><Link to="/instantly/analytics">{OutreachText.analyticsTitle}</Link></li>
              <li><Link to="/instantly/settings">{OutreachText.settingsTitle}</Link></li>
            </ul>
          </nav>
        </>
      )}
    </section>
  );
});
