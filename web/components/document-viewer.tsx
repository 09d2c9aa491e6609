import { useEffect, useRef, type RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, DialogBody, DialogFooter } from '@blueprintjs/core';
import { Modal } from './modal.tsx';
import { MarkdownView, preloadMarkdown } from './markdown-view.tsx';
import { LoadError, Loading } from './load-state.tsx';
import { useViewModel } from '../view-model-context.tsx';
import { WebText } from '../text.ts';

/**
 * The document viewer (one per app): a knowledge-base document, a URL source's text or the space profile's
 * quoted answers, scrolled to the cited passage or search match, which is marked. Markdown renders sanitised;
 * other text shows as text.
 */
export const DocumentViewer = observer(function DocumentViewer() {
  const vm = useViewModel('documentViewer');
  const mark = useRef<HTMLElement>(null);
  useEffect(() => {
    if (vm.isOpen) preloadMarkdown();
  }, [vm.isOpen]);
  useEffect(() => {
    mark.current?.scrollIntoView?.({ block: 'center' });
  }, [vm.status, vm.text, vm.highlight]);

  const firstMarked = vm.format === 'markdown' ? vm.blocks.findIndex((b) => b.highlighted) : -1;
  return (
    <Modal size="3xl" isOpen={vm.isOpen} onClose={vm.close} title={vm.title} icon="document-open" dialogProps={{ className: 'document-viewer' }}>
      <DialogBody>
        <div data-testid="document-viewer">
          {vm.status === 'loading' && <Loading text={WebText.viewerLoading} />}
          {vm.status === 'error' && <LoadError text={vm.error ?? WebText.viewerEmpty} />}
          {vm.isEmpty && <p className="bp6-text-muted">{WebText.viewerEmpty}</p>}
          {vm.status === 'ready' && vm.format === 'markdown' && (
            <div className="document-viewer__markdown">
              {vm.blocks.map((block, i) => (
                <div
                  key={block.key}
                  ref={i === firstMarked ? (mark as RefObject<HTMLDivElement>) : undefined}
                  className={block.highlighted ? 'document-viewer__hit' : undefined}
                  data-testid={block.highlighted ? 'document-viewer-highlight' : undefined}
                >
                  {i === firstMarked && vm.markLabel && <span className="document-viewer__label">{vm.markLabel}</span>}
                  <MarkdownView markdown={block.markdown} />
                </div>
              ))}
            </div>
          )}
          {vm.status === 'ready' && vm.format === 'text' && (
            <div className="document-viewer__text">
              {vm.textParts.before}
              {vm.textParts.match && (
                <mark ref={mark} className="document-viewer__hit" data-testid="document-viewer-highlight">
                  {vm.textParts.match}
                </mark>
              )}
              {vm.textParts.after}
            </div>
          )}
        </div>
      </DialogBody>
      <DialogFooter actions={<Button text={WebText.viewerClose} onClick={vm.close} />} />
    </Modal>
  );
});
