// Typed access to serde's externally tagged enums as the generated bindings spell them:
// `"Pass"` for a unit variant, `{ Move: { to, ... } }` (with `Other?: never` guards) otherwise.
// `match` takes one handler per variant, so a variant added in Rust fails to compile here until
// it has its words.

type OwnKey<U> = { [K in keyof U]-?: [U[K]] extends [undefined] ? never : K }[keyof U] & string;

/** The variant names of a tagged enum. */
export type Tag<U> = U extends string ? U : OwnKey<U>;

/** The fields of variant `K` (`undefined` for a unit variant). */
export type Body<U, K extends string> = U extends string
  ? U extends K
    ? undefined
    : never
  : U extends { [P in K]: infer B }
    ? Exclude<B, undefined>
    : never;

/** One handler per variant. */
export type Handlers<U, R> = { [K in Tag<U>]: (body: Body<U, K>) => R };

/** The variant name of a tagged value. */
export function tagOf<U>(value: U): Tag<U> {
  if (typeof value === "string") return value as Tag<U>;
  const key = Object.keys(value as object).find((k) => (value as Record<string, unknown>)[k] !== undefined);
  return (key ?? "") as Tag<U>;
}

/** The fields of a tagged value, for its own variant. */
export function bodyOf<U, K extends Tag<U>>(value: U, _tag: K): Body<U, K> {
  if (typeof value === "string") return undefined as Body<U, K>;
  return (value as Record<string, unknown>)[tagOf(value)] as Body<U, K>;
}

/** Calls the handler of `value`'s variant with its fields. */
export function match<U, R>(value: U, handlers: Handlers<U, R>): R {
  const tag = tagOf(value);
  const handle = handlers[tag] as (body: unknown) => R;
  return handle(bodyOf(value, tag));
}

/** The fields of `value` if it is variant `tag`, else `null`. */
export function variant<U, K extends Tag<U>>(value: U, tag: K): Body<U, K> | null {
  return tagOf(value) === tag ? bodyOf(value, tag) : null;
}
