import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { deepWorkNavigation, deepWorkSessionAtom, type Goal, type TimeBlock } from '@onething/shared-data';

export function useStartDeepWork() {
  const navigate = useNavigate();
  const session = useAtomValue(deepWorkSessionAtom);
  return (goal: Goal, todaysBlocks: TimeBlock[]) => {
    const { to, state } = deepWorkNavigation(goal, todaysBlocks, session);
    if (state) void navigate(to, { state });
    else void navigate(to);
  };
}
