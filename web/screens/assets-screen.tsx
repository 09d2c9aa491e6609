import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { AnchorButton, Card, FormGroup, H1, HTMLSelect, HTMLTable, Tag } from '@blueprintjs/core';
import { TableScroll } from '../components/table-scroll.tsx';
import { useScreenViewModel } from '../view-model-context.tsx';
import { AssetsViewModel } from '../view-models/assets.view-model.ts';
import { Empty, LoadError, Loading } from '../components/load-state.tsx';
import { formatBytes, formatTime } from '../view-models/knowledge-base.view-model.ts';
import { WebText } from '../text.ts';

/** Assets (/assets): the files agents made in the current space, with type filter and downloads. */
export const AssetsScreen = observer(function AssetsScreen() {
  const vm = useScreenViewModel('assets', AssetsViewModel);
  useEffect(() => {
    void vm.load();
  }, [vm]);

  return (
    <section aria-labelledby="assets-title" className="assets-screen">
      <H1 id="assets-title" className="screen-title">{WebText.assets}</H1>
      {vm.status === 'loading' && <Loading />}
      {vm.status === 'error' && <LoadError text={vm.error!} onRetry={() => void vm.load()} />}
      {vm.status === 'ready' && vm.artifacts.length === 0 && <Empty text={WebText.assetsEmpty} description={WebText.assetsEmptyText} icon="media" />}
      {vm.status === 'ready' && vm.artifacts.length > 0 && (
        <Card className="kb-card">
          <FormGroup label={WebText.assetsTypeFilter} labelFor="assets-type" inline>
            <HTMLSelect id="assets-type" value={vm.typeFilter} onChange={(event) => vm.setTypeFilter(event.currentTarget.value)} options={vm.typeOptions} />
          </FormGroup>
          {vm.visible.length === 0 ? (
            <Empty text={WebText.assetsNoMatch} icon="filter" />
          ) : (
            <TableScroll label={WebText.assetsTable}>
              <HTMLTable className="kb-table" striped aria-label={WebText.assetsTable}>
                <thead>
                  <tr>
                    <th scope="col">{WebText.assetsFile}</th>
                    <th scope="col">{WebText.assetsType}</th>
                    <th scope="col">{WebText.assetsSize}</th>
                    <th scope="col">{WebText.assetsStatus}</th>
                    <th scope="col">{WebText.assetsCreated}</th>
                    <th scope="col">{WebText.assetsDownload}</th>
                  </tr>
                </thead>
                <tbody>
                  {vm.visible.map((artifact) => (
                    <tr key={artifact.id} data-testid="asset-row">
                      <td>{artifact.filename}</td>
                      <td>
                        {artifact.artifact_type}
                        {artifact.artifact_subtype ? <span className="bp6-text-muted"> / {artifact.artifact_subtype}</span> : null}
                      </td>
                      <td>{formatBytes(artifact.size_bytes)}</td>
                      <td>
                        <Tag intent={vm.statusIntent(artifact.generation_status)} minimal>{artifact.generation_status}</Tag>
                        {artifact.error_message && <div className="kb-error-reason">{artifact.error_message}</div>}
                      </td>
                      <td>{formatTime(artifact.created_at)}</td>
                      <td>
                        {artifact.download_url && (
                          <AnchorButton
                            size="small"
                            variant="minimal"
                            icon="download"
                            href={artifact.download_url}
                            download={artifact.filename}
                            text={WebText.assetsDownload}
                            aria-label={WebText.assetsDownloadName(artifact.filename)}
                          />
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </HTMLTable>
            </TableScroll>
          )}
        </Card>
      )}
    </section>
  );
});
