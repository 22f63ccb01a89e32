// The landing page's copy. The founding-member offer (100 members, 12 months free, 50% off after) is the
// product's; the rest is ours.

export const FOUNDING_MEMBERS = 100;
export const FOUNDING_FREE_MONTHS = 12;
export const FOUNDING_DISCOUNT_PERCENT = 50;

export const FEATURES = [
  {
    title: 'One goal, clearly planned',
    body: 'Pick the ONE Thing that makes everything else easier, break it into steps and schedule time blocks for them.',
  },
  {
    title: 'Habits that stick',
    body: 'Build habits on the four laws of behaviour change, with streaks that count the days you planned.',
  },
  {
    title: 'Protected deep work',
    body: 'Run focused sessions while the companion extension shields you from distracting sites.',
  },
  {
    title: 'Reflect and improve',
    body: 'Daily, weekly and monthly reflections filled in with what you actually did.',
  },
] as const;

export const TESTIMONIALS = [
  {
    quote:
      'I used to juggle five priorities and finish none. Now every morning starts with my ONE Thing, and I finally shipped my product.',
    name: 'Maya R.',
    role: 'Founder',
  },
  {
    quote: 'The distraction shield plus the deep work timer gave me back two focused hours a day.',
    name: 'Daniel K.',
    role: 'Software Engineer',
  },
  {
    quote: 'Habits, calendar and reflections in one place, all pointing at the same goal. It keeps me honest.',
    name: 'Priya S.',
    role: 'Consultant',
  },
] as const;

export const FAQ = [
  {
    question: 'What is the ONE Thing?',
    answer:
      'The single most important goal you can work on right now: the one that makes everything else easier or unnecessary. ONE Thing OS keeps exactly one goal active at a time.',
  },
  {
    question: 'What do founding members get?',
    answer: `The first ${FOUNDING_MEMBERS} founding members use ONE Thing OS free for ${FOUNDING_FREE_MONTHS} months, then keep ${FOUNDING_DISCOUNT_PERCENT}% off afterwards.`,
  },
  {
    question: 'Do I need the browser extension?',
    answer:
      'No. Everything works without it. The companion extension adds the distraction shield, which blocks the sites you choose during deep work sessions.',
  },
  {
    question: 'Can I take my data with me?',
    answer:
      'Yes. Settings has a one-click export of all your data as JSON, and you can delete your account at any time.',
  },
  {
    question: 'Does it work on my phone?',
    answer: 'Yes. The app adapts to small screens, with the navigation in a slide-over menu.',
  },
] as const;
