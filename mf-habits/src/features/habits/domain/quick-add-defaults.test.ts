import { describe, expect, it } from 'vitest';
import { buildImplementationIntention } from '@onething/shared-data';
import { defaultCue, defaultTwoMinuteVersion, presetDays, presetOf } from './quick-add-defaults';

describe('buildImplementationIntention', () => {
  it('reads well with the quick-add cue', () => {
    expect(buildImplementationIntention('Meditate', '07:00', defaultCue('07:00'))).toBe(
      'When it is 7:00 AM, I will meditate',
    );
  });
});

describe('quick-add defaults', () => {
  it('compose a cue from the time and a two-minute version from the name', () => {
    expect(defaultCue('07:00:00')).toBe('It is 7:00 AM');
    expect(defaultCue('')).toBe('It is time');
    expect(defaultTwoMinuteVersion('read 10 pages.')).toBe('Read 10 pages for two minutes');
    expect(defaultTwoMinuteVersion('Spanish practice')).toBe('Two minutes of Spanish practice');
    expect(defaultTwoMinuteVersion('  ')).toBe('');
  });
});

describe('schedule presets', () => {
  it('map to their days, Sunday first', () => {
    expect(presetDays('Every day')).toHaveLength(7);
    expect(presetDays('Weekdays')).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']);
    expect(presetDays('Weekends')).toEqual(['Sunday', 'Saturday']);
    expect(presetDays('Mon/Wed/Fri')).toEqual(['Monday', 'Wednesday', 'Friday']);
    expect(presetDays('Custom days', ['Thursday', 'Tuesday'])).toEqual(['Tuesday', 'Thursday']);
  });

  it('are recognised from days in any order', () => {
    expect(presetOf(['Friday', 'Monday', 'Wednesday'])).toBe('Mon/Wed/Fri');
    expect(presetOf(['Saturday', 'Sunday'])).toBe('Weekends');
    expect(presetOf(['Monday'])).toBe('Custom days');
    expect(presetOf([])).toBe('Custom days');
  });
});
