import { describe, expect, it } from 'vitest';
import { isRecordId } from './record-id';

describe('isRecordId', () => {
  it('accepts a uuid in either case', () => {
    expect(isRecordId('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe(true);
    expect(isRecordId('0F8FAD5B-D9CB-469F-A165-70867728950E')).toBe(true);
    expect(isRecordId('00000000-0000-0000-0000-000000000000')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const value of [
      '',
      'abc',
      'not-a-uuid',
      '0f8fad5b-d9cb-469f-a165-70867728950',
      '0f8fad5b-d9cb-469f-a165-70867728950e0',
      ' 0f8fad5b-d9cb-469f-a165-70867728950e',
      '0f8fad5bd9cb469fa16570867728950e',
      '0f8fad5b-d9cb-469f-a165-70867728950g',
      null,
      undefined,
    ]) {
      expect(isRecordId(value)).toBe(false);
    }
  });
});
