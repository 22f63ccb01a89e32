/** /one-thing moves focus to its "Add a step" form when its URL carries this (then drops it). */
export const NEW_STEP_PARAM = 'new';
export const NEW_STEP_PARAM_VALUE = 'step';
export const NEW_STEP_HREF = `/one-thing?${NEW_STEP_PARAM}=${NEW_STEP_PARAM_VALUE}`;
