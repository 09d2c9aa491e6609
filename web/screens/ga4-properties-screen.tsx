import { observer } from 'mobx-react-lite';
import { Card, H1 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { useScreenViewModel } from '../view-model-context.tsx';
import { Ga4PropertiesViewModel } from '../view-models/ga4-properties.view-model.ts';
import { Ga4PropertiesPanel } from '../components/ga4-properties-panel.tsx';
import { WebText } from '../text.ts';

/** /connections/ga4/manage: the GA4 properties linked to the space and the one its reports read. */
export const Ga4PropertiesScreen = observer(function Ga4PropertiesScreen() {
  const vm = useScreenViewModel('ga4Properties', Ga4PropertiesViewModel);
  return (
    <section aria-labelledby="ga4-properties-title">
      <H1 id="ga4-properties-title" className="screen-title">{WebText.ga4PropertiesTitle}</H1>
      <p>{WebText.ga4PropertiesIntro}</p>
      <Card className="form-card">
        <Ga4PropertiesPanel vm={vm} />
      </Card>
      <p>
        <Link to="/connections">{WebText.ga4Done}</Link>
      </p>
    </section>
  );
});
