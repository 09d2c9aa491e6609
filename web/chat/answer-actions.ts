import type { Artifact } from '../../core/domain/agents/artifact.ts';

/** What the integrations let a person do with an answer, or with one of its files. */
export type IntegrationAction = 'sendToSite' | 'bookmark' | 'campaignDraft';

const CAMPAIGN_TEXT_TYPES = /^(text\/(markdown|plain|html)|application\/(markdown|xhtml\+xml))/;

/**
 * The actions a file of an answer offers (whether the space's connections and the agent allow them is each action's
 * own check): a Markdown or HTML file goes to a publishing site, an email is bookmarked, a text file becomes a
 * campaign draft. None when the answer itself offers them, that is once it completed: an Email Agent
 * answer comes with its email as a file, and the same Bookmark, Send to … as draft and campaign draft under both
 * read as two different things. The answer's own are kept: the campaign draft reads its subject and body from the
 * answer at once, and a bookmark or a draft of the answer holds what the file does.
 */
export function fileActions(artifact: Artifact, answerCompleted: boolean): IntegrationAction[] {
  if (answerCompleted) return [];
  const completed = artifact.generation_status === 'completed';
  const actions: IntegrationAction[] = [];
  if (completed && /markdown|html/.test(artifact.mime_type)) actions.push('sendToSite');
  if (artifact.artifact_type === 'email') actions.push('bookmark');
  if (completed && CAMPAIGN_TEXT_TYPES.test(artifact.mime_type) && artifact.download_url !== null) actions.push('campaignDraft');
  return actions;
}
