import { inject, injectable } from 'inversify';
import { LinkSigner } from './ports.ts';
import { Clock } from '../ports/clock.ts';
import type { ArtifactRecord } from './records.ts';

const LINK_TTL_MS = 15 * 60_000;

/** Short-lived signed download links: they work only for a while, and the download also checks membership. */
@injectable()
export class ArtifactLinks {
  constructor(
    @inject(LinkSigner) private readonly signer: LinkSigner,
    @inject(Clock) private readonly clock: Clock,
  ) {}

  urlFor(artifact: Pick<ArtifactRecord, 'id'>): string {
    const expires = this.clock.now().getTime() + LINK_TTL_MS;
    return `/api/v1/agents/artifacts/${artifact.id}/download?expires=${expires}&sig=${this.signer.sign(artifact.id, expires)}`;
  }

  valid(artifactId: string, expires: number, signature: string): boolean {
    return expires > this.clock.now().getTime() && this.signer.verify(artifactId, expires, signature);
  }
}
