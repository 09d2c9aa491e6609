import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button, Card, H1, H2, Tag } from '@blueprintjs/core';
import type { UrlSourceViewModel } from './knowledge-base.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { STATUS_INTENT, formatTime } from './knowledge-base.view-model.ts';
import { WebText } from '../text.ts';
import { KnowledgeText } from './knowledge-text.ts';

/**
 * One URL source: /knowledge-base/urls/{id}/view shows its title, fetched time and extracted
 * content; /knowledge-base/urls/{id} the same with refresh and delete. The content is text, never HTML.
 */
function urlSourceScreen(withActions: boolean) {
  return observer(function UrlSourceScreen({ vm }: { vm: UrlSourceViewModel }) {
    const { id = '' } = useParams();
    const navigate = useNavigate();
    useEffect(() => {
      void vm.load(id);
    }, [vm, id]);
    useEffect(() => {
      if (vm.deleted) navigate('/knowledge-base?tab=urls');
    }, [vm.deleted, navigate]);

    const source = vm.source;
    return (
      <section aria-labelledby="url-source-title" className="kb-screen">
        <p>
          <Link to="/knowledge-base?tab=urls">{KnowledgeText.back}</Link>
        </p>
        {vm.status === 'loading' && <Loading />}
        {vm.status === 'error' && <LoadError text={vm.error!} onRetry={() => void vm.load(id)} />}
        {vm.status === 'ready' && source && (
          <>
            <H1 id="url-source-title" className="screen-title">{vm.title}</H1>
            <p className="kb-source-meta">
              <Tag intent={STATUS_INTENT[source.status]} minimal={source.status === 'queued'}>{source.status}</Tag>{' '}
              <a href={source.final_url ?? source.url} target="_blank" rel="noopener noreferrer nofollow">{source.final_url ?? source.url}</a>{' '}
              <span className="bp6-text-muted" data-testid="url-fetched-at">
                {source.fetched_at ? KnowledgeText.fetchedAt(formatTime(source.fetched_at)) : KnowledgeText.notFetched}
              </span>
            </p>
            {source.status === 'error' && source.error_message && <p className="kb-error-reason">{source.error_message}</p>}
            {withActions ? (
              <p className="kb-actions">
                <Button icon="refresh" text={KnowledgeText.refresh} loading={vm.refreshing} onClick={() => void vm.refresh()} />
                <Button icon="trash" intent="danger" text={WebText.kbDelete} onClick={() => void vm.remove()} />
                <Link to={`/knowledge-base/urls/${encodeURIComponent(source.id)}/view`}>{KnowledgeText.viewContent}</Link>
              </p>
            ) : null}
            <Card className="kb-card">
              <H2 className="card-title">{KnowledgeText.urlContent}</H2>
              {source.content ? (
                <div className="kb-content" data-testid="url-content" tabIndex={0} role="region" aria-label={KnowledgeText.urlContent}>{source.content}</div>
              ) : (
                <p className="bp6-text-muted">{KnowledgeText.noContent}</p>
              )}
            </Card>
          </>
        )}
      </section>
    );
  });
}

export const UrlSourceScreen = urlSourceScreen(true);
export const UrlSourceViewScreen = urlSourceScreen(false);
