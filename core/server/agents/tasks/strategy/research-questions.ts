import type { AgentTask, TaskInput, TaskOutput } from '../agent-task.ts';
import { parseEnglish } from '../../brief/english-words.ts';
import { isPeopleNoun } from '../../brief/people-nouns.ts';
import { parseCount } from '../../brief/parse-count.ts';
import { countWord } from '../english-phrases.ts';
import { profileSource } from './advice-sources.ts';

/**
 * 'Write 8 interview questions for owners who left us', 'a 6-question survey for guests after their stay, no more
 * than 2 open-text': customer research asked for as questions. An interview is ordered as a conversation runs (easy
 * openers, the story, the decision, what would change it, a close); a survey gives each question its type and its
 * options, keeps within the open-text and scale limits the request sets, and turns the request's own aim ('what would
 * make them come back in winter') into a question. The business's channels are the options of 'how did you hear'.
 */
type Purpose = 'exit' | 'testimonial' | 'referral' | 'discovery' | 'feedback';

const PURPOSES: [Purpose, RegExp][] = [
  ['exit', /\b(?:left|leave|leaving|quit|stopped|cancel+ed|churned|lost|didn'?t renew|did not renew|moved (?:away|to)|switched)\b/i],
  ['testimonial', /\b(?:testimonials?|case stud(?:y|ies)|success stor(?:y|ies)|quotes? from|happy (?:customers|clients|guests)|reviews? (?:from|for our website))\b/i],
  // ('the customers who refer the most', 'the firm that sends us referrals': why they pass the name on, and what would make it easier.)
  ['referral', /\b(?:refer(?:s|red|ring|rers?|rals?)?|recommend(?:s|ed|ing)?|word of mouth|send(?:s|ing)? (?:us|people|customers|clients) (?:our way|to us)|sends? us (?:customers|clients|work|business))\b/i],
  ['discovery', /\b(?:new (?:service|product|offer|idea)|thinking (?:of|about) (?:launching|offering|starting)|would (?:they|people) (?:pay|buy|use)|market research|understand (?:our|what) (?:customers|buyers|clients))\b/i],
];

const INTERVIEW: Record<Purpose, string[]> = {
  exit: [
    'To start, how did you first come to us, and what were you hoping we would do for you?',
    'What worked well while you were with us?',
    'When did you first start to think about leaving? What was happening at the time?',
    'What was the main reason you decided to leave? Was anything else behind it?',
    'Did you mention it to us before you left? How did we respond?',
    'Who did you go to instead, if anyone, and what made them the better choice for you?',
    'Was there anything we could have done, or said, that would have changed your mind?',
    'How did we handle things once you had decided to go?',
    'If a friend asked you about us, what would you tell them?',
    'What would it take for you to come back to us?',
    'Is there anything we have not asked that you think we should know?',
  ],
  testimonial: [
    'Before you came to us, what was going on? What made you start looking?',
    'What nearly stopped you from choosing us?',
    'What made you decide on us in the end?',
    'What was it like once you started with us? Was there a moment that stood out?',
    'What has changed for you since? Is there a number or a result you can put on it?',
    'What would you say to someone who is unsure whether to choose us?',
    'Is there one thing we could have done better?',
    'May we use your name, and a photo, with your words on our website and social media?',
  ],
  discovery: [
    'Tell me a little about yourself and how this fits into your week.',
    'Walk me through the last time you needed something like this. How did you go about it?',
    'What was the hardest or most annoying part of that?',
    'What have you tried so far, and what did you like or dislike about it?',
    'How did you decide in the end? What mattered most?',
    'What would you expect to pay for it, and what would make it worth that?',
    'Where do you go for advice or recommendations on this?',
    'If you could change one thing about how it works today, what would it be?',
    'Is there anything we have not asked that we should have?',
  ],
  referral: [
    'To start, how did you first come to mention us to someone? What was going on at the time?',
    'What made you confident sending someone our way?',
    'Who do you usually pass our name to, and what do you tell them?',
    'Has anything ever made you hold back from recommending us?',
    'What did you hear back from the people you sent to us?',
    'What would make it easier to pass our name on: a card, a link, something else?',
    'Would a thank-you for each person you send matter to you? What kind?',
    'Is there anything we have not asked that we should know?',
  ],
  feedback: [
    'To start, what made you choose us this time?',
    'What was the best part of your experience with us?',
    'Was there anything that did not go as you expected? What happened?',
    'How easy was it to book and to get the information you needed?',
    'How did what you got compare with what you expected from our website or adverts?',
    'What would make you come back, or recommend us to a friend?',
    'What is the one thing we should change?',
    'Is there anything else you would like to tell us?',
  ],
};

/** The question an interview of each kind exists to ask. */
const KEY_QUESTION = /main reason|made you decide|hardest or most annoying|best part|confident sending/;

interface SurveyQuestion {
  text: string;
  kind: 'scale' | 'choice' | 'open';
  options?: string[];
}

/** 'to find out what would make them come back in winter': the aim, as a question to the reader ('come back in winter'). */
function aimOf(request: string): string | null {
  const m = /\bwhat (?:would|will|could|might) (?:make|get|bring|persuade|encourage) (?:them|people|customers|clients|guests|members|you|\w+s) (?:to )?([^.?!\n,;]{3,60})/i.exec(request);
  return m ? m[1]!.trim().replace(/\b(?:their|them)\b/gi, (w) => (w.toLowerCase() === 'their' ? 'your' : 'you')) : null;
}

/** The people the questions are for, as the request names them ('owners', 'guests'), else 'customers'. */
function whoOf(request: string): string {
  // (The people are named where the request asks: its opening, never a long paste after it.)
  const words = parseEnglish(request.slice(0, 400)).words;
  const person = words.find((w) => isPeopleNoun(w) && w.tags.has('Plural'));
  return person?.lower ?? 'customers';
}

/** What the business says sets it apart, as short options a reader can tick ('A written progress card after every lesson'). */
function ownOptions(differentiator: string | null): string[] {
  const parts = (differentiator ?? '').split(/(?<=[.!?])\s+|;\s*/).map((p) => p.trim().replace(/[.!?]+$/, '')).filter((p) => p.split(/\s+/).length >= 2 && p.split(/\s+/).length <= 10 && !/^(?:we|we're|we are|our|i|i'm)\b/i.test(p));
  return parts.slice(0, 4).map((p) => p.charAt(0).toUpperCase() + p.slice(1));
}

function surveyQuestions(request: string, channels: readonly string[], differentiator: string | null): SurveyQuestion[] {
  const aim = aimOf(request);
  // ('what would make them recommend us': what sets the business apart are the options, where the profile says it.)
  const own = ownOptions(differentiator);
  const aimOptions = own.length >= 2 ? [...own, 'Something else (please say)'] : ['A special offer or a lower price', 'Shorter or more flexible bookings', 'Something new to see or do', 'Dates that suit me better', 'Nothing: I would come anyway', 'Something else (please say)'];
  const scale = (low: string, high: string) => `(1 = ${low}, 5 = ${high})`;
  const heard = [...channels.slice(0, 4), 'A friend or family member', 'Somewhere else (please say)'];
  return [
    { text: `Overall, how would you rate your experience with us? ${scale('poor', 'excellent')}`, kind: 'scale' },
    ...(aim ? [{ text: `What would most make you ${aim}? (choose one)`, kind: 'choice' as const, options: aimOptions }] : []),
    { text: `How likely are you to come back to us? ${scale('not at all likely', 'very likely')}`, kind: 'scale' },
    { text: 'How did you first hear about us? (choose one)', kind: 'choice', options: heard },
    { text: `How easy was it to book with us? ${scale('very hard', 'very easy')}`, kind: 'scale' },
    { text: 'What mattered most when you chose us? (choose up to two)', kind: 'choice', options: ['Price', 'What was included', 'Reviews', 'A recommendation', 'Where it is', 'Something else (please say)'] },
    { text: `How likely are you to recommend us to a friend? ${scale('not at all likely', 'very likely')}`, kind: 'scale' },
    { text: `What is the one thing that would most make you ${aim ?? 'come back'}?`, kind: 'open' },
    { text: 'What is one thing we could do better?', kind: 'open' },
    { text: 'Is there anything else you would like to tell us?', kind: 'open' },
  ];
}

/** How many open-text questions the request allows: 'no more than 2 open-text', 'only one open question'. */
function openLimit(request: string, count: number): number {
  const m = /\b(?:no more than|at most|max(?:imum)?|up to|only)\s+(\d+|one|two|three|four)\s+(?:(?:of them|questions?)\s+)?(?:should be\s+)?open(?:[- ]?(?:text|ended))?\b/i.exec(request);
  if (m) return parseCount(m[1]) ?? 1;
  if (/\bno open(?:[- ]?(?:text|ended))?\b|\ball (?:multiple[- ]choice|closed)\b/i.test(request)) return 0;
  if (/\b(?:all|only) open(?:[- ]?(?:text|ended))?\b/i.test(request)) return count;
  return count >= 5 ? 2 : 1;
}

function generate(input: TaskInput): TaskOutput {
  const { brief, facts } = input;
  const request = brief.request;
  const survey = /\b(?:survey|questionnaire|feedback form|poll)\b/i.test(request) && !/\binterview/i.test(request);
  const asked = brief.deliverables.find((d) => /question|survey|questionnaire|interview/.test(d.noun))?.count ?? parseCount(/\b(\d{1,2}|[a-z]+)[- ](?:question|item)\b/i.exec(request)?.[1]) ?? null;
  const who = whoOf(request);
  const minutes = Number(/\b(\d{1,3})[- ]?min(?:ute)?s?\b/i.exec(request)?.[1] ?? 0) || null;
  const used = facts.channels.length ? [profileSource(facts)] : [];
  if (survey) {
    const count = Math.min(asked ?? 6, 10);
    const bank = surveyQuestions(request, facts.channels, facts.differentiator);
    const opens = Math.min(openLimit(request, count), bank.filter((q) => q.kind === 'open').length, count);
    // (A regenerate leads with the aim and asks the recommendation instead of the return: the same survey, another cut.)
    const order = input.variant % 2 === 0 ? bank : [...bank.filter((q) => /choose one\)$/.test(q.text) && q.text.startsWith('What would most')), ...bank.filter((q) => /recommend/.test(q.text)), ...bank.filter((q) => !/recommend|How likely are you to come back/.test(q.text) && !(q.text.startsWith('What would most') && q.kind === 'choice'))];
    const closed = order.filter((q) => q.kind !== 'open').slice(0, count - opens);
    const chosen = [...closed, ...bank.filter((q) => q.kind === 'open').slice(0, count - closed.length)];
    const lines = [`**Survey for ${who}: ${countWord(chosen.length)} questions, about ${Math.max(1, Math.round(chosen.length / 3))} minute${chosen.length > 4 ? 's' : ''} to answer**`, '', `*Intro:* Thank you for choosing ${facts.company ?? 'us'}. ${countWord(chosen.length).replace(/^./, (c) => c.toUpperCase())} quick questions; your answers decide what we change next.`, ''];
    chosen.forEach((q, i) => {
      const kind = q.kind === 'scale' ? 'scale 1 to 5' : q.kind === 'choice' ? 'multiple choice' : 'open text';
      lines.push(`${i + 1}. ${q.text} *(${kind})*`);
      for (const o of q.options ?? []) lines.push(`   - ${o}`);
    });
    const open = chosen.filter((q) => q.kind === 'open').length;
    return {
      summary: `A ${chosen.length}-question survey for ${who}: ${chosen.length - open} closed (scales and multiple choice) and ${open} open-text.`,
      deliverable: lines.join('\n'),
      notes: [
        'Send it within a day or two, while the experience is fresh, and keep the link on one screen on a phone.',
        ...(asked && asked > chosen.length ? [`You asked for ${asked}; these ${chosen.length} are the ones I can stand behind without more facts. Add your own to reach ${asked}.`] : []),
        'The multiple-choice options are general starting points: replace any that do not fit what you offer.',
      ],
      used,
      steps: [{ tool: 'questions', summary: `survey: ${chosen.length} questions, ${open} open` }],
      artifacts: [],
    };
  }
  const purpose = PURPOSES.find(([, re]) => re.test(request))?.[0] ?? 'feedback';
  const bank = INTERVIEW[purpose];
  const count = Math.min(asked ?? 8, bank.length);
  // Keep the opener and the close; take the middle in order, so the call still runs from easy to hard to close.
  const middle = bank.slice(1, -1);
  // (A regenerate takes the later questions of the middle instead: the same call, other questions.)
  // (The question the interview is for, 'the main reason you left', stays in every version.)
  const key = middle.filter((q) => KEY_QUESTION.test(q));
  const rest = middle.filter((q) => !key.includes(q));
  // (Four questions or fewer have no room for 'anything we have not asked': each one asks something.)
  const close = count > 4;
  const slots = count - 1 - (close ? 1 : 0);
  const others = input.variant % 2 === 0 ? rest.slice(0, Math.max(0, slots - key.length)) : rest.slice(Math.max(0, rest.length - (slots - key.length)));
  const kept = middle.filter((q) => key.includes(q) || others.includes(q)).slice(0, Math.max(0, slots));
  const picked = count >= bank.length ? bank : [bank[0]!, ...kept, ...(close ? [bank[bank.length - 1]!] : [])].slice(0, count);
  const timing = minutes ? ` About ${Math.max(1, Math.floor((minutes - 3) / picked.length))} minutes a question leaves time to open and close the ${minutes}-minute call.` : '';
  const lines = [
    `**Interview questions for ${who}${purpose === 'exit' ? ' who left' : ''}: ${countWord(picked.length)}, open-ended, in the order to ask them**`,
    '',
    `*Opening:* "Thank you for giving us ${minutes ? `${minutes} minutes` : 'your time'}. There are no right answers; we want to learn${purpose === 'exit' ? ', not to win you back on the call' : ''}."`,
    '',
    ...picked.map((q, i) => `${i + 1}. ${q}`),
  ];
  return {
    summary: `${countWord(picked.length).replace(/^./, (c) => c.toUpperCase())} open-ended interview questions for ${who}, ordered for the call: easy ones first, the reasons in the middle, what would change it last.${timing}`,
    deliverable: lines.join('\n'),
    notes: [
      'After each answer, ask "Can you tell me more about that?" before moving on: the second answer is usually the useful one.',
      "Don't explain or defend; write down their words as they say them, so you can quote them later.",
      ...(asked && asked > picked.length ? [`You asked for ${asked}; these ${picked.length} cover the conversation without repeating themselves. Add your own to reach ${asked}.`] : []),
    ],
    used,
    steps: [{ tool: 'questions', summary: `interview (${purpose}): ${picked.length} questions for ${who}` }],
    artifacts: [],
  };
}

export const researchQuestionsTask: AgentTask = {
  id: 'strategy.research-questions',
  agent: 'strategy-review-agent',
  label: 'customer interview or survey questions',
  cues: ['interview', 'survey', 'questionnaire', 'feedback form', 'interview question', 'survey question', 'customer research', 'survey for', 'questions max', 'open text', 'open-text', 'multiple choice', '1 to 5 scale'],
  delivers: ['interview question', 'survey question', 'survey', 'questionnaire'],
  starter: 'Write 8 interview questions for customers who left us',
  generate,
};
