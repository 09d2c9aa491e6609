import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Card, H1, H2, Icon, ProgressBar, Spinner, Tag } from '@blueprintjs/core';
import { StateView } from '../components/state-view.tsx';
import { Link } from 'react-router-dom';
import { useViewModel } from '../view-model-context.tsx';
import type { DashboardStartViewModel } from './dashboard-start.view-model.ts';
import type { DashboardAnalyticsViewModel } from './dashboard-analytics.view-model.ts';
import { DashboardFigures } from './dashboard-figures.tsx';
import { CreditLimitNote, CreditsGauge } from '../components/credits-gauge.tsx';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { WebText } from '../text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { DashboardText } from './dashboard-text.ts';

// The ERP card loads after the Dashboard's first paint (its JS budget, scripts/bundle-report.ts).
const DashboardErp = lazy(async () => ({ default: (await import('../erp/dashboard-erp-part.tsx')).DashboardErp }));

/** Dashboard: the current space (spec 4.4), or its loading, empty and error states. */
/** The Dashboard's own view-models: its first run (checklist, recent chats, credits left) and its figures. */
export interface DashboardViewModels {
  start: DashboardStartViewModel;
  figures: DashboardAnalyticsViewModel;
}

export const DashboardScreen = observer(function DashboardScreen({ vm: { start, figures } }: { vm: DashboardViewModels }) {
  const vm = useViewModel('dashboard');
  const welcome = useViewModel('welcome');
  const tour = useViewModel('tour');
  const spaceId = vm.current?.id;

  // First login: the welcome modal; otherwise the tour may start 1.5 s after the Dashboard shows.
  useEffect(() => {
    welcome.dashboardShown();
    tour.dashboardShown();
    return () => tour.dashboardLeft();
  }, [welcome, tour]);
  // The first run's facts, chats and credits, for the space shown.
  useEffect(() => {
    if (spaceId) void start.load();
  }, [start, spaceId]);

  switch (vm.status) {
    case 'loading':
      return <StateView icon={<Spinner size={40} />} title={vm.loadingText} />;
    case 'empty':
      return <StateView icon="folder-close" title={vm.emptyText} />;
    case 'error':
      return (
        <StateView
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
      <p className="dashboard__eyebrow bp6-text-muted">{DashboardText.currentSpace}</p>
      <div className="dashboard__title-row">
        <H1 id="dashboard-space-name">{space.name}</H1>
        {space.is_default && <Tag minimal round>{DashboardText.defaultSpace}</Tag>}
      </div>
      <p className="dashboard__slug bp6-text-muted">
        <code>/{space.slug}</code>
      </p>
      <Card className="dashboard__card">
        <p className={start.description ? 'dashboard__description' : 'bp6-text-muted'} data-testid="dashboard-description">
          {start.description || DashboardText.noDescription}
        </p>
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
      <div className="dashboard__grid">
        <GetStarted start={start} />
        <RecentChats start={start} />
        <CreditsUsed start={start} />
      </div>
      <DashboardFigures vm={figures} spaceId={space.id}>
        <Suspense fallback={null}>
          <DashboardErp days={figures.days} spaceId={space.id} />
        </Suspense>
      </DashboardFigures>
    </section>
  );
});

/** The first-run checklist: each step ticked from real data, linking to where it is done; gone once all are. */
const GetStarted = observer(function GetStarted({ start }: { start: DashboardStartViewModel }) {
  const checklist = start.checklist;
  if (!checklist) {
    // Held in place while its facts load: the grid keeps its columns, so the cards beside it do not jump.
    return (
      <Card className="dashboard__start" data-testid="dashboard-start" aria-busy>
        <H2 className="card-title">{DashboardText.title}</H2>
        <Loading />
      </Card>
    );
  }
  if (checklist.allDone) {
    return (
      <Card className="dashboard__start dashboard__start--done" data-testid="dashboard-start">
        <H2 className="card-title">
          <Icon icon="tick-circle" intent="success" aria-hidden /> {DashboardText.allDone}
        </H2>
        <p className="bp6-text-muted">{DashboardText.allDoneText}</p>
      </Card>
    );
  }
  const progress = DashboardText.progress(checklist.done, checklist.total);
  return (
    <Card className="dashboard__start" data-testid="dashboard-start">
      <H2 className="card-title" id="dashboard-start-title">{DashboardText.title}</H2>
      <p className="dashboard__start-progress">{progress}</p>
      <ProgressBar value={checklist.done / checklist.total} intent="primary" animate={false} stripes={false} aria-label={progress} />
      <ul className="dashboard__steps" aria-labelledby="dashboard-start-title">
        {checklist.steps.map((step) => {
          const label = DashboardText.steps[step.id]!;
          return (
            <li key={step.id} className={step.done ? 'dashboard__step dashboard__step--done' : 'dashboard__step'} data-step={step.id} data-done={step.done}>
              <Icon icon={step.done ? 'tick-circle' : 'circle'} intent={step.done ? 'success' : 'none'} aria-hidden />
              <Link to={step.to}>{label}</Link>
              <span className="sr-only">({step.done ? DashboardText.stepDone : DashboardText.stepToDo})</span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
});

/** The space's latest chats: title, agent and when, each opening the chat. */
const RecentChats = observer(function RecentChats({ start }: { start: DashboardStartViewModel }) {
  return (
    <Card className="dashboard__chats" data-testid="dashboard-recent-chats">
      <H2 className="card-title" id="dashboard-chats-title">{DashboardText.chats}</H2>
      {start.chatsStatus === 'loading' && <Loading />}
      {start.chatsStatus === 'error' && <LoadError text={start.chatsError!} onRetry={() => void start.load()} />}
      {start.chatsStatus === 'ready' && start.recentChats.length === 0 && <Empty text={DashboardText.noRecentChats} description={DashboardText.noRecentChatsText} icon="chat" />}
      {start.chatsStatus === 'ready' && start.recentChats.length > 0 && (
        <ul className="dashboard__chat-list" aria-labelledby="dashboard-chats-title">
          {start.recentChats.map((chat) => (
            <li key={chat.id} className="dashboard__chat">
              <Link to={chat.to} className="dashboard__chat-title">{chat.title}</Link>
              <span className="bp6-text-muted dashboard__chat-meta">
                {chat.agent} · <time dateTime={chat.at}>{chat.at ? localDateTime(chat.at) : ''}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
});

/** The organization's credits, read as the sidebar gauge reads them (used of the total, the limit once reached), with the way to Credits. */
const CreditsUsed = observer(function CreditsUsed({ start }: { start: DashboardStartViewModel }) {
  const reading = start.creditsReading;
  return (
    <Card className="dashboard__credits" data-testid="dashboard-credits">
      <H2 className="card-title">{WebText.credits}</H2>
      {reading ? (
        <div className="dashboard__credits-amount">
          <CreditsGauge reading={reading} size={48} />
          <span className="dashboard__credits-reading">
            <span data-testid="dashboard-credits-used">{start.creditsUsed}</span>
            <CreditLimitNote reading={reading} />
          </span>
        </div>
      ) : (
        <p className="bp6-text-muted">{WebText.loading}</p>
      )}
      <Link to="/credits">{DashboardText.viewCredits}</Link>
    </Card>
  );
});
