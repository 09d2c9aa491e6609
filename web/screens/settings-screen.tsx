import { NonIdealState } from '@blueprintjs/core';
import { WebText } from '../text.ts';

/** Settings: a placeholder until its issue lands. */
export function SettingsScreen() {
  return <NonIdealState icon="cog" title={WebText.settings} description={WebText.settingsPlaceholder} />;
}
