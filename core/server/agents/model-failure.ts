/**
 * The model could not give an answer: it stalled mid-stream, its provider was busy or unreachable, or it refused
 * the request. The person gets `message` (a plain sentence, never the provider's raw error); the operator's log
 * gets `detail`.
 */
export class ModelFailure extends Error {
  constructor(
    readonly kind: 'stalled' | 'busy' | 'unreachable' | 'refused',
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'ModelFailure';
  }
}
