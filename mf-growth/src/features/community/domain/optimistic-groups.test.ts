import { describe, expect, it } from 'vitest';
import type { Group, GroupPost } from '@onething/shared-data';
import { withGroup, withGroupEdit, withPost, withoutGroup, withoutPost } from './optimistic-groups';

const group = (id: string, created_at: string): Group =>
  ({
    id,
    name: id,
    description: null,
    is_public: true,
    owner_id: 'u',
    invite_code: '',
    created_at,
    updated_at: created_at,
  }) as Group;
const post = (id: string): GroupPost =>
  ({
    id,
    group_id: 'g',
    user_id: 'u',
    kind: 'post',
    body: id,
    created_at: '2026-01-01T00:00:00Z',
    checkin_source: null,
  }) as GroupPost;

describe('optimistic group lists', () => {
  it('adds a group once, newest first', () => {
    const a = group('a', '2026-01-01T00:00:00Z');
    const b = group('b', '2026-02-01T00:00:00Z');
    expect(withGroup([a], b).map((g) => g.id)).toEqual(['b', 'a']);
    expect(withGroup(withGroup([a], b), b).map((g) => g.id)).toEqual(['b', 'a']);
    expect(withGroup(undefined, a)).toEqual([a]);
    expect(withoutGroup([a, b], 'a')).toEqual([b]);
  });

  it('applies an edit to the group and leaves a missing one missing', () => {
    const a = group('a', '2026-01-01T00:00:00Z');
    expect(withGroupEdit(a, { name: 'New', is_public: false })).toMatchObject({ name: 'New', is_public: false });
    expect(withGroupEdit(a, { name: undefined })?.name).toBe('a');
    expect(withGroupEdit(null, { name: 'x' })).toBeNull();
  });

  it('puts a post first in the feed once, and takes it out', () => {
    const feed = { pages: [[post('old')], [post('older')]], pageParams: [null, null] };
    const once = withPost(feed, post('new'));
    expect(once?.pages.map((p) => p.map((x) => x.id))).toEqual([['new', 'old'], ['older']]);
    expect(withPost(once, post('new'))).toEqual(once);
    expect(withoutPost(once, 'new')?.pages.map((p) => p.map((x) => x.id))).toEqual([['old'], ['older']]);
    expect(withPost(undefined, post('new'))).toBeUndefined();
  });
});
