import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, H2, Tag } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { Messages } from '../../core/domain/messages.ts';
import { WebText } from '../text.ts';
import { ShellText } from './shell-text.ts';

/**
 * The Background Tasks button and panel (spec 2.3; decisions D8): a round button at the bottom
 * right with the count of all tasks; the panel lists each with its status line, preview and
 * transport badge, goes to the session on click, and ends with the counts and 'Clear Completed'.
 */
export const BackgroundTasks = observer(function BackgroundTasks() {
  const vm = useViewModel('backgroundTasks');
  useEffect(() => {
    if (!vm.isOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') vm.setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [vm, vm.isOpen]);

  if (vm.count === 0 && !vm.isOpen) return null;
  return (
    <>
      <button
        type="button"
        className="bg-tasks-button"
        aria-expanded={vm.isOpen}
        aria-controls="background-tasks-panel"
        data-testid="background-tasks-button"
        onClick={vm.toggle}
      >
        <span className="bp6-icon bp6-icon-layers" aria-hidden="true" />
        <span className="sr-only">{vm.title}</span>
        <span className="bg-tasks-button__count">{vm.count}</span>
      </button>
      {vm.isOpen && (
        <section id="background-tasks-panel" className="bg-tasks-panel" aria-labelledby="background-tasks-title" data-testid="background-tasks-panel">
          <header className="bg-tasks-panel__header">
            <H2 id="background-tasks-title" className="card-title">{vm.title}</H2>
            <Button variant="minimal" size="small" icon="cross" aria-label={WebText.closePanel} onClick={() => vm.setOpen(false)} />
          </header>
          {vm.rows.length === 0 && <p className="bp6-text-muted bg-tasks-panel__empty">{ShellText.noBackgroundTasks}</p>}
          <ul className="bg-tasks-panel__list">
            {vm.rows.map((row) => (
              <li key={row.sessionId} className="bg-task" data-testid="background-task">
                <button type="button" className="bg-task__open" onClick={() => vm.openTask(row)}>
                  <span className="bg-task__top">
                    <strong className="bg-task__agent">{row.agentName}</strong>
                    <Tag minimal round className="bg-task__badge">{row.badge}</Tag>
                  </span>
                  <span className="bg-task__status" data-testid="background-task-status">{row.statusLine}</span>
                  {row.preview && <span className="bg-task__preview">{row.preview}</span>}
                </button>
                {row.closable && <Button variant="minimal" size="small" icon="cross" aria-label={ShellText.closeTask(row.agentName)} onClick={() => vm.close(row)} />}
              </li>
            ))}
          </ul>
          <footer className="bg-tasks-panel__footer">
            <span data-testid="background-tasks-footer">{vm.footer}</span>
            <Button size="small" text={Messages.clearCompleted} disabled={vm.completedCount === 0} onClick={vm.clearCompleted} />
          </footer>
        </section>
      )}
    </>
  );
});
