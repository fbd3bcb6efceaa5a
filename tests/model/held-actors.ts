/**
 * Invoked promise actors the actor-only path tests hold until the path decides how they end: each call waits in
 * line under its actor's name with its input, and the path's done or error step answers it.
 */
import { fromPromise } from 'xstate';

interface HeldCall {
  input: unknown;
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/** Lets answered promises settle and the machine take their answers. */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

export class HeldActors {
  private readonly lines = new Map<string, HeldCall[]>();
  /** Every call, in order: actor name and input. */
  readonly calls: { name: string; input: unknown }[] = [];

  /** A promise actor whose calls wait here under `name`. */
  actor<TOutput, TInput>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.calls.push({ name, input });
          this.line(name).push({ input, resolve: resolve as (output: unknown) => void, reject });
        }),
    );
  }

  /** How many calls of this actor wait for an answer. */
  waiting(name: string): number {
    return this.line(name).length;
  }

  /** The input of the oldest waiting call of this actor. */
  input(name: string): unknown {
    const call = this.line(name)[0];
    if (!call) throw new Error(`No ${name} call is waiting`);
    return call.input;
  }

  /** Every waiting call, by actor name. */
  waitingNames(): string[] {
    return [...this.lines].filter(([, line]) => line.length > 0).map(([name]) => name);
  }

  async answer(name: string, output: unknown): Promise<void> {
    this.take(name).resolve(output);
    await settle();
  }

  async fail(name: string, error: unknown): Promise<void> {
    this.take(name).reject(error);
    await settle();
  }

  private take(name: string): HeldCall {
    const call = this.line(name).shift();
    if (!call) throw new Error(`No ${name} call is waiting for an answer`);
    return call;
  }

  private line(name: string): HeldCall[] {
    let line = this.lines.get(name);
    if (!line) {
      line = [];
      this.lines.set(name, line);
    }
    return line;
  }
}
