/**
 * Where the files of downloaded photos live: the data folder (default) or S3-compatible object storage.
 * A name is `{photo id}/{width}.{format}`; names are never rewritten with other bytes (a changed photo
 * has another id), so a reader may cache what it gets for ever.
 */
export interface PhotoStore {
  /** Where the files are, in words, for the server's start-up log. */
  readonly description: string;
  put(name: string, bytes: Buffer, type: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(name: string): Promise<Buffer | null>;
  /** Deletes the files; names without a file are ignored. */
  remove(names: readonly string[]): Promise<void>;
}
