/**
 * Whether this server should be sent new requests (`GET /api/ready`, server/routes/readiness.ts). A load
 * balancer takes a server out of rotation as soon as it stops being ready, so a server that is going to
 * stop says so first (`drain()`), keeps answering what still arrives while the balancer notices, and only
 * then closes.
 */
export class Readiness {
  private drainingSince: number | null = null;

  /** From now on the server reports itself not ready. */
  drain(): void {
    this.drainingSince ??= Date.now();
  }

  get draining(): boolean {
    return this.drainingSince !== null;
  }
}
