import { Tag } from '@blueprintjs/core';
import { ChatText } from './chat-text.ts';

/** What a cancelled answer had written before the cancel, marked as cut off (the spec's note follows it). */
export function CutOffText({ text }: { text: string }) {
  return (
    <div className="chat-cut-off" data-testid="chat-cut-off">
      <div className="chat-text">{text}</div>
      <Tag minimal intent="warning" title={ChatText.cutOffHint}>{ChatText.cutOff}</Tag>
    </div>
  );
}
