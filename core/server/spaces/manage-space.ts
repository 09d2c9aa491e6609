import { inject, injectable } from 'inversify';
import { UnitOfWork } from '../ports/unit-of-work.ts';
import { Clock } from '../ports/clock.ts';
import { AuditTrail } from '../ports/audit-trail.ts';
import { CheckSpaceAccess } from './check-space-access.ts';
import { toSpaceView } from './space-view.ts';
import { ServerError, ServerMessages } from '../errors.ts';
import { SpacesServerMessages } from './spaces-server-messages.ts';
import { isOrgAdmin } from '../../domain/roles.ts';
import { MAX_ANSWER_LENGTH, SPACE_PROFILE_QUESTIONS, answerProblem } from '../../domain/spaces/space-profile-questions.ts';
import type { Principal } from '../auth/principal.ts';

/** Renames, describes and deletes spaces, and keeps the space profile questionnaire. */
@injectable()
export class ManageSpace {
  constructor(
    @inject(UnitOfWork) private readonly uow: UnitOfWork,
    @inject(CheckSpaceAccess) private readonly access: CheckSpaceAccess,
    @inject(Clock) private readonly clock: Clock,
    @inject(AuditTrail) private readonly audit: AuditTrail,
  ) {}

  async update(principal: Principal, spaceId: string, changes: { name?: string; description?: string | null }) {
    this.requireManager(principal);
    const space = await this.access.execute(principal, spaceId);
    return this.uow.run(async (repos) => {
      const next = { name: changes.name?.trim() || undefined, description: changes.description === undefined ? undefined : changes.description?.trim() || null };
      await repos.spaces.update(space.id, next);
      const answered = (await repos.spaces.answeredQuestionIds([space.id])).get(space.id);
      return toSpaceView({ ...space, name: next.name ?? space.name, description: next.description === undefined ? space.description : next.description }, answered);
    });
  }

  async remove(principal: Principal, spaceId: string): Promise<void> {
    this.requireManager(principal);
    const space = await this.access.execute(principal, spaceId);
    if (space.isDefault) throw new ServerError('SPACE.DEFAULT_UNDELETABLE', SpacesServerMessages.defaultSpaceUndeletable);
    await this.uow.run((repos) => repos.spaces.delete(space.id));
    await this.audit.record({ action: 'space.deleted', actorId: principal.userId, orgId: space.orgId, target: space.id, details: { name: space.name } });
  }

  /** Every member reads the profile: the agents use it as context too. */
  async profile(principal: Principal, spaceId: string) {
    const space = await this.access.execute(principal, spaceId);
    const answers = await this.uow.run((repos) => repos.spaces.profileAnswers(space.id));
    return { space_id: space.id, questions: [...SPACE_PROFILE_QUESTIONS], answers, ...toSpaceView(space, new Set(Object.keys(answers))) };
  }

  async saveProfile(principal: Principal, spaceId: string, answers: Record<string, string>) {
    this.requireManager(principal);
    const space = await this.access.execute(principal, spaceId);
    const questions = new Map(SPACE_PROFILE_QUESTIONS.map((q) => [q.id, q]));
    const fieldErrors = Object.entries(answers).flatMap(([id, answer]) => {
      const question = questions.get(id);
      const msg = question ? answerProblem(question, answer) : SpacesServerMessages.unknownQuestion(id);
      return msg ? [{ loc: ['body', 'answers', id], msg, type: 'value_error' }] : [];
    });
    if (fieldErrors.length > 0) throw new ServerError('VALIDATION.INVALID', fieldErrors[0]!.msg, fieldErrors);
    const cleaned = Object.fromEntries(Object.entries(answers).map(([id, v]) => [id, v.trim().slice(0, MAX_ANSWER_LENGTH)]));
    await this.uow.run((repos) => repos.spaces.saveProfileAnswers(space.id, cleaned, principal.userId, this.clock.now()));
    return this.profile(principal, spaceId);
  }

  private requireManager(principal: Principal): void {
    if (!isOrgAdmin(principal.role)) throw new ServerError('PERMISSION.DENIED', ServerMessages.spaceManagersOnly);
  }
}
