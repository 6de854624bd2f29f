/**
 * The OData 4.01 `$filter` language our RESO Web API accepts, parsed into a small tree:
 * comparisons (eq ne gt ge lt le), and/or/not, `in (…)`, `has`, the functions contains,
 * startswith, endswith, tolower, toupper, year, month, day, date and now(), and any()/all() on
 * multi-valued fields; literals are text ('O''Brien'), numbers, true/false, null, dates
 * (2024-05-01), timestamps (2024-05-01T10:00:00Z) and enum members (Namespace.Type'Value').
 *
 * Written here rather than taken from npm: @balena/odata-parser reads OData 3 literals (it
 * refuses the unquoted dates and timestamps RESO's certification sends, and has no any/all);
 * odata-v4-parser and its fork @odata/parser follow OData 4.0, without the `in` operator, and
 * report only "Unexpected character at N". A 400 must name the bad part of the query, so every
 * error here says what was expected and where.
 */

import { checkDate, checkTimestamp } from './odata-literals';

export type Literal =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number; text: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'date'; value: string }
  | { kind: 'datetime'; value: string };

export type ValueFunction = 'tolower' | 'toupper' | 'year' | 'month' | 'day' | 'date' | 'now';
export type BoolFunction = 'contains' | 'startswith' | 'endswith';
export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

export type Operand =
  | { kind: 'field'; name: string; at: number }
  | { kind: 'variable'; name: string; at: number }
  | { kind: 'literal'; literal: Literal; at: number }
  | { kind: 'call'; name: ValueFunction; args: Operand[]; at: number };

export type FilterNode =
  | { kind: 'and' | 'or'; left: FilterNode; right: FilterNode }
  | { kind: 'not'; expr: FilterNode }
  | { kind: 'compare'; op: CompareOp; left: Operand; right: Operand; at: number }
  | { kind: 'in'; left: Operand; values: Literal[]; at: number }
  | { kind: 'has'; left: Operand; value: Literal; at: number }
  | { kind: 'test'; name: BoolFunction; args: [Operand, Operand]; at: number }
  | {
      kind: 'lambda';
      op: 'any' | 'all';
      field: string;
      variable: string;
      body: FilterNode;
      at: number;
    }
  | { kind: 'bool'; operand: Operand; at: number };

/** A $filter that cannot be read; `at` is the 1-based character where reading stopped. */
export class FilterSyntaxError extends Error {
  override name = 'FilterSyntaxError';
  constructor(
    message: string,
    readonly at: number,
  ) {
    super(message);
  }
}

type TokenKind =
  'name' | 'string' | 'number' | 'date' | 'datetime' | 'enum' | '(' | ')' | ',' | '/' | ':' | 'end';
interface Token {
  kind: TokenKind;
  text: string;
  at: number;
  /** For an enum member, its value. */
  value?: string;
}

// Years of any length are read as dates, so that 99999-01-01 is refused as a date, by name.
const DATETIME = /^\d{4,}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,12})?)?(Z|[+-]\d{2}:\d{2})/i;
const DATE = /^\d{4,}-\d{2}-\d{2}(?![\d:T])/;
const NUMBER = /^-?\d+(\.\d+)?([eE][+-]?\d+)?(?![\w.])/;
const NAME = /^[A-Za-z_][\w.]*/;
/** Characters of one `$filter` (docs/reso-api.md, the limits of one request). */
export const MAX_FILTER_LENGTH = 4_000;
const MAX_LENGTH = MAX_FILTER_LENGTH;
const MAX_DEPTH = 50;

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const at = i + 1;
    if ('(),/:'.includes(c)) {
      tokens.push({ kind: c as TokenKind, text: c, at });
      i++;
      continue;
    }
    if (c === "'") {
      const { value, end } = quoted(source, i);
      tokens.push({ kind: 'string', text: value, at });
      i = end;
      continue;
    }
    const rest = source.slice(i);
    const datetime = DATETIME.exec(rest);
    if (datetime) {
      tokens.push({ kind: 'datetime', text: datetime[0], at });
      i += datetime[0].length;
      continue;
    }
    const date = DATE.exec(rest);
    if (date) {
      tokens.push({ kind: 'date', text: date[0], at });
      i += date[0].length;
      continue;
    }
    const number = NUMBER.exec(rest);
    if (number) {
      tokens.push({ kind: 'number', text: number[0], at });
      i += number[0].length;
      continue;
    }
    const name = NAME.exec(rest);
    if (name) {
      i += name[0].length;
      if (source[i] === "'" && name[0].includes('.')) {
        // An enum member: Namespace.EnumType'Value'.
        const { value, end } = quoted(source, i);
        tokens.push({ kind: 'enum', text: name[0], value, at });
        i = end;
      } else {
        tokens.push({ kind: 'name', text: name[0], at });
      }
      continue;
    }
    throw new FilterSyntaxError(`unexpected '${c}'`, at);
  }
  tokens.push({ kind: 'end', text: '', at: source.length + 1 });
  return tokens;
}

function quoted(source: string, start: number): { value: string; end: number } {
  let value = '';
  let i = start + 1;
  for (;;) {
    if (i >= source.length)
      throw new FilterSyntaxError('a text value is not closed with a quote', start + 1);
    const c = source[i]!;
    if (c === "'") {
      if (source[i + 1] === "'") {
        value += "'";
        i += 2;
        continue;
      }
      return { value, end: i + 1 };
    }
    value += c;
    i++;
  }
}

const COMPARE_OPS = new Set<string>(['eq', 'ne', 'gt', 'ge', 'lt', 'le']);
const BOOL_FUNCTIONS = new Set<string>(['contains', 'startswith', 'endswith']);
const VALUE_FUNCTIONS: Record<ValueFunction, number> = {
  tolower: 1,
  toupper: 1,
  year: 1,
  month: 1,
  day: 1,
  date: 1,
  now: 0,
};

class Parser {
  private i = 0;
  private depth = 0;
  private readonly variables: string[] = [];

  constructor(private readonly tokens: Token[]) {}

  private get token(): Token {
    return this.tokens[this.i]!;
  }

  /** The kind of the current token (a call, so that TypeScript does not narrow it across next()). */
  private peek(): TokenKind {
    return this.token.kind;
  }

  private next(): Token {
    return this.tokens[this.i++]!;
  }

  private isWord(word: string): boolean {
    return this.token.kind === 'name' && this.token.text === word;
  }

  private expect(kind: TokenKind, what: string): Token {
    if (this.token.kind !== kind) throw this.error(`expected ${what}`);
    return this.next();
  }

  private error(message: string, token = this.token): FilterSyntaxError {
    const found = token.kind === 'end' ? 'the end' : `'${token.text}'`;
    return new FilterSyntaxError(`${message}, found ${found}`, token.at);
  }

  parse(): FilterNode {
    const node = this.or();
    if (this.token.kind !== 'end') throw this.error('expected and, or or the end');
    return node;
  }

  private nest<T>(read: () => T): T {
    if (++this.depth > MAX_DEPTH) throw this.error('the expression is nested too deeply');
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  private or(): FilterNode {
    let left = this.and();
    while (this.isWord('or')) {
      this.next();
      left = { kind: 'or', left, right: this.and() };
    }
    return left;
  }

  private and(): FilterNode {
    let left = this.unary();
    while (this.isWord('and')) {
      this.next();
      left = { kind: 'and', left, right: this.unary() };
    }
    return left;
  }

  private unary(): FilterNode {
    if (this.isWord('not')) {
      this.next();
      return this.nest(() => ({ kind: 'not', expr: this.unary() }));
    }
    return this.primary();
  }

  private primary(): FilterNode {
    const start = this.token;
    if (start.kind === '(') {
      this.next();
      const inner = this.nest(() => this.or());
      this.expect(')', "')'");
      return inner;
    }
    if (
      start.kind === 'name' &&
      BOOL_FUNCTIONS.has(start.text) &&
      this.tokens[this.i + 1]?.kind === '('
    ) {
      this.next();
      this.next();
      const first = this.operand();
      this.expect(',', "',' between the two arguments");
      const second = this.operand();
      this.expect(')', "')'");
      const test: FilterNode = {
        kind: 'test',
        name: start.text as BoolFunction,
        args: [first, second],
        at: start.at,
      };
      return this.comparedTo(test);
    }
    if (start.kind === 'name' && this.tokens[this.i + 1]?.kind === '/') {
      return this.lambda();
    }
    const left = this.operand();
    const op = this.token;
    if (op.kind === 'name' && COMPARE_OPS.has(op.text)) {
      this.next();
      return { kind: 'compare', op: op.text as CompareOp, left, right: this.operand(), at: op.at };
    }
    if (op.kind === 'name' && op.text === 'in') {
      this.next();
      this.expect('(', "'(' after in");
      const values: Literal[] = [this.literalOnly()];
      while (this.token.kind === ',') {
        this.next();
        values.push(this.literalOnly());
      }
      this.expect(')', "')' to close the list");
      return { kind: 'in', left, values, at: op.at };
    }
    if (op.kind === 'name' && op.text === 'has') {
      this.next();
      return { kind: 'has', left, value: this.literalOnly(), at: op.at };
    }
    if (left.kind === 'field' || left.kind === 'variable')
      return { kind: 'bool', operand: left, at: left.at };
    throw this.error('expected eq, ne, gt, ge, lt, le, in or has');
  }

  /** `contains(a, b) eq true` reads as `contains(a, b)`; `eq false` as its negation. */
  private comparedTo(test: FilterNode): FilterNode {
    const op = this.token;
    if (op.kind === 'name' && (op.text === 'eq' || op.text === 'ne')) {
      this.next();
      const value = this.literalOnly();
      if (value.kind !== 'boolean')
        throw new FilterSyntaxError('a function can be compared only with true or false', op.at);
      return value.value === (op.text === 'eq') ? test : { kind: 'not', expr: test };
    }
    return test;
  }

  private lambda(): FilterNode {
    const field = this.next();
    this.next(); // '/'
    const op = this.token;
    if (op.kind !== 'name' || (op.text !== 'any' && op.text !== 'all'))
      throw this.error('expected any or all after /');
    this.next();
    this.expect('(', "'(' after " + op.text);
    const variable = this.expect('name', 'a variable name').text;
    this.expect(':', "':' after the variable");
    this.variables.push(variable);
    const body = this.nest(() => this.or());
    this.variables.pop();
    this.expect(')', "')'");
    return { kind: 'lambda', op: op.text, field: field.text, variable, body, at: field.at };
  }

  private literalOnly(): Literal {
    const operand = this.operand();
    if (operand.kind !== 'literal') throw new FilterSyntaxError('expected a value', operand.at);
    return operand.literal;
  }

  private operand(): Operand {
    const token = this.token;
    switch (token.kind) {
      case 'string':
        this.next();
        return { kind: 'literal', literal: { kind: 'string', value: token.text }, at: token.at };
      case 'enum':
        this.next();
        return {
          kind: 'literal',
          literal: { kind: 'string', value: token.value ?? '' },
          at: token.at,
        };
      case 'number': {
        this.next();
        const value = Number(token.text);
        if (!Number.isFinite(value)) throw this.error('the number is too large', token);
        return {
          kind: 'literal',
          literal: { kind: 'number', value, text: token.text },
          at: token.at,
        };
      }
      case 'date': {
        this.next();
        const problem = checkDate(token.text);
        if (problem) throw new FilterSyntaxError(`${token.text} is not ${problem}`, token.at);
        return { kind: 'literal', literal: { kind: 'date', value: token.text }, at: token.at };
      }
      case 'datetime': {
        this.next();
        const problem = checkTimestamp(token.text);
        if (problem) throw new FilterSyntaxError(`${token.text} is not ${problem}`, token.at);
        return { kind: 'literal', literal: { kind: 'datetime', value: token.text }, at: token.at };
      }
      case 'name': {
        this.next();
        if (token.text === 'true' || token.text === 'false') {
          return {
            kind: 'literal',
            literal: { kind: 'boolean', value: token.text === 'true' },
            at: token.at,
          };
        }
        if (token.text === 'null')
          return { kind: 'literal', literal: { kind: 'null' }, at: token.at };
        if (this.token.kind === '(') {
          const arity = VALUE_FUNCTIONS[token.text as ValueFunction];
          if (arity === undefined) throw this.error(`unknown function ${token.text}`, token);
          this.next();
          const args: Operand[] = [];
          while (this.peek() !== ')') {
            if (args.length > 0) this.expect(',', "',' or ')'");
            args.push(this.nest(() => this.operand()));
          }
          this.next();
          if (args.length !== arity) {
            throw new FilterSyntaxError(
              `${token.text}() takes ${arity} argument${arity === 1 ? '' : 's'}`,
              token.at,
            );
          }
          return { kind: 'call', name: token.text as ValueFunction, args, at: token.at };
        }
        if (this.variables.includes(token.text))
          return { kind: 'variable', name: token.text, at: token.at };
        if (['and', 'or', 'not', ...COMPARE_OPS].includes(token.text))
          throw this.error('expected a field or a value', token);
        return { kind: 'field', name: token.text, at: token.at };
      }
      default:
        throw this.error('expected a field or a value');
    }
  }
}

/** Parses a $filter; throws FilterSyntaxError naming what was expected and where. */
export function parseFilter(source: string): FilterNode {
  if (source.length > MAX_LENGTH)
    throw new FilterSyntaxError(
      `longer than ${MAX_LENGTH.toLocaleString('en-US')} characters (the limit of one query)`,
      MAX_LENGTH,
    );
  if (source.trim() === '') throw new FilterSyntaxError('empty', 1);
  return new Parser(tokenize(source)).parse();
}
