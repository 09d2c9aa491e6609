import { Link } from 'react-router-dom';
import { Card, H1 } from '@blueprintjs/core';
import { Messages } from '../../core/domain/messages.ts';

/** OrganizationOnboarding (/onboarding): where 'Set Up Now' leads; setting up a space is its profile. */
export function OnboardingScreen() {
  return (
    <section aria-labelledby="onboarding-title">
      <H1 id="onboarding-title" className="screen-title">Set up your space</H1>
      <Card className="form-card">
        <p>{Messages.setUpSpace}: answer the space profile questions about your business, audience, offer, goals, channels and tone.</p>
        <Link to="/space-setup" className="bp6-button bp6-intent-primary">
          {Messages.completeSpaceProfile}
        </Link>
      </Card>
    </section>
  );
}
