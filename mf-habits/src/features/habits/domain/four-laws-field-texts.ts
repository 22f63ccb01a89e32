// The four-laws fields both habit forms ask the same way (label, hint, example), written once.

export const CUE_FIELD = {
  field: 'cue',
  label: 'Cue',
  hint: 'What triggers this habit?',
  required: true,
  placeholder: 'e.g., After I pour my morning coffee',
} as const;

export const IDENTITY_FIELD = { field: 'identity', label: 'Identity', placeholder: 'I am someone who...' } as const;
