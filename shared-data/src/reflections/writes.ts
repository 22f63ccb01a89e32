import { defineWrite } from '../offline/define-write';
import { saveReflection, type SaveReflectionInput } from './api/save-reflection';

// The reflection writes, each declared once (see offline/define-write.ts).

export const reflectionWrites = {
  /**
   * The whole entry of one period (the intended state, never a patch): a replay changes nothing twice, and
   * the save that reaches the server last wins, also between devices.
   */
  save: defineWrite({
    name: 'reflection.save',
    label: 'Saving the reflection',
    changes: ['reflections'],
    run: (input: SaveReflectionInput) => saveReflection(input),
  }),
};
