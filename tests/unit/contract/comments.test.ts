import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  addBlogLikeRequestSchema,
  addCommentRequestSchema,
  addCommentResponseSchema,
  addLikeRequestSchema,
  addLikeResponseSchema,
  blogLikesResponseSchema,
  commentsResponseSchema,
  deleteCommentRequestSchema,
  fieldErrorsFromIssues,
} from '../../../src/contract';
import commentsFixture from '../../fixtures/contract/comments.json';

describe('commentsResponseSchema (GET /api/get-comments/{blogId})', () => {
  const comments = v.parse(commentsResponseSchema, commentsFixture).data;

  it('reads replies nested in childrens at any depth', () => {
    const reply = comments[0]?.childrens[0];
    expect(reply?.blogActivityID).toBe(305);
    expect(reply?.blogActivityID_RE).toBe(301);
    expect(reply?.childrens[0]).toEqual({
      blogActivityID: 309,
      blogActivityID_RE: 305,
      blog_user_name: 'Ana Pérez',
      blog_comment: 'Good to know.',
      created_at: '06/03/2025 08:05',
      ClientID: 42,
      childrens: [],
      likes: [],
      dislikes: [],
    });
  });

  it('reads likes as ClientIDs so the active state can be tested', () => {
    expect(comments[0]?.likes.map((like) => like.ClientID)).toEqual([7, 42]);
    expect(comments[1]?.likes).toEqual([]);
    expect(comments[1]?.dislikes).toEqual([{ ClientID: 42 }]);
  });

  it('keeps an anonymous comment', () => {
    expect(comments[1]).toMatchObject({
      blogActivityID_RE: null,
      blog_user_name: null,
      ClientID: null,
      childrens: [],
    });
  });

  it('names the path of a broken nested reply', () => {
    const body = { data: [{ blogActivityID: 1, childrens: [{ blogActivityID: 'x' }] }] };
    const result = v.safeParse(commentsResponseSchema, body);
    expect(result.success).toBe(false);
    expect(result.issues?.[0] && v.getDotPath(result.issues[0])).toBe('data.0.childrens.0.blogActivityID');
  });
});

describe('comment and like requests', () => {
  it('reads a reply post', () => {
    const reply = v.parse(addCommentRequestSchema, {
      ClientID: '42',
      BlogID: '17',
      blogActivityID_RE: '301',
      PartyName: 'Ana',
      PartyEmail: 'ana@example.com',
      comment: '  Thanks!  ',
    });
    expect(reply).toMatchObject({ ClientID: 42, BlogID: 17, blogActivityID_RE: 301, comment: 'Thanks!' });
  });

  it('rejects an empty comment on its field', () => {
    const result = v.safeParse(addCommentRequestSchema, { ClientID: 42, BlogID: 17, comment: '   ' });
    expect(result.success).toBe(false);
    expect(fieldErrorsFromIssues(result.issues ?? [])).toEqual({ comment: ['required'] });
  });

  it('fills BlogActivityType from the call and refuses a different one', () => {
    const like = { ClientID: 42, BlogID: 17, blogActivityID_RE: 301 };
    expect(v.parse(addLikeRequestSchema, like).BlogActivityType).toBe('Com_Like');
    expect(v.parse(addBlogLikeRequestSchema, { ClientID: 42, BlogID: 17 }).BlogActivityType).toBe(
      'Blog_Like',
    );
    expect(v.is(addLikeRequestSchema, { ...like, BlogActivityType: 'Not_Like' })).toBe(false);
  });

  it('requires the comment a comment-like is for', () => {
    const result = v.safeParse(addLikeRequestSchema, { ClientID: 42, BlogID: 17 });
    expect(fieldErrorsFromIssues(result.issues ?? [])).toEqual({ blogActivityID_RE: ['required'] });
  });

  it('reads the delete request ids', () => {
    expect(v.parse(deleteCommentRequestSchema, { ClientID: '42', CommentID: 305 })).toEqual({
      ClientID: 42,
      CommentID: 305,
    });
  });
});

describe('comment and like responses', () => {
  it('reads the stored comment after a post', () => {
    const body = { success: true, comment: { blogActivityID: 310, blog_comment: 'Hi', ClientID: 42 } };
    const response = v.parse(addCommentResponseSchema, body);
    expect(response.comment?.childrens).toEqual([]);
  });

  it('reads like lists and the like of a post', () => {
    expect(
      v.parse(blogLikesResponseSchema, [{ ClientID: 3, BlogID: '17', BlogActivityType: 'Blog_Like' }]),
    ).toEqual({
      data: [{ ClientID: 3, BlogID: 17, blogActivityID_RE: null, BlogActivityType: 'Blog_Like' }],
    });
    expect(v.parse(addLikeResponseSchema, { like: { ClientID: 42 } })).toMatchObject({ success: true });
  });
});
