import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

const SYNC = 0x53; // 'S': ends an extended-protocol group (Parse, Bind, Describe, Execute, Sync)
const QUERY = 0x51; // 'Q': a simple query is a group of one
const TERMINATE = 0x58; // 'X'
const PROTOCOL_3 = 196608;

/** A startup message has no type byte: its length, then the protocol version. */
const isStartup = (message: Uint8Array) =>
  message.length >= 8 && new DataView(message.buffer, message.byteOffset, message.byteLength).getInt32(4) === PROTOCOL_3;

/**
 * The order in which connections' messages reach PGlite's single session. pglite-socket's own queue keeps
 * a connection's turn only inside a transaction; between transactions it interleaves single messages, so
 * one query's Parse and Bind can land between another's and destroy its unnamed portal ("portal does not
 * exist" under concurrent requests). Here a connection keeps the session from its first message until its
 * group ends (Sync or a simple Query) and for as long as it is inside a transaction.
 */
export class SessionQueue {
  private readonly queue: Pending[] = [];
  private processing = false;
  /** The connection whose group or transaction is open: only its messages may run now. */
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      if (this.queue[i]!.handlerId === handlerId) this.queue.splice(i, 1)[0]!.reject(new Error('Handler disconnected'));
    }
    if (this.owner === handlerId && !this.db.isInTransaction()) this.release();
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.owner !== handlerId) return;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    this.release();
  }

  private release() {
    this.owner = null;
    void this.process();
  }

  private next(): Pending | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item!.message, {
              onRawData: (data) => {
                bytes += data.length;
                item!.onData(data);
              },
            }),
          );
          item.resolve(bytes);
        } catch (error) {
          item.reject(error);
        }
        const type = item.message[0];
        const groupEnded = type === SYNC || type === QUERY || type === TERMINATE || isStartup(item.message);
        this.owner = this.db.isInTransaction() || !groupEnded ? item.handlerId : null;
      }
    } finally {
      this.processing = false;
    }
  }
}
