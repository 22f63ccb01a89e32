// The phrases filled in when a habit is saved with blank optional fields, composed from what the user typed
// so they read as sentences: "When I get into bed at 10:00 PM, I will read" (never "When when I…"),
// "I am someone who practices Spanish regularly" (never "who spanish practice").
import { format12h, isValidTime } from '../../dates/clock-times';

// Verbs a habit name commonly starts with ("Read 10 pages", "practice Spanish"). A name starting with one
// is an action ("I will read 10 pages", "someone who reads 10 pages"); any other name is a thing to do
// ("I will do my Spanish practice", "someone who makes time for Spanish practice").
const HABIT_VERBS = new Set([
  'bake',
  'breathe',
  'brush',
  'call',
  'check',
  'clean',
  'code',
  'cook',
  'cycle',
  'dance',
  'declutter',
  'do',
  'draw',
  'drink',
  'eat',
  'exercise',
  'file',
  'floss',
  'go',
  'hike',
  'hydrate',
  'journal',
  'jog',
  'learn',
  'lift',
  'listen',
  'make',
  'meditate',
  'move',
  'nap',
  'paint',
  'plan',
  'play',
  'practice',
  'practise',
  'pray',
  'prepare',
  'read',
  'reflect',
  'review',
  'ride',
  'row',
  'run',
  'save',
  'sing',
  'skip',
  'sleep',
  'spend',
  'stand',
  'stretch',
  'study',
  'swim',
  'take',
  'text',
  'tidy',
  'track',
  'train',
  'walk',
  'wake',
  'wash',
  'water',
  'write',
  'visualize',
  'visualise',
  'pay',
  'log',
  'stop',
  'turn',
  'put',
  'prep',
  'get',
  'say',
  'thank',
  'shower',
]);

// Third person of the verbs above that do not follow the plain rules.
const IRREGULAR_THIRD_PERSON: Record<string, string> = { do: 'does', go: 'goes', be: 'is', have: 'has' };

// Capitalised words that keep their capital at the start of a phrase (proper names a habit often starts with).
const PROPER_WORDS = new Set([
  'spanish',
  'english',
  'french',
  'german',
  'italian',
  'portuguese',
  'chinese',
  'mandarin',
  'japanese',
  'korean',
  'arabic',
  'russian',
  'hindi',
  'dutch',
  'greek',
  'latin',
  'hebrew',
  'swedish',
  'polish',
  'turkish',
  'bible',
  'quran',
  'torah',
  'god',
  'duolingo',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);

// Words that already open a cue as a time clause ("After dinner", "When I get home"); the intention does not
// put another "When" in front of them.
const CUE_OPENERS = [
  'as soon as',
  'whenever',
  'when',
  'after',
  'before',
  'once',
  'while',
  'if',
  'every time',
  'each time',
];

/** Trimmed, inner runs of spaces collapsed, trailing sentence punctuation removed. */
export function cleanPhrase(text: string | null | undefined): string {
  return (text ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[\s.,;:!?…]+$/u, '');
}

/**
 * A phrase as it reads inside a sentence: the first word lower-cased unless it is "I" (or "I'm"…), an acronym
 * ("NASA"), a word with inner capitals ("LeetCode") or a proper name we know ("Spanish"). Other words are
 * left as typed.
 */
export function inSentence(text: string | null | undefined): string {
  const phrase = cleanPhrase(text);
  const match = /^(\S+)(.*)$/su.exec(phrase);
  if (!match) return '';
  const [, first = '', rest = ''] = match;
  const keep =
    /^I(?:['’]\w+)?$/u.test(first) ||
    !/^\p{Lu}\p{Ll}*(?:['’-]\p{L}+)*$/u.test(first) ||
    PROPER_WORDS.has(first.toLowerCase());
  return (keep ? first : first.toLowerCase()) + rest;
}

/** The phrase with its first letter in capitals, for the start of a sentence. */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function splitFirstWord(phrase: string): { first: string; rest: string } {
  const index = phrase.indexOf(' ');
  return index === -1 ? { first: phrase, rest: '' } : { first: phrase.slice(0, index), rest: phrase.slice(index) };
}

/** Whether the habit's name is an action starting with a verb ("Read 10 pages"). */
export function isActionName(name: string | null | undefined): boolean {
  const { first } = splitFirstWord(cleanPhrase(name).toLowerCase());
  return HABIT_VERBS.has(first);
}

/** 'read' -> 'reads', 'stretch' -> 'stretches', 'study' -> 'studies', 'go' -> 'goes'. */
export function thirdPerson(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular = IRREGULAR_THIRD_PERSON[lower];
  if (irregular) return irregular;
  if (/(?:s|sh|ch|x|z)$/.test(lower)) return `${lower}es`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ies`;
  return `${lower}s`;
}

/**
 * The identity default: "I am someone who meditates regularly" for an action, "I am someone who makes time
 * for Spanish practice regularly" for anything else. Empty when the name is blank.
 */
export function defaultIdentity(name: string | null | undefined): string {
  const phrase = inSentence(name);
  if (phrase === '') return '';
  if (isActionName(phrase)) {
    const { first, rest } = splitFirstWord(phrase);
    return `I am someone who ${thirdPerson(first)}${rest} regularly`;
  }
  return `I am someone who makes time for ${phrase} regularly`;
}

/** What "I will …" says: the action as typed, or "do my {name}" for a thing to do. */
function intendedAction(name: string): string {
  const phrase = inSentence(name);
  if (phrase === '') return '';
  return isActionName(phrase) ? phrase : `do my ${phrase}`;
}

/** The cue as a time clause: "When I get home", "After dinner" (kept), never "When when …". */
function cueClause(cue: string): string {
  const phrase = inSentence(cue);
  const lower = phrase.toLowerCase();
  const opener = CUE_OPENERS.find((word) => lower === word || lower.startsWith(`${word} `));
  if (opener === 'when' || opener === 'whenever') {
    const rest = phrase.slice(opener.length).trim();
    return rest === '' ? '' : `When ${rest}`;
  }
  if (opener) return capitalizeFirst(phrase);
  return phrase === '' ? '' : `When ${phrase}`;
}

// A cue that already names a clock time ("7 am", "at 18:30", "noon") gets no second time.
const NAMES_A_TIME = /\b\d{1,2}(?::\d{2})?\s*(?:a\.?m\.?|p\.?m\.?)|\b\d{1,2}:\d{2}\b|\b(?:noon|midnight)\b/i;

/**
 * The if-then plan: "When {cue} at {h:mm AM}, I will {name}". A cue that already starts with a time word
 * ("after", "before", "once", "as soon as", "when") leads the sentence itself; a cue naming a time gets no
 * second one; without a cue it is "At {h:mm AM}, I will …".
 */
export function buildImplementationIntention(name: string, scheduledTime: string, cue: string): string {
  const clause = cueClause(cue);
  const time = isValidTime(scheduledTime) ? format12h(scheduledTime) : '';
  const action = intendedAction(name);
  let when: string;
  if (clause === '') when = time ? `At ${time}` : 'Each day';
  else if (time && !NAMES_A_TIME.test(clause)) when = `${clause} at ${time}`;
  else when = clause;
  return action ? `${when}, I will ${action}` : when;
}

/** The description default, 'A {category} habit: {name}', with the name as typed but tidied. */
export function defaultDescription(category: string, name: string | null | undefined): string {
  return `A ${category} habit: ${cleanPhrase(name)}`;
}
