import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, H1, Spinner } from '@blueprintjs/core';
import { StateView } from '../components/state-view.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { Link } from 'react-router-dom';
import type { SentDraftsViewModel } from './sent-drafts.view-model.ts';
import { WebText } from '../text.ts';
import { localDateTime } from '../adapters/local-date-text.ts';
import { PublishingText } from './publishing-text.ts';

/** /connections/publishing: what was sent from this space to WordPress and Ghost, with links to the drafts. */
export const SentDraftsScreen = observer(function SentDraftsScreen({ vm }: { vm: SentDraftsViewModel }) {
  useEffect(() => {
    void vm.load();
    return vm.leave;
  }, [vm]);
  return (
    <section aria-labelledby="sent-drafts-title">
      <H1 id="sent-drafts-title" className="screen-title">{PublishingText.sentDraftsTitle}</H1>
      <p>{PublishingText.sentDraftsIntro}</p>
      <Card className="form-card">
        {vm.loadState.status === 'loading' && <Spinner size={24} />}
        {vm.loadState.status === 'error' && (
          <Callout intent="danger" role="alert">
            {vm.loadState.error} <Button variant="minimal" text={WebText.retry} onClick={() => void vm.load()} />
          </Callout>
        )}
        {vm.loadState.status === 'ready' && vm.drafts.length === 0 && <StateView icon="document-share" description={PublishingText.sentDraftsEmpty} />}
        {vm.loadState.status === 'ready' && vm.drafts.length > 0 && (
          <ResponsiveTable
            label={PublishingText.sentDraftsTableLabel}
            className="sent-drafts"
            compact
            rows={vm.drafts}
            rowKey={(d) => d.id}
            columns={[
              { header: PublishingText.sentDraftsDraftTitle, kind: 'title', cell: (d) => d.title },
              { header: PublishingText.sentDraftsSite, cell: (d) => d.site },
              { header: PublishingText.sentDraftsWho, cell: (d) => d.sent_by_name ?? '' },
              { header: PublishingText.sentDraftsWhen, cell: (d) => <time dateTime={d.created_at}>{localDateTime(d.created_at)}</time> },
              {
                header: PublishingText.sentDraftsLink,
                kind: 'actions',
                cell: (d) => (d.edit_link ? <a href={d.edit_link} target="_blank" rel="noopener noreferrer">{PublishingText.sentDraftsLinkText}</a> : null),
              },
            ]}
          />
        )}
      </Card>
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
    </section>
  );
});
