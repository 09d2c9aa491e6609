import { lazy, Suspense, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button } from '@blueprintjs/core';
import { useSendToSite } from './use-send-to-site.ts';
import type { DraftSource } from './send-to-site.view-model.ts';
import { PublishingText } from './publishing-text.ts';

// The dialog loads on first use: the chat route's bundle stays small.
const SendToSiteDialog = lazy(async () => ({ default: (await import('./send-to-site-dialog.tsx')).SendToSiteDialog }));

/**
 * "Send to <site> as draft", one button per connected publishing site, under a finished answer or a Markdown or
 * HTML artifact (R-OPEN-40). The dialog asks for the title (and WordPress's categories and tags) before sending.
 */
export const SendToSite = observer(function SendToSite({ source }: { source: DraftSource }) {
  const vm = useSendToSite();
  useEffect(() => vm.ensureSites(), [vm]);
  if (vm.sites.length === 0) return null;
  const mine = vm.pending && vm.pending.source.messageId === source.messageId && vm.pending.source.artifactId === source.artifactId;
  return (
    <span className="send-to-site" data-testid="send-to-site">
      {vm.sites.map((site) => (
        <Button key={site.provider} size="small" variant="minimal" icon="share" text={PublishingText.sendToSite(site.name)} title={site.label} onClick={() => vm.open(site, source)} />
      ))}
      {mine && (
        <Suspense fallback={null}>
          <SendToSiteDialog />
        </Suspense>
      )}
    </span>
  );
});
