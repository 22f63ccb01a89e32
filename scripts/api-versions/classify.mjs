// How much an API change breaks a remote built against the old version, when at run time it gets the new
// one (Module Federation shares one copy of the library, the shell's). Exports are compared by structure:
//
//   minor  an added export; an added optional property; an added optional parameter; a wider input
//          (a parameter that accepts more: a new union member, a property or parameter made optional);
//          a narrower output (a returned value that holds less: a union member dropped, a property added)
//   major  a removed export or property; a property made required where a remote provides the object;
//          a changed type; anything else, since when in doubt the remote must be rebuilt
//   none   the same structure (a parameter renamed, members reordered, a comment)
//
// Where a type sits decides what is safe: a remote only READS what a constant or a function's result holds
// ('out'), only PROVIDES a function's parameters ('in', and a callback parameter turns that around again),
// and may do both with an exported type or interface ('both'), where only additions that nobody has to
// provide (optional properties and parameters) are safe. Type arguments count as 'both': whether a generic
// reads or writes its argument is not known here.
import { parseDeclarations } from './parse-declarations.mjs';
import { flat, keyOf } from './type-nodes.mjs';

const NONE = 0;
export const MINOR = 1;
export const MAJOR = 2;
export const LEVEL_NAMES = ['none', 'minor', 'major'];

const flip = (position) => (position === 'out' ? 'in' : position === 'in' ? 'out' : 'both');
/** The new type accepts more than the old one: safe only where remotes provide values. */
const wider = (position) => (position === 'in' ? MINOR : MAJOR);
/** The new type holds less than the old one: safe only where remotes read values. */
const narrower = (position) => (position === 'out' ? MINOR : MAJOR);
const WHY = {
  in: 'the remote provides this value',
  out: 'the remote reads this value',
  both: 'an exported type: the remote may read or provide it',
};

const short = (node) => {
  const text = flat(node);
  return text.length > 80 ? `${text.slice(0, 77)}…` : text;
};
const change = (path, level, what) => ({ path, level, what });
const maxLevel = (changes) => changes.reduce((level, c) => Math.max(level, c.level), NONE);
const sub = (path, segment) => `${path} › ${segment}`;

function membersOf(node) {
  return node.k === 'union' ? node.types : [node];
}

/** Changes from type a to type b at `path`, where `position` is 'out', 'in' or 'both'. */
function compareTypes(a, b, position, path) {
  if (keyOf(a) === keyOf(b)) return [];
  if (a.k === 'union' || b.k === 'union') return compareUnions(membersOf(a), membersOf(b), position, path);
  return compareSingle(a, b, position, path);
}

/**
 * Union members are matched by text; a member that changed is paired with the new member it changed into
 * when that change is not major (an object that gained an optional property); the rest were added or
 * dropped.
 */
function compareUnions(before, after, position, path) {
  const afterKeys = new Set(after.map(keyOf));
  const beforeKeys = new Set(before.map(keyOf));
  const dropped = before.filter((type) => !afterKeys.has(keyOf(type)));
  const added = after.filter((type) => !beforeKeys.has(keyOf(type)));
  const changes = [];
  const paired = new Set();
  const unpaired = [];
  for (const old of dropped) {
    let best = null;
    for (const candidate of added) {
      if (paired.has(candidate)) continue;
      const candidateChanges = compareSingle(old, candidate, position, path);
      const level = maxLevel(candidateChanges);
      if (level < MAJOR && (!best || level < best.level)) best = { candidate, changes: candidateChanges, level };
    }
    // Failing that, the same kind of thing (the same named type, object or tuple) changed in a breaking
    // way: said as such, which tells more than "no longer includes X, now also includes Y".
    best ??= added
      .filter((c) => !paired.has(c) && sameThing(old, c))
      .map((candidate) => ({ candidate, changes: compareSingle(old, candidate, position, path) }))[0];
    if (best) {
      paired.add(best.candidate);
      changes.push(...best.changes);
    } else unpaired.push(old);
  }
  for (const old of unpaired)
    changes.push(change(path, narrower(position), `no longer includes ${short(old)} (${WHY[position]})`));
  for (const type of added) {
    if (!paired.has(type))
      changes.push(change(path, wider(position), `now also includes ${short(type)} (${WHY[position]})`));
  }
  return changes;
}

function sameThing(a, b) {
  if (a.k !== b.k) return false;
  if (a.k === 'ref') return a.name === b.name;
  if (a.k === 'obj') return a.label === b.label;
  return a.k === 'tuple';
}

function compareSingle(a, b, position, path) {
  if (keyOf(a) === keyOf(b)) return [];
  const changed = () => [change(path, MAJOR, `type changed from ${short(a)} to ${short(b)}`)];
  if (a.k !== b.k) return changed();
  switch (a.k) {
    case 'obj':
      return compareObjects(a, b, position, path);
    case 'ref': {
      if (a.name !== b.name || a.args.length !== b.args.length) return changed();
      const segment = (i) => (a.name === 'Array' || a.name === 'ReadonlyArray' ? 'elements' : `type argument ${i + 1}`);
      return a.args.flatMap((arg, i) => compareTypes(arg, b.args[i], 'both', sub(path, segment(i))));
    }
    case 'tuple': {
      const sameShape =
        a.ro === b.ro &&
        a.elems.length === b.elems.length &&
        a.elems.every((elem, i) => elem.opt === b.elems[i].opt && elem.rest === b.elems[i].rest);
      if (!sameShape) return changed();
      return a.elems.flatMap((elem, i) =>
        compareTypes(elem.type, b.elems[i].type, position, sub(path, `element ${i + 1}`)),
      );
    }
    case 'inter': {
      // Every part must still be there (possibly changed in a compatible way), and no part added.
      if (a.types.length !== b.types.length) return changed();
      const changes = compareUnions(a.types, b.types, 'both', path);
      return maxLevel(changes) < MAJOR ? changes : changed();
    }
    default:
      // Literals, keyof/typeof, indexed and conditional types, compiler text: equal or changed.
      return changed();
  }
}

function compareObjects(a, b, position, path) {
  const changes = [];
  const props = (node) => new Map(node.members.filter((m) => m.k === 'prop').map((m) => [m.name, m]));
  const before = props(a);
  const after = props(b);
  const name = (prop) => (/^[A-Za-z_$][\w$]*$/.test(prop) ? prop : JSON.stringify(prop));
  for (const [prop, old] of before) {
    const now = after.get(prop);
    const at = sub(path, name(prop));
    if (!now) {
      changes.push(change(at, MAJOR, 'property removed'));
      continue;
    }
    if (old.ro !== now.ro)
      changes.push(change(at, MAJOR, now.ro ? 'property became readonly' : 'property is no longer readonly'));
    if (old.opt && !now.opt)
      changes.push(change(at, narrower(position), `property became required (${WHY[position]})`));
    if (!old.opt && now.opt) changes.push(change(at, wider(position), `property became optional (${WHY[position]})`));
    changes.push(...compareTypes(old.type, now.type, position, at));
  }
  for (const [prop, now] of after) {
    if (before.has(prop)) continue;
    const at = sub(path, name(prop));
    if (now.opt) changes.push(change(at, MINOR, 'optional property added'));
    else changes.push(change(at, narrower(position), `required property added (${WHY[position]})`));
  }

  for (const kind of ['call', 'new']) {
    const old = a.members.filter((m) => m.k === kind);
    const now = b.members.filter((m) => m.k === kind);
    const label = kind === 'call' ? 'call signature' : 'constructor';
    if (old.length !== now.length) {
      changes.push(change(path, MAJOR, `${old.length} ${label}s became ${now.length}`));
      continue;
    }
    const single = old.length === 1;
    old.forEach((member, i) => {
      const at = single ? (kind === 'call' ? path : sub(path, 'new')) : sub(path, `${label} ${i + 1}`);
      changes.push(...compareSignatures(member.sig, now[i].sig, position, at));
    });
  }

  const indexes = (node) => new Map(node.members.filter((m) => m.k === 'index').map((m) => [keyOf(m.key), m]));
  const oldIndexes = indexes(a);
  const newIndexes = indexes(b);
  for (const [key, old] of oldIndexes) {
    const now = newIndexes.get(key);
    const at = sub(path, `[${key}]`);
    if (!now) changes.push(change(at, MAJOR, 'index signature removed'));
    else if (old.ro !== now.ro) changes.push(change(at, MAJOR, 'index signature readonly changed'));
    else changes.push(...compareTypes(old.type, now.type, position, at));
  }
  for (const key of newIndexes.keys())
    if (!oldIndexes.has(key)) changes.push(change(sub(path, `[${key}]`), MAJOR, 'index signature added'));

  const raws = (node) => new Set(node.members.filter((m) => m.k === 'raw').map((m) => m.text));
  const oldRaw = raws(a);
  const newRaw = raws(b);
  for (const text of oldRaw)
    if (!newRaw.has(text)) changes.push(change(path, MAJOR, `member removed or changed: ${text}`));
  for (const text of newRaw)
    if (!oldRaw.has(text)) changes.push(change(path, MAJOR, `member added or changed: ${text}`));
  return changes;
}

const typeParameterKey = (tps) =>
  tps.map((tp) => `${tp.name}:${tp.constraint ? keyOf(tp.constraint) : ''}=${tp.def ? keyOf(tp.def) : ''}`).join(',');

/** Parameters are what the caller provides: their position is the signature's, turned around. */
function compareSignatures(a, b, position, path) {
  if (typeParameterKey(a.tps) !== typeParameterKey(b.tps)) return [change(path, MAJOR, 'type parameters changed')];
  const changes = [];
  const params = flip(position);
  const shared = Math.min(a.params.length, b.params.length);
  for (let i = 0; i < shared; i += 1) {
    const old = a.params[i];
    const now = b.params[i];
    const at = sub(path, `parameter ${now.name}`);
    if (old.rest !== now.rest) {
      changes.push(change(at, MAJOR, now.rest ? 'became a rest parameter' : 'is no longer a rest parameter'));
      continue;
    }
    if (old.opt && !now.opt) changes.push(change(at, narrower(params), `parameter became required (${WHY[params]})`));
    if (!old.opt && now.opt) changes.push(change(at, wider(params), `parameter became optional (${WHY[params]})`));
    changes.push(...compareTypes(old.type, now.type, params, at));
  }
  for (const old of a.params.slice(shared))
    changes.push(change(sub(path, `parameter ${old.name}`), MAJOR, 'parameter removed'));
  for (const now of b.params.slice(shared)) {
    const at = sub(path, `parameter ${now.name}`);
    // A caller that does not pass it, or a callback that ignores it, keeps working.
    if (now.opt || now.rest) changes.push(change(at, MINOR, 'optional parameter added'));
    else changes.push(change(at, narrower(params), `required parameter added (${WHY[params]})`));
  }
  changes.push(...compareTypes(a.ret, b.ret, position, sub(path, 'returns')));
  return changes;
}

const TYPE_KINDS = new Set(['type', 'interface', 'class', 'enum', 'namespace']);

/** An interface without bases and a type alias of an object are the same thing to a user. */
function typeSide(declaration) {
  if (declaration.kind === 'interface' && declaration.bases.length === 0)
    return { ...declaration, kind: 'type', type: declaration.body };
  return declaration;
}

/** Changes between two versions of one export's declarations (parsed report text). */
function compareDeclarations(before, after, id) {
  const changes = [];
  const value = (declarations) => declarations.find((d) => d.kind === 'value');
  const type = (declarations) => declarations.find((d) => TYPE_KINDS.has(d.kind));
  const [oldValue, newValue] = [value(before), value(after)];
  if (oldValue && newValue) changes.push(...compareTypes(oldValue.type, newValue.type, 'out', id));
  else if (oldValue) changes.push(change(id, MAJOR, 'is no longer a value'));
  else if (newValue) changes.push(change(id, MINOR, 'is now also a value'));

  const [oldType, newType] = [type(before), type(after)].map((d) => d && typeSide(d));
  if (oldType && newType) {
    if (oldType.kind !== newType.kind)
      changes.push(change(id, MAJOR, `changed from a ${oldType.kind} to a ${newType.kind}`));
    else if (typeParameterKey(oldType.tps ?? []) !== typeParameterKey(newType.tps ?? []))
      changes.push(change(id, MAJOR, 'type parameters changed'));
    else if (oldType.kind === 'type' || oldType.kind === 'enum') {
      changes.push(...compareTypes(oldType.type, newType.type, oldType.kind === 'enum' ? 'out' : 'both', id));
    } else if (oldType.kind === 'interface' || oldType.kind === 'class') {
      const bases = (d) => d.bases.map(keyOf).sort().join(', ');
      if (bases(oldType) !== bases(newType))
        changes.push(change(id, MAJOR, `extends ${bases(oldType) || 'nothing'} → ${bases(newType) || 'nothing'}`));
      changes.push(...compareTypes(oldType.body, newType.body, 'both', id));
    }
  } else if (oldType) changes.push(change(id, MAJOR, `is no longer a ${oldType.kind}`));
  else if (newType) changes.push(change(id, MINOR, `is now also a ${newType.kind}`));
  return changes;
}

/**
 * @param {Map<string, string>} before export id → declaration text (the committed report)
 * @param {Map<string, string>} after export id → declaration text (the code now)
 * @returns {{ level: number, changes: { path: string, level: number, what: string }[], reworded: string[] }}
 *   reworded: exports whose text changed without a change to their API (a parameter renamed)
 */
export function classifyApi(before, after) {
  const changes = [];
  const reworded = [];
  for (const [id, text] of before) {
    if (!after.has(id)) changes.push(change(id, MAJOR, 'export removed'));
    else if (after.get(id) !== text) {
      const exportChanges = compareExport(id, text, after.get(id));
      if (exportChanges.length === 0) reworded.push(id);
      changes.push(...exportChanges);
    }
  }
  for (const id of after.keys()) if (!before.has(id)) changes.push(change(id, MINOR, 'export added'));
  return { level: maxLevel(changes), changes, reworded };
}

function compareExport(id, beforeText, afterText) {
  let before;
  let after;
  try {
    before = parseDeclarations(beforeText);
    after = parseDeclarations(afterText);
  } catch (error) {
    // Text this version of the parser cannot read (a report edited by hand): only equal text is safe.
    return [change(id, MAJOR, `changed (${error.message.split('\n')[0]})`)];
  }
  return compareDeclarations(before, after, id);
}
