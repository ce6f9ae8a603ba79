import type { ChildItem } from './parse-reso-children';
import type { ResoFieldValues } from './parse-reso-fields';
import { resoFields as f } from './reso-fields';

/** The fields of one expanded `Media` record of a Property (RESO DD 2.0 Media resource). */
export const resoMediaEntries = {
  MediaURL: f.url,
  Order: f.integer(0, 100_000),
  LongDescription: f.text,
  ShortDescription: f.text,
  MediaCategory: f.text,
};

export type ResoMedia = ResoFieldValues<typeof resoMediaEntries> & { MediaURL: string };

/** A photo is nothing without its URL. */
export function completeResoMedia(media: ResoFieldValues<typeof resoMediaEntries>): ChildItem<ResoMedia> {
  const { MediaURL: url } = media;
  return url === null ? { missing: 'MediaURL' } : { keep: { ...media, MediaURL: url } };
}
