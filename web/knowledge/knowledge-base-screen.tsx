import { useEffect, useRef, useState, type DragEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Button, Callout, Card, FormGroup, H1, H2, InputGroup, ProgressBar, Tab, Tabs, Tag } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { MarkdownView } from '../components/markdown-view.tsx';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import { Form } from '../components/form.tsx';
import { ErrorCallout } from '../components/error-callout.tsx';
import { STATUS_INTENT, formatBytes, formatTime, tabFromQuery, type KnowledgeBaseViewModel } from './knowledge-base.view-model.ts';
import { WebText } from '../text.ts';
import type { KnowledgeDocument, UrlSource } from '../../core/domain/knowledge/knowledge-base.ts';
import { KnowledgeText } from './knowledge-text.ts';

/** Knowledge base (/knowledge-base, `?tab=urls` for URL sources): documents and URL sources of the current space. */
export const KnowledgeBaseScreen = observer(function KnowledgeBaseScreen({ vm }: { vm: KnowledgeBaseViewModel }) {
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('tab'));
  useEffect(() => {
    vm.start();
    return () => vm.stop();
  }, [vm]);

  return (
    <section aria-labelledby="kb-title" className="kb-screen">
      <H1 id="kb-title" className="screen-title">{KnowledgeText.knowledgeBase}</H1>
      <Tabs
        id="kb-tabs"
        selectedTabId={tab}
        onChange={(next) => setParams(next === 'urls' ? { tab: 'urls' } : {}, { replace: true })}
        renderActiveTabPanelOnly
        large
      >
        <Tab id="documents" title={KnowledgeText.documents} panel={<DocumentsPanel vm={vm} />} />
        <Tab id="urls" title={KnowledgeText.urlSources} panel={<UrlSourcesPanel vm={vm} />} />
      </Tabs>
      <Alert
        isOpen={vm.pendingDelete !== null}
        intent="danger"
        icon="trash"
        confirmButtonText={WebText.kbDelete}
        cancelButtonText={WebText.cancel}
        onConfirm={() => void vm.confirmDelete()}
        onCancel={vm.cancelDelete}
        canEscapeKeyCancel
      >
        <p>{vm.pendingDelete ? KnowledgeText.deleteConfirm(vm.pendingDelete.name) : ''}</p>
      </Alert>
    </section>
  );
});

const DocumentsPanel = observer(function DocumentsPanel({ vm }: { vm: KnowledgeBaseViewModel }) {
  const viewer = useViewModel('documentViewer');
  return (
    <div className="kb-panel">
      <UploadCard vm={vm} />
      <SearchCard vm={vm} />
      <Card className="kb-card">
        <H2 className="card-title">{KnowledgeText.documents}</H2>
        {vm.status === 'loading' && <Loading />}
        {vm.status === 'error' && <LoadError text={vm.error!} onRetry={() => void vm.load()} />}
        {vm.status === 'ready' && vm.documents.length === 0 && <Empty text={KnowledgeText.noDocuments} description={KnowledgeText.noDocumentsText} icon="document" />}
        {vm.status === 'ready' && vm.documents.length > 0 && (
          <>
            {vm.hasPendingDocuments && (
              <p className="bp6-text-muted" role="status">
                {KnowledgeText.autoRefresh}
              </p>
            )}
            <ResponsiveTable
              label={KnowledgeText.documentsTable}
              className="kb-table"
              rows={vm.documents}
              rowKey={(doc) => doc.id}
              rowAttributes={(doc) => ({ 'data-testid': 'kb-document', 'data-status': doc.status })}
              columns={[
                {
                  header: KnowledgeText.file,
                  kind: 'title',
                  cell: (doc) => <Button variant="minimal" size="small" className="kb-open-document" text={doc.filename} title={KnowledgeText.openDocument(doc.filename)} onClick={() => void viewer.openDocument(doc)} />,
                },
                { header: KnowledgeText.status, cell: (doc) => <SourceStatus source={doc} /> },
                { header: KnowledgeText.size, cell: (doc) => formatBytes(doc.size_bytes) },
                { header: KnowledgeText.chunks, cell: (doc) => doc.chunk_count },
                { header: KnowledgeText.uploadedAt, cell: (doc) => formatTime(doc.created_at) },
                {
                  header: KnowledgeText.actions,
                  kind: 'actions',
                  className: 'kb-actions',
                  cell: (doc) => (
                    <SourceActions
                      name={doc.filename}
                      refreshText={KnowledgeText.reprocess}
                      busy={vm.busy[doc.id]}
                      onRefresh={() => void vm.reprocess(doc)}
                      onDelete={() => vm.askDelete('document', doc.id, doc.filename)}
                    />
                  ),
                },
              ]}
            />
            {vm.hasMoreDocuments && (
              <Button className="kb-load-more" variant="minimal" icon="caret-down" text={KnowledgeText.loadMoreDocuments} loading={vm.isLoadingMoreDocuments} onClick={() => void vm.loadMoreDocuments()} />
            )}
          </>
        )}
      </Card>
    </div>
  );
});

const UploadCard = observer(function UploadCard({ vm }: { vm: KnowledgeBaseViewModel }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    if (list && list.length > 0) void vm.uploadFiles(Array.from(list));
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    take(event.dataTransfer.files);
  };
  return (
    <Card className="kb-card">
      <H2 className="card-title">{KnowledgeText.uploadTitle}</H2>
      <div
        className={`kb-dropzone${over ? ' kb-dropzone--over' : ''}`}
        data-testid="kb-dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <p>{KnowledgeText.dropHere}</p>
        <Button icon="upload" text={KnowledgeText.chooseFiles} onClick={() => input.current?.click()} />
        <input
          ref={input}
          id="kb-file-input"
          type="file"
          multiple
          accept={vm.acceptAttribute}
          aria-label={KnowledgeText.chooseFiles}
          className="kb-file-input"
          onChange={(event) => {
            take(event.target.files);
            event.target.value = '';
          }}
        />
        <p className="bp6-text-muted">{vm.acceptedText}</p>
      </div>
      {vm.uploads.map((upload) => (
        <div key={upload.name} className="kb-progress">
          <span>{KnowledgeText.uploading(upload.name, upload.percent)}</span>
          <ProgressBar value={upload.percent / 100} intent="primary" aria-label={KnowledgeText.uploading(upload.name, upload.percent)} />
        </div>
      ))}
      {vm.uploadError && (
        <Callout intent="danger" role="alert" className="form-callout" data-testid="kb-upload-error">
          {vm.uploadError}
          <Button variant="minimal" size="small" icon="cross" aria-label={WebText.cancel} onClick={vm.dismissUploadError} />
        </Callout>
      )}
    </Card>
  );
});

const SearchCard = observer(function SearchCard({ vm }: { vm: KnowledgeBaseViewModel }) {
  const viewer = useViewModel('documentViewer');
  return (
    <Card className="kb-card">
      <Form role="search" onSubmit={() => void vm.search()}>
        <FormGroup label={KnowledgeText.searchLabel} labelFor="kb-search">
          <div className="kb-inline">
            <InputGroup id="kb-search" type="search" leftIcon="search" fill placeholder={KnowledgeText.searchPlaceholder} value={vm.query} onValueChange={vm.setQuery} />
            <Button type="submit" text={vm.searching ? KnowledgeText.searching : KnowledgeText.search} disabled={!vm.canSearch} />
          </div>
        </FormGroup>
      </Form>
      <ErrorCallout text={vm.searchError} />
      {vm.searched && vm.hits.length === 0 && <p className="bp6-text-muted">{KnowledgeText.noHits}</p>}
      {vm.hits.length > 0 && (
        <ol className="kb-hits" aria-label={KnowledgeText.hits}>
          {vm.hits.map((hit) => (
            <li key={hit.chunk_id} className="kb-hit" data-testid="kb-hit">
              <div className="kb-hit__title">
                <Tag minimal icon={hit.source_type === 'url' ? 'globe-network' : 'document'}>
                  {hit.source_type === 'url' ? KnowledgeText.urlSources : KnowledgeText.documents}
                </Tag>{' '}
                <Button variant="minimal" size="small" className="kb-hit__open" text={hit.title} title={KnowledgeText.openHit(hit.title)} data-testid="kb-hit-open" onClick={() => void viewer.openSearchHit(hit)} />
              </div>
              <div className="kb-hit__snippet">
                <MarkdownView markdown={hit.snippet} />
              </div>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
});

const UrlSourcesPanel = observer(function UrlSourcesPanel({ vm }: { vm: KnowledgeBaseViewModel }) {
  const problem = vm.newUrlProblem;
  return (
    <div className="kb-panel">
      <Card className="kb-card">
        <Form noValidate onSubmit={() => void vm.addUrl()}>
          <FormGroup
            label={KnowledgeText.addUrlLabel}
            labelFor="kb-url"
            intent={problem ? 'danger' : 'none'}
            helperText={problem ? <span id="kb-url-error">{problem}</span> : undefined}
          >
            <div className="kb-inline">
              <InputGroup
                id="kb-url"
                type="url"
                leftIcon="globe-network"
                fill
                placeholder={KnowledgeText.addUrlPlaceholder}
                value={vm.newUrl}
                onValueChange={vm.setNewUrl}
                intent={problem ? 'danger' : 'none'}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'kb-url-error' : undefined}
              />
              <Button type="submit" intent="primary" icon="add" text={vm.addingUrl ? KnowledgeText.addingUrl : KnowledgeText.addUrl} disabled={!vm.canAddUrl} />
            </div>
          </FormGroup>
        </Form>
        <ErrorCallout text={vm.addUrlError} testId="kb-url-refusal" />
      </Card>
      <Card className="kb-card">
        <H2 className="card-title">{KnowledgeText.urlSources}</H2>
        {vm.urlStatus === 'loading' && <Loading />}
        {vm.urlStatus === 'error' && <LoadError text={vm.urlError!} onRetry={() => void vm.loadUrls()} />}
        {vm.urlStatus === 'ready' && vm.urlSources.length === 0 && <Empty text={KnowledgeText.noUrls} description={KnowledgeText.noUrlsText} icon="globe-network" />}
        {vm.urlStatus === 'ready' && vm.urlSources.length > 0 && (
          <ResponsiveTable
            label={KnowledgeText.urlsTable}
            className="kb-table"
            rows={vm.urlSources}
            rowKey={(source) => source.id}
            rowAttributes={(source) => ({ 'data-testid': 'kb-url-source', 'data-status': source.status })}
            columns={[
              {
                header: KnowledgeText.title,
                kind: 'title',
                cell: (source) => (
                  <>
                    <Link to={`/knowledge-base/urls/${encodeURIComponent(source.id)}/view`}>{source.title || source.url}</Link>
                    <div className="bp6-text-muted kb-url">{source.url}</div>
                  </>
                ),
              },
              { header: KnowledgeText.status, cell: (source) => <SourceStatus source={source} /> },
              { header: KnowledgeText.fetched, cell: (source) => (source.fetched_at ? formatTime(source.fetched_at) : KnowledgeText.notFetched) },
              {
                header: KnowledgeText.actions,
                kind: 'actions',
                className: 'kb-actions',
                cell: (source) => (
                  <SourceActions
                    name={source.title || source.url}
                    refreshText={KnowledgeText.refresh}
                    busy={vm.busy[source.id]}
                    onRefresh={() => void vm.refreshUrl(source)}
                    onDelete={() => vm.askDelete('url', source.id, source.title || source.url)}
                  />
                ),
              },
            ]}
          />
        )}
      </Card>
    </div>
  );
});

/** A document's or URL's processing state, and why it failed when it did. */
function SourceStatus({ source }: { source: KnowledgeDocument | UrlSource }) {
  return (
    <>
      <Tag intent={STATUS_INTENT[source.status]} minimal={source.status === 'queued'}>
        {source.status}
      </Tag>
      {source.status === 'error' && source.error_message && <div className="kb-error-reason">{source.error_message}</div>}
    </>
  );
}

/** A document's or URL's row buttons: read it again (reprocess, refresh), and delete it after asking. */
function SourceActions(props: { name: string; refreshText: string; busy: boolean | undefined; onRefresh: () => void; onDelete: () => void }) {
  return (
    <>
      <Button size="small" variant="minimal" icon="refresh" text={props.refreshText} aria-label={`${props.refreshText} ${props.name}`} loading={props.busy} onClick={props.onRefresh} />
      <Button size="small" variant="minimal" intent="danger" icon="trash" text={WebText.kbDelete} aria-label={`${WebText.kbDelete} ${props.name}`} onClick={props.onDelete} />
    </>
  );
}
