/** The run queue could not store a job (its Redis is gone or did not answer in time): the run was never queued. */
export class RunQueueUnavailable extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RunQueueUnavailable';
  }
}
