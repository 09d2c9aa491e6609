/** A run the server itself stopped (a restart, a worker that died): its message is written for the person. */
export class RunInterrupted extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunInterrupted';
  }
}
