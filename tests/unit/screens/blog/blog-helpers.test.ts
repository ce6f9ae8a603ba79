import { describe, expect, it } from 'vitest';
import { blogIdFromPath } from '../../../../src/screens/blog/blog-id-from-path';
import { commentDate } from '../../../../src/screens/blog/comment-date';
import { shareUrls } from '../../../../src/screens/blog/share-urls';

describe('blogIdFromPath', () => {
  it('reads the {id} of /blog/{id}/{url} and nothing else', () => {
    expect(blogIdFromPath('/blog/12/first-home')).toBe(12);
    expect(blogIdFromPath('/blog/3')).toBe(3);
    expect(blogIdFromPath('/blog/0/x')).toBeNull();
    expect(blogIdFromPath('/blog/abc/x')).toBeNull();
    expect(blogIdFromPath('/listings')).toBeNull();
  });
});

describe('commentDate', () => {
  it('writes MM/DD/YYYY hh:mm in Austin time, Spanish day first, and keeps a pre-formatted date', () => {
    expect(commentDate('en', '2026-01-15T20:05:00Z')).toBe('01/15/2026 02:05 PM');
    expect(commentDate('es', '2026-01-15T20:05:00Z')).toBe('15/01/2026 14:05');
    expect(commentDate('en', '06/03/2025 08:05')).toBe('06/03/2025 08:05');
    expect(commentDate('en', null)).toBe('N/A');
  });
});

describe('shareUrls', () => {
  it('puts the page address and title, encoded, into each network’s share address', () => {
    const urls = shareUrls('https://example.com/blog/1/a?b=c&d', 'Tips & tricks');
    expect(urls.facebook).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fexample.com%2Fblog%2F1%2Fa%3Fb%3Dc%26d',
    );
    expect(urls.x).toBe(
      'https://x.com/intent/tweet?url=https%3A%2F%2Fexample.com%2Fblog%2F1%2Fa%3Fb%3Dc%26d&text=Tips%20%26%20tricks',
    );
    expect(urls.linkedin).toContain('share-offsite/?url=https%3A%2F%2Fexample.com');
    expect(urls.email).toBe(
      'mailto:?subject=Tips%20%26%20tricks&body=Tips%20%26%20tricks%0Ahttps%3A%2F%2Fexample.com%2Fblog%2F1%2Fa%3Fb%3Dc%26d',
    );
  });
});
