// The wizard's choices. Roles and daily hours are the product's words; it only fixes how many goals (8),
// challenges (8) and experience levels (4) there are, so those texts are ours (see docs/decisions.md).

export interface Choice {
  value: string;
  description?: string;
}

export const ROLES: Choice[] = [
  { value: 'Entrepreneur' },
  { value: 'Software Engineer' },
  { value: 'Marketing Professional' },
  { value: 'Consultant' },
  { value: 'Student' },
  { value: 'Manager/Executive' },
  { value: 'Creative Professional' },
  { value: 'Other' },
];

export const GOALS: Choice[] = [
  { value: 'Grow my business' },
  { value: 'Advance my career' },
  { value: 'Learn a new skill' },
  { value: 'Improve my health and fitness' },
  { value: 'Build better habits' },
  { value: 'Finish a major project' },
  { value: 'Improve focus and productivity' },
  { value: 'Find better work-life balance' },
];

export const CHALLENGES: Choice[] = [
  { value: 'Constant distractions' },
  { value: 'Procrastination' },
  { value: 'Unclear priorities' },
  { value: 'Too many commitments' },
  { value: 'Not enough time' },
  { value: 'Staying consistent' },
  { value: 'Low energy or motivation' },
  { value: 'Feeling overwhelmed' },
];

export const DAILY_HOURS: Choice[] = [
  { value: '1 hour' },
  { value: '2 hours' },
  { value: '3-4 hours' },
  { value: '5+ hours' },
  { value: 'Not sure yet' },
];

export const EXPERIENCE_LEVELS: Choice[] = [
  { value: 'Beginner', description: 'New to goal setting and productivity systems' },
  { value: 'Intermediate', description: 'I have tried a few methods' },
  { value: 'Advanced', description: 'I use a system regularly' },
  { value: 'Expert', description: 'Productivity is second nature to me' },
];
