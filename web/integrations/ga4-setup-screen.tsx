import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, H1, H2, Spinner } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import type { Ga4SetupViewModel } from './ga4-setup.view-model.ts';
import type { Ga4PropertiesViewModel } from './ga4-properties.view-model.ts';
import { Ga4PropertiesPanel } from './ga4-properties-panel.tsx';
import { WebText } from '../text.ts';
import { IntegrationsText } from './integrations-text.ts';

/** /ga4-setup: what is asked of Google and why, connect, then pick the properties. */
/** The setup's two view-models: connecting, then picking the properties. */
export interface Ga4SetupViewModels {
  setup: Ga4SetupViewModel;
  properties: Ga4PropertiesViewModel;
}

export const Ga4SetupScreen = observer(function Ga4SetupScreen({ vm: { setup, properties } }: { vm: Ga4SetupViewModels }) {
  const navigate = useNavigate();
  useEffect(() => {
    void setup.init();
  }, [setup]);

  return (
    <section aria-labelledby="ga4-setup-title" className="ga4-setup">
      <H1 id="ga4-setup-title" className="screen-title">{IntegrationsText.ga4SetupTitle}</H1>
      <p>{IntegrationsText.ga4SetupIntro}</p>
      <Card className="form-card">
        <H2 className="card-title">{IntegrationsText.ga4StepConnect}</H2>
        {setup.step === 'finishing' && (
          <p role="status">
            <Spinner size={16} className="inline-spinner" /> {IntegrationsText.ga4Finishing}
          </p>
        )}
        {setup.step === 'connected' && (
          <Callout intent="success" role="status" className="form-callout">
            {IntegrationsText.ga4Connected}
          </Callout>
        )}
        {(setup.step === 'explain' || setup.step === 'redirecting' || setup.step === 'error') && (
          <>
            <h3 className="bp6-heading">{IntegrationsText.ga4AccessTitle}</h3>
            <ul>
              {IntegrationsText.ga4AccessItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {setup.error && (
              <Callout intent="danger" role="alert" className="form-callout">
                {setup.error}
              </Callout>
            )}
            {setup.canConnect ? (
              <Button intent="primary" icon="data-connection" text={setup.step === 'redirecting' ? IntegrationsText.ga4Redirecting : IntegrationsText.ga4ConnectWithGoogle} loading={setup.step === 'redirecting'} onClick={() => void setup.connect()} />
            ) : (
              <Callout className="form-callout">{IntegrationsText.ga4ReadOnly}</Callout>
            )}
          </>
        )}
      </Card>
      {setup.step === 'connected' && (
        <Card className="form-card">
          <H2 className="card-title">{IntegrationsText.ga4StepProperties}</H2>
          <Ga4PropertiesPanel vm={properties} onSaved={() => navigate('/connections')} />
        </Card>
      )}
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
    </section>
  );
});
