import { lazy, Suspense, useState } from 'react';
import type { Habit } from '@onething/shared-data';
import { Button, Spinner } from '@onething/shared-ui';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@onething/shared-ui/overlays';
import { ArrowUpDown } from 'lucide-react';

const ReorderList = lazy(() => import('./reorder-list'));

/** The owner's order of the habit list: drag a handle, or move one with the keyboard, then save. */
export function ReorderDialog({ habits, onSave }: { habits: readonly Habit[]; onSave: (habitIds: string[]) => void }) {
  const [open, setOpen] = useState(false);
  const [order, setOrder] = useState<Habit[]>([]);
  const move = (from: number, to: number) =>
    setOrder((list) => {
      const next = [...list];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setOrder([...habits]);
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" disabled={habits.length < 2}>
          <ArrowUpDown aria-hidden="true" />
          Reorder
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Reorder habits</DialogTitle>
          <DialogDescription>Put your habits in the order you want to see them.</DialogDescription>
        </DialogHeader>
        <Suspense fallback={<Spinner />}>
          <ReorderList order={order} onMove={move} />
        </Suspense>
        <DialogFooter>
          <Button variant="outline" onClick={() => setOpen(false)}>
            Cancel
          </Button>
          <Button
            onClick={() => {
              onSave(order.map((habit) => habit.id));
              setOpen(false);
            }}
          >
            Save order
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
