// Reads the text of an API report (a TypeScript-like declaration per export, see type-nodes.mjs) into nodes,
// for the version check to compare structures, not lines.
//
// One language both ways: `parseDeclarations(printDeclarations(x))` gives x back, whatever the layout
// (the parser ignores white space), so a report written by one version of the printer still reads. Text
// that the compiler printed itself (mapped types, template literals, generated database types) is parsed
// too, so it has the same shape as ours. What the parser cannot place stays a `raw` node, compared as text.
import { intersection, isFunctionType, object, optionalType, ref, union } from './type-nodes.mjs';

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
    return new SyntaxError(
      `${message} at ${at}: …${this.text.slice(Math.max(0, at - 40), at)}⟨here⟩${this.text.slice(at, at + 40)}…`,
    );
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
