import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, H1, H2, HTMLTable } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useScreenViewModel } from '../view-model-context.tsx';
import { InstantlyOverviewViewModel } from '../view-models/instantly-overview.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { OutreachConnection } from '../components/outreach-connection.tsx';
import { WebText } from '../text.ts';
import { OutreachFigure } from '../components/outreach-chart.tsx';

/** /instantly (R-OPEN-16): the connection, the campaigns by status, the last 7 days' figures and the three pages. */
export const InstantlyScreen = observer(function InstantlyScreen() {
  const vm = useScreenViewModel('instantlyOverview', InstantlyOverviewViewModel);
  useEffect(() => void vm.load(), [vm]);
  return (
    <section aria-labelledby="instantly-title">
      <H1 id="instantly-title" className="screen-title">{WebText.instantlyTitle}</H1>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error ?? WebText.instantlyLoadFailed} onRetry={vm.load} />}
      {vm.status === 'ready' && (
        <>
          <OutreachConnection connection={vm.connection} />
          {vm.connected && (
            <div className="outreach-overview">
              <Card className="form-card">
                <H2 className="card-title">{WebText.instantlyCampaignsByStatus}</H2>
                {vm.campaignCount === 0 ? (
                  <p>{WebText.instantlyNoCampaigns}</p>
                ) : (
                  <HTMLTable compact className="full-width" aria-label={WebText.instantlyCampaignsByStatus}>
                    <tbody>
                      {vm.byStatus.map((s) => (
                        <tr key={s.status}>
                          <th scope="row">{WebText.campaignStatus[s.status]}</th>
                          <td>{s.count}</td>
                        </tr>
                      ))}
                    </tbody>
                  </HTMLTable>
                )}
              </Card>
              <Card className="form-card">
                <H2 className="card-title">{WebText.instantlyLast7Days}</H2>
                {vm.totals && (
                  <dl className="outreach-figures" data-testid="instantly-last-7-days">
                    {(['sent', 'opened', 'replied', 'bounced'] as const).map((key) => (
                      <div key={key}>
                        <dt>{WebText.outreachFigure[key]}</dt>
                        <dd><OutreachFigure value={vm.totals![key]} /></dd>
                      </div>
                    ))}
                  </dl>
                )}
              </Card>
            </div>
          )}
          <nav aria-label={WebText.instantlyPages}>
            <ul className="outreach-links">
              <li><Link to="/instantly/campaigns">{WebText.instantlyCampaignsTitle}</Link></li>
              <li><Link to="/instantly/analytics">{WebText.instantlyAnalyticsTitle}</Link></li>
              <li><Link to="/instantly/settings">{WebText.instantlySettingsTitle}</Link></li>
            </ul>
          </nav>
        </>
      )}
    </section>
  );
});
