/** /habits opens its new-habit dialog when its URL carries this search parameter (then drops it). */
export const NEW_HABIT_PARAM = 'new';
export const NEW_HABIT_PARAM_VALUE = 'habit';
export const NEW_HABIT_HREF = `/habits?${NEW_HABIT_PARAM}=${NEW_HABIT_PARAM_VALUE}`;
