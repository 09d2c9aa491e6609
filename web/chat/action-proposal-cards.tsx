import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, H3, Spinner } from '@blueprintjs/core';
import type { ChatMessage } from '../../core/domain/agents/chat-entities.ts';
import type { ActionProposal } from '../../core/domain/agents/action-proposals.ts';
import { useViewModel } from '../view-model-context.tsx';
import { ChatText } from './chat-text.ts';

/**
 * The confirmation cards under an answer: what the agent proposes to create where, with Apply and Dismiss;
 * then progress, the result with its link, or the error with "Try again". A member the organization does not
 * allow sees why instead of the button.
 */
const ActionProposalCards = observer(function ActionProposalCards({ message }: { message: ChatMessage }) {
  const vm = useViewModel('actionProposals');
  const cards = vm.cardsFor(message);
  return (
    <section aria-label={ChatText.proposalCards} className="proposal-cards">
      {cards.map((card) => <ProposalCard key={card.id} card={card} />)}
    </section>
  );
});

const ProposalCard = observer(function ProposalCard({ card }: { card: ActionProposal }) {
  const vm = useViewModel('actionProposals');
  const busy = vm.isBusy(card.id);
  const error = vm.errors.get(card.id) ?? (card.status === 'failed' ? card.error : null);
  const open = card.status === 'pending' || card.status === 'failed';
  return (
    <Card className="proposal-card" data-testid="proposal-card" style={{ margin: '0.5rem 0', padding: '0.75rem 1rem' }}>
      <H3 style={{ fontSize: '1rem', marginBottom: '0.25rem' }}>{card.title}</H3>
      <p style={{ margin: '0 0 0.25rem' }}>
        <strong>{ChatText.proposalWhere}:</strong> {card.target}
      </p>
      {card.details.length > 0 && (
        <ul style={{ margin: '0 0 0.5rem', paddingLeft: '1.25rem' }}>
          {card.details.map((d, i) => <li key={i}>{d}</li>)}
        </ul>
      )}
      {busy && (
        <p role="status" style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', margin: 0 }}>
          <Spinner size={16} /> {ChatText.proposalApplying}
        </p>
      )}
      {!busy && card.status === 'applied' && card.result && (
        <Callout intent="success" icon="tick" role="status" title={ChatText.proposalApplied}>
          {card.result.summary}
          {card.result.link && (
            <div style={{ marginTop: '0.5rem' }}>
              {card.result.link.startsWith('/') ? (
                <Link to={card.result.link}>{ChatText.proposalOpen}</Link>
              ) : (
                <a href={card.result.link} target="_blank" rel="noopener noreferrer">{ChatText.proposalOpen}</a>
              )}
            </div>
          )}
        </Callout>
      )}
      {!busy && card.status === 'dismissed' && <p className="bp6-text-muted" style={{ margin: 0 }}>{ChatText.proposalDismissed}</p>}
      {!busy && card.status === 'expired' && <p className="bp6-text-muted" style={{ margin: 0 }}>{ChatText.proposalExpired}</p>}
      {!busy && error && <Callout intent="danger" role="alert" style={{ marginBottom: '0.5rem' }}>{error}</Callout>}
      {!busy && open && !card.can_apply && <Callout intent="warning" icon="lock">{ChatText.proposalMembersNotAllowed}</Callout>}
      {!busy && open && card.can_apply && (
        <div style={{ display: 'flex', gap: '0.5rem', alignItems: 'center', flexWrap: 'wrap' }}>
          <Button intent="primary" size="small" icon={card.status === 'failed' ? 'refresh' : 'confirm'} text={card.status === 'failed' ? ChatText.proposalTryAgain : ChatText.proposalApply} onClick={() => void vm.apply(card)} />
          <Button size="small" variant="minimal" text={ChatText.proposalDismiss} onClick={() => void vm.dismiss(card)} />
          {card.status === 'pending' && <span className="bp6-text-muted">{ChatText.proposalNothingYet}</span>}
        </div>
      )}
      {!busy && open && !card.can_apply && <Button size="small" variant="minimal" text={ChatText.proposalDismiss} onClick={() => void vm.dismiss(card)} />}
    </Card>
  );
});

export default ActionProposalCards;
