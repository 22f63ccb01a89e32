import { describe, expect, it } from 'vitest';
import { TEST_TIME_ZONES } from '../testing/time-zone-runs.mjs';

// The date rules' time-zone runs are worth something only if their workers really are in that zone.
describe('the time zone a test project runs in', () => {
  it("is the project's zone for Date and Intl alike", ({ task }) => {
    const projectName = task.file.projectName ?? '';
    if (!TEST_TIME_ZONES.includes(projectName)) return;
    // Compared as ICU names it (Asia/Kolkata resolves to its older alias Asia/Calcutta).
    const icuName = new Intl.DateTimeFormat('en', { timeZone: projectName }).resolvedOptions().timeZone;
    expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(icuName);
    // Noon UTC on 1 January, read as local wall time: each zone's winter offset (Auckland is on summer time).
    const localHour = { 'America/New_York': 7, 'Europe/London': 12, 'Asia/Kolkata': 17, 'Pacific/Auckland': 1 }[
      projectName
    ];
    expect(new Date(Date.UTC(2026, 0, 1, 12)).getHours()).toBe(localHour);
  });
});
