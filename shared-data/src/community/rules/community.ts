// Community texts and rules shared by the group pages and checked against what the database writes.
import type { Group, GroupMemberSummary, GroupPost } from '../../types/database';

/** Limits the database also enforces (check constraints); the forms stop at the same length. */
export const GROUP_NAME_MAX_LENGTH = 100;
export const GROUP_DESCRIPTION_MAX_LENGTH = 1000;
export const GROUP_POST_MAX_LENGTH = 2000;

/** Posts a page of the feed reads at a time (hosted Supabase answers at most 1,000 rows per request). */
export const GROUP_FEED_PAGE_SIZE = 20;

/** What a post's author shows as once they left the group: nothing about them is readable any more. */
export const FORMER_MEMBER = 'Former member';

/** The check-in the database posts when a member who shares check-ins completes a deep work session. */
export function deepWorkCheckinText(minutes: number): string {
  return `completed a ${minutes}-minute deep work session`;
}

/** The check-in the database posts when a member who shares check-ins completes their ONE Thing. */
export const GOAL_CHECKIN_TEXT = 'completed their ONE Thing';

/** The feed's position: the oldest post shown so far. Times stay the database's strings (microseconds). */
export type FeedCursor = { createdAt: string; id: string };

export function feedCursorAfter(posts: readonly Pick<GroupPost, 'created_at' | 'id'>[]): FeedCursor | null {
  const last = posts[posts.length - 1];
  return last ? { createdAt: last.created_at, id: last.id } : null;
}

/** Display name of a post's author: a current member's name, else "Former member". */
export function postAuthorName(post: Pick<GroupPost, 'user_id'>, members: readonly GroupMemberSummary[]): string {
  const member = members.find((m) => m.user_id === post.user_id);
  return member ? (member.display_name ?? 'Member') : FORMER_MEMBER;
}

/** How a post reads in the feed: a check-in is a sentence about its author, a post is the author's own text. */
export function describePost(post: Pick<GroupPost, 'kind' | 'body'>, author: string): { title: string; text: string } {
  return post.kind === 'checkin' ? { title: `${author} ${post.body}`, text: '' } : { title: author, text: post.body };
}

/** "My groups" first, then the public groups the user is not in; both in the order given. */
export function browseGroups(
  mine: readonly Group[],
  publicGroups: readonly Group[],
): { mine: Group[]; others: Group[] } {
  const ids = new Set(mine.map((g) => g.id));
  return { mine: [...mine], others: publicGroups.filter((g) => !ids.has(g.id)) };
}

/** Case-insensitive match of a search on name or description; an empty search matches everything. */
export function groupMatches(group: Pick<Group, 'name' | 'description'>, search: string): boolean {
  const term = search.trim().toLocaleLowerCase();
  if (!term) return true;
  return `${group.name}\n${group.description ?? ''}`.toLocaleLowerCase().includes(term);
}

export const INVITE_PARAM = 'invite';

/** The link a member shares: the community page with the code, which asks before joining. */
export function inviteLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/community?${INVITE_PARAM}=${encodeURIComponent(code)}`;
}

/** The code of an invite link, a pasted link or a bare code; null when there is none. */
export function inviteCodeFrom(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  try {
    const url = new URL(text);
    const code = url.searchParams.get(INVITE_PARAM)?.trim();
    return code ? code : null;
  } catch {
    return /^[A-Za-z0-9-]+$/.test(text) ? text : null;
  }
}
