import * as v from 'valibot';
import { resoFields as f } from './reso-fields';

/** One expanded `Media` record of a Property (RESO DD 2.0 Media resource). */
export const resoMediaSchema = v.object({
  MediaURL: v.pipe(
    v.string('Expected a URL'),
    v.trim(),
    v.url('Expected a URL'),
    // It becomes an img src in the widgets: nothing but http(s).
    v.regex(/^https?:\/\//i, 'Expected an http(s) URL'),
  ),
  Order: f.integer(0, 100_000),
  LongDescription: f.text,
  ShortDescription: f.text,
  MediaCategory: f.text,
  /** When the photo itself last changed: a later one has the photo pipeline fetch it again. */
  MediaModificationTimestamp: f.optionalTimestamp,
});

export type ResoMedia = v.InferOutput<typeof resoMediaSchema>;
