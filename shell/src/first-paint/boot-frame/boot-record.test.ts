import { afterEach, describe, expect, it } from 'vitest';
import { BOOT_RECORD_KEY, clearBootRecord, readBootRecord, writeBootRecord } from './boot-record';

describe('the start-up frame record', () => {
  afterEach(() => localStorage.clear());

  it('reads back what was written, and nothing once cleared', () => {
    writeBootRecord({ userId: 'user-1', name: 'Ada' });
    expect(readBootRecord()).toEqual({ userId: 'user-1', name: 'Ada' });
    clearBootRecord();
    expect(readBootRecord()).toBeNull();
  });

  it('ignores a record of the wrong shape', () => {
    localStorage.setItem(BOOT_RECORD_KEY, JSON.stringify({ userId: 42, name: 'Ada' }));
    expect(readBootRecord()).toBeNull();
    localStorage.setItem(BOOT_RECORD_KEY, 'null');
    expect(readBootRecord()).toBeNull();
  });
});
