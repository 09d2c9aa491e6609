/** What the server answers when one of the integrations feature's use cases refuses or fails (the detail of its ServerError). */
export const IntegrationsServerMessages = {
  unknownIntegration: (provider: string) => `There is no integration called '${provider}'`,
  integrationNeedsToken: (name: string) => `${name} connects with an access token`,
  integrationRefused: (name: string, reason: string) => `${name} refused the connection: ${reason}`,
  integrationUnknownAccount: (name: string) => `${name} shows no such ad account for this token`,
  externalWritesManagersOnly: 'Only organization owners and admins can create, send or launch things in connected tools here. Ask an owner to allow members in the organization settings.',
  integrationNotFound: (name: string, reason: string) => `${name} could not find it: ${reason}`,
  integrationReconnect: (name: string, reason: string) => `${name} needs to be connected again: ${reason}`,
  ga4OauthExpired: 'Google Analytics authentication has expired. Please reconnect your account.',
  ga4GrantLapsedInTesting: (reason: string) =>
    `${reason} Google ends every sign-in 7 days after it was given while the app's OAuth consent screen is in Testing status, as this one may be: an administrator must publish the consent screen (Google Cloud console, OAuth consent screen, Publish app), then connect again.`,
  ga4NotConfigured: 'Google Analytics is not set up on this server: an administrator must set GOOGLE_OAUTH_CLIENT_ID and GOOGLE_OAUTH_CLIENT_SECRET',
  ga4StateInvalid: 'This Google sign-in link is not for this account or space, or it is too old. Start connecting again.',
  ga4Denied: (reason: string) => `Google did not grant access: ${reason}`,
  ga4ScopeMissing: 'Google granted access without reading Analytics data. Connect again and allow "See and download your Google Analytics data".',
  ga4UnknownProperty: (id: string) => `Property ${id} is not one this Google account can read`,
  ga4SelectLinked: 'The selected property must be one of the linked ones',
  ga4NoProperty: 'Choose the property this space reports on first (Manage GA4 properties)',
  integrationSecretUnreadable: 'The stored access token could not be read',
  integrationUnavailable: (name: string, reason: string) => `${name} could not be reached: ${reason}. Try again in a few minutes.`,
} as const;
