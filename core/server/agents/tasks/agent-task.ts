import type { AgentSlug, Brief } from '../brief/brief.ts';
import type { FactSheet, FactSource } from '../facts/fact-sheet.ts';
import type { VoiceRules } from '../offline/voice-rules.ts';
import type { VariantPicker } from '../offline/variant-picker.ts';
import type { ReferencedSource } from '../offline/request-material.ts';
import type { MarketingFigures } from '../../../domain/integrations/marketing-figures.ts';
import type { AgentArtifact, ToolStep } from '../tools/agent-context.ts';

/** The chat's previous answer from this agent, for a follow-up that revises it. */
export interface PreviousAnswer {
  /** The deliverable as it was written (the answer's `field` when it had one, else its text). */
  deliverable: string;
  /** The brief it was written from, when it was stored with the answer. */
  brief: Brief | null;
  /** The request it answered. */
  request: string;
}

/** Everything a task's generator writes from. */
export interface TaskInput {
  brief: Brief;
  facts: FactSheet;
  voice: VoiceRules;
  /** Whether the space has a saved brand voice (else the rules come from the profile's tone and avoid answers). */
  savedVoice: boolean;
  /** Deterministic choice among wordings and structures; each regenerate moves to the next. */
  pick: VariantPicker;
  /** 0 for a first answer, 1 for its first regenerate, ... */
  variant: number;
  /** For a regenerate, the deliverables of the versions already written: a new version tells other facts than they did. */
  earlier?: readonly string[];
  /** The documents and web pages the request references or names, read whole. */
  referenced: ReferencedSource[];
  /** Knowledge-base passages retrieval found for the request. */
  passages: { title: string; text: string }[];
  /** The space's other documents, read whole (within bounds): what a question for one fact is looked up in. */
  library?: ReferencedSource[];
  /** The connected analytics and ad figures (CMO and strategy). */
  figures?: MarketingFigures;
  /** Today's date (YYYY-MM-DD), when the run knows it: the weeks left to a goal's date count from it. */
  today?: string;
  /** The space's extra instructions for this agent, as configured. */
  extraInstructions?: string;
  previous: PreviousAnswer | null;
}

/** What a task produces: the deliverable, said once, with what it stands on. */
export interface TaskOutput {
  /** One sentence that says what this is ('Three emails for practice managers who booked a demo.'). */
  summary: string;
  /** The deliverable itself, in Markdown: what Copy copies. No request sentence appears in it. */
  deliverable: string;
  /** Notes after the deliverable: blanks to fill, what was assumed, what to check. Never part of the copy. */
  notes: string[];
  /** The facts' sources the deliverable used, for the answer's citation chips. */
  used: FactSource[];
  steps: ToolStep[];
  artifacts: AgentArtifact[];
  /** A brand voice the answer proposes (the Brand Voice agent). */
  brandVoiceProposal?: string;
  /** What a confirmation card would carry, only when this deliverable was produced (an article to publish, an email for a campaign). */
  publishable?: { kind: 'article' | 'email' | 'post'; title: string; body: string };
  /**
   * Figures the task computed from the material it was given (a page's word count and readability score, a title's
   * length, the thresholds its checks apply): the pre-send check traces them as it traces the facts' own figures.
   */
  measured?: number[];
}

/** One task in an agent's catalogue. */
export interface AgentTask {
  /** Stable id, 'email.win-back'. */
  id: string;
  agent: AgentSlug;
  /** What it does, for the "Understood:" line and the decline's prompt starters: 'a win-back email'. */
  label: string;
  /**
   * Word lemmas (singular nouns, base verbs, lower case) and short phrases whose presence in the request's lemma
   * form calls for this task; the catalogue chooses the task whose cues match best. 'win back', 'lapsed', 'sequence'.
   */
  cues: string[];
  /** Nouns the task delivers ('email', 'subject line'): a request for them counts towards this task. */
  delivers: string[];
  /** A prompt starter offered when a request is outside the agent's remit. */
  starter: string;
  generate(input: TaskInput): TaskOutput;
}
