/**
 * What one thread posts to the other, gathered into batches (the statements to the database worker, its answers
 * back). A batch leaves at the end of the current turn of the event loop, or at once when its oldest item has
 * waited MAX_WAIT_MS: a message that wakes an idle thread costs the sender about 30 µs, several times what posting
 * it costs, so under load one message carries many items; but a thread working through a long backlog must not
 * keep the other waiting for all of it, or the two threads take turns instead of working at the same time.
 */
const MAX_WAIT_MS = 1;

export class MessageBatch<T> {
  #items: T[] = [];
  #oldest = 0;

  constructor(private readonly post: (items: T[]) => void) {}

  add(item: T): void {
    if (this.#items.length === 0) {
      this.#oldest = performance.now();
      setImmediate(() => this.flush());
    }
    this.#items.push(item);
    if (performance.now() - this.#oldest >= MAX_WAIT_MS) this.flush();
  }

  flush(): void {
    if (this.#items.length === 0) return;
    const items = this.#items;
    this.#items = [];
    this.post(items);
  }
}
