/**
 * What a self-check run made or changed, to be undone afterwards: documents it created (deleted) and settings it
 * changed (restored). Undone in reverse order, so a scene's tokens and combat go before the scene and the actors
 * last; each undo is guarded, so one that fails does not keep the others from running.
 */

/** Anything the run created that can be deleted: a Foundry document. */
export interface Deletable {
  readonly name?: string | null;
  delete(): Promise<unknown>;
}

interface Undo {
  readonly label: string;
  readonly undo: () => Promise<unknown>;
}

export class RunTracker {
  readonly #undos: Undo[] = [];

  /** Records a document the run created; returns it. */
  created<T extends Deletable>(document: T): T {
    this.#undos.push({ label: document.name ?? "?", undo: () => document.delete() });
    return document;
  }

  /** Records a change to take back after the run (a setting, the viewed scene). */
  onCleanup(label: string, undo: () => Promise<unknown>): void {
    this.#undos.push({ label, undo });
  }

  /** Undoes everything, newest first, once; resolves with every failure (named after what failed to undo). */
  async cleanup(): Promise<Error[]> {
    const errors: Error[] = [];
    for (const { label, undo } of this.#undos.splice(0).reverse()) {
      try {
        await undo();
      } catch (error) {
        const cause = error instanceof Error ? error : new Error(String(error));
        const wrapped = new Error(`${label}: ${cause.message}`, { cause });
        wrapped.stack = `${label}: ${cause.stack ?? cause.message}`;
        errors.push(wrapped);
      }
    }
    return errors;
  }
}
