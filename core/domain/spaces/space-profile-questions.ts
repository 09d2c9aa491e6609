import { isOnboardingComplete } from './onboarding.ts';

/** The space profile questionnaire behind /space-setup: 18 questions by default (spec 3, 9). */
export interface ProfileQuestion {
  id: string;
  section: 'business' | 'audience' | 'offer' | 'goals' | 'channels' | 'tone';
  prompt: string;
  kind: 'text' | 'long-text' | 'choice';
  options?: string[];
  /** An answer that must be a web address (agents write it into links). */
  format?: 'web-address';
}

/** The space's profile questionnaire with its saved answers, as the client reads it. */
export interface SpaceProfile {
  questions: ProfileQuestion[];
  answers: Record<string, string>;
  onboarding_completed: boolean;
}

export interface SpaceProfileAnswers {
  answers: Record<string, string>;
}

export const SPACE_PROFILE_QUESTIONS: readonly ProfileQuestion[] = [
  { id: 'business_name', section: 'business', prompt: 'What is the name of the business or brand this space is for?', kind: 'text' },
  { id: 'business_description', section: 'business', prompt: 'Describe what the business does in two or three sentences.', kind: 'long-text' },
  { id: 'industry', section: 'business', prompt: 'Which industry are you in?', kind: 'text' },
  { id: 'website', section: 'business', prompt: 'What is your main website address?', kind: 'text', format: 'web-address' },
  { id: 'audience_primary', section: 'audience', prompt: 'Who is your primary customer? Describe them.', kind: 'long-text' },
  { id: 'audience_problems', section: 'audience', prompt: 'What problems or needs bring them to you?', kind: 'long-text' },
  { id: 'audience_type', section: 'audience', prompt: 'Do you sell mainly to businesses or to consumers?', kind: 'choice', options: ['Businesses (B2B)', 'Consumers (B2C)', 'Both'] },
  { id: 'offer_main', section: 'offer', prompt: 'What is your main product or service?', kind: 'long-text' },
  { id: 'offer_differentiator', section: 'offer', prompt: 'What makes you different from competitors?', kind: 'long-text' },
  { id: 'offer_price_point', section: 'offer', prompt: 'How would you describe your price point?', kind: 'choice', options: ['Budget', 'Mid-market', 'Premium'] },
  { id: 'competitors', section: 'offer', prompt: 'Name your main competitors.', kind: 'text' },
  { id: 'goal_primary', section: 'goals', prompt: 'What is your most important marketing goal for the next quarter?', kind: 'long-text' },
  { id: 'goal_kpis', section: 'goals', prompt: 'Which numbers tell you marketing is working (KPIs)?', kind: 'text' },
  { id: 'budget', section: 'goals', prompt: 'What is your monthly marketing budget?', kind: 'text' },
  { id: 'channels_current', section: 'channels', prompt: 'Which channels do you use today (email, SEO, social, ads...)?', kind: 'text' },
  { id: 'channels_best', section: 'channels', prompt: 'Which channel brings you the best customers?', kind: 'text' },
  { id: 'tone_words', section: 'tone', prompt: 'Three words that describe how your brand should sound.', kind: 'text' },
  { id: 'tone_avoid', section: 'tone', prompt: 'Words, claims or styles your brand should avoid.', kind: 'long-text' },
];

export const MAX_ANSWER_LENGTH = 4000;

/** Said under a web-address answer that is not one, on the client before saving and by the server (422). */
export const NOT_A_WEB_ADDRESS = 'Enter a web address, like example.com';

/** Why this answer cannot be saved for this question, or null: the one rule the client and the server both apply. */
export function answerProblem(question: Pick<ProfileQuestion, 'format'> | undefined, answer: string): string | null {
  const value = answer.trim();
  if (question?.format === 'web-address' && value !== '' && !isWebAddress(value)) return NOT_A_WEB_ADDRESS;
  return null;
}

/** `example.com`, `www.example.co.uk/shop` or `https://example.com`: an http(s) address whose host has a dot, no spaces. */
function isWebAddress(value: string): boolean {
  if (/\s/.test(value)) return false;
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
  } catch {
    return false;
  }
  return (url.protocol === 'https:' || url.protocol === 'http:') && /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(url.hostname) && !url.username && !url.password;
}

/** Progress as the client expects it: one status per question, in order. */
export function onboardingProgressOf(answeredIds: ReadonlySet<string>) {
  const questionStatuses = SPACE_PROFILE_QUESTIONS.map((q) => ({ answered: answeredIds.has(q.id) }));
  const onboarding_progress = { questionStatuses, totalQuestions: SPACE_PROFILE_QUESTIONS.length };
  return { onboarding_progress, onboarding_completed: isOnboardingComplete(onboarding_progress) };
}
