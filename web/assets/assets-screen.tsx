import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AnchorButton, Card, FormGroup, H1, HTMLSelect, Tag } from '@blueprintjs/core';
import { ResponsiveTable } from '../components/responsive-table.tsx';
import type { AssetsViewModel } from './assets.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { formatBytes, formatTime } from '../knowledge/knowledge-base.view-model.ts';
import { AssetsText } from './assets-text.ts';

/** Assets (/assets): the files agents made in the current space, with type filter and downloads. */
export const AssetsScreen = observer(function AssetsScreen({ vm }: { vm: AssetsViewModel }) {
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="assets-title" className="assets-screen">
      <H1 id="assets-title" className="screen-title">{AssetsText.assets}</H1>
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && vm.artifacts.length === 0 && <Empty text={AssetsText.empty} description={AssetsText.emptyText} icon="media" />}
      {vm.loadState.status === 'ready' && vm.artifacts.length > 0 && (
        <Card className="kb-card">
          <FormGroup label={AssetsText.typeFilter} labelFor="assets-type" inline>
            <HTMLSelect id="assets-type" value={vm.typeFilter} onChange={(event) => vm.setTypeFilter(event.currentTarget.value)} options={vm.typeOptions} />
          </FormGroup>
          {vm.visible.length === 0 ? (
            <Empty text={AssetsText.noMatch} icon="filter" />
          ) : (
            <ResponsiveTable
              label={AssetsText.table}
              regionLabel={AssetsText.tableRegion}
              className="kb-table"
              rows={vm.visible}
              rowKey={(artifact) => artifact.id}
              rowAttributes={() => ({ 'data-testid': 'asset-row' })}
              columns={[
                { header: AssetsText.file, kind: 'title', cell: (artifact) => artifact.filename },
                {
                  header: AssetsText.type,
                  cell: (artifact) => (
                    <>
                      {artifact.artifact_type}
                      {artifact.artifact_subtype ? <span className="bp6-text-muted"> / {artifact.artifact_subtype}</span> : null}
                    </>
                  ),
                },
                { header: AssetsText.size, cell: (artifact) => formatBytes(artifact.size_bytes) },
                {
                  header: AssetsText.status,
                  cell: (artifact) => (
                    <>
                      <Tag intent={vm.statusIntent(artifact.generation_status)} minimal>
                        {artifact.generation_status}
                      </Tag>
                      {artifact.error_message && <div className="kb-error-reason">{artifact.error_message}</div>}
                    </>
                  ),
                },
                { header: AssetsText.created, cell: (artifact) => formatTime(artifact.created_at) },
                {
                  header: AssetsText.download,
                  kind: 'actions',
                  cell: (artifact) =>
                    artifact.download_url && (
                      <AnchorButton
                        size="small"
                        variant="minimal"
                        icon="download"
                        href={artifact.download_url}
                        download={artifact.filename}
                        text={AssetsText.download}
                        aria-label={AssetsText.downloadName(artifact.filename)}
                      />
                    ),
                },
              ]}
            />
          )}
        </Card>
      )}
    </section>
  );
});
