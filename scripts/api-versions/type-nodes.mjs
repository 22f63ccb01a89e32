// The report language's nodes, what a type is to the version check, and their one-line text, which is also
// a node's identity (keyOf): parameter names and labels left out, members in a canonical order.
// parse-declarations.mjs reads report text into nodes, print-declarations.mjs lays them out for the report.
//
// Nodes:
//   { k: 'ref', name, args }                  string, Goal, Array<T>, react:React.ReactNode, Color.Red
//   { k: 'lit', text }                        "open", 3, -1n, `px-${number}`
//   { k: 'obj', label, members }              { a: T; b?: U } or, for a type of the package that is not
//                                             exported, `Label { … }` (the label is not part of the shape)
//     members: { k: 'prop', name, opt, ro, type } | { k: 'call', sig } | { k: 'new', sig }
//              | { k: 'index', ro, param, key, type } | { k: 'raw', text }
//   { k: 'union', types } / { k: 'inter', types }   members sorted, duplicates dropped
//   { k: 'tuple', ro, elems: [{ name, type, opt, rest }] }
//   { k: 'op', op: 'keyof' | 'typeof' | 'unique' | 'infer', type }
//   { k: 'access', obj, idx }                 T["id"]
//   { k: 'cond', check, ext, yes, no }
//   { k: 'pred', asserts, param, type }       a signature's `x is T`
//   { k: 'raw', text }
//   sig: { tps: [{ name, constraint, def }], params: [{ name, opt, rest, type }], ret }
// Declarations: { kind: 'value' | 'type' | 'interface' | 'class' | 'enum' | 'namespace', name, tps, type,
// bases, body }. A value whose type is only call signatures prints as `function name(…): R;` per signature.

const byText = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** A node's identity: its flat text without parameter names and labels, which compatibility ignores. */
const keys = new WeakMap();
export function keyOf(node) {
  let key = keys.get(node);
  if (key === undefined) {
    key = flat(node, { names: false });
    keys.set(node, key);
  }
  return key;
}

export const ref = (name, args = []) => ({ k: 'ref', name, args });

const NULLISH = new Set(['null', 'undefined']);
/** Sorted by text, with null and undefined last, as people write `string | null`. */
const memberOrder = (a, b) => Number(NULLISH.has(a)) - Number(NULLISH.has(b)) || byText(a, b);

function unionOf(kind, types) {
  const flatTypes = types.flatMap((type) => (type.k === kind ? type.types : [type]));
  const unique = new Map(flatTypes.map((type) => [keyOf(type), type]));
  if (unique.size === 1) return [...unique.values()][0];
  return { k: kind, types: [...unique.keys()].sort(memberOrder).map((key) => unique.get(key)) };
}

/** A union's members as printed: `false` and `true` together print as `boolean`. */
export function printedMembers(node) {
  const names = new Set(
    node.types.filter((type) => type.k === 'ref' && type.args.length === 0).map((type) => type.name),
  );
  if (!(names.has('false') && names.has('true'))) return node.types;
  const isBoolean = (type) =>
    type.k === 'ref' && type.args.length === 0 && (type.name === 'false' || type.name === 'true');
  const others = node.types.filter((type) => !isBoolean(type));
  const at = others.findIndex((type) => memberOrder('boolean', keyOf(type)) < 0);
  const members = [...others];
  members.splice(at === -1 ? members.length : at, 0, ref('boolean'));
  return members;
}
export const union = (types) => unionOf('union', types);
export const intersection = (types) => unionOf('inter', types);

/** Object members in a canonical order: signatures, index signatures, properties by name; methods merged. */
export function object(label, members) {
  const props = new Map();
  const rest = [];
  for (const member of members) {
    if (member.k !== 'prop') {
      rest.push(member);
      continue;
    }
    const previous = props.get(member.name);
    // Overloads of a method arrive as one property per signature.
    if (previous && isFunctionType(previous.type) && isFunctionType(member.type)) {
      props.set(member.name, { ...previous, type: object(null, [...previous.type.members, ...member.type.members]) });
    } else props.set(member.name, member);
  }
  const order = { call: 0, new: 1, index: 2, raw: 3 };
  const sorted = rest.sort(
    (a, b) =>
      order[a.k] - order[b.k] || (a.k === 'index' || a.k === 'raw' ? byText(flatMember(a, {}), flatMember(b, {})) : 0),
  );
  return { k: 'obj', label, members: [...sorted, ...[...props.keys()].sort(byText).map((name) => props.get(name))] };
}

/**
 * `x?: T` already admits undefined (exactOptionalPropertyTypes is off), so the compiler's `T | undefined`
 * for an optional property or parameter says nothing more and is written `x?: T`.
 */
export function optionalType(type) {
  if (type.k !== 'union') return type;
  const rest = type.types.filter(
    (member) => !(member.k === 'ref' && member.name === 'undefined' && member.args.length === 0),
  );
  return rest.length === type.types.length ? type : union(rest);
}

export function isFunctionType(node) {
  return (
    node.k === 'obj' && !node.label && node.members.length > 0 && node.members.every((member) => member.k === 'call')
  );
}

// ------------------------------------------------------------------------------------ one-line text

// Binding strength: a node printed where a stronger one is needed gets parentheses.
export const LOOSE = 0; // conditional, function type
export const UNION = 1;
export const INTERSECTION = 2;
export const PREFIX = 3; // keyof T, readonly T[]
export const POSTFIX = 4; // T[], T["id"]

export function strength(node) {
  switch (node.k) {
    case 'cond':
    case 'pred':
      return LOOSE;
    case 'obj':
      return !node.label && node.members.length === 1 && (node.members[0].k === 'call' || node.members[0].k === 'new')
        ? LOOSE
        : 5;
    case 'union':
      return printedMembers(node).length === 1 ? 5 : UNION;
    case 'inter':
      return INTERSECTION;
    case 'op':
      return PREFIX;
    case 'ref':
      return node.name === 'ReadonlyArray' && node.args.length === 1
        ? PREFIX
        : node.name === 'Array' && node.args.length === 1
          ? POSTFIX
          : 5;
    case 'access':
      return POSTFIX;
    case 'tuple':
      return node.ro ? PREFIX : 5;
    default:
      return 5;
  }
}

export const propertyName = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

/** One-line text. options.names: false leaves out parameter names and labels (a node's key). */
export function flat(node, options = {}) {
  const sub = (child, min = LOOSE) => (strength(child) < min ? `(${flat(child, options)})` : flat(child, options));
  switch (node.k) {
    case 'ref':
      if (node.name === 'Array' && node.args.length === 1) return `${sub(node.args[0], POSTFIX)}[]`;
      if (node.name === 'ReadonlyArray' && node.args.length === 1) return `readonly ${sub(node.args[0], POSTFIX)}[]`;
      return node.args.length > 0 ? `${node.name}<${node.args.map((arg) => sub(arg)).join(', ')}>` : node.name;
    case 'lit':
    case 'raw':
      return node.text;
    case 'obj': {
      if (strength(node) === LOOSE) {
        const [member] = node.members;
        return `${member.k === 'new' ? 'new ' : ''}${flatSignature(member.sig, ' => ', options)}`;
      }
      const label = node.label && options.names !== false ? `${node.label} ` : '';
      return node.members.length === 0
        ? `${label}{}`
        : `${label}{ ${node.members.map((member) => flatMember(member, options)).join('; ')} }`;
    }
    case 'union':
      return printedMembers(node)
        .map((type) => sub(type, INTERSECTION))
        .join(' | ');
    case 'inter':
      return node.types.map((type) => sub(type, PREFIX)).join(' & ');
    case 'tuple':
      return `${node.ro ? 'readonly ' : ''}[${node.elems.map((elem) => flatElement(elem, options)).join(', ')}]`;
    case 'op':
      return node.op === 'unique'
        ? `unique ${node.type.name}`
        : `${node.op} ${sub(node.type, node.op === 'typeof' ? POSTFIX : PREFIX)}`;
    case 'access':
      return `${sub(node.obj, POSTFIX)}[${flat(node.idx, options)}]`;
    case 'cond':
      return `${sub(node.check, UNION)} extends ${sub(node.ext, UNION)} ? ${flat(node.yes, options)} : ${flat(node.no, options)}`;
    case 'pred':
      return `${node.asserts ? 'asserts ' : ''}${node.param}${node.type ? ` is ${flat(node.type, options)}` : ''}`;
    default:
      throw new Error(`unknown node ${node.k}`);
  }
}

function flatElement(elem, options) {
  const name = elem.name && options.names !== false ? `${elem.name}${elem.opt ? '?' : ''}: ` : '';
  const type =
    strength(elem.type) < POSTFIX && !name && elem.opt ? `(${flat(elem.type, options)})` : flat(elem.type, options);
  return `${elem.rest ? '...' : ''}${name}${type}${elem.opt && !name ? '?' : ''}`;
}

function flatMember(member, options) {
  switch (member.k) {
    case 'prop':
      return `${member.ro ? 'readonly ' : ''}${propertyName(member.name)}${member.opt ? '?' : ''}: ${flat(member.type, options)}`;
    case 'call':
      return flatSignature(member.sig, ': ', options);
    case 'new':
      return `new ${flatSignature(member.sig, ': ', options)}`;
    case 'index':
      return `${member.ro ? 'readonly ' : ''}[${member.param}: ${flat(member.key, options)}]: ${flat(member.type, options)}`;
    case 'raw':
      return member.text;
    default:
      throw new Error(`unknown member ${member.k}`);
  }
}

export function flatTypeParameters(tps, options) {
  if (tps.length === 0) return '';
  const one = (tp) =>
    `${tp.name}${tp.constraint ? ` extends ${flat(tp.constraint, options)}` : ''}${tp.def ? ` = ${flat(tp.def, options)}` : ''}`;
  return `<${tps.map(one).join(', ')}>`;
}

export function flatParameter(param, index, options) {
  const name = options.names === false ? `p${index}` : param.name;
  return `${param.rest ? '...' : ''}${name}${param.opt ? '?' : ''}: ${flat(param.type, options)}`;
}

function flatSignature(sig, arrow, options) {
  const params = sig.params.map((param, index) => flatParameter(param, index, options)).join(', ');
  return `${flatTypeParameters(sig.tps, options)}(${params})${arrow}${flat(sig.ret, options)}`;
}
