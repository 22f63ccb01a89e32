import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const base = vi.fn(() => 'id-1');
  return Object.assign(base, {
    error: vi.fn(() => 'id-2'),
    dismiss: vi.fn(),
    getToasts: vi.fn((): { id: string | number }[] => []),
  });
});
vi.mock('sonner', () => ({ toast: sonner }));

const { toast } = await import('./toast');
// These tests are about what reaches sonner once it shows toasts (the queue before that: toaster.test.tsx).
const lazySonner = await import('./lazy-sonner');
await lazySonner.sonnerModule.load();
lazySonner.sonnerToasterSubscribed();

describe('toast', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows a default toast with title and description', () => {
    toast({ title: 'Goal Created', description: 'Nice.' });
    expect(sonner).toHaveBeenCalledWith('Goal Created', { description: 'Nice.' });
    expect(sonner.error).not.toHaveBeenCalled();
  });

  it('maps the destructive variant to an error toast', () => {
    toast({ title: 'Error', description: 'Failed to create habit', variant: 'destructive' });
    expect(sonner.error).toHaveBeenCalledWith('Error', { description: 'Failed to create habit' });
    expect(sonner).not.toHaveBeenCalled();
  });

  describe('on a phone', () => {
    const setPhone = (phone: boolean) => {
      window.matchMedia = ((query: string) => ({
        matches: phone && query.includes('max-width'),
        media: query,
      })) as never;
    };
    afterEach(() => {
      setPhone(false);
      document.body.innerHTML = '';
    });

    it('replaces the toasts on screen, except one updated by its id', () => {
      setPhone(true);
      sonner.getToasts.mockReturnValue([{ id: 'a' }, { id: 'b' }]);
      toast({ title: 'Habit completed' });
      expect(sonner.dismiss.mock.calls).toEqual([['a'], ['b']]);
      sonner.dismiss.mockClear();
      toast({ title: 'Saved', id: 'b' });
      expect(sonner.dismiss.mock.calls).toEqual([['a']]);
    });

    it('never covers the focused field: a field at the top sends the toast to the bottom', () => {
      setPhone(true);
      const input = document.createElement('input');
      document.body.append(input);
      input.getBoundingClientRect = () => ({ top: 60, bottom: 100, left: 10, right: 300 }) as DOMRect;
      input.focus();
      toast({ title: 'Time Conflict', variant: 'destructive' });
      expect(sonner.error).toHaveBeenCalledWith('Time Conflict', { position: 'bottom-center' });
    });
  });

  it('leaves other screens alone', () => {
    toast({ title: 'Goal Created' });
    expect(sonner.dismiss).not.toHaveBeenCalled();
  });
});
