import { observer } from 'mobx-react-lite';
import { Button, Callout, HTMLTable, Icon, Spinner, Tag } from '@blueprintjs/core';
import type { Artifact } from '../../core/domain/agents/artifact.ts';
import { ArtifactIntegrationActions } from './answer-integration-actions.tsx';
import { useViewModel } from '../view-model-context.tsx';
import { MarkdownView } from '../components/markdown-view.tsx';
import type { OpenPreview } from './artifact-previews.view-model.ts';
import { WebText } from '../text.ts';
import { ChatText } from './chat-text.ts';

/** An answer's files: each downloads, and HTML, images, Markdown and CSV also show in place. */
export const ArtifactList = observer(function ArtifactList({ artifacts, agentSlug = '', answerCompleted = false }: { artifacts: Artifact[]; agentSlug?: string; answerCompleted?: boolean }) {
  const previews = useViewModel('artifactPreviews');
  if (artifacts.length === 0) return null;
  return (
    <ul className="chat-artifacts" aria-label={ChatText.artifacts}>
      {artifacts.map((a) => {
        const preview = previews.previewOf(a);
        return (
          <li key={a.id}>
            <div className="chat-artifact__row">
              {a.download_url ? (
                <a href={a.download_url} download={a.filename} className="chat-artifact" data-testid="chat-artifact" aria-label={ChatText.download(a.filename)}>
                  <Icon icon="download" aria-hidden /> {a.filename}
                </a>
              ) : (
                <span className="chat-artifact">{a.filename}</span>
              )}
              <Tag minimal>{a.artifact_type}</Tag>
              {previews.kindOf(a) && (
                <Button
                  variant="minimal"
                  size="small"
                  icon={preview ? 'eye-off' : 'eye-open'}
                  text={preview ? ChatText.hidePreview : ChatText.showPreview}
                  aria-expanded={preview !== null}
                  aria-label={preview ? ChatText.hidePreviewOf(a.filename) : ChatText.showPreviewOf(a.filename)}
                  onClick={() => void previews.toggle(a)}
                />
              )}
              {/* None when the answer offers them itself, once. */}
              <ArtifactIntegrationActions artifact={a} agentSlug={agentSlug} answerCompleted={answerCompleted} />
            </div>
            {preview && <Preview artifact={a} preview={preview} />}
          </li>
        );
      })}
    </ul>
  );
});

const Preview = observer(function Preview({ artifact, preview }: { artifact: Artifact; preview: OpenPreview }) {
  if (preview.error) return <Callout intent="warning">{preview.error}</Callout>;
  switch (preview.kind) {
    case 'html':
      // sandbox="" (no scripts, no same-origin, no forms), on top of the server's CSP sandbox for the inline link.
      return <iframe className="artifact-preview artifact-preview--html" data-testid="artifact-preview" title={ChatText.previewOf(artifact.filename)} src={preview.url} sandbox="" referrerPolicy="no-referrer" />;
    case 'image':
      return <img className="artifact-preview artifact-preview--image" data-testid="artifact-preview" src={preview.url} alt={ChatText.previewOf(artifact.filename)} />;
    case 'markdown':
      return preview.text === null ? <Spinner size={20} aria-label={WebText.loading} /> : (
        <div className="artifact-preview" data-testid="artifact-preview"><MarkdownView markdown={preview.text} /></div>
      );
    case 'csv':
      return preview.rows === null ? <Spinner size={20} aria-label={WebText.loading} /> : (
        <div className="artifact-preview artifact-preview--table" data-testid="artifact-preview">
          <HTMLTable compact striped>
            {preview.rows.length > 0 && (
              <thead>
                <tr>{preview.rows[0]!.map((cell, i) => <th key={i}>{cell}</th>)}</tr>
              </thead>
            )}
            <tbody>
              {preview.rows.slice(1).map((row, r) => (
                <tr key={r}>{row.map((cell, i) => <td key={i}>{cell}</td>)}</tr>
              ))}
            </tbody>
          </HTMLTable>
        </div>
      );
  }
});
