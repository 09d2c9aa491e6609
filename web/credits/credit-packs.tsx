import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { Button, Callout, Card, H2, Tag } from '@blueprintjs/core';
import type { CreditPacksViewModel } from './credit-packs.view-model.ts';
import { LoadError, Loading } from '../components/load-state.tsx';
import { CreditsText } from './credits-text.ts';

/** "Buy credits": the server's packs with a Buy button each (Credits and Pricing). */
export const CreditPacks = observer(function CreditPacks({ vm }: { vm: CreditPacksViewModel }) {
  return (
    <Card className="credits-card credits-card--wide credit-packs" data-testid="credit-packs">
      <H2 className="card-title" id="credit-packs-title">{CreditsText.buyCreditsTitle}</H2>
      <p className="bp6-text-muted">{CreditsText.buyCreditsIntro}</p>
      {vm.bought && (
        <Callout intent="success" className="form-callout" role="status" title={CreditsText.packBought(vm.bought.credits)}>
          {vm.bought.testMode && (
            <p>
              <Tag intent="warning">Test mode</Tag> {CreditsText.testModeBanner}
            </p>
          )}
          <Link to="/payment/success">{CreditsText.paymentSeePlanAndCredits}</Link>
        </Callout>
      )}
      {vm.buyError && (
        <Callout intent="danger" className="form-callout" role="alert">
          {vm.buyError}
        </Callout>
      )}
      {vm.loadState.status === 'loading' && <Loading />}
      {vm.loadState.status === 'error' && <LoadError text={vm.loadState.error!} onRetry={() => void vm.load()} />}
      {vm.loadState.status === 'ready' && (
        <ul className="credit-packs__list" aria-labelledby="credit-packs-title">
          {vm.rows.map((pack) => (
            <li key={pack.id} className="credit-packs__pack">
              <span className="credit-packs__credits">{pack.credits}</span>
              {pack.bonus && <Tag intent="success" minimal>{pack.bonus}</Tag>}
              {/* The price and its Buy keep together, at the right, when a narrow pack wraps. */}
              <span className="credit-packs__buy">
                <span className="credit-packs__price">{pack.price}</span>
                <Button
                  intent="primary"
                  text={CreditsText.buyPack}
                  aria-label={pack.buyLabel}
                  disabled={!vm.canBuy || vm.buying !== null}
                  loading={vm.buying === pack.id}
                  onClick={() => void vm.buy(pack.id)}
                />
              </span>
            </li>
          ))}
        </ul>
      )}
      {vm.loadState.status === 'ready' && !vm.canBuy && <p className="bp6-text-muted">{CreditsText.buyCreditsManagersOnly}</p>}
    </Card>
  );
});
