/** A stream the CLI writes to: the process's stdout or stderr, or an in-process run's buffer. */
export interface CliOutput {
  write(text: string): unknown;
  /** A terminal: the chat's progress line is then rewritten in place. */
  readonly isTTY?: boolean;
  /** The terminal's width, for that line. */
  readonly columns?: number;
}

/**
 * What one CLI run writes to and listens to besides its arguments and environment. A run touches the
 * process only through this, so runs sharing one process (tests) keep their output and Ctrl+C apart.
 */
export interface CliIo {
  stdout: CliOutput;
  stderr: CliOutput;
  /**
   * Calls `listener` on the next Ctrl+C, once, until the returned function is called. While it listens,
   * Ctrl+C no longer ends the process; a second Ctrl+C does.
   */
  onInterrupt(listener: () => void): () => void;
}
