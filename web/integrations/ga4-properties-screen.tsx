import { observer } from 'mobx-react-lite';
import { Card, H1 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import type { Ga4PropertiesViewModel } from './ga4-properties.view-model.ts';
import { Ga4PropertiesPanel } from './ga4-properties-panel.tsx';
import { WebText } from '../text.ts';
import { IntegrationsText } from './integrations-text.ts';

/** /connections/ga4/manage: the GA4 properties linked to the space and the one its reports read. */
export const Ga4PropertiesScreen = observer(function Ga4PropertiesScreen({ vm }: { vm: Ga4PropertiesViewModel }) {
  return (
    <section aria-labelledby="ga4-properties-title">
      <H1 id="ga4-properties-title" className="screen-title">{IntegrationsText.ga4PropertiesTitle}</H1>
      <p>{IntegrationsText.ga4PropertiesIntro}</p>
      <Card className="form-card">
        <Ga4PropertiesPanel vm={vm} />
      </Card>
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
    </section>
  );
});
