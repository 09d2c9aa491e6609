/** The prompt starters of the brand-voice tasks: offered when a request is outside the agent's remit or lacks its text. */
export const STARTERS = {
  rewrite: 'Rewrite this in our brand voice: <paste your text>',
  check: 'Check this against our brand voice: <paste your text>',
  guide: "Write a voice guide with do's, don'ts and example phrases",
  analyse: 'Analyse the voice of this sample: <paste your text>',
} as const;
