import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSupabase, groupKeys, loadRealtime } from '@onething/shared-data';

// Where the backend streams changes (hosted Supabase, and the local backend) a new post shows at once;
// where it does not, the first failed subscription turns the feed's stream off for this page load, so the
// feed falls back to polling alone without a rejoin loop filling the console.
let realtimeUnavailable = false;

export function useFeedRealtime(groupId: string, enabled: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || realtimeUnavailable) return;
    const supabase = getSupabase();
    const refresh = () => void queryClient.invalidateQueries({ queryKey: groupKeys.posts(groupId) });
    let channel: ReturnType<typeof supabase.channel> | null = null;
    let closed = false;
    // The realtime client is fetched on first use (only this page streams).
    void loadRealtime(supabase).then(() => {
      if (closed) return;
      const opened = supabase
        .channel(`group-posts-${groupId}`)
        .on(
          'postgres_changes',
          { event: '*', schema: 'public', table: 'group_posts', filter: `group_id=eq.${groupId}` },
          refresh,
        )
        .subscribe((status) => {
          if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
            realtimeUnavailable = true;
            // Only the channel: the socket also carries the cross-device sync, which keeps its own fallback.
            void supabase.removeChannel(opened);
          }
        });
      channel = opened;
    });
    return () => {
      closed = true;
      if (channel) void supabase.removeChannel(channel);
    };
  }, [enabled, groupId, queryClient]);
}
