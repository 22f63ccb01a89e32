// The text of an API report: a TypeScript-like declaration per export, written by api-surface.mjs, printed
// one export per block and read back by the version check, which compares structures, not lines.
//
// One language both ways: `parseDeclarations(printDeclarations(x))` gives x back, whatever the layout
// (the parser ignores white space), so a report written by one version of the printer still reads. Text
// that the compiler printed itself (mapped types, template literals, generated database types) is parsed
// too, so it has the same shape as ours. What the parser cannot place stays a `raw` node, compared as text.
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

const WIDTH = 100;
/** Room for what ends a line after a type (`;`, `,`, `>`). */
const fits = (column, text) => column + text.length < WIDTH;

// ---------------------------------------------------------------------------------------------- tokens

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?n?/y;
// Names may carry a package (`react:React.ReactNode`, `@tanstack/query-core:QueryKey`) or an entry point
// (`./calendar#CalendarEvent`): the `:` belongs to the name only when no space follows it.
const NAME = /(?:[A-Za-z_$@~#]|\.\/)[\w$@.#~/-]*(?::[A-Za-z_$@][\w$@.#~/-]*)?/y;

function tokenize(text) {
  const tokens = [];
  let i = 0;
  const push = (t, v, start) => tokens.push({ t, v, start, end: i });
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i += 1;
      continue;
    }
    const start = i;
    if (text.startsWith('...', i) || text.startsWith('=>', i)) {
      const v = text.startsWith('...', i) ? '...' : '=>';
      i += v.length;
      push('p', v, start);
      continue;
    }
    if (c === '"' || c === "'") {
      i += 1;
      while (i < text.length && text[i] !== c) i += text[i] === '\\' ? 2 : 1;
      i += 1;
      push('s', text.slice(start, i), start);
      continue;
    }
    if (c === '`') {
      let depth = 0;
      i += 1;
      while (i < text.length && !(text[i] === '`' && depth === 0)) {
        if (text[i] === '\\') i += 1;
        else if (text.startsWith('${', i)) {
          depth += 1;
          i += 1;
        } else if (text[i] === '}' && depth > 0) depth -= 1;
        i += 1;
      }
      i += 1;
      push('s', text.slice(start, i), start);
      continue;
    }
    NUMBER.lastIndex = i;
    if ((/\d/.test(c) || (c === '-' && /\d/.test(text[i + 1] ?? ''))) && NUMBER.test(text)) {
      i = NUMBER.lastIndex;
      push('s', text.slice(start, i), start);
      continue;
    }
    NAME.lastIndex = i;
    if (NAME.test(text)) {
      i = NAME.lastIndex;
      push('n', text.slice(start, i), start);
      continue;
    }
    i += 1;
    push('p', c, start);
  }
  return tokens;
}

// ---------------------------------------------------------------------------------------------- parser

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
function printedMembers(node) {
  const names = new Set(node.types.filter((type) => type.k === 'ref' && type.args.length === 0).map((type) => type.name));
  if (!(names.has('false') && names.has('true'))) return node.types;
  const isBoolean = (type) => type.k === 'ref' && type.args.length === 0 && (type.name === 'false' || type.name === 'true');
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
  const sorted = rest.sort((a, b) => order[a.k] - order[b.k] || (a.k === 'index' || a.k === 'raw' ? byText(flatMember(a, {}), flatMember(b, {})) : 0));
  return { k: 'obj', label, members: [...sorted, ...[...props.keys()].sort(byText).map((name) => props.get(name))] };
}

/**
 * `x?: T` already admits undefined (exactOptionalPropertyTypes is off), so the compiler's `T | undefined`
 * for an optional property or parameter says nothing more and is written `x?: T`.
 */
function optionalType(type) {
  if (type.k !== 'union') return type;
  const rest = type.types.filter((member) => !(member.k === 'ref' && member.name === 'undefined' && member.args.length === 0));
  return rest.length === type.types.length ? type : union(rest);
}

function isFunctionType(node) {
  return node.k === 'obj' && !node.label && node.members.length > 0 && node.members.every((member) => member.k === 'call');
}

class Parser {
  constructor(text) {
    this.text = text;
    this.tokens = tokenize(text);
    this.i = 0;
  }

  peek(offset = 0) {
    return this.tokens[this.i + offset];
  }

  /** The token at offset is punctuation or a name with this exact text (never a string literal). */
  is(value, offset = 0) {
    const token = this.peek(offset);
    return token !== undefined && token.t !== 's' && token.v === value;
  }

  isName(offset = 0) {
    return this.peek(offset)?.t === 'n';
  }

  next() {
    const token = this.tokens[this.i];
    if (!token) throw this.error('unexpected end');
    this.i += 1;
    return token;
  }

  expect(value) {
    if (!this.is(value)) throw this.error(`expected ${value}`);
    return this.next();
  }

  name() {
    if (!this.isName()) throw this.error('expected a name');
    return this.next().v;
  }

  error(message) {
    const token = this.peek();
    const at = token ? token.start : this.text.length;
    return new SyntaxError(`${message} at ${at}: …${this.text.slice(Math.max(0, at - 40), at)}⟨here⟩${this.text.slice(at, at + 40)}…`);
  }

  done() {
    return this.i >= this.tokens.length;
  }

  type() {
    const check = this.union();
    if (this.is('extends') && !this.noConditional) {
      this.next();
      this.noConditional = true;
      let ext;
      try {
        ext = this.union();
      } finally {
        this.noConditional = false;
      }
      this.expect('?');
      const yes = this.type();
      this.expect(':');
      const no = this.type();
      return { k: 'cond', check, ext, yes, no };
    }
    return check;
  }

  /** A type inside brackets, where a conditional type is allowed again. */
  nested(parse) {
    const saved = this.noConditional;
    this.noConditional = false;
    try {
      return parse();
    } finally {
      this.noConditional = saved;
    }
  }

  union() {
    if (this.is('|')) this.next();
    const types = [this.intersection()];
    while (this.is('|')) {
      this.next();
      types.push(this.intersection());
    }
    return union(types);
  }

  intersection() {
    if (this.is('&')) this.next();
    const types = [this.prefix()];
    while (this.is('&')) {
      this.next();
      types.push(this.prefix());
    }
    return intersection(types);
  }

  prefix() {
    if (this.is('keyof') && this.isStartOfType(1)) {
      this.next();
      return { k: 'op', op: 'keyof', type: this.prefix() };
    }
    if (this.is('typeof') && this.isStartOfType(1)) {
      this.next();
      return { k: 'op', op: 'typeof', type: this.postfix() };
    }
    if (this.is('unique') && this.is('symbol', 1)) {
      this.next();
      return { k: 'op', op: 'unique', type: ref(this.next().v) };
    }
    if (this.is('infer') && this.isName(1)) {
      this.next();
      return { k: 'op', op: 'infer', type: ref(this.next().v) };
    }
    if (this.is('readonly') && this.isStartOfType(1)) {
      this.next();
      const type = this.prefix();
      if (type.k === 'tuple') return { ...type, ro: true };
      if (type.k === 'ref' && type.name === 'Array') return ref('ReadonlyArray', type.args);
      throw this.error('readonly of something other than an array or tuple');
    }
    return this.postfix();
  }

  isStartOfType(offset) {
    const token = this.peek(offset);
    return token !== undefined && (token.t !== 'p' || ['(', '[', '{', '<', '…'].includes(token.v));
  }

  postfix(allowLabel = true) {
    let type = this.primary(allowLabel);
    while (this.is('[')) {
      this.next();
      if (this.is(']')) {
        this.next();
        type = ref('Array', [type]);
      } else {
        const idx = this.nested(() => this.type());
        this.expect(']');
        type = { k: 'access', obj: type, idx };
      }
    }
    return type;
  }

  primary(allowLabel) {
    const token = this.peek();
    if (!token) throw this.error('expected a type');
    if (token.t === 's') {
      this.next();
      return { k: 'lit', text: token.v };
    }
    if (token.t === 'p') {
      switch (token.v) {
        case '(':
          if (this.isArrowParameters()) return object(null, [{ k: 'call', sig: this.signature('=>') }]);
          this.next();
          return this.nested(() => {
            const inner = this.type();
            this.expect(')');
            return inner;
          });
        case '<':
          return object(null, [{ k: 'call', sig: this.signature('=>') }]);
        case '{':
          return this.objectBody(null);
        case '[':
          return this.tuple();
        case '…':
          this.next();
          return { k: 'raw', text: '…' };
        default:
          throw this.error('expected a type');
      }
    }
    if ((token.v === 'new' || token.v === 'abstract') && (this.is('(', 1) || this.is('<', 1) || this.is('new', 1))) {
      this.next();
      if (token.v === 'abstract') this.expect('new');
      return object(null, [{ k: 'new', sig: this.signature('=>') }]);
    }
    this.next();
    const args = this.is('<') ? this.typeArguments() : [];
    if (allowLabel && args.length === 0 && this.is('{')) return this.objectBody(token.v);
    // `boolean` is `false | true`: a property that was `true` and becomes `boolean` gained a member.
    if (token.v === 'boolean' && args.length === 0) return union([ref('false'), ref('true')]);
    return ref(token.v, args);
  }

  /** `(` starts a function type (rather than parentheses) when its `)` is followed by `=>`. */
  isArrowParameters() {
    let depth = 0;
    for (let j = this.i; j < this.tokens.length; j += 1) {
      const token = this.tokens[j];
      if (token.t !== 'p') continue;
      if (token.v === '(') depth += 1;
      else if (token.v === ')') {
        depth -= 1;
        if (depth === 0) return this.tokens[j + 1]?.t === 'p' && this.tokens[j + 1].v === '=>';
      }
    }
    return false;
  }

  typeArguments() {
    this.expect('<');
    const args = [];
    this.nested(() => {
      while (!this.is('>')) {
        args.push(this.type());
        if (!this.is('>')) this.expect(',');
      }
    });
    this.expect('>');
    return args;
  }

  typeParameters() {
    if (!this.is('<')) return [];
    this.next();
    const parameters = [];
    this.nested(() => {
      while (!this.is('>')) {
        if (this.is('const') || this.is('in') || this.is('out')) this.next();
        const name = this.name();
        let constraint = null;
        let def = null;
        if (this.is('extends')) {
          this.next();
          constraint = this.type();
        }
        if (this.is('=')) {
          this.next();
          def = this.type();
        }
        parameters.push({ name, constraint, def });
        if (!this.is('>')) this.expect(',');
      }
    });
    this.expect('>');
    return parameters;
  }

  /** `<T>(a: A, b?: B) => R` (arrow '=>') or a member's `(a: A): R` (arrow ':'). */
  signature(arrow) {
    const tps = this.typeParameters();
    this.expect('(');
    const params = [];
    this.nested(() => {
      while (!this.is(')')) {
        const rest = this.is('...');
        if (rest) this.next();
        const name = this.name();
        const opt = this.is('?');
        if (opt) this.next();
        this.expect(':');
        const type = this.type();
        params.push({ name, opt, rest, type: opt ? optionalType(type) : type });
        if (!this.is(')')) this.expect(',');
      }
    });
    this.expect(')');
    this.expect(arrow);
    return { tps, params, ret: this.nested(() => this.returnType()) };
  }

  returnType() {
    if (this.is('asserts') && this.isName(1) && !this.is('is', 1)) {
      this.next();
      const param = this.next().v;
      let type = null;
      if (this.is('is')) {
        this.next();
        type = this.type();
      }
      return { k: 'pred', asserts: true, param, type };
    }
    if (this.isName() && this.is('is', 1)) {
      const param = this.next().v;
      this.next();
      return { k: 'pred', asserts: false, param, type: this.type() };
    }
    return this.type();
  }

  tuple() {
    this.expect('[');
    const elems = [];
    this.nested(() => {
      while (!this.is(']')) {
        const rest = this.is('...');
        if (rest) this.next();
        let name = null;
        let opt = false;
        if (this.isName() && (this.is(':', 1) || (this.is('?', 1) && this.is(':', 2)))) {
          name = this.next().v;
          opt = this.is('?');
          if (opt) this.next();
          this.next();
        }
        const type = this.type();
        if (this.is('?')) {
          this.next();
          opt = true;
        }
        elems.push({ name, type, opt, rest });
        if (!this.is(']')) this.expect(',');
      }
    });
    this.expect(']');
    return { k: 'tuple', ro: false, elems };
  }

  objectBody(label) {
    this.expect('{');
    const members = [];
    this.nested(() => {
      while (!this.is('}')) {
        members.push(this.member());
        if (this.is(';') || this.is(',')) this.next();
        else if (!this.is('}')) throw this.error('expected ; or }');
      }
    });
    this.expect('}');
    return object(label, members);
  }

  member() {
    const start = this.i;
    try {
      return this.structuredMember();
    } catch {
      // Something the compiler printed that is not one of our shapes (a mapped type's `[K in keyof T]`,
      // an accessor): kept as its text up to the end of the member.
      this.i = start;
      let depth = 0;
      while (!this.done() && !(depth === 0 && (this.is(';') || this.is('}')))) {
        const token = this.next();
        if (token.t === 'p' && '([{<'.includes(token.v)) depth += 1;
        if (token.t === 'p' && ')]}>'.includes(token.v)) depth -= 1;
      }
      const end = this.i > start ? this.tokens[this.i - 1].end : this.tokens[start].start;
      return { k: 'raw', text: this.text.slice(this.tokens[start].start, end).replace(/\s+/g, ' ') };
    }
  }

  structuredMember() {
    const ro = this.is('readonly') && !this.is(':', 1) && !this.is('?', 1) && !this.is('(', 1);
    if (ro) this.next();
    if (this.is('[')) {
      this.next();
      const param = this.name();
      this.expect(':');
      const key = this.type();
      this.expect(']');
      this.expect(':');
      return { k: 'index', ro, param, key, type: this.type() };
    }
    if (!ro && (this.is('(') || this.is('<'))) return { k: 'call', sig: this.signature(':') };
    if (!ro && this.is('new') && (this.is('(', 1) || this.is('<', 1))) {
      this.next();
      return { k: 'new', sig: this.signature(':') };
    }
    const token = this.next();
    if (token.t === 'p') throw this.error('expected a member');
    const name = token.t === 'n' || /^[\d-]/.test(token.v) ? token.v : unquote(token.v);
    const opt = this.is('?');
    if (opt) this.next();
    if (this.is('(') || this.is('<')) {
      // A method, as the compiler prints one: the same as a property holding a function.
      return { k: 'prop', name, opt, ro, type: object(null, [{ k: 'call', sig: this.signature(':') }]) };
    }
    this.expect(':');
    const type = this.type();
    return { k: 'prop', name, opt, ro, type: opt ? optionalType(type) : type };
  }

  declarations() {
    const declarations = [];
    while (!this.done()) {
      const keyword = this.name();
      if (keyword === 'const' || keyword === 'function') {
        const name = this.name();
        let type;
        if (keyword === 'const') {
          this.expect(':');
          type = this.type();
        } else type = object(null, [{ k: 'call', sig: this.signature(':') }]);
        this.expect(';');
        const previous = declarations.find((d) => d.kind === 'value' && d.name === name);
        if (previous && keyword === 'function' && isFunctionType(previous.type)) {
          previous.type = object(null, [...previous.type.members, ...type.members]);
        } else declarations.push({ kind: 'value', name, type });
      } else if (keyword === 'type') {
        const name = this.name();
        const tps = this.typeParameters();
        this.expect('=');
        declarations.push({ kind: 'type', name, tps, type: this.type() });
        this.expect(';');
      } else if (keyword === 'interface' || keyword === 'class') {
        const name = this.name();
        const tps = this.typeParameters();
        const bases = [];
        if (this.is('extends')) {
          this.next();
          do {
            if (this.is(',')) this.next();
            bases.push(this.postfix(false));
          } while (this.is(','));
        }
        declarations.push({ kind: keyword, name, tps, bases, body: this.objectBody(null) });
      } else if (keyword === 'enum') {
        const name = this.name();
        this.expect('=');
        declarations.push({ kind: 'enum', name, type: this.type() });
        this.expect(';');
      } else if (keyword === 'namespace') {
        declarations.push({ kind: 'namespace', name: this.name() });
        this.expect(';');
      } else throw this.error(`unknown declaration ${keyword}`);
    }
    return declarations;
  }
}

function unquote(literal) {
  if (literal.startsWith('"')) return JSON.parse(literal);
  return literal.slice(1, -1).replace(/\\(.)/g, '$1');
}

export function parseType(text) {
  const parser = new Parser(text);
  const type = parser.type();
  if (!parser.done()) throw parser.error('unexpected text after the type');
  return type;
}

export function parseDeclarations(text) {
  return new Parser(text).declarations();
}

// ---------------------------------------------------------------------------------------------- printer

// Binding strength: a node printed where a stronger one is needed gets parentheses.
const LOOSE = 0; // conditional, function type
const UNION = 1;
const INTERSECTION = 2;
const PREFIX = 3; // keyof T, readonly T[]
const POSTFIX = 4; // T[], T["id"]

function strength(node) {
  switch (node.k) {
    case 'cond':
    case 'pred':
      return LOOSE;
    case 'obj':
      return !node.label && node.members.length === 1 && (node.members[0].k === 'call' || node.members[0].k === 'new') ? LOOSE : 5;
    case 'union':
      return printedMembers(node).length === 1 ? 5 : UNION;
    case 'inter':
      return INTERSECTION;
    case 'op':
      return PREFIX;
    case 'ref':
      return node.name === 'ReadonlyArray' && node.args.length === 1 ? PREFIX : node.name === 'Array' && node.args.length === 1 ? POSTFIX : 5;
    case 'access':
      return POSTFIX;
    case 'tuple':
      return node.ro ? PREFIX : 5;
    default:
      return 5;
  }
}

const propertyName = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name));

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
      return node.members.length === 0 ? `${label}{}` : `${label}{ ${node.members.map((member) => flatMember(member, options)).join('; ')} }`;
    }
    case 'union':
      return printedMembers(node).map((type) => sub(type, INTERSECTION)).join(' | ');
    case 'inter':
      return node.types.map((type) => sub(type, PREFIX)).join(' & ');
    case 'tuple':
      return `${node.ro ? 'readonly ' : ''}[${node.elems.map((elem) => flatElement(elem, options)).join(', ')}]`;
    case 'op':
      return node.op === 'unique' ? `unique ${node.type.name}` : `${node.op} ${sub(node.type, node.op === 'typeof' ? POSTFIX : PREFIX)}`;
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
  const type = strength(elem.type) < POSTFIX && !name && elem.opt ? `(${flat(elem.type, options)})` : flat(elem.type, options);
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

function flatTypeParameters(tps, options) {
  if (tps.length === 0) return '';
  const one = (tp) => `${tp.name}${tp.constraint ? ` extends ${flat(tp.constraint, options)}` : ''}${tp.def ? ` = ${flat(tp.def, options)}` : ''}`;
  return `<${tps.map(one).join(', ')}>`;
}

function flatParameter(param, index, options) {
  const name = options.names === false ? `p${index}` : param.name;
  return `${param.rest ? '...' : ''}${name}${param.opt ? '?' : ''}: ${flat(param.type, options)}`;
}

function flatSignature(sig, arrow, options) {
  const params = sig.params.map((param, index) => flatParameter(param, index, options)).join(', ');
  return `${flatTypeParameters(sig.tps, options)}(${params})${arrow}${flat(sig.ret, options)}`;
}

// ------------------------------------------------------------------------------------- pretty printer

const pad = (n) => ' '.repeat(n);

/**
 * The type as it goes in the report: on one line when it fits in WIDTH from `column`, else broken over
 * lines indented from `indent`. A broken union starts on the next line, one member (or a run of short
 * literals) per line, so the diff of a changed member is one line.
 */
function pretty(node, indent, column) {
  const line = flat(node);
  if (fits(column, line)) return line;
  const sub = (child, min, childIndent, childColumn) => {
    if (strength(child) >= min) return pretty(child, childIndent, childColumn);
    const inner = pretty(child, childIndent + 2, childColumn + 1);
    return inner.includes('\n') ? `(${inner}\n${pad(childIndent)})` : `(${inner})`;
  };
  switch (node.k) {
    case 'ref': {
      if (node.name === 'Array' && node.args.length === 1) return `${sub(node.args[0], POSTFIX, indent, column)}[]`;
      if (node.name === 'ReadonlyArray' && node.args.length === 1) return `readonly ${sub(node.args[0], POSTFIX, indent, column + 9)}[]`;
      if (node.args.length === 0) return line;
      const args = node.args.map((arg) => `${pad(indent + 2)}${pretty(arg, indent + 2, indent + 2)}`);
      return `${node.name}<\n${args.join(',\n')}\n${pad(indent)}>`;
    }
    case 'obj': {
      if (strength(node) === LOOSE) {
        const [member] = node.members;
        const prefix = member.k === 'new' ? 'new ' : '';
        return `${prefix}${prettySignature(member.sig, ' => ', indent, column + prefix.length)}`;
      }
      return prettyObject(node, indent);
    }
    case 'union':
    case 'inter': {
      // At the start of a line (column === indent) the members go on this and the following lines;
      // after `name: ` they start on the next line, indented.
      const at = column === indent ? indent : indent + 2;
      const operator = node.k === 'union' ? '|' : '&';
      const min = node.k === 'union' ? INTERSECTION : PREFIX;
      const lines = [];
      let run = '';
      for (const type of node.k === 'union' ? printedMembers(node) : node.types) {
        const item = strength(type) < min ? null : flat(type);
        // Short members (string literals, keywords) fill lines instead of taking one each.
        if (node.k === 'union' && item !== null && item.length <= 24) {
          const piece = `${operator} ${item}`;
          if (run && !fits(at + run.length + 1, piece)) {
            lines.push(run);
            run = piece;
          } else run = run ? `${run} ${piece}` : piece;
          continue;
        }
        if (run) lines.push(run);
        run = '';
        lines.push(`${operator} ${sub(type, min, at + 2, at + 2)}`);
      }
      if (run) lines.push(run);
      const text = lines.join(`\n${pad(at)}`);
      return column === indent ? text : `\n${pad(at)}${text}`;
    }
    case 'tuple': {
      const elems = node.elems.map((elem) => `${pad(indent + 2)}${prettyElement(elem, indent + 2)}`);
      return `${node.ro ? 'readonly ' : ''}[\n${elems.join(',\n')}\n${pad(indent)}]`;
    }
    case 'op':
      if (node.op === 'unique') return line;
      return `${node.op} ${sub(node.type, node.op === 'typeof' ? POSTFIX : PREFIX, indent, column + node.op.length + 1)}`;
    case 'access': {
      const obj = sub(node.obj, POSTFIX, indent, column);
      return `${obj}[${pretty(node.idx, indent, lastColumn(obj, column) + 1)}]`;
    }
    case 'cond': {
      const head = `${sub(node.check, UNION, indent, column)} extends ${flat(node.ext)}`;
      return `${head}\n${pad(indent + 2)}? ${pretty(node.yes, indent + 4, indent + 4)}\n${pad(indent + 2)}: ${pretty(node.no, indent + 4, indent + 4)}`;
    }
    case 'pred':
      return `${node.asserts ? 'asserts ' : ''}${node.param}${node.type ? ` is ${pretty(node.type, indent, column + node.param.length + 4)}` : ''}`;
    default:
      return line;
  }
}

const lastColumn = (text, column) => (text.includes('\n') ? text.length - text.lastIndexOf('\n') - 1 : column + text.length);

function prettyElement(elem, indent) {
  const name = elem.name ? `${elem.name}${elem.opt ? '?' : ''}: ` : '';
  const type = pretty(elem.type, indent, indent + name.length + (elem.rest ? 3 : 0));
  const wrapped = strength(elem.type) < POSTFIX && !name && elem.opt ? `(${type})` : type;
  return `${elem.rest ? '...' : ''}${name}${wrapped}${elem.opt && !name ? '?' : ''}`;
}

/** An object over lines: one member per line. */
function prettyObject(node, indent) {
  const label = node.label ? `${node.label} ` : '';
  if (node.members.length === 0) return `${label}{}`;
  const members = node.members.map((member) => `${pad(indent + 2)}${prettyMember(member, indent + 2)};`);
  return `${label}{\n${members.join('\n')}\n${pad(indent)}}`;
}

function prettyMember(member, indent) {
  switch (member.k) {
    case 'prop': {
      const head = `${member.ro ? 'readonly ' : ''}${propertyName(member.name)}${member.opt ? '?' : ''}: `;
      return `${head}${pretty(member.type, indent, indent + head.length)}`;
    }
    case 'call':
      return prettySignature(member.sig, ': ', indent, indent);
    case 'new':
      return `new ${prettySignature(member.sig, ': ', indent, indent + 4)}`;
    case 'index': {
      const head = `${member.ro ? 'readonly ' : ''}[${member.param}: ${flat(member.key)}]: `;
      return `${head}${pretty(member.type, indent, indent + head.length)}`;
    }
    default:
      return member.text;
  }
}

/** `<T>(a: A, b: B) => R`; parameters one per line when the head does not fit. */
function prettySignature(sig, arrow, indent, column) {
  const typeParameters = printTypeParameters(sig.tps, indent, column);
  const afterTypeParameters = lastColumn(typeParameters, column);
  const params = sig.params.map((param, index) => flatParameter(param, index, {}));
  const head = `${typeParameters}(${params.join(', ')})${arrow}`;
  if (fits(afterTypeParameters, `(${params.join(', ')})${arrow}`) || sig.params.length === 0) {
    const ret = pretty(sig.ret, indent, afterTypeParameters + head.length - typeParameters.length);
    // Parameters stay on the line if the result's first line still fits after them.
    if (sig.params.length === 0 || fits(afterTypeParameters + head.length - typeParameters.length, ret.split('\n')[0])) return `${head}${ret}`;
  }
  const lines = sig.params.map((param) => {
    const name = `${param.rest ? '...' : ''}${param.name}${param.opt ? '?' : ''}: `;
    return `${pad(indent + 2)}${name}${pretty(param.type, indent + 2, indent + 2 + name.length)}`;
  });
  return `${typeParameters}(\n${lines.join(',\n')}\n${pad(indent)})${arrow}${pretty(sig.ret, indent, indent + 1 + arrow.length)}`;
}

// --------------------------------------------------------------------------------------- declarations

/** `<T extends X = Y>`, one parameter per line when it does not fit. */
function printTypeParameters(tps, indent, column) {
  const line = flatTypeParameters(tps, {});
  if (fits(column, line)) return line;
  const items = tps.map((tp) => {
    let text = `${pad(indent + 2)}${tp.name}`;
    if (tp.constraint) text += ` extends ${pretty(tp.constraint, indent + 4, lastColumn(text, 0) + 9)}`;
    if (tp.def) text += ` = ${pretty(tp.def, indent + 4, lastColumn(text, 0) + 3)}`;
    return text;
  });
  return `<\n${items.join(',\n')}\n${pad(indent)}>`;
}

/** The report's text for one export: its declarations, each ending a line. */
export function printDeclarations(declarations) {
  const out = [];
  for (const declaration of declarations) {
    const { kind, name } = declaration;
    if (kind === 'value') {
      if (isFunctionType(declaration.type)) {
        for (const member of declaration.type.members) out.push(`function ${name}${prettySignature(member.sig, ': ', 0, 9 + name.length)};`);
      } else {
        const head = `const ${name}: `;
        out.push(`${head}${pretty(declaration.type, 0, head.length)};`);
      }
    } else if (kind === 'type') {
      const head = `type ${name}${printTypeParameters(declaration.tps, 0, 5 + name.length)} = `;
      const { type } = declaration;
      const body = type.k === 'obj' && strength(type) !== LOOSE ? prettyObject(type, 0) : pretty(type, 0, lastColumn(head, 0));
      out.push(`${head}${body};`);
    } else if (kind === 'interface' || kind === 'class') {
      // A base is read up to its name and type arguments: anything else goes in parentheses.
      const bases = declaration.bases.map((base) => (base.k === 'ref' && strength(base) === 5 ? base : { k: 'group', type: base }));
      let head = `${kind} ${name}${printTypeParameters(declaration.tps, 0, kind.length + 1 + name.length)}`;
      const oneLine = bases.map((base) => (base.k === 'group' ? `(${flat(base.type)})` : flat(base))).join(', ');
      if (bases.length === 0) head += ' ';
      else if (fits(lastColumn(head, 0), ` extends ${oneLine} {`)) head += ` extends ${oneLine} `;
      else {
        const each = bases.map((base) => {
          if (base.k !== 'group') return pretty(base, 4, 12);
          const inner = pretty(base.type, 6, 13);
          return inner.includes('\n') ? `(${inner}\n${pad(4)})` : `(${inner})`;
        });
        head += `\n  extends ${each.join(`,\n${pad(4)}`)}\n`;
      }
      out.push(`${head}${prettyObject(declaration.body, 0)}`);
    } else if (kind === 'enum') {
      out.push(`enum ${name} = ${pretty(declaration.type, 0, name.length + 8)};`);
    } else if (kind === 'namespace') {
      out.push(`namespace ${name};`);
    } else throw new Error(`unknown declaration kind ${kind}`);
  }
  // A member that broke onto the next line leaves a space at the end of its first line.
  return out.join('\n').replace(/[ \t]+$/gm, '');
}
