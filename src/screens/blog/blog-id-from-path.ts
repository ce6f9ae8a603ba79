const BLOG_PATH = /^\/blog\/([1-9]\d{0,14})(?:\/|$)/;

/** The {id} of a /blog/{id}/{url} path (SPEC §2), or `null` on any other page. */
export function blogIdFromPath(pathname: string): number | null {
  const match = BLOG_PATH.exec(pathname);
  return match?.[1] === undefined ? null : Number(match[1]);
}
