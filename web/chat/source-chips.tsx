import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import { distinctSources, type AnswerSource } from '../../core/domain/agents/answer-source.ts';
import { useViewModel } from '../view-model-context.tsx';
import { ChatText } from './chat-text.ts';

const ICON = { document: 'document', url: 'globe-network', space_profile: 'id-number' } as const;

/**
 * An answer's sources as chips, one per source, numbered so that a marker like [1] in the answer points at its
 * chip; a chip opens the cited passage in the document viewer.
 */
export const SourceChips = observer(function SourceChips({ sources }: { sources: AnswerSource[] | undefined }) {
  const viewer = useViewModel('documentViewer');
  const chips = distinctSources(sources ?? []);
  if (!chips.length) return null;
  return (
    <div className="chat-answer-sources" role="group" aria-label={ChatText.answerSources} data-testid="chat-answer-sources">
      <span className="bp6-text-muted">{ChatText.answerSources}</span>
      {chips.map((source, index) => (
        <Button
          key={`${source.type}:${source.id ?? ''}`}
          size="small"
          variant="outlined"
          icon={ICON[source.type]}
          text={<><span className="bp6-text-muted">[{index + 1}]</span> {source.title}</>}
          title={ChatText.openSource(source.title)}
          data-testid="chat-source-chip"
          data-source-type={source.type}
          onClick={() => void viewer.openSource(source)}
        />
      ))}
    </div>
  );
});
