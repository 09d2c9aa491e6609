import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Card, FormGroup, H1, HTMLSelect, Tag } from '@blueprintjs/core';
import { Link, useSearchParams } from 'react-router-dom';
import type { InstantlyAnalyticsViewModel } from './instantly-analytics.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { OutreachChart, OutreachTable } from './outreach-chart.tsx';
import { OUTREACH_PERIODS } from '../../core/domain/outreach/outreach.ts';
import { WebText } from '../text.ts';
import { OutreachText } from './outreach-text.ts';

/** /instantly/analytics (R-OPEN-18): a campaign's (or every campaign's) daily figures as a chart and a table. */
export const InstantlyAnalyticsScreen = observer(function InstantlyAnalyticsScreen({ vm }: { vm: InstantlyAnalyticsViewModel }) {
  const [params] = useSearchParams();
  const campaign = params.get('campaign');
  useEffect(() => void vm.load(campaign), [vm, campaign]);
  return (
    <section aria-labelledby="instantly-analytics-title">
      <H1 id="instantly-analytics-title" className="screen-title">{OutreachText.analyticsTitle}</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && (
        <>
          <LoadError text={vm.loadState.error ?? OutreachText.loadFailed} onRetry={() => void vm.load(vm.campaignId)} />
          <p><Link to="/instantly">{OutreachText.back}</Link></p>
        </>
      )}
      {vm.loadState.status === 'ready' && vm.analytics && (
        <Card className="form-card">
          <div className="outreach-pickers">
            <FormGroup label={OutreachText.campaignPicker} labelFor="outreach-campaign">
              <HTMLSelect id="outreach-campaign" value={vm.campaignId ?? ''} onChange={(e) => void vm.choose(e.currentTarget.value || null, vm.days)}>
                <option value="">{OutreachText.allCampaigns}</option>
                {vm.campaigns.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
              </HTMLSelect>
            </FormGroup>
            <FormGroup label={OutreachText.periodPicker} labelFor="outreach-period">
              <HTMLSelect id="outreach-period" value={String(vm.days)} onChange={(e) => void vm.choose(vm.campaignId, Number(e.currentTarget.value))}>
                {OUTREACH_PERIODS.map((d) => <option key={d} value={d}>{WebText.dashboardLastDays(d)}</option>)}
              </HTMLSelect>
            </FormGroup>
            {vm.analytics.sandbox && <Tag minimal>{OutreachText.sandbox}</Tag>}
          </div>
          <p>{OutreachText.range(vm.analytics.range.since, vm.analytics.range.until)}</p>
          <OutreachChart analytics={vm.analytics} />
          <OutreachTable analytics={vm.analytics} />
        </Card>
      )}
    </section>
  );
});
