import { observer } from 'mobx-react-lite';
import { Button, DialogBody, DialogFooter, H3, Icon } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useViewModel } from '../view-model-context.tsx';
import { Carousel } from '../components/carousel.tsx';
import { Modal } from '../components/modal.tsx';
import { ShellText } from './shell-text.ts';

const SLIDES: { key: string; icon: IconName; title: string; text: string }[] = [
  { key: 'spaces', icon: 'folder-close', title: 'Spaces', text: 'Each space keeps its own knowledge, brand voice and chats. Switch spaces from the header.' },
  { key: 'agents', icon: 'predictive-analysis', title: 'AI agents', text: 'Email, SEO, strategy review, brand voice, creative and CMO agents work from what your space knows.' },
  { key: 'profile', icon: 'clipboard', title: 'Space profile', text: 'Answer the space profile questions so every agent knows your business, audience and tone.' },
  { key: 'credits', icon: 'dashboard', title: 'Credits', text: 'Agent runs use credits from your plan. The gauge in the sidebar shows how many of them you have used.' },
];

/** The welcome modal after a first login (spec 2.2), with a short carousel of what the workspace does. */
export const WelcomeModal = observer(function WelcomeModal() {
  const vm = useViewModel('welcome');
  return (
    <Modal size="2xl" isOpen={vm.isOpen} onClose={vm.close} title={ShellText.welcomeTitle} icon="hand">
      <DialogBody>
        <Carousel
          label={ShellText.welcomeTitle}
          slides={SLIDES.map((slide) => ({
            key: slide.key,
            content: (
              <div className="welcome-slide">
                <Icon icon={slide.icon} size={32} aria-hidden="true" />
                <H3>{slide.title}</H3>
                <p>{slide.text}</p>
              </div>
            ),
          }))}
        />
      </DialogBody>
      <DialogFooter actions={<Button intent="primary" text={ShellText.welcomeStart} onClick={vm.close} />} />
    </Modal>
  );
});
