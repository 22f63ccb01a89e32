import { beforeEach, describe, expect, it, vi } from 'vitest';

const sonner = vi.hoisted(() => {
  const base = vi.fn(() => 'id-1');
  return Object.assign(base, { error: vi.fn(() => 'id-2'), dismiss: vi.fn() });
});
vi.mock('sonner', () => ({ toast: sonner }));

const { toast } = await import('./toast');

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
});
