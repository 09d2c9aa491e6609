import { Tag } from '@blueprintjs/core';
import { WebText } from '../text.ts';

/** What a cancelled answer had written before the cancel, marked as cut off (the spec's note follows it). */
export function CutOffText({ text }: { text: string }) {
  return (
    <div className="chat-cut-off" data-testid="chat-cut-off">
      <div className="chat-text">{text}</div>
      <Tag minimal intent="warning" title={WebText.cutOffHint}>{WebText.cutOff}</Tag>
    </div>
  );
}
