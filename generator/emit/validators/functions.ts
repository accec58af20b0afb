/**
 * Named check functions for shapes that many fields share (a string array, a taint array, a map of
 * strings, an operator list): each distinct shape is written once and called from every field that
 * has it, which keeps the module small. Names say what is checked (`checkTaintArray`); a second
 * shape wanting a taken name gets a number.
 */
export class SharedFunctions {
  private readonly byKey = new Map<string, string>();
  private readonly taken = new Set<string>();
  private readonly bodies: string[] = [];

  constructor(reserved: Iterable<string>) {
    for (const name of reserved) this.taken.add(name);
  }

  /** The function for `key`, written by `make(name)` the first time it is asked for. */
  name(key: string, base: string, make: (name: string) => string): string {
    const known = this.byKey.get(key);
    if (known !== undefined) return known;
    let name = `check${base}`;
    for (let n = 2; this.taken.has(name); n++) name = `check${base}${n}`;
    this.taken.add(name);
    this.byKey.set(key, name);
    this.bodies.push(make(name));
    return name;
  }

  declarations(): string {
    return this.bodies.join('\n');
  }
}
