import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, H1, NonIdealState, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';

/** Dashboard: the current space (spec 4.4), or its loading, empty and error states. */
export const DashboardScreen = observer(function DashboardScreen() {
  const vm = useViewModel('dashboard');
  const welcome = useViewModel('welcome');
  const tour = useViewModel('tour');

  // First login: the welcome modal; otherwise the tour may start 1.5 s after the Dashboard shows.
  useEffect(() => {
    welcome.dashboardShown();
    tour.dashboardShown();
    return () => tour.dashboardLeft();
  }, [welcome, tour]);

  switch (vm.status) {
    case 'loading':
      return <NonIdealState icon={<Spinner size={40} />} title={vm.loadingText} />;
    case 'empty':
      return <NonIdealState icon="folder-close" title={vm.emptyText} />;
    case 'error':
      return (
        <NonIdealState
          icon="error"
          title={vm.errorText}
          action={<Button text={WebText.retry} icon="refresh" loading={vm.isRetrying} onClick={() => void vm.retry()} />}
        />
      );
    case 'ready':
      break;
  }

  const space = vm.current!;
  const onboarding = vm.onboarding;
  return (
    <section className="dashboard" aria-labelledby="dashboard-space-name">
      <p className="dashboard__eyebrow bp6-text-muted">{WebText.currentSpace}</p>
      <div className="dashboard__title-row">
        <H1 id="dashboard-space-name">{space.name}</H1>
        {space.is_default && <Tag minimal round>{WebText.defaultSpace}</Tag>}
      </div>
      <p className="dashboard__slug bp6-text-muted">
        <code>/{space.slug}</code>
      </p>
      <Card className="dashboard__card">
        <p className={space.description ? undefined : 'bp6-text-muted'}>{space.description || WebText.noDescription}</p>
        {onboarding && onboarding.total > 0 && (
          <div className="dashboard__progress">
            <p>{WebText.onboardingProgress(onboarding.answered, onboarding.total)}</p>
            <ProgressBar
              value={onboarding.answered / onboarding.total}
              intent={onboarding.completed ? 'success' : 'primary'}
              animate={false}
              stripes={false}
              aria-label={WebText.onboardingProgress(onboarding.answered, onboarding.total)}
            />
          </div>
        )}
      </Card>
    </section>
  );
});
