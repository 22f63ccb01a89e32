import { describe, expect, it } from 'vitest';
import type { Group, GroupMemberSummary } from '../../types/database';
import {
  FORMER_MEMBER,
  GOAL_CHECKIN_TEXT,
  browseGroups,
  deepWorkCheckinText,
  describePost,
  feedCursorAfter,
  groupMatches,
  inviteCodeFrom,
  inviteLink,
  postAuthorName,
} from './community';

const group = (id: string, name: string, description: string | null = null): Group => ({
  id,
  name,
  description,
  is_public: true,
  owner_id: 'o',
  invite_code: 'c',
  created_at: '2026-01-01T00:00:00+00:00',
  updated_at: '2026-01-01T00:00:00+00:00',
});

const member = (user_id: string, display_name: string): GroupMemberSummary => ({
  user_id,
  display_name,
  username: '',
  avatar_url: null,
  longest_streak: 0,
  one_thing_title: null,
  role: 'member',
  joined_at: '2026-01-01T00:00:00+00:00',
});

describe('check-in texts', () => {
  it('say what was completed, with the minutes of the session', () => {
    expect(deepWorkCheckinText(50)).toBe('completed a 50-minute deep work session');
    expect(deepWorkCheckinText(25)).toBe('completed a 25-minute deep work session');
    expect(GOAL_CHECKIN_TEXT).toBe('completed their ONE Thing');
  });

  it('a check-in reads as a sentence about its author; a post shows the author and the text', () => {
    expect(describePost({ kind: 'checkin', body: GOAL_CHECKIN_TEXT }, 'Ada')).toEqual({
      title: 'Ada completed their ONE Thing',
      text: '',
    });
    expect(describePost({ kind: 'post', body: '<b>hi</b>' }, 'Ada')).toEqual({ title: 'Ada', text: '<b>hi</b>' });
  });
});

describe('post authors', () => {
  it('a current member by name, someone who left as "Former member"', () => {
    const members = [member('a', 'Ada'), member('b', 'Ben')];
    expect(postAuthorName({ user_id: 'b' }, members)).toBe('Ben');
    expect(postAuthorName({ user_id: 'gone' }, members)).toBe(FORMER_MEMBER);
    expect(FORMER_MEMBER).toBe('Former member');
  });
});

describe('feed cursor', () => {
  it('is the last (oldest) post shown, with the database time string kept as it is', () => {
    expect(feedCursorAfter([])).toBeNull();
    expect(
      feedCursorAfter([
        { id: 'new', created_at: '2026-01-02T10:00:00.123456+00:00' },
        { id: 'old', created_at: '2026-01-01T10:00:00.654321+00:00' },
      ]),
    ).toEqual({ id: 'old', createdAt: '2026-01-01T10:00:00.654321+00:00' });
  });
});

describe('browsing groups', () => {
  it('lists my groups first and leaves them out of the public ones', () => {
    const mine = [group('2', 'Mine')];
    const result = browseGroups(mine, [group('1', 'Public'), group('2', 'Mine'), group('3', 'Other')]);
    expect(result.mine.map((g) => g.id)).toEqual(['2']);
    expect(result.others.map((g) => g.id)).toEqual(['1', '3']);
  });

  it('search matches name or description, any case; empty matches all', () => {
    const g = group('1', 'Deep Work Club', 'Morning focus');
    expect(groupMatches(g, '  ')).toBe(true);
    expect(groupMatches(g, 'deep')).toBe(true);
    expect(groupMatches(g, 'MORNING')).toBe(true);
    expect(groupMatches(g, 'evening')).toBe(false);
  });
});

describe('invite links', () => {
  it('point at the community page with the code, and give the code back', () => {
    const link = inviteLink('http://localhost:4200/', 'abc123');
    expect(link).toBe('http://localhost:4200/community?invite=abc123');
    expect(inviteCodeFrom(link)).toBe('abc123');
    expect(inviteCodeFrom(' abc123 ')).toBe('abc123');
    expect(inviteCodeFrom('http://localhost:4200/community')).toBeNull();
    expect(inviteCodeFrom('not a code!')).toBeNull();
    expect(inviteCodeFrom('')).toBeNull();
  });
});
