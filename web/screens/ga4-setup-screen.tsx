import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { Button, Callout, Card, H1, H2, Spinner } from '@blueprintjs/core';
import { Link, useNavigate } from 'react-router-dom';
import { useScreenViewModel } from '../view-model-context.tsx';
import { Ga4SetupViewModel } from '../view-models/ga4-setup.view-model.ts';
import { Ga4PropertiesViewModel } from '../view-models/ga4-properties.view-model.ts';
import { Ga4PropertiesPanel } from '../components/ga4-properties-panel.tsx';
import { WebText } from '../text.ts';

/** /ga4-setup: what is asked of Google and why, connect, then pick the properties. */
export const Ga4SetupScreen = observer(function Ga4SetupScreen() {
  const setup = useScreenViewModel('ga4Setup', Ga4SetupViewModel);
  const properties = useScreenViewModel('ga4Properties', Ga4PropertiesViewModel);
  const navigate = useNavigate();
  useEffect(() => {
    void setup.init();
  }, [setup]);

  return (
    <section aria-labelledby="ga4-setup-title" className="ga4-setup">
      <H1 id="ga4-setup-title" className="screen-title">{WebText.ga4SetupTitle}</H1>
      <p>{WebText.ga4SetupIntro}</p>
      <Card className="form-card">
        <H2 className="card-title">{WebText.ga4StepConnect}</H2>
        {setup.step === 'finishing' && (
          <p role="status">
            <Spinner size={16} className="inline-spinner" /> {WebText.ga4Finishing}
          </p>
        )}
        {setup.step === 'connected' && (
          <Callout intent="success" role="status" className="form-callout">
            {WebText.ga4Connected}
          </Callout>
        )}
        {(setup.step === 'explain' || setup.step === 'redirecting' || setup.step === 'error') && (
          <>
            <h3 className="bp6-heading">{WebText.ga4AccessTitle}</h3>
            <ul>
              {WebText.ga4AccessItems.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            {setup.error && (
              <Callout intent="danger" role="alert" className="form-callout">
                {setup.error}
              </Callout>
            )}
            {setup.canConnect ? (
              <Button intent="primary" icon="data-connection" text={setup.step === 'redirecting' ? WebText.ga4Redirecting : WebText.ga4ConnectWithGoogle} loading={setup.step === 'redirecting'} onClick={() => void setup.connect()} />
            ) : (
              <Callout className="form-callout">{WebText.ga4ReadOnly}</Callout>
            )}
          </>
        )}
      </Card>
      {setup.step === 'connected' && (
        <Card className="form-card">
          <H2 className="card-title">{WebText.ga4StepProperties}</H2>
          <Ga4PropertiesPanel vm={properties} onSaved={() => navigate('/connections')} />
        </Card>
      )}
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
    </section>
  );
});
